// The moderators' screen against the real server: a decision moves its case from Waiting to Decided.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { CreatePepTalkInput } from '../../../contract/pep-talks';
import { renderApp, send, signInModerator, signUpTeen } from '../../test/render';

test('a case hidden by a moderator leaves Waiting and shows under Decided', async () => {
  // A teen's words about hurting themselves are held for care: a case for the moderators.
  const teen = await signUpTeen();
  const body: CreatePepTalkInput = { title: 'Honestly', mediaType: 'text', mediaUrl: 'Some days I want to die.', category: 'motivation' };
  await send('POST', '/api/peptalks', body);

  await signInModerator();
  const { user } = renderApp('/moderation');
  const waiting = await screen.findByRole('tabpanel', { name: 'Waiting' });
  const theCase = () =>
    within(screen.getByRole('tabpanel'))
      .queryAllByRole('article')
      .find((a) => a.textContent!.includes(`@${teen.username}`));
  await waitFor(() => expect(theCase()).toBeDefined());
  expect(waiting).toContainElement(theCase()!);

  await user.click(within(theCase()!).getByRole('button', { name: 'Hide' }));
  await waitFor(() => expect(theCase()).toBeUndefined());

  await user.click(screen.getByRole('tab', { name: 'Decided' }));
  await screen.findByRole('tabpanel', { name: 'Decided' });
  await waitFor(() => expect(theCase()).toBeDefined());
});
