// The studio against the real server (issue 55), as the test server's mentor: a new clip opens its page
// and is listed; its details are edited in place and in the list; a file that is not a video is refused
// with the server's reason, on the clip's page; the server's refusal of the words shows in the form; a
// deleted clip leaves the list. And a staff account reaches the studio and the review from its shell.
import { screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import type { Clip } from '../../../contract/shorts';
import { FIRST_USE, findDialog, renderApp, send, signInMentor, signInModerator } from '../../test/render';

type User = ReturnType<typeof renderApp>['user'];

/** Fills the New clip (or Edit details) form. */
async function fillClip(
  user: User,
  dialog: HTMLElement,
  fields: { title?: string; description?: string; hashtags?: string; category?: string },
) {
  const d = within(dialog);
  if (fields.title !== undefined) {
    await user.clear(d.getByLabelText('Title'));
    await user.type(d.getByLabelText('Title'), fields.title);
  }
  if (fields.description !== undefined) {
    await user.clear(d.getByLabelText('Description'));
    await user.type(d.getByLabelText('Description'), fields.description);
  }
  if (fields.hashtags !== undefined) {
    await user.clear(d.getByLabelText('Hashtags'));
    await user.type(d.getByLabelText('Hashtags'), fields.hashtags);
  }
  if (fields.category !== undefined) await user.selectOptions(d.getByLabelText('Category'), fields.category);
}

const clipLink = (title: string) => screen.queryByRole('link', { name: new RegExp(`^${title}`) });

test('a new clip opens its page and is listed; edited, deleted; a file that is not a video is refused with the reason', async () => {
  await signInMentor();
  const { user } = renderApp('/studio');
  // The mentor's shell: the inbox and the studio.
  const nav = await screen.findByRole('navigation', { name: 'Mentor' }, FIRST_USE);
  expect(within(nav).getByRole('link', { name: 'Studio' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('heading', { name: 'Studio', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('No clips yet', undefined, FIRST_USE)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'New clip' }));
  let dialog = await findDialog('New clip', FIRST_USE);
  // Checked before anything is sent: a category must be chosen.
  await fillClip(user, dialog, {
    title: 'Speak up early',
    description: 'Say one thing in the first five minutes.',
    hashtags: '#Confidence, teamwork',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Create clip' }));
  expect(await within(dialog).findByText('Choose a category.')).toBeInTheDocument();
  await fillClip(user, dialog, { category: 'confidence' });
  await user.click(within(dialog).getByRole('button', { name: 'Create clip' }));

  // Its page opens, a draft, in the URL.
  const heading = await screen.findByRole('heading', { name: 'Speak up early', level: 2 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(window.location.search).toMatch(/^\?clip=\d+$/);
  expect(screen.getByText('#confidence #teamwork', { exact: false })).toBeInTheDocument();
  const article = heading.closest('article')!;
  expect(within(article).getAllByText('Draft').length).toBeGreaterThan(0);

  // A file that is not a video: the server says why, on the clip's page.
  const input = within(article).getByLabelText('Choose a video file');
  await user.upload(input, new File(['this is not a video at all'], 'notes.mp4', { type: 'video/mp4' }));
  const refused = await within(article).findByRole('alert', undefined, { timeout: 10_000 });
  expect(refused).toHaveTextContent("This file can't be used.");
  expect(refused.textContent).toMatch(/video|install/i);

  // Edited: the page and the list show the new words without reading the clip again.
  await user.click(within(article).getByRole('button', { name: 'Edit details' }));
  dialog = await findDialog('Edit details');
  expect(within(dialog).getByLabelText('Hashtags')).toHaveValue('#confidence #teamwork');
  await fillClip(user, dialog, { title: 'Speak up in the first minute' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Speak up in the first minute', level: 2 })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back to your clips' }));
  await waitFor(() => expect(clipLink('Speak up in the first minute')).not.toBeNull());
  expect(clipLink('Speak up in the first minute')).toHaveTextContent('Draft');
  expect(window.location.search).toBe('');

  // Deleted (after asking): back to the list, without it.
  await user.click(clipLink('Speak up in the first minute')!);
  await screen.findByRole('heading', { name: 'Speak up in the first minute', level: 2 });
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete this clip?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No clips yet')).toBeInTheDocument();
});

test("the server's refusal of a clip's words shows in the form", async () => {
  await signInMentor();
  const { user } = renderApp('/studio');
  await user.click(await screen.findByRole('button', { name: 'New clip' }, FIRST_USE));
  const dialog = await findDialog('New clip', FIRST_USE);
  await fillClip(user, dialog, {
    title: 'Ask me anything',
    description: 'Message me on 555 123 4567 after school.',
    category: 'leadership',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Create clip' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Clips cannot ask teens to talk elsewhere or share contact details.');
  // Nothing was made.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  const mine = await send<Clip[]>('GET', '/api/studio/clips');
  expect(mine.map((c) => c.title)).not.toContain('Ask me anything');
});

test('a staff account reaches Review clips and its own studio from its shell', async () => {
  await signInModerator();
  const { user } = renderApp('/review');
  expect(await screen.findByRole('heading', { name: 'Review clips', level: 1 }, FIRST_USE)).toBeInTheDocument();
  expect(await screen.findByText('Nothing waiting for review', undefined, FIRST_USE)).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Staff' });
  await user.click(within(nav).getByRole('link', { name: 'Studio' }));
  expect(await screen.findByRole('heading', { name: 'Studio', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('No clips yet', undefined, FIRST_USE)).toBeInTheDocument();
});

// ---- With a real clip, processed by the test server's worker ----

const clipFile = inject('clipFile');

/** The test clip's bytes, as a file the person chose. */
const chosenFile = () => new File([readFileSync(clipFile!)], 'tip.mp4', { type: 'video/mp4' });

/** A clip made, uploaded and processed through the API, as the one signed in. */
async function processedClip(title: string): Promise<Clip> {
  const made = await send<Clip>('POST', '/api/studio/clips', { title, description: '', hashtags: [], category: 'focus' });
  const bytes = readFileSync(clipFile!);
  const response = await fetch(`/api/studio/clips/${made.id}/file?offset=0&size=${bytes.length}&type=video%2Fmp4`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return waitFor(
    async () => {
      const clip = await send<Clip>('GET', `/api/studio/clips/${made.id}`);
      expect(clip.state).toBe('processed');
      return clip;
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** The staff shell's link to one of its screens. */
const staffLink = (name: string) => within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('link', { name });

test.skipIf(!clipFile)(
  'a clip from upload to the feed: processed, captioned, sent back with a reason, submitted again, approved, withdrawn',
  { timeout: 90_000 },
  async () => {
    await signInMentor();
    const draft = await send<Clip>('POST', '/api/studio/clips', {
      title: 'Say one thing early',
      description: 'In a new group, speak in the first five minutes.',
      hashtags: ['confidence'],
      category: 'confidence',
    });
    let view = renderApp(`/studio?clip=${draft.id}`);
    const { user } = view;
    const article = (await screen.findByRole('heading', { name: 'Say one thing early', level: 2 }, FIRST_USE)).closest('article')!;
    await user.upload(within(article).getByLabelText('Choose a video file'), chosenFile());
    // The worker processes it; the page follows by itself.
    await within(article).findByText(/^Ready for you to check/, undefined, { timeout: 30_000 });
    expect(within(article).getByLabelText('Say one thing early: preview')).toHaveAttribute(
      'poster',
      expect.stringMatching(/^\/media\/clips\//),
    );

    // Captions: one typed, saved, and the preview's track plays them.
    const captions = within(article).getByRole('region', { name: 'Captions' });
    await user.click(within(captions).getByRole('button', { name: 'Add caption' }));
    const first = within(captions).getByRole('group', { name: 'Caption 1' });
    await user.type(within(first).getByLabelText('Words'), 'Say one thing early.');
    await user.click(within(captions).getByRole('button', { name: 'Save captions' }));
    expect(await within(captions).findByText('Captions saved.')).toBeInTheDocument();
    await waitFor(() => expect(article.querySelector('track')).toHaveAttribute('src', expect.stringMatching(/captions\.vtt\?v=/)));

    await user.click(within(article).getByRole('button', { name: 'Submit for review' }));
    await within(article).findByText(/^Waiting for review/);
    view.unmount();

    // Staff send it back, with a reason: it leaves the queue.
    await signInModerator();
    view = renderApp('/review');
    const card = async () => (await screen.findByRole('heading', { name: 'Say one thing early', level: 2 }, FIRST_USE)).closest('article')!;
    let review = await card();
    expect(review).toHaveTextContent('#confidence');
    expect(review).toHaveTextContent('0:02');
    await view.user.click(within(review).getByRole('button', { name: 'Send back Say one thing early' }));
    const dialog = await findDialog('Send back');
    await view.user.type(within(dialog).getByLabelText('What should change?'), 'Please say the tip in the first line.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    // (While the dialog is open, the page behind it is hidden from the queries below.)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Say one thing early' })).toBeNull());
    expect(screen.getByText('Nothing waiting for review')).toBeInTheDocument();
    view.unmount();

    // The mentor reads why, and submits it again.
    await signInMentor();
    view = renderApp(`/studio?clip=${draft.id}`);
    let mine = (await screen.findByRole('heading', { name: 'Say one thing early', level: 2 }, FIRST_USE)).closest('article')!;
    expect(within(mine).getByText(/^The reviewer asks/)).toHaveTextContent('Please say the tip in the first line.');
    await view.user.click(within(mine).getByRole('button', { name: 'Submit for review' }));
    await within(mine).findByText(/^Waiting for review/);
    view.unmount();

    // Approved: it leaves the queue, and is published.
    await signInModerator();
    view = renderApp('/review');
    review = await card();
    await view.user.click(within(review).getByRole('button', { name: 'Approve Say one thing early' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Say one thing early' })).toBeNull());
    view.unmount();

    await signInMentor();
    view = renderApp(`/studio?clip=${draft.id}`);
    mine = (await screen.findByRole('heading', { name: 'Say one thing early', level: 2 }, FIRST_USE)).closest('article')!;
    expect(within(mine).getByText(/^In Leadership Shorts/)).toBeInTheDocument();
    // Withdrawn, after asking (its likes and comments go with it).
    await view.user.click(within(mine).getByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Take this clip off the feed?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Withdraw' }));
    await within(mine).findByText(/^Not in Leadership Shorts/);
  },
);

test.skipIf(!clipFile)(
  "staff's own clip: in the review queue once submitted, with no way to approve it; gone once withdrawn or deleted",
  { timeout: 60_000 },
  async () => {
    await signInModerator();
    const clip = await processedClip('My own staff clip');
    const { user } = renderApp('/review');
    await screen.findByRole('heading', { name: 'Review clips', level: 1 }, FIRST_USE);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'My own staff clip' })).toBeNull();

    /** In the studio, on the clip's page: `button` pressed. */
    const inStudio = async (button: string) => {
      await user.click(staffLink('Studio'));
      await user.click(await screen.findByRole('link', { name: /^My own staff clip/ }, FIRST_USE));
      const page = (await screen.findByRole('heading', { name: 'My own staff clip', level: 2 })).closest('article')!;
      await user.click(within(page).getByRole('button', { name: button }));
      return page;
    };
    /** The clip's card in Review clips (read again after each write that changed the queue), or null. */
    const inReview = async (expected: 'there' | 'gone') => {
      await user.click(staffLink('Review clips'));
      await screen.findByRole('heading', { name: 'Review clips', level: 1 });
      return waitFor(() => {
        const card = screen.queryByRole('heading', { name: 'My own staff clip', level: 2 })?.closest('article') ?? null;
        if (expected === 'there') expect(card).not.toBeNull();
        else expect(card).toBeNull();
        return card;
      });
    };

    await within(await inStudio('Submit for review')).findByText(/^Waiting for review/);
    const own = (await inReview('there'))!;
    expect(own).toHaveTextContent('Your clip: another member of staff reviews it.');
    expect(within(own).queryByRole('button', { name: /^Approve/ })).toBeNull();

    await within(await inStudio('Withdraw')).findByText(/^Not in Leadership Shorts/);
    await inReview('gone');

    await within(await inStudio('Submit for review')).findByText(/^Waiting for review/);
    await inReview('there');
    await inStudio('Delete');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this clip?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^My own staff clip/ })).toBeNull());
    await inReview('gone');
    expect((await send<Clip[]>('GET', '/api/studio/clips')).some((c) => c.id === clip.id)).toBe(false);
  },
);
