// The registry names each screen's module twice, once as data for the build (which tells the server
// what a route's first paint asks for) and once in its import: the two must agree.
import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenOf, screenPages } from './registry';

const source = readFileSync(new URL('./registry.tsx', import.meta.url), 'utf8');

describe('the registry', () => {
  it('names, for every screen, the module its load imports', () => {
    const calls = source.match(/(?<!function )screenOfModule\(/g) ?? [];
    const pairs = [...source.matchAll(/screenOfModule\('([^']+)', \(\) => import\('\.\.\/features\/([^']+)'\)\)/g)];
    expect(pairs.length).toBeGreaterThanOrEqual(12);
    // Every call is of that one form...
    expect(pairs).toHaveLength(calls.length);
    // ...and names the module it imports.
    for (const [call, page, imported] of pairs) expect(imported, call).toBe(page);
  });

  it('gives the build every routed screen but Home', () => {
    const pages = screenPages();
    expect(pages['/boost-board']?.page).toBe('board/board-page');
    expect(pages['/discover']?.page).toBe('discover/discover-page');
    expect(pages['/']).toBeUndefined();
    expect(Object.keys(pages)).toHaveLength(11);
  });

  describe('names, for the server to hint, exactly what a screen first reads whatever its query', () => {
    afterEach(() => vi.unstubAllGlobals());
    const withReads = Object.entries(screenPages()).filter(([, { reads }]) => reads.length > 0);

    it('for at least the five screens that have them', () => {
      expect(withReads.map(([path]) => path).sort()).toEqual([
        '/leadership-shorts',
        '/mentor-matcher',
        '/pep-talk',
        '/rewards',
        '/skill-quest',
      ]);
    });

    it.each(withReads)('%s', async (path, { reads }) => {
      const asked: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        asked.push(url);
        return new Response('[]', { headers: { 'content-type': 'application/json' } });
      });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await screenOf(path).prefetch?.(client, new URLSearchParams());
      expect(asked.sort()).toEqual([...reads].sort());
    });
  });
});
