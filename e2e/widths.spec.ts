// Every built screen (bench/screens.ts), as the demo account with its sample data, at a small phone,
// a phone, a tablet and a laptop width: nothing scrolls sideways and no short label is cut off.
import { SCREENS } from '../bench/screens';
import { WIDTHS, expect, expectFits, test } from './fixtures';

for (const width of WIDTHS) {
  test(`every screen fits at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000); // Every screen in turn, about two seconds each on a busy machine.
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    const signedOut = SCREENS.filter((s) => s.signedOut);
    for (const screen of signedOut) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expectFits(page);
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByRole('group', { name: 'Date of birth' })).toBeVisible();
      await expectFits(page);
    }
    expect((await page.request.post('/api/auth/demo')).status()).toBe(201);
    for (const screen of SCREENS.filter((s) => !s.signedOut)) {
      await page.goto(screen.path);
      if (screen.open) await page.getByRole('link', { name: screen.open }).click();
      if (screen.tab) await page.getByRole('tab', { name: screen.tab }).click();
      // Until nothing is a skeleton any more.
      await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
      await test.step(`${screen.name} at ${width} px`, () => expectFits(page));
    }
  });
}
