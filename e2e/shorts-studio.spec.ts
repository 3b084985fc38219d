// The studio and its review (issue 55) through the real UI against the real server, whose own worker
// processes the clip: a mentor makes a clip, uploads a tiny portrait video made here by ffmpeg (after a
// dropped piece, Retry goes on), waits for it to be processed, types a caption and submits it; a staff
// member approves it in Review clips; a teen finds it first in Leadership Shorts with its title, and its
// captions answer with the typed words. A landscape file is refused with the server's reason.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import catalogue from '../server/features/mentors/catalogue.json' with { type: 'json' };
import { type Credentials, expect, expectAccessible, mentorCommand, signInAs, test, toastRegion, uniqueTag } from './fixtures';

const run = promisify(execFile);

/** A 2-second test card with a tone, `size` wide by high ("180x320"), as an MP4 in `dir`. */
async function makeClip(dir: string, name: string, size: string): Promise<string> {
  const out = join(dir, name);
  await run('/usr/bin/ffmpeg', [
    ...['-nostdin', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=15`, '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out],
  ]);
  return out;
}

/** A page of its own (a browser context of its own), signed in as `who`, failing the test on a script error. */
async function pageAs(browser: Browser, who: Credentials, errors: string[]): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, who);
  return page;
}

// A piece of the upload is dropped on purpose: Chromium logs the failed request.
test.use({ consoleAllowed: [/net::ERR_FAILED/] });

test('a mentor’s clip from upload to the teens’ feed, with its captions, reviewed by staff', async ({
  page,
  user: _teen,
  browser,
  moderator,
}) => {
  test.slow(); // ffmpeg here and in the server's worker, three people, axe on four screens.
  const dir = await mkdtemp(join(tmpdir(), 'rise-e2e-studio-'));
  const errors: string[] = [];
  try {
    const [portrait, landscape] = await Promise.all([makeClip(dir, 'portrait.mp4', '180x320'), makeClip(dir, 'landscape.mp4', '320x180')]);
    // A mentor's account, made by the command (npm run mentor -- create).
    const mentor = catalogue[12]!;
    mentorCommand('unlink', mentor.slug);
    const username = `mentor_clip_${Date.now() % 100_000}`;
    const password = mentorCommand('create', mentor.slug, username).trim().split('\n').at(-1)!.trim();
    const studio = await pageAs(browser, { username, password }, errors);

    // The mentor's studio, from the mentor's navigation: empty at first.
    await studio.goto('/');
    await expect(studio.getByRole('heading', { name: 'Mentor inbox', level: 1 })).toBeVisible();
    await studio.getByRole('navigation', { name: 'Mentor' }).getByRole('link', { name: 'Studio' }).click();
    await expect(studio.getByRole('heading', { name: 'Studio', level: 1 })).toBeVisible();
    await expect(studio.getByText('No clips yet')).toBeVisible();
    await expectAccessible(studio);

    const title = `Speak up early ${uniqueTag(4)}`;
    await studio.getByRole('button', { name: 'New clip' }).click();
    const form = studio.getByRole('dialog', { name: 'New clip' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('In a new group, say one thing in the first five minutes.');
    await form.getByLabel('Hashtags').fill('#Confidence, teamwork');
    await form.getByLabel('Category').selectOption({ label: 'Confidence' });
    await expectAccessible(studio);
    await form.getByRole('button', { name: 'Create clip' }).click();
    await expect(form).toBeHidden();
    const clip = studio.getByRole('article').filter({ has: studio.getByRole('heading', { name: title, level: 2 }) });
    await expect(clip.getByText('Next: choose the video file.')).toBeVisible();
    await expect(studio).toHaveURL(/\/studio\?clip=\d+$/);
    const fileInput = clip.getByLabel('Choose a video file');

    // Landscape: refused, in the server's words, and nothing kept.
    await fileInput.setInputFiles(landscape);
    const refused = clip.getByRole('alert').filter({ hasText: "This file can't be used." });
    await expect(refused).toContainText(/landscape/i);
    await expect(clip.getByText('Next: choose the video file.')).toBeVisible();
    await expectAccessible(studio);

    // The portrait clip; its one piece is dropped the first time, and Retry goes on.
    await studio.route(/\/api\/studio\/clips\/\d+\/file\?/, (route) => route.abort(), { times: 1 });
    await fileInput.setInputFiles(portrait);
    const stopped = clip.getByRole('alert').filter({ hasText: 'The upload stopped' });
    await expect(stopped).toBeVisible();
    await stopped.getByRole('button', { name: 'Retry' }).click();
    // Processed by the server's own worker; the page follows by itself.
    await expect(clip.getByText(/^Making versions/)).toBeVisible();
    await expect(clip.getByText(/^Ready for you to check/)).toBeVisible({ timeout: 60_000 });
    await expect(clip.getByLabel(`${title}: preview`)).toHaveAttribute('poster', /\/poster\.jpg$/);

    // A caption, typed and saved.
    const captions = clip.getByRole('region', { name: 'Captions' });
    await captions.getByRole('button', { name: 'Add caption' }).click();
    const cue = captions.getByRole('group', { name: 'Caption 1' });
    await expect(cue.getByLabel('Words')).toBeFocused();
    await cue.getByLabel('End (seconds)').fill('1.8');
    await cue.getByLabel('Words').fill('Say one thing early.');
    await captions.getByRole('button', { name: 'Save captions' }).click();
    await expect(captions.getByText('Captions saved.')).toBeVisible();
    await expectAccessible(studio);

    await clip.getByRole('button', { name: 'Submit for review' }).click();
    await expect(clip.getByText(/^Waiting for review/)).toBeVisible();
    // Back to the list: the clip is there, in review.
    await studio.goBack();
    await expect(studio.getByRole('link', { name: new RegExp(title) })).toContainText('In review');

    // Staff approve it in Review clips.
    const staff = await pageAs(browser, moderator, errors);
    await staff.goto('/moderation');
    await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Review clips' }).click();
    await expect(staff.getByRole('heading', { name: 'Review clips', level: 1 })).toBeVisible();
    const card = staff.getByRole('article').filter({ has: staff.getByRole('heading', { name: title }) });
    await expect(card).toContainText(new RegExp(`By:\\s*${mentor.name}`));
    await expect(card).toContainText('#confidence #teamwork');
    await expect(card.locator('video')).toHaveAttribute('preload', 'none');
    await expectAccessible(staff);
    await card.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(toastRegion(staff)).toContainText('Published');
    await expect(card).toHaveCount(0);

    // A teen: first in Leadership Shorts, its captions the words typed.
    await page.goto('/leadership-shorts');
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { name: title })).toBeVisible();
    const track = await first.locator('track').getAttribute('src');
    const vtt = await page.request.get(track!);
    expect(vtt.status()).toBe(200);
    expect(await vtt.text()).toContain('Say one thing early.');

    // The mentor's studio follows a clip in review by itself: published, and taken off the feed again
    // (leaving the feed as it was).
    await studio.getByRole('link', { name: new RegExp(title) }).click();
    await expect(clip.getByText(/^In Leadership Shorts/)).toBeVisible({ timeout: 20_000 });
    await clip.getByRole('button', { name: 'Withdraw' }).click();
    await studio.getByRole('alertdialog', { name: 'Take this clip off the feed?' }).getByRole('button', { name: 'Withdraw' }).click();
    await expect(clip.getByText(/^Not in Leadership Shorts/)).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
