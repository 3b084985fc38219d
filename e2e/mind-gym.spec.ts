// Mind Gym through the real UI against the real server: a breathing cycle on a short (fast-forwarded)
// clock, guided meditation and visualization on the same clock (issue 32), a mood with its follow-up
// and the care card, an affirmation saved, favourited and played, and a journal entry saved, edited,
// deleted and brought back with Undo.
import type { Page } from '@playwright/test';
import { narrationUrl } from '../contract/narration';
import { guidedSession } from '../contract/guided-sessions';
import { expect, expectAccessible, test, toastRegion } from './fixtures';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

async function chooseAction(page: Page, name: string | RegExp, item: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: typeof name === 'string' ? `Actions for ${name}` : name }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

test('Breathe: the circle follows inhale 4 s, hold 2 s, exhale 6 s, rest 2 s; Stop logs the exercise', async ({ page, user: _ }) => {
  await page.clock.install();
  await page.goto('/mind-gym');
  const breathe = panel(page, 'Breathe');
  await expect(breathe.getByRole('heading', { name: 'Breathing Exercise' })).toBeVisible();
  await expect(breathe.getByText(/coming soon/i)).toHaveCount(0);
  await expectAccessible(page);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 60_000));

  // By keyboard: Start is a button that Enter presses.
  await breathe.getByRole('button', { name: 'Start Exercise' }).focus();
  await page.keyboard.press('Enter');
  const status = breathe.getByRole('status');
  await expect(status).toHaveText('Inhale');
  await page.clock.runFor(3900);
  await expect(status).toHaveText('Inhale');
  await page.clock.runFor(100);
  await expect(status).toHaveText('Hold');
  await page.clock.runFor(2000);
  await expect(status).toHaveText('Exhale');
  await page.clock.runFor(6000);
  await expect(status).toHaveText('Rest');
  await page.clock.runFor(2000);
  await expect(status).toHaveText('Inhale');
  await expect(breathe.getByRole('progressbar', { name: 'Inhale progress' })).toBeVisible();

  const logged = page.waitForRequest((r) => r.url().endsWith('/api/mindgym') && r.method() === 'POST');
  await breathe.getByRole('button', { name: 'Stop Exercise' }).click();
  const body = (await logged).postDataJSON() as { type: string; duration: number; seconds: number };
  expect(body).toMatchObject({ type: 'breathing', duration: 5 });
  expect(body.seconds).toBeGreaterThanOrEqual(14);
  await expect(status).toContainText('Nice work');
  await expect(breathe.getByRole('button', { name: 'Start Exercise' })).toBeVisible();
});

/** The POST /api/mindgym bodies this page sends from now on. */
function loggedActivities(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/mindgym') bodies.push(r.postDataJSON());
  });
  return bodies;
}

test('Meditation: a 3-minute session steps through on its own clock, pauses, and is logged and counted when it finishes', async ({
  page,
  user: _,
}) => {
  const settleIn = guidedSession('meditation-3')!;
  const steps = settleIn.steps.map((s) => s.text);
  await page.clock.install();
  await page.goto('/mind-gym');
  const breathe = panel(page, 'Breathe');
  const opener = breathe.getByRole('group', { name: 'Meditation' }).getByRole('button', { name: '3 min meditation' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Settle In' });
  await expect(dialog).toContainText('Meditation · 3 minutes');
  await expect(page).toHaveURL(/\/mind-gym\?session=meditation-3$/);
  await expectAccessible(page);
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 60_000));

  // By keyboard: Begin has focus, and Enter presses it.
  await expect(dialog.getByRole('button', { name: 'Begin' })).toBeFocused();
  await page.keyboard.press('Enter');
  const step = dialog.getByTestId('guided-step');
  await expect(step).toHaveAttribute('aria-live', 'polite');
  await expect(step).toHaveText(steps[0]!);
  await expect(dialog).toContainText('Step 1 of 8');
  // The calm circle grows for 5 s and shrinks for 5 s.
  const visual = dialog.getByTestId('guided-visual');
  await expect(visual).toHaveAttribute('data-moving', 'true');
  await expect(visual).toHaveAttribute('style', /scale\(1\)/);
  await page.clock.runFor(5_000);
  await expect(visual).toHaveAttribute('style', /scale\(0\.78\)/);
  await page.clock.runFor(9_900);
  await expect(step).toHaveText(steps[0]!);
  await page.clock.runFor(100);
  await expect(step).toHaveText(steps[1]!);
  await expect(dialog).toContainText('Step 2 of 8');

  // Paused, time stands still for the session.
  const logged = loggedActivities(page);
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(dialog).toContainText('Step 2 of 8 · Paused');
  await expect(visual).toHaveAttribute('data-moving', 'false');
  await page.clock.runFor(120_000);
  await expect(step).toHaveText(steps[1]!);
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(15_000);
  await expect(step).toHaveText(steps[2]!);
  expect(logged).toEqual([]);

  // The rest of the 3 minutes: it ends by itself, kindly, and is logged as 3 minutes.
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/mindgym');
  await page.clock.runFor(150_000);
  expect((await sent).status()).toBe(201);
  expect((await sent).request().postDataJSON()).toEqual({ type: 'meditation', duration: 3, seconds: 180 });
  await expect(step).toHaveText('That was 3 minutes of meditation. Nice work.');
  await expect(dialog.getByRole('button', { name: 'End session' })).toHaveCount(0);
  const progress = await page.request.get('/api/progress');
  expect(((await progress.json()) as { points: number }).points).toBe(5);
  expect(logged).toHaveLength(1);

  // Done closes it, back where it was opened.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/mind-gym$/);
  // Focus goes back on the dialog's next timer, which the paused clock holds until it moves.
  await page.clock.runFor(50);
  await expect(opener).toBeFocused();
});

