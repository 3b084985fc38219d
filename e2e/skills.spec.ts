import { expect, expectAccessible, test, toastRegion } from './fixtures';

test('Skill Quest filters by category and shows the empty text', async ({ page, user: _ }) => {
  await page.goto('/skill-quest');
  await expect(page.getByText('Your Skill Level')).toBeVisible();
  await expect(page.getByText('0% to Level 2')).toBeVisible();
  const skills = page.getByRole('region', { name: 'Your Skills' }).getByRole('heading', { level: 3 });
  await expect(skills).toHaveCount(5);
  await expectAccessible(page);

  const chips = page.getByRole('navigation', { name: 'Skill categories' }).getByRole('button');
  await expect(chips).toHaveText(['All Skills', 'Communication', 'Leadership', 'Problem Solving', 'Finance', 'Productivity']);
  await chips.filter({ hasText: 'Finance' }).click();
  await expect(skills).toHaveText(['Budgeting']);
  await expect(page.getByText('0% Mastered')).toBeVisible();
  await expect(chips.filter({ hasText: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
  await chips.filter({ hasText: 'All Skills' }).click();
  await expect(skills).toHaveCount(5);

  await page.goto('/skill-quest?category=Art');
  await expect(page.getByText('No skills found in this category.')).toBeVisible();
  await expectAccessible(page);
});

test('Daily Challenge, View Skill Paths and Practice say what is coming', async ({ page, user: _ }) => {
  await page.goto('/skill-quest');
  await page.getByRole('button', { name: 'Daily Challenge' }).click();
  await expect(toastRegion(page)).toContainText('Daily challenges will be available in a future update.');
  await page.getByRole('button', { name: 'View Skill Paths' }).click();
  await expect(toastRegion(page)).toContainText('Skill Paths');
  await expect(toastRegion(page)).toContainText('Skill path selection will be available in a future update.');
  await page.getByRole('button', { name: 'Practice Teamwork' }).click();
  await expect(toastRegion(page)).toContainText('Teamwork Practice');
  await expect(toastRegion(page)).toContainText('This practice module will be available in a future update.');
});
