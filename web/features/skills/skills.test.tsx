// Skill Quest's screen against the real server: the daily challenge's answer shows in its dialog, and a
// challenge answered or a practice finished moves its skill on the screen beneath the dialog.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FIRST_USE, renderApp, signUpTeen, findDialog } from '../../test/render';

/** A skill's card in "Your Skills", by its name. */
const skill = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;

async function openSkillQuest() {
  const view = renderApp('/skill-quest');
  await screen.findByRole('heading', { name: 'Teamwork', level: 3 }, FIRST_USE);
  return view;
}

test("the day's challenge answered shows every choice's feedback, and moves Teamwork beneath it", async () => {
  await signUpTeen();
  const { user } = await openSkillQuest();
  expect(skill('Teamwork')).toHaveTextContent('0% Mastered');

  await user.click(screen.getByRole('button', { name: 'Daily Challenge' }));
  const dialog = await findDialog('Daily Challenge', FIRST_USE);
  const choices = within(await within(dialog).findByRole('group', { name: 'What would you do?' })).getAllByRole('button');
  await user.click(choices[0]!);

  // The answer is the server's: the feedback on each choice, this one marked.
  const feedback = await within(dialog).findByRole('region', { name: /why each answer works or not/ });
  expect(within(feedback).getAllByRole('listitem')).toHaveLength(choices.length);
  expect(within(feedback).getByText('Your choice')).toBeInTheDocument();
  expect(within(dialog).getByText('Come back tomorrow for a new one, whenever suits you.')).toBeInTheDocument();

  // Skill Quest, open beneath the dialog, has read its skills again: 10 of Teamwork's 50 points.
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(skill('Teamwork')).toHaveTextContent('20% Mastered'));
});

test('a finished practice moves its skill beneath the dialog', async () => {
  await signUpTeen();
  const { user } = await openSkillQuest();
  expect(skill('Critical Thinking')).toHaveTextContent('0% Mastered');

  await user.click(within(skill('Critical Thinking')).getByRole('button', { name: 'Practice Critical Thinking' }));
  const dialog = await findDialog('Critical Thinking Practice', FIRST_USE);
  const answers = within(await within(dialog).findByRole('group', { name: 'Your answer' })).getAllByRole('button');
  await user.click(answers[0]!);
  await user.click(within(dialog).getByRole('button', { name: 'Finish practice' }));
  expect(await within(dialog).findByText('Practice done: +10 points for Critical Thinking.')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(skill('Critical Thinking')).toHaveTextContent('20% Mastered'));
});
