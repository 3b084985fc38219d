// Draws the app's installable icons from the logo (public/icon.svg) with the same Chromium the tests
// use (no image library): public/icons/icon-192.png and icon-512.png (the rounded logo), and
// icon-maskable-512.png (the gradient to the edges, the mark inside the central 80% safe zone, so a
// launcher may cut any shape). Run again after changing the logo: `npx tsx scripts/make-icons.ts`.
// The output is committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './chromium';

const svg = readFileSync('public/icon.svg', 'utf8');
// The maskable one: the same drawing without the rounded corners, its mark scaled to 70% around the centre.
const maskable = svg
  .replace(
    '<rect width="64" height="64" rx="16" fill="url(#g)"/>',
    '<rect width="64" height="64" fill="url(#g)"/><g transform="translate(32 32) scale(0.7) translate(-32 -32)">',
  )
  .replace('</svg>', '</g></svg>');
if (maskable === svg) throw new Error('public/icon.svg changed shape: update the maskable variant in scripts/make-icons.ts');

mkdirSync('public/icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  args: PLAYWRIGHT_ARGS,
});
try {
  const page = await browser.newPage();
  for (const [file, drawing, size] of [
    ['icon-192.png', svg, 192],
    ['icon-512.png', svg, 512],
    ['icon-maskable-512.png', maskable, 512],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    const sized = drawing.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
