// Text is never cut at a limit without warning (issue 34): as what is typed nears the limit, the
// count shows under the field, and at the limit it says that is the most that fits.
import { expect, test } from './fixtures';

test('a display name, a comment and a card title show their count as they near the limit', async ({ page, user: _ }) => {
  await page.goto('/profile?tab=settings');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const name = page.getByLabel('Display name');
  await name.fill('A'.repeat(20));
  await expect(page.getByText('/ 40')).toHaveCount(0);
  await name.fill('A'.repeat(33));
  await expect(page.getByText('33 / 40')).toBeVisible();
  await expect(name).toHaveAccessibleDescription(/33 \/ 40/);

  await page.goto('/leadership-shorts');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Comments/ })
    .click();
  const box = page.getByRole('dialog').getByPlaceholder('Add a comment...');
  await box.fill('x'.repeat(399));
  await expect(page.getByText('/ 500')).toHaveCount(0);
  await box.fill('x'.repeat(400));
  await expect(page.getByText('400 / 500')).toBeVisible();
  await box.fill('x'.repeat(600));
  await expect(box).toHaveValue('x'.repeat(500));
  await expect(page.getByText("500 / 500: that's the most that fits")).toBeVisible();

  await page.goto('/boost-board');
  await page.getByRole('button', { name: 'Add Task' }).first().click();
  const title = page.getByRole('textbox', { name: /^Title of the new task in / });
  await title.fill('t'.repeat(200));
  await expect(page.getByText(/^\d+ \/ \d+: that's the most that fits$/)).toBeVisible();
});
