// The registry names each screen's module twice, once as data for the build (which tells the server
// what a route's first paint asks for) and once in its import: the two must agree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenPages } from './registry';

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
    expect(pages['/boost-board']).toBe('board/board-page');
    expect(pages['/discover']).toBe('discover/discover-page');
    expect(pages['/']).toBeUndefined();
    expect(Object.keys(pages)).toHaveLength(11);
  });
});
