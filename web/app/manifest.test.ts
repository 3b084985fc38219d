// The web app manifest (issue 17): installable, its icons present at the sizes it names, and a
// shortcut to each of the eight mini-apps of the registry, by the same name and path.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_CARDS } from './registry';

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
};

describe('the web app manifest', () => {
  it('names the app, starts at / standalone, and has 192, 512 and maskable icons that exist', () => {
    expect(manifest).toMatchObject({ name: 'Rise', short_name: 'Rise', start_url: '/', display: 'standalone' });
    const sizes = manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons) expect(existsSync(`public${icon.src}`), icon.src).toBe(true);
  });

  it('has a shortcut to each mini-app, as the registry names it', () => {
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual(APP_CARDS.map((a) => [a.title, a.path]));
  });
});