test('Visualization from a link: read aloud when asked, still under reduced motion, ended early kindly with its whole minutes', async ({
  page,
  user: _,
}) => {
  const steady = guidedSession('visualization-5')!;
  // Each step is Rise's own recording, in the sample clips' voice (issue 55): what plays is its file.
  const steps = steady.steps.map((s) => narrationUrl(s.text)!);
  const texts = steady.steps.map((s) => s.text);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    const spoken: string[] = [];
    const cancels = { n: 0 };
    Object.defineProperty(window, 'spoken', { value: spoken });
    Object.defineProperty(window, 'cancels', { value: cancels });
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      spoken.push(new URL(this.src).pathname);
      return Promise.resolve();
    };
    Object.defineProperty(window, 'speechSynthesis', {
      value: { getVoices: () => [{ name: 'Test voice' }], cancel: () => (cancels.n += 1), speak: () => spoken.push('the device voice') },
    });
  });
  const spoken = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.slice());
  const cancels = () => page.evaluate(() => (window as unknown as { cancels: { n: number } }).cancels.n);
  await page.clock.install();
  await page.goto('/mind-gym?session=visualization-5');
  const dialog = page.getByRole('dialog', { name: 'Walk In Steady' });
  await expect(dialog).toContainText('Visualization · 5 minutes');
  // Reading aloud is off until asked for.
  const aloud = dialog.getByLabel('Read each step aloud');
  await expect(aloud).not.toBeChecked();
  await aloud.check();
  await expectAccessible(page);
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 60_000));
  await dialog.getByRole('button', { name: 'Begin' }).click();
  const step = dialog.getByTestId('guided-step');
  await expect(step).toHaveText(texts[0]!);
  expect(await spoken()).toEqual([steps[0]]);

  // Reduced motion: the circle does not move, whatever the time.
  const visual = dialog.getByTestId('guided-visual');
  await expect(visual).toHaveAttribute('data-moving', 'false');
  await expect(visual).toHaveCSS('transform', 'none');
  await page.clock.runFor(15_000);
  await expect(step).toHaveText(texts[1]!);
  expect(await spoken()).toEqual([steps[0], steps[1]]);
  await page.clock.runFor(5_000);
  await expect(visual).toHaveCSS('transform', 'none');

  // Pause stops the voice; nothing more is said until Resume, which says the step again.
  const cancelled = await cancels();
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(dialog).toContainText('Paused');
  expect(await cancels()).toBeGreaterThan(cancelled);
  await page.clock.runFor(30_000);
  expect(await spoken()).toEqual([steps[0], steps[1]]);
  await dialog.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(spoken).toEqual([steps[0], steps[1], steps[1]]);

  // Ended early after 2 min 35 s of session: logged as its whole minutes, and said kindly.
  await page.clock.runFor(135_000);
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/mindgym');
  await dialog.getByRole('button', { name: 'End session' }).click();
  expect((await sent).status()).toBe(201);
  expect((await sent).request().postDataJSON()).toEqual({ type: 'visualization', duration: 2, seconds: 155 });
  await expect(step).toHaveText('You took 2 minutes for yourself. Stopping early is fine, and those minutes count.');
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/mind-gym$/);
});

