// Mind Gym's screen against the real server: what each write refreshes on screen (Recent Moods and the
// last 30 days, Your Affirmations with their stars and play counts, the journal), and Undo of a
// deleted mood, affirmation or journal entry.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Affirmation, JournalEntry, MoodEntry } from '../../../contract/mind-gym';
import { FIRST_USE, chooseAction, deletesSettled, dismissToast, renderApp, send, signUpTeen, toasts, findDialog } from '../../test/render';

const panel = (name: string) => screen.getByRole('tabpanel', { name });
const recentMoods = () => within(panel('Mood')).getByRole('region', { name: 'Recent Moods' });
const lastDays = () => within(panel('Mood')).getByRole('region', { name: 'Your Last 30 Days' });
const yourAffirmations = () => within(panel('Affirm')).getByRole('region', { name: 'Your Affirmations' });
const entries = () => within(panel('Journal')).getByRole('region', { name: /^(Recent|All) Entries$/ });
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const undo = async () => within(await toasts()).findByRole('button', { name: 'Undo' });

/** Mind Gym at a tab, once that tab has drawn its list. */
async function openTab(tab: 'mood' | 'affirm' | 'journal', drawn: string | RegExp) {
  const view = renderApp(`/mind-gym?tab=${tab}`);
  await within(await screen.findByRole('tabpanel', { name: tab[0]!.toUpperCase() + tab.slice(1) }, FIRST_USE)).findByText(
    drawn,
    {},
    FIRST_USE,
  );
  return view;
}

test('a mood tracked shows in Recent Moods and in the last 30 days', async () => {
  await signUpTeen();
  const { user } = await openTab('mood', 'No moods tracked yet. How are you feeling today?');
  await within(lastDays()).findByText('Track a mood and it shows up here.');

  await user.click(within(panel('Mood')).getByRole('radio', { name: 'Good' }));
  await user.type(within(panel('Mood')).getByLabelText('Add a note (optional)'), 'Scored twice at practice');
  await user.click(within(panel('Mood')).getByRole('button', { name: 'Track Mood' }));

  expect(await within(recentMoods()).findByText('Scored twice at practice')).toBeInTheDocument();
  expect(within(recentMoods()).getAllByRole('listitem')).toHaveLength(1);
  expect(await within(lastDays()).findByText('You tracked your mood on 1 of the last 30 days.')).toBeInTheDocument();
  expect(within(lastDays()).getAllByRole('listitem', { name: /: Good$/ })).toHaveLength(1);
});

test('a mood deleted waits for its toast, Undo brings it back, and once sent the last 30 days follow', async () => {
  await signUpTeen();
  await send<MoodEntry>('POST', '/api/mindgym/moods', { mood: 'good', note: 'Scored twice at practice' });
  const { user } = await openTab('mood', 'Scored twice at practice');
  await within(lastDays()).findByText('You tracked your mood on 1 of the last 30 days.');
  const menu = () => within(recentMoods()).getByRole('button', { name: /^Actions for the Good mood/ });

  await user.click(menu());
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Delete' }));
  await within(recentMoods()).findByText('No moods tracked yet. How are you feeling today?');
  await user.click(await undo());
  expect(await within(recentMoods()).findByText('Scored twice at practice')).toBeInTheDocument();
  expect(await send<MoodEntry[]>('GET', '/api/mindgym/moods')).toHaveLength(1);

  await user.click(menu());
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Delete' }));
  await dismissToast(user, 'Mood deleted');
  await deletesSettled();
  expect(await send<MoodEntry[]>('GET', '/api/mindgym/moods')).toHaveLength(0);
  expect(within(recentMoods()).getByText('No moods tracked yet. How are you feeling today?')).toBeInTheDocument();
  expect(within(recentMoods()).queryByText('Scored twice at practice')).toBeNull();
  await waitFor(() => expect(lastDays()).toHaveTextContent('Track a mood and it shows up here.'));
});

