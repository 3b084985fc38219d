import { expect, expectAccessible, test } from './fixtures';

test('Skill Quest filters by category and shows the empty text', async ({ page, user: _ }) => {
  await page.goto('/skill-quest');
  await expect(page.getByText('Your Skill Level')).toBeVisible();
  await expect(page.getByText('0% of the way to Level 2')).toBeVisible();
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

test('The daily challenge from Skill Quest: a situation, an answer, the feedback on every choice, kept for the day', async ({
  page,
  user: _,
}) => {
  await page.goto('/skill-quest');
  await page.getByRole('button', { name: 'Daily Challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily Challenge' });
  const choices = dialog.getByRole('group', { name: 'What would you do?' }).getByRole('button');
  await expect(choices.first()).toBeVisible();
  const count = await choices.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expectAccessible(page);

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/skills/challenge') && r.request().method() === 'POST');
  await choices.first().click();
  expect((await answered).status()).toBe(200);
  const feedback = dialog.getByRole('region', { name: /why each answer works or not/ });
  await expect(feedback.getByRole('heading')).toBeFocused();
  await expect(feedback.getByRole('listitem')).toHaveCount(count);
  await expect(feedback.getByText('Your choice')).toHaveCount(1);
  await expect(feedback.getByText('Strongest choice')).toHaveCount(1);
  await expect(dialog.getByText('Come back tomorrow for a new one')).toBeVisible();
  await expect(dialog.getByText(/streak|hurry/i)).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/skill-quest$/);

  // Home's Popular Now "Try" opens the same, already answered today.
  await page.goto('/');
  await page.getByRole('button', { name: 'Try the daily challenge' }).click();
  await expect(page).toHaveURL(/\/skill-quest\?open=challenge$/);
  await expect(page.getByRole('dialog', { name: 'Daily Challenge' }).getByText('Your choice')).toBeVisible();
});

test('A Critical Thinking practice: a puzzle, the worked answer, Finish moves the skill and ticks its path step', async ({
  page,
  user: _,
}) => {
  await page.goto('/skill-quest');
  const skill = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Critical Thinking' }) });
  await expect(skill.getByText('0% Mastered')).toBeVisible();

  // Where the path stands before.
  await page.getByRole('button', { name: 'View Skill Paths' }).click();
  let paths = page.getByRole('dialog', { name: 'Skill Paths' });
  await paths.getByRole('button', { name: /^Critical Thinking 0\/\d$/ }).click();
  await expect(paths.getByText('You are at step 1 of', { exact: false })).toBeVisible();
  await expect(paths.getByRole('listitem').filter({ hasText: /, done:/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(paths).toBeHidden();

  await skill.getByRole('button', { name: 'Practice Critical Thinking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Critical Thinking Practice' });
  await expect(dialog.getByText("Finish appears when you've had a go.")).toBeVisible();
  await dialog.getByRole('group', { name: 'Your answer' }).getByRole('button').first().click();
  await expect(
    dialog
      .getByRole('region', { name: /worked answer/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  const finished = page.waitForResponse((r) => r.url().endsWith('/api/skills/practices/critical-thinking/finished'));
  await dialog.getByRole('button', { name: 'Finish practice' }).click();
  expect((await finished).status()).toBe(201);
  await expect(dialog.getByRole('status').filter({ hasText: 'Practice done: +10 points for Critical Thinking.' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // 10 of the 50 points to the skill's Level 2.
  await expect(skill.getByText('20% Mastered')).toBeVisible();

  // The path's practice step is ticked by the real action.
  await page.getByRole('button', { name: 'View Skill Paths' }).click();
  paths = page.getByRole('dialog', { name: 'Skill Paths' });
  await paths.getByRole('button', { name: /^Critical Thinking 1\/\d$/ }).click();
  await expect(paths.getByRole('listitem').filter({ hasText: /, done:/ })).toHaveCount(1);
});

test('Every practice opens and none of Skill Quest says later', async ({ page, user: _ }) => {
  await page.goto('/skill-quest');
  for (const name of ['Public Speaking', 'Teamwork', 'Critical Thinking', 'Budgeting', 'Time Management']) {
    await page.getByRole('button', { name: `Practice ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${name} Practice` });
    await expect(dialog.getByRole('button', { name: 'Try another' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText(/coming soon|future update/i)).toHaveCount(0);
});