test('a session left within its first minute logs nothing and says so kindly; Escape ends it', async ({ page, user: _ }) => {
  await page.clock.install();
  await page.goto('/mind-gym');
  const logged = loggedActivities(page);
  await panel(page, 'Breathe').getByRole('button', { name: '10 min visualization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meet Future You' });
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 60_000));
  await dialog.getByRole('button', { name: 'Begin' }).click();
  await page.clock.runFor(40_000);
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(dialog.getByTestId('guided-step')).toHaveText(
    'Stopping early is fine. Even a short pause helps. Come back whenever you like.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Closing mid-session ends it too.
  await panel(page, 'Breathe').getByRole('button', { name: '5 min meditation' }).click();
  const drift = page.getByRole('dialog', { name: 'Let Thoughts Drift' });
  await drift.getByRole('button', { name: 'Begin' }).click();
  await page.clock.runFor(20_000);
  await page.keyboard.press('Escape');
  await expect(drift).toHaveCount(0);
  await page.clock.runFor(60_000);
  expect(logged).toEqual([]);
  const progress = await page.request.get('/api/progress');
  expect(((await progress.json()) as { points: number }).points).toBe(0);
});

test('Mood: a mood is needed; a sad mood offers a breath; three low moods bring the care card, which closes', async ({ page, user: _ }) => {
  await page.goto('/mind-gym?tab=mood');
  const mood = panel(page, 'Mood');
  await expect(mood.getByText('No moods tracked yet. How are you feeling today?')).toBeVisible();
  await mood.getByRole('button', { name: 'Track Mood' }).click();
  await expect(toastRegion(page)).toContainText('Please select a mood');
  await expectAccessible(page);

  // Arrow keys move between the moods (they are radios).
  await mood.getByRole('radio', { name: 'Fantastic' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(mood.getByRole('radio', { name: 'Good' })).toBeChecked();
  await mood.getByRole('radio', { name: 'Sad' }).check();
  await mood.getByLabel('Add a note (optional)').fill('Rough day at school');
  await mood.getByRole('button', { name: 'Track Mood' }).click();
  await expect(toastRegion(page)).toContainText('Mood tracked!');
  const recent = mood.getByRole('region', { name: 'Recent Moods' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent).toContainText('Rough day at school');
  await expect(mood.getByRole('list', { name: /last 30 days/ }).getByRole('listitem', { name: /Sad/ })).toHaveCount(1);

  // The follow-up: offered, and declined.
  await expect(mood.getByText('A minute of slow breathing can take the edge off.')).toBeVisible();
  await mood.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('region', { name: /things are heavy/ })).toHaveCount(0);

  for (const m of ['Down', 'Sad']) {
    await mood.getByRole('radio', { name: m }).check();
    await mood.getByRole('button', { name: 'Track Mood' }).click();
    await expect(recent.getByRole('listitem')).toHaveCount(m === 'Down' ? 2 : 3);
  }
  // 3 of the last 5 are down or sad: the care card, with the lines of this browser's country (which
  // country comes first is e2e/help-lines.spec.ts's) and the list for elsewhere.
  const care = page.getByRole('region', { name: /things are heavy/ });
  await expect(
    care
      .getByRole('list', { name: /^Help lines in / })
      .getByRole('listitem')
      .first(),
  ).toContainText(/(Call|Text) /);
  await expect(care.getByRole('link', { name: 'Help lines in other countries' })).toHaveAttribute('href', '/help-lines.html');
  await expectAccessible(page);
  await care.getByRole('button', { name: 'Close this message' }).click();
  await expect(care).toHaveCount(0);

  // The newest first, at most 5; a mood can be deleted, and Undo brings it back.
  await expect(recent.getByRole('listitem').first()).toContainText('Sad');
  await recent
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Actions for the Sad mood/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click();
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(recent.getByRole('listitem')).toHaveCount(3);
});

test('Affirm: empty is refused; one is saved, favourited and played; a preset saves in one tap', async ({ page, user: _ }) => {
  // A browser without speech synthesis: Play shows the affirmation large instead.
  await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { value: undefined }));
  await page.goto('/mind-gym');
  await page.getByRole('tab', { name: 'Affirm' }).click();
  const affirm = panel(page, 'Affirm');
  await affirm.getByRole('button', { name: 'Save Affirmation' }).click();
  await expect(toastRegion(page)).toContainText('Affirmation is empty');

  await affirm.getByLabel('Write your own affirmation').fill('I can do hard things.');
  await affirm.getByRole('button', { name: 'Save Affirmation' }).click();
  await expect(toastRegion(page)).toContainText('Affirmation created!');
  const mine = affirm.getByRole('region', { name: 'Your Affirmations' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText('I can do hard things.');
  await expect(mine.first()).toContainText('Played 0 times');
  await expectAccessible(page);

  const star = mine.first().getByRole('button', { name: 'Favourite' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await mine.first().getByRole('button', { name: /^Play/ }).click();
  const shown = page.getByRole('dialog', { name: 'Your affirmation' });
  await expect(shown).toContainText('I can do hard things.');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(mine.first()).toContainText('Played once');

  // Three picks for today; one tap saves one.
  const picks = affirm.getByRole('region', { name: "Today's Picks" }).getByRole('button');
  await expect(picks).toHaveCount(3);
  const pick = (await picks.first().innerText()).trim();
  await picks.first().click();
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText(pick);
  // Added once, the pick says so and cannot be added again.
  await expect(picks.first()).toContainText('In your list');
  await expect(picks.first()).toBeDisabled();

  // It all came from the server: a reload shows the same.
  await page.reload();
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: 'I can do hard things.' }).getByRole('button', { name: 'Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mine.filter({ hasText: 'I can do hard things.' })).toContainText('Played once');
});

test('Journal: both fields are needed; an entry is saved, edited, deleted and brought back; worrying words bring the care card', async ({
  page,
  user: _,
}) => {
  test.slow(); // A long journey, and it waits out one Undo toast.
  await page.goto('/mind-gym?tab=journal');
  const journal = panel(page, 'Journal');
  await expect(journal.getByText('No journal entries yet.')).toBeVisible();
  await journal.getByLabel('Title', { exact: true }).fill('Only a title');
  await journal.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toastRegion(page)).toContainText('Incomplete entry');

  await journal.getByLabel("What's on your mind?").fill('Practice went well and I scored twice.');
  await journal.getByRole('radio', { name: 'Good' }).check();
  await journal.getByRole('button', { name: 'Save Entry' }).click();
  await expect(toastRegion(page)).toContainText('Journal entry created!');
  const entries = journal.getByRole('region', { name: 'Recent Entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Only a title');
  await expect(entries.first()).toContainText('Good');
  await expect(journal.getByLabel('Title', { exact: true })).toHaveValue('');
  await expectAccessible(page);

  // Edit, in a dialog that opens on its first field and gives focus back to the menu button.
  await chooseAction(page, 'Only a title', 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit entry' });
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  await dialog.getByLabel('Title', { exact: true }).fill('A great practice');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastRegion(page)).toContainText('Journal entry updated');
  await expect(entries.first()).toContainText('A great practice');
  await expect(entries.first()).toContainText('Edited');

  // Delete, then Undo: the same entry is back.
  await chooseAction(page, 'A great practice', 'Delete');
  await expect(entries).toHaveCount(0);
  await toastRegion(page).getByRole('button', { name: 'Undo' }).click();
  await expect(entries).toHaveCount(1);

  // Words about self-harm in an entry bring the care card; nothing is sent about it.
  await journal.getByLabel('Title', { exact: true }).fill('Tonight');
  await journal.getByLabel("What's on your mind?").fill('Sometimes I want to die.');
  await journal.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('region', { name: /things are heavy/ })).toBeVisible();
  await expect(entries.first()).toContainText('Neutral');

  // A delete that is not undone reaches the server once the toast's time is up.
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/mindgym/journal/'));
  await chooseAction(page, 'Tonight', 'Delete');
  // A pointer resting on the toast holds it (and the delete) open: move it away.
  await page.mouse.move(5, 5);
  expect((await deleted).status()).toBe(204);
  await page.reload();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('A great practice');
});

test('the tabs follow the ARIA pattern: arrow keys, Home and End choose a tab, and the URL keeps it', async ({ page, user: _ }) => {
  await page.goto('/mind-gym');
  const breathe = page.getByRole('tab', { name: 'Breathe' });
  await expect(breathe).toHaveAttribute('aria-selected', 'true');
  await breathe.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Mood' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Mood' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/mind-gym\?tab=mood$/);
  await expect(page.getByRole('tabpanel', { name: 'Mood' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Breathe' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/mind-gym$/);
  // Only one tab is a stop for Tab; the next stop is the panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Breathe' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Breathe' })).toHaveAttribute('aria-selected', 'true');
});

test('Affirm: where the browser has a voice, Play speaks the affirmation and counts the play', async ({ page, user }) => {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.defineProperty(window, 'spoken', { value: spoken });
    Object.defineProperty(window, 'speechSynthesis', {
      value: { getVoices: () => [{ name: 'Test voice' }], cancel() {}, speak: (u: { text: string }) => spoken.push(u.text) },
    });
  });
  const made = await page.request.post('/api/mindgym/affirmations', { data: { text: 'I am enough.' } });
  expect(made.status()).toBe(201);
  await page.goto('/mind-gym?tab=affirm');
  const mine = panel(page, 'Affirm').getByRole('region', { name: 'Your Affirmations' }).getByRole('listitem');
  await mine.filter({ hasText: 'I am enough.' }).getByRole('button', { name: /^Play/ }).click();
  await expect(mine.filter({ hasText: 'I am enough.' })).toContainText('Played once');
  expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual(['I am enough.']);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(user.id).toBeGreaterThan(0);
});

test('Mood: after a sad mood, a one-minute breath and then "How do you feel now?" shows the change', async ({ page, user: _ }) => {
  await page.clock.install();
  await page.goto('/mind-gym?tab=mood');
  const mood = panel(page, 'Mood');
  await mood.getByRole('radio', { name: 'Sad' }).check();
  await mood.getByRole('button', { name: 'Track Mood' }).click();
  await expect(toastRegion(page)).toContainText('Mood tracked!');
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 10_000));
  await mood.getByRole('button', { name: 'Breathe for a minute' }).click();
  await page.clock.runFor(100);
  await expect(mood.getByRole('status')).toHaveText('Inhale');
  // Focus moved to the card, not lost with the button that disappeared.
  await expect(mood.getByLabel('After a low mood')).toBeFocused();
  await page.clock.runFor(60_000);
  const after = mood.getByRole('group', { name: 'How do you feel now?' });
  await expect(after).toBeVisible();
  await after.getByRole('radio', { name: 'Okay' }).check();
  await mood.getByLabel('After a low mood').getByRole('button', { name: 'Track Mood' }).click();
  await expect(mood).toContainText('Before: Sad. Now: Okay.');
  await expect(mood.getByRole('region', { name: 'Recent Moods' }).getByRole('listitem')).toHaveCount(2);
  await mood.getByRole('button', { name: 'Close', exact: true }).click();
  await page.clock.runFor(100); // the page's frames run on the test's clock
  await expect(mood.getByRole('button', { name: 'Track Mood' })).toBeFocused();
});

test('a failed list read shows the empty list with a quiet Retry (SPEC §8), and Retry loads it', async ({ page, user: _ }) => {
  const made = await page.request.post('/api/mindgym/journal', { data: { title: 'Kept safe', content: 'Still here.' } });
  expect(made.status()).toBe(201);
  // The read fails (a 429, as when the read limit is reached), then works again.
  await page.route('**/api/mindgym/journal?*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/problem+json',
      body: '{"type":"about:blank","title":"Too many requests","status":429}',
    }),
  );
  await page.goto('/mind-gym?tab=journal');
  const journal = panel(page, 'Journal');
  await expect(journal.getByText('No journal entries yet.')).toBeVisible();
  await expect(journal.getByText("Couldn't load.")).toBeVisible();
  await page.unroute('**/api/mindgym/journal?*');
  await journal.getByRole('button', { name: 'Retry' }).click();
  await expect(journal.getByRole('region', { name: 'Recent Entries' }).getByRole('listitem')).toHaveCount(1);
  await expect(journal).toContainText('Kept safe');
  await expect(journal.getByText("Couldn't load.")).toHaveCount(0);
});