test('an affirmation saved, favourited, played and edited shows each change in the list', async () => {
  await signUpTeen();
  const { user } = await openTab('affirm', "No affirmations yet. Write one, or tap one of today's picks.");

  await user.type(within(panel('Affirm')).getByLabelText('Write your own affirmation'), 'I can do hard things.');
  await user.click(within(panel('Affirm')).getByRole('button', { name: 'Save Affirmation' }));
  const item = async (text: string) => (await within(yourAffirmations()).findByText(text)).closest('li')!;
  const mine = await item('I can do hard things.');
  expect(mine).toHaveTextContent('Played 0 times');

  // The star shows the server's answer.
  await user.click(within(mine).getByRole('button', { name: 'Favourite' }));
  await waitFor(() => expect(within(mine).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true'));

  // Play (jsdom has no voice: the affirmation shows large), counted from the server's answer.
  await user.click(within(mine).getByRole('button', { name: /^Play/ }));
  const shown = await findDialog('Your affirmation');
  await user.click(within(shown).getByRole('button', { name: 'Done' }));
  await noDialog();
  await waitFor(() => expect(mine).toHaveTextContent('Played once'));

  await chooseAction(user, 'the affirmation I can do hard things.', 'Edit');
  const edit = await findDialog('Edit affirmation');
  await user.clear(within(edit).getByLabelText('Affirmation'));
  await user.type(within(edit).getByLabelText('Affirmation'), 'I can do hard things, one at a time.');
  await user.click(within(edit).getByRole('button', { name: 'Save' }));
  await noDialog();
  const edited = await item('I can do hard things, one at a time.');
  expect(within(edited).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(yourAffirmations()).queryByText('I can do hard things.')).toBeNull();
});

test('an affirmation deleted waits for its toast, and Undo brings it back', async () => {
  await signUpTeen();
  await send<Affirmation>('POST', '/api/mindgym/affirmations', { text: 'I am enough.' });
  const { user } = await openTab('affirm', 'I am enough.');

  await chooseAction(user, 'the affirmation I am enough.', 'Delete');
  await within(yourAffirmations()).findByText("No affirmations yet. Write one, or tap one of today's picks.");
  await user.click(await undo());
  expect(await within(yourAffirmations()).findByText('I am enough.')).toBeInTheDocument();
  expect(await send<Affirmation[]>('GET', '/api/mindgym/affirmations')).toHaveLength(1);

  await chooseAction(user, 'the affirmation I am enough.', 'Delete');
  await dismissToast(user, 'Affirmation deleted');
  await deletesSettled();
  expect(await send<Affirmation[]>('GET', '/api/mindgym/affirmations')).toHaveLength(0);
  expect(within(yourAffirmations()).queryByText('I am enough.')).toBeNull();
  expect(within(yourAffirmations()).getByText("No affirmations yet. Write one, or tap one of today's picks.")).toBeInTheDocument();
});

test('a journal entry saved, edited, then deleted with Undo shows each change in Recent Entries', async () => {
  await signUpTeen();
  const { user } = await openTab('journal', 'No journal entries yet. Your first one can be just a sentence.');
  const journal = panel('Journal');

  await user.type(within(journal).getByLabelText('Title'), 'Practice');
  await user.type(within(journal).getByLabelText("What's on your mind?"), 'It went well and I scored twice.');
  await user.click(within(journal).getByRole('button', { name: 'Save Entry' }));
  expect(await within(entries()).findByRole('heading', { name: 'Practice' })).toBeInTheDocument();

  await chooseAction(user, 'Practice', 'Edit');
  const edit = await findDialog('Edit entry');
  await user.clear(within(edit).getByLabelText('Title'));
  await user.type(within(edit).getByLabelText('Title'), 'A great practice');
  await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
  await noDialog();
  const entry = (await within(entries()).findByRole('heading', { name: 'A great practice' })).closest('li')!;
  expect(entry).toHaveTextContent('Edited');

  // Delete, then Undo: the same entry is back.
  await chooseAction(user, 'A great practice', 'Delete');
  await within(entries()).findByText('No journal entries yet. Your first one can be just a sentence.');
  await user.click(await undo());
  expect(await within(entries()).findByRole('heading', { name: 'A great practice' })).toBeInTheDocument();
  expect(await send<JournalEntry[]>('GET', '/api/mindgym/journal')).toHaveLength(1);

  // Delete, and let the toast go: deleted, and it stays gone.
  await chooseAction(user, 'A great practice', 'Delete');
  await dismissToast(user, 'Entry deleted');
  await deletesSettled();
  expect(await send<JournalEntry[]>('GET', '/api/mindgym/journal')).toHaveLength(0);
  expect(within(entries()).queryByRole('heading', { name: 'A great practice' })).toBeNull();
  expect(within(entries()).getByText('No journal entries yet. Your first one can be just a sentence.')).toBeInTheDocument();
});
