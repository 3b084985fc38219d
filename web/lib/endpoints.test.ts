import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS_FILE, endpointsFile } from '../../scripts/endpoints';

describe('web/lib/endpoints.ts', () => {
  it('is what `npm run endpoints` writes from the contract (run it after changing an endpoint)', async () => {
    expect(readFileSync(ENDPOINTS_FILE, 'utf8')).toBe(await endpointsFile());
  });
});
