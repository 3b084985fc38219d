// Rise installs like an app (issue 17, part 1): Chromium finds the manifest and its icons and reports
// no installability error; the icons and shortcuts it names are served. A browser profile on disk (an
// incognito context, Playwright's default, can never install).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from '../scripts/chromium';
import { expect, test } from './fixtures';

test('Chromium reports Rise installable, with its icons and the eight shortcuts', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'rise-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_ARGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(baseURL!);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const body = (await (await page.request.get(new URL('/manifest.webmanifest', baseURL).href)).json()) as {
      icons: { src: string }[];
      shortcuts: { url: string }[];
    };
    for (const icon of body.icons) expect((await page.request.get(new URL(icon.src, baseURL).href)).status(), icon.src).toBe(200);
    expect(body.shortcuts).toHaveLength(8);
    for (const shortcut of body.shortcuts)
      expect((await page.request.get(new URL(shortcut.url, baseURL).href)).status(), shortcut.url).toBe(200);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
