import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersSmallMedia } from './network';

afterEach(() => vi.unstubAllGlobals());

const withConnection = (connection: object | undefined) => vi.stubGlobal('navigator', { connection });

describe('prefersSmallMedia', () => {
  it('asks for the small rendition on a slow connection or with Data Saver, and the full one otherwise', () => {
    withConnection({ effectiveType: '3g' });
    expect(prefersSmallMedia()).toBe(true);
    withConnection({ effectiveType: 'slow-2g' });
    expect(prefersSmallMedia()).toBe(true);
    withConnection({ effectiveType: '4g', saveData: true });
    expect(prefersSmallMedia()).toBe(true);
    withConnection({ effectiveType: '4g' });
    expect(prefersSmallMedia()).toBe(false);
    // A browser that says nothing (Safari, Firefox) gets the full rendition.
    withConnection(undefined);
    expect(prefersSmallMedia()).toBe(false);
  });
});
