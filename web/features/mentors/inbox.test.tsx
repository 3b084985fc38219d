// A mentor account's inbox (issue 13), against the real server: accepting a teen's request and
// answering a teen who wrote. A mentor sees what each write changed without reading again by itself
// (SPEC §4): the row that was a request offers the thread, the reply shows in the thread, and the
// list's last message is the reply.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, inject, test } from 'vitest';
import type { CurrentUser } from '../../../contract/auth';
import type { Mentor } from '../../../contract/mentors';
import { FIRST_USE, findDialog, renderApp, send, signInMentor, signUpTeen } from '../../test/render';

const PASSWORD = 'correct horse battery';

/** A new teen who asked the test server's mentor to connect; signed in as that teen. */
async function teenWhoAsked(displayName: string): Promise<CurrentUser & { mentorId: number }> {
  const teen = await signUpTeen({ displayName, password: PASSWORD });
  const mentors = await send<Mentor[]>('GET', '/api/mentors');
  const mentor = mentors.find((m) => m.name === inject('mentor').name)!;
  expect(await send('POST', `/api/mentors/${mentor.id}/like`)).toMatchObject({ status: 'requested' });
  return { ...teen, mentorId: mentor.id };
}

/** The inbox's row for a teen, found by their name. */
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'p' }, FIRST_USE)).closest('li')!;

test('accepting a request offers its thread in the same row', async () => {
  const teen = await teenWhoAsked('Riley Requester');
  await signInMentor();
  const { user } = renderApp('/');
  const row = await rowOf(teen.displayName);
  expect(within(row).getByText('Wants to connect')).toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: `Accept ${teen.displayName}` }));
  expect(await within(row).findByRole('button', { name: `Open thread with ${teen.displayName}` })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /^Accept/ })).toBeNull();
  expect(within(row).getByText('Matched, no messages yet')).toBeInTheDocument();
});

test('a reply shows in the thread at once, and as the last message in the list', async () => {
  const teen = await teenWhoAsked('Wren Writer');
  // Accepted, then the teen writes first (a mentor only answers).
  await signInMentor();
  await send('POST', `/api/mentor/threads/${teen.id}/accept`);
  await send('POST', '/api/auth/sign-in', { username: teen.username, password: PASSWORD });
  await send('POST', `/api/mentors/${teen.mentorId}/messages`, { text: 'How did you start?' });
  await signInMentor();

  const { user } = renderApp('/');
  const row = await rowOf(teen.displayName);
  expect(within(row).getByText('How did you start?')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: `Open thread with ${teen.displayName}` }));
  const thread = await findDialog(`Messages with ${teen.displayName}`, FIRST_USE);
  const messages = await within(thread).findByRole('list', { name: 'Messages' });
  expect(
    within(messages)
      .getAllByRole('listitem')
      .map((m) => m.textContent),
  ).toEqual([expect.stringContaining('How did you start?')]);

  await user.type(within(thread).getByLabelText('Your answer'), 'One small project at a time.');
  await user.click(within(thread).getByRole('button', { name: 'Send' }));
  // In the thread as soon as the server has it, without reading the thread again.
  await waitFor(() =>
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((m) => m.textContent),
    ).toEqual([expect.stringContaining('How did you start?'), expect.stringContaining('One small project at a time.')]),
  );
  // The box empties once the send has resolved, which can be a render after the message shows.
  await waitFor(() => expect(within(thread).getByLabelText('Your answer')).toHaveValue(''));

  await user.click(within(thread).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await within(row).findByText('You: One small project at a time.')).toBeInTheDocument();
});
