// Pep Talk's screen against the real server: what each write refreshes (the feed, "Your Pep Talks",
// the counts on a card, the comments sheet), and Undo of a deleted pep talk.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { birthDateForAge } from '../../../contract/ages';
import type { CreatePepTalkInput, PepTalk } from '../../../contract/pep-talks';
import { chooseAction, dismissToast, renderApp, send, signUpTeen, toasts, findDialog, findComment, uniqueWords } from '../../test/render';

// Sixteen: their pep talks start public (an under-16's start private, issue 31).
const signUpSixteen = () => signUpTeen({ dateOfBirth: birthDateForAge(16) });
const feed = () => screen.getByRole('list', { name: 'Pep talks' });
const yours = () => screen.getByRole('region', { name: 'Your Pep Talks' });

/** A title no other test's pep talk has (the feed is everyone's, and tests share the server). */
const unique = uniqueWords;

/** The screen, once drawn. */
async function openPepTalk() {
  const view = renderApp('/pep-talk');
  await screen.findByRole('region', { name: 'Your Pep Talks' });
  await screen.findByRole('list', { name: 'Pep talks' });
  return view;
}

async function post(title: string) {
  const body: CreatePepTalkInput = {
    title,
    mediaType: 'text',
    mediaUrl: 'Breathe, smile, and sing it like you mean it.',
    category: 'courage',
  };
  return send<PepTalk>('POST', '/api/peptalks', body);
}

test('a new pep talk shows at the top of the feed and in "Your Pep Talks"', async () => {
  const title = unique('Ace the audition');
  await signUpSixteen();
  const { user } = await openPepTalk();
  await within(yours()).findByText("You haven't shared a pep talk yet.");

  await user.click(screen.getByRole('button', { name: 'Create' }));
  const dialog = await findDialog('Create a Pep Talk');
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), title);
  await user.type(within(dialog).getByRole('textbox', { name: 'Your pep talk' }), 'Breathe, smile, and sing it like you mean it.');
  await user.click(within(dialog).getByRole('button', { name: 'Post' }));

  await waitFor(() => expect(within(feed()).getAllByRole('article')[0]).toHaveAccessibleName(title));
  expect(within(yours()).getByText(title)).toBeInTheDocument();
});

test('an edit shows on the card and in "Your Pep Talks"', async () => {
  const title = unique('Ace the audition');
  const newTitle = unique('Own the stage');
  await signUpSixteen();
  await post(title);
  const { user } = await openPepTalk();
  await user.click(await within(yours()).findByRole('button', { name: `Edit ${title}` }));
  const dialog = await findDialog('Edit your Pep Talk');
  const field = within(dialog).getByRole('textbox', { name: 'Title' });
  await user.clear(field);
  await user.type(field, newTitle);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  expect(await within(feed()).findByRole('article', { name: newTitle })).toBeInTheDocument();
  expect(within(yours()).getByText(newTitle)).toBeInTheDocument();
  expect(within(yours()).queryByText(title)).toBeNull();
});

test('a like counts on the card and in "Your Pep Talks", from the server\'s answer', async () => {
  const title = unique('Ace the audition');
  await signUpSixteen();
  await post(title);
  const { user } = await openPepTalk();
  const card = await within(feed()).findByRole('article', { name: title });
  await user.click(within(card).getByRole('button', { name: new RegExp(`^Like ${title}, 0 likes`) }));

  expect(await within(card).findByRole('button', { name: `Like ${title}, 1 like` })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(within(yours()).getByText('likes').parentElement).toHaveTextContent('1 likes'));
});

test('a comment shows in the sheet and counts on the card; a deleted one comes back with Undo, and goes when the sheet closes', async () => {
  const title = unique('Ace the audition');
  await signUpSixteen();
  const pepTalk = await post(title);
  const { user } = await openPepTalk();
  const card = await within(feed()).findByRole('article', { name: title });
  await user.click(within(card).getByRole('button', { name: new RegExp(`^Comment on ${title}, 0 comments`) }));
  const sheet = await findDialog(`Comments on "${title}"`);
  await user.type(within(sheet).getByRole('textbox', { name: 'Write a comment' }), 'Thank you!');
  await user.click(within(sheet).getByRole('button', { name: 'Post' }));

  await findComment(sheet, 'Thank you!');
  // (The card is behind the sheet, a modal: hidden from the accessibility tree meanwhile.)
  expect(within(card).getByRole('button', { name: new RegExp(`^Comment on ${title}, 1 comment$`), hidden: true })).toBeInTheDocument();
  const comments = () => send<unknown[]>('GET', `/api/peptalks/${pepTalk.id}/comments`);

  // Deleted: gone at once, nothing sent; Undo brings back the very same comment.
  await user.click(within(sheet).getByRole('button', { name: 'Delete your comment' }));
  await waitFor(() => expect(within(sheet).queryByText('Thank you!')).toBeNull());
  expect(within(sheet).getByRole('status')).toHaveTextContent('Comment deleted.');
  await user.click(within(sheet).getByRole('button', { name: 'Undo' }));
  expect(await within(sheet).findByText('Thank you!')).toBeInTheDocument();
  expect(await comments()).toHaveLength(1);

  // Deleted again, and the sheet closed: now it is sent, and the card counts down.
  await user.click(within(sheet).getByRole('button', { name: 'Delete your comment' }));
  await user.click(within(sheet).getByRole('button', { name: 'Close comments' }));
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: new RegExp(`^Comment on ${title}, 0 comments`) })).toBeInTheDocument(),
  );
  expect(await comments()).toHaveLength(0);
  // Opened again, the sheet reads the comments anew: the deleted one is not there.
  await user.click(within(card).getByRole('button', { name: new RegExp(`^Comment on ${title}, 0 comments`) }));
  const again = await findDialog(`Comments on "${title}"`);
  expect(await within(again).findByText('No comments yet. Be the first!')).toBeInTheDocument();
  expect(within(again).queryByText('Thank you!')).toBeNull();
});

test('a deleted pep talk leaves the feed and my list at once; Undo brings it back, and the toast going deletes it', async () => {
  const title = unique('Ace the audition');
  await signUpSixteen();
  await post(title);
  const { user } = await openPepTalk();
  await within(feed()).findByRole('article', { name: title });

  await chooseAction(user, title, 'Delete');
  await waitFor(() => expect(within(yours()).queryByText(title)).toBeNull());
  await user.click(await within(await toasts()).findByRole('button', { name: 'Undo' }));
  expect(await within(yours()).findByText(title)).toBeInTheDocument();
  expect(await send<PepTalk[]>('GET', '/api/peptalks/user')).toHaveLength(1);

  await chooseAction(user, title, 'Delete');
  await dismissToast(user, 'Pep talk deleted');
  await within(yours()).findByText("You haven't shared a pep talk yet.");
  expect(within(feed()).queryByRole('article', { name: title })).toBeNull();
  expect(await send<PepTalk[]>('GET', '/api/peptalks/user')).toHaveLength(0);
});
