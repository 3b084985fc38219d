// Mentor Matcher's screen against the real server: a like moves the deck on and a match joins "Your
// mentors"; a message sent shows in its thread.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Mentor } from '../../../contract/mentors';
import { FIRST_USE, renderApp, send, signUpTeen, findDialog } from '../../test/render';

/** The deck's first card for a new teen: the catalogue's first mentor, as the server lists them. */
let first: Mentor;
async function newTeen() {
  await signUpTeen();
  const mentors = await send<Mentor[]>('GET', '/api/mentors');
  first = mentors[0]!;
}
const card = () => screen.getByTestId('mentor-card');

test('a like matches: the deck moves on, and the mentor joins "Your mentors"', async () => {
  await newTeen();
  const { user } = renderApp('/mentor-matcher');
  await screen.findByRole('heading', { name: 'Find your mentor' });
  await within(card()).findByRole('heading', { name: first.name });
  expect(screen.queryByRole('button', { name: `Messages with ${first.name}` })).toBeNull();

  await user.click(screen.getByRole('button', { name: `Like ${first.name}` }));
  const match = await findDialog("It's a Match!");
  await user.click(within(match).getByRole('button', { name: 'Keep Swiping' }));

  expect(await screen.findByRole('button', { name: `Messages with ${first.name}` })).toBeInTheDocument();
  await waitFor(() => expect(within(card()).queryByRole('heading', { name: first.name })).toBeNull());
});

test('a message sent in a thread shows in it at once', async () => {
  await newTeen();
  const { user } = renderApp('/mentor-matcher');
  await within(await screen.findByTestId('mentor-card')).findByRole('heading', { name: first.name });
  await user.click(screen.getByRole('button', { name: `Like ${first.name}` }));
  const match = await findDialog("It's a Match!");
  await user.click(within(match).getByRole('button', { name: 'Keep Swiping' }));

  await user.click(await screen.findByRole('button', { name: `Messages with ${first.name}` }));
  const thread = await findDialog(`Messages with ${first.name}`);
  await user.type(within(thread).getByPlaceholderText('Write your message here...'), 'Hi! How did you get started?');
  await user.click(within(thread).getByRole('button', { name: 'Send' }));
  const messages = await within(thread).findByRole('list', { name: 'Messages' });
  expect(await within(messages).findByText('Hi! How did you get started?')).toBeInTheDocument();
});

test('a long thread opens on its newest messages, pages back on request, and shows a new one', async () => {
  await newTeen();
  expect(await send('POST', `/api/mentors/${first.id}/like`)).toMatchObject({ matched: true });
  // More than a page (100): the thread must open on the last 100, not the first.
  for (let i = 1; i <= 130; i += 1) await send('POST', `/api/mentors/${first.id}/messages`, { text: `Line ${i}` });
  const { user } = renderApp('/mentor-matcher');
  await user.click(await screen.findByRole('button', { name: `Messages with ${first.name}` }, FIRST_USE));
  const thread = await findDialog(`Messages with ${first.name}`);
  const messages = await within(thread).findByRole('list', { name: 'Messages' });
  const texts = () =>
    within(messages)
      .getAllByRole('listitem')
      .map((m) => within(m).getByText(/^Line \d+$|^A new line$/).textContent);
  const opened = texts();
  expect(opened).toHaveLength(100);
  expect([opened[0], opened.at(-1)]).toEqual(['Line 31', 'Line 130']);

  // The page before, from the button at the top, by keyboard; then no more button.
  const earlier = within(thread).getByRole('button', { name: 'Earlier messages' });
  earlier.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(texts()).toHaveLength(130));
  expect([texts()[0], texts().at(-1)]).toEqual(['Line 1', 'Line 130']);
  expect(within(thread).queryByRole('button', { name: 'Earlier messages' })).toBeNull();
  expect(within(thread).getByRole('status')).toHaveTextContent('This is the start of the conversation.');

  // A line sent now is the last one shown.
  await user.type(within(thread).getByPlaceholderText('Write your message here...'), 'A new line');
  await user.click(within(thread).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(texts().at(-1)).toBe('A new line'));
  expect(texts()).toHaveLength(131);
});

test('a mentor passed on says so when the deck comes round to them again', async () => {
  await newTeen();
  const { user } = renderApp('/mentor-matcher');
  const deck = await screen.findByRole('group', { name: /^Mentor 1 of \d+$/ });
  const size = Number(/of (\d+)$/.exec(deck.getAttribute('aria-label')!)![1]);
  await within(card()).findByRole('heading', { name: first.name });
  // Round the deck with the left arrow (pass), one card at a time, back to the first.
  deck.focus();
  for (let next = 2; next <= size + 1; next += 1) {
    await user.keyboard('{ArrowLeft}');
    await screen.findByRole('group', { name: `Mentor ${next > size ? 1 : next} of ${size}` });
  }
  await within(card()).findByRole('heading', { name: first.name });
  expect(within(card()).getByText('Passed')).toBeInTheDocument();
});
