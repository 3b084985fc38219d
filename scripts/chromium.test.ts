// The browser's flags: one --disable-features holding everyone's, and Playwright's own list kept.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_ARGS, PLAYWRIGHT_DISABLED_FEATURES, QUIET_FEATURES, withQuietFeatures } from './chromium';

describe('withQuietFeatures', () => {
  it('merges every --disable-features into one, the quiet features too, keeping the other flags', () => {
    expect(withQuietFeatures(['--a', '--disable-features=X,Y', '--b', '--disable-features=Z'])).toEqual([
      '--a',
      '--b',
      `--disable-features=X,Y,Z,${QUIET_FEATURES.join(',')}`,
    ]);
    expect(withQuietFeatures(['--a']).filter((f) => f.startsWith('--disable-features='))).toHaveLength(1);
  });
});

describe("Playwright's disabled features", () => {
  it("are the installed playwright-core's own (update PLAYWRIGHT_DISABLED_FEATURES after an upgrade)", () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
    const bundle = readFileSync(path.join(dir, 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
    expect(list, "playwright-core's chromiumSwitches list was not found where it was").toBeDefined();
    const installed = [...list!.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installed);
    expect(PLAYWRIGHT_ARGS.filter((f) => f.startsWith('--disable-features='))).toEqual([
      `--disable-features=${[...installed, ...QUIET_FEATURES].join(',')}`,
    ]);
  });
});
