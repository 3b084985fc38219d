// `npm run screenshots`: every built screen (bench/screens.ts) at 390x844 in light and dark, and at
// 1280x800, 320x700 and 820x1180, signed in as a demo account, into screenshots/ (not committed: look
// at each, and copy the best into docs/). Uses Debian's Chromium, like the browser tests. Names after
// `--` take only those screens: `npm run screenshots -- boost-board home`.
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, startApp } from '../bench/app-server';
import { SCREENS } from '../bench/screens';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './chromium';

const OUT = path.join(ROOT, 'screenshots');
const only = process.argv.slice(2);
const SHOTS = [
  { suffix: '390-light', width: 390, height: 844, scheme: 'light' },
  { suffix: '390-dark', width: 390, height: 844, scheme: 'dark' },
  { suffix: '1280-light', width: 1280, height: 800, scheme: 'light' },
  { suffix: '320-light', width: 320, height: 700, scheme: 'light' },
  { suffix: '820-light', width: 820, height: 1180, scheme: 'light' },
] as const;

execSync('node scripts/build-if-needed.mjs', { cwd: ROOT, stdio: 'inherit' });
mkdirSync(OUT, { recursive: true });
const server = await startApp('screenshots');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  args: PLAYWRIGHT_ARGS,
});
try {
  for (const shot of SHOTS) {
    const cookie = (await server.demoCookie()).split('=');
    for (const screen of SCREENS.filter((s) => only.length === 0 || only.includes(s.name))) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        colorScheme: shot.scheme,
        reducedMotion: 'reduce',
      });
      if (!screen.signedOut) await context.addCookies([{ name: cookie[0]!, value: cookie[1]!, url: server.base }]);
      const page = await context.newPage();
      await page.goto(`${server.base}${screen.path}`, { waitUntil: 'networkidle' });
      if (screen.open) await page.getByRole('link', { name: screen.open }).click();
      if (screen.tab) await page.getByRole('tab', { name: screen.tab }).click();
      // Until nothing is a skeleton any more (the shell, then the screen's code, then its data).
      await page.waitForFunction(() => !document.querySelector('.animate-pulse'), undefined, { timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(OUT, `${screen.name}-${shot.suffix}.png`);
      await page.screenshot({ path: file, fullPage: shot.width !== 390 || screen.name !== 'leadership-shorts' });
      console.log(path.relative(ROOT, file));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
