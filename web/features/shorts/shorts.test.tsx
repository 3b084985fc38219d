// Leadership Shorts' feed against the real server: a like's count stays with the feed, a comment counts
// on its video, a deleted comment is gone when the sheet opens again, and a sample clip says it is one.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp, signUpTeen, findDialog, findComment, uniqueWords } from '../../test/render';

const firstVideo = async () => (await screen.findAllByRole('article'))[0]!;
const likesOf = (button: HTMLElement) => Number(/(\d+) likes?$/.exec(button.getAttribute('aria-label')!)![1]);
const commentsOf = (button: HTMLElement) => Number(/(\d+)/.exec(button.getAttribute('aria-label') ?? button.textContent!)![1]);

test("a like counts at once, and the feed keeps the server's count after leaving and coming back", async () => {
  await signUpTeen();
  const { user } = renderApp('/leadership-shorts');
  const video = await firstVideo();
  const like = within(video).getByRole('button', { name: /^Like, \d+ likes?$/ });
  const before = likesOf(like);
  await user.click(like);
  await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
  expect(likesOf(like)).toBe(before + 1);

  // Home, and back: the feed is drawn from what it holds (nothing is read again), with the like.
  await user.click(within(video).getByRole('link', { name: 'Back to home' }));
  await screen.findByRole('region', { name: 'Your Adventures' });
  await user.click(screen.getByRole('link', { name: /Leadership Shorts/ }));
  const again = within(await firstVideo()).getByRole('button', { name: /^Like, \d+ likes?$/ });
  expect(again).toHaveAttribute('aria-pressed', 'true');
  expect(likesOf(again)).toBe(before + 1);
});

test('a comment shows in the sheet and counts on its video; deleted, it is gone when the sheet opens again', async () => {
  const me = await signUpTeen();
  const { user } = renderApp('/leadership-shorts');
  const video = await firstVideo();
  const button = () => within(video).getByRole('button', { name: /^Comments/, hidden: true });
  const before = commentsOf(button());
  const words = uniqueWords('Great tip');

  await user.click(button());
  const sheet = await findDialog(/^Comments \(\d+\)$/);
  await user.type(within(sheet).getByPlaceholderText('Add a comment...'), words);
  await user.click(within(sheet).getByRole('button', { name: 'Post' }));
  // The box empties at once (the comment shows on its way, marked busy), then the server's comment shows.
  expect(within(sheet).getByPlaceholderText('Add a comment...')).toHaveValue('');
  const mine = await findComment(sheet, words);
  expect(within(sheet).getAllByText(words)).toHaveLength(1);
  // Under the one name others read (issue 52): the display name, never the sign-in username.
  await waitFor(() => expect(mine).toHaveTextContent(me.displayName));
  expect(mine).not.toHaveTextContent(me.username);
  await waitFor(() => expect(commentsOf(button())).toBe(before + 1));

  await user.click(within(mine).getByRole('button', { name: 'Delete your comment' }));
  await user.click(within(sheet).getByRole('button', { name: 'Close comments' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(commentsOf(button())).toBe(before));

  await user.click(button());
  const again = await findDialog(/^Comments \(\d+\)$/);
  await waitFor(() => expect(within(again).queryByText(/Loading/)).toBeNull());
  expect(within(again).queryByText(words)).toBeNull();
});

test('a comment the filter refuses leaves the list, and its words come back to the box with the reason', async () => {
  await signUpTeen();
  const { user } = renderApp('/leadership-shorts');
  const video = await firstVideo();
  const button = within(video).getByRole('button', { name: /^Comments/ });
  const before = commentsOf(button);
  await user.click(button);
  const sheet = await findDialog(/^Comments \(\d+\)$/);
  const box = within(sheet).getByPlaceholderText('Add a comment...');
  await user.type(box, 'DM me on insta @dave.tips');
  await user.click(within(sheet).getByRole('button', { name: 'Post' }));
  expect(await within(sheet).findByRole('alert')).toHaveTextContent(/contact details out of your comment/);
  expect(box).toHaveValue('DM me on insta @dave.tips');
  expect(within(sheet).queryByText('DM me on insta @dave.tips', { selector: 'li *' })).toBeNull();
  expect(commentsOf(button)).toBe(before);
});

test('a sample clip says so: the tip is by its author, the voice is synthetic, and the credits are a tap away', async () => {
  await signUpTeen();
  renderApp('/leadership-shorts');
  const video = await firstVideo();
  // Written by the coach, read by a synthetic voice: the coach is never presented as speaking.
  expect(within(video).getByText('Tip by Maya Chen')).toBeInTheDocument();
  expect(within(video).queryByText('Maya Chen', { exact: true })).toBeNull();
  expect(within(video).getByText(/Sample clip · synthetic voice/)).toBeInTheDocument();
  const credits = within(video).getByRole('link', { name: /^Credits/ });
  expect(credits).toHaveAttribute('href', '/credits');
  expect(credits).toHaveAttribute('target', '_blank');
});
