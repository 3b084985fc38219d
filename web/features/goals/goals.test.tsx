// Goal Setter's screen against the real server: what each write refreshes on screen (the goal's page,
// its card and the counts on the list, its milestones and reflections), and Undo of a deleted goal,
// milestone or reflection.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { Goal, Milestone, Reflection } from '../../../contract/goals';
import { FIRST_USE, chooseAction, deletesSettled, dismissToast, renderApp, send, signUpTeen, toasts, findDialog } from '../../test/render';

// Mark Complete's confetti needs a canvas, which jsdom has not.
vi.mock('../../lib/celebrate', () => ({ celebrate: () => Promise.resolve(false) }));

const panel = (name: string) => screen.getByRole('tabpanel', { name });
/** The list's two figures: Active Goals, then Completed. */
const counts = () => screen.getAllByRole('definition').map((d) => d.textContent);
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const card = (title: string) => screen.getByRole('link', { name: new RegExp(title) });

async function newGoal(title: string) {
  return send<Goal>('POST', '/api/goals', { title, description: null, category: 'health', priority: 'high', deadline: null });
}

async function newMilestone(goalId: number, title: string) {
  return send<Milestone>('POST', `/api/goals/${goalId}/milestones`, { title });
}

/** The list, drawn (its goals and counts read), then the goal opened from its card. */
async function openFromList(title: string) {
  const view = renderApp('/goal-setter');
  await view.user.click(await screen.findByRole('link', { name: new RegExp(title) }, FIRST_USE));
  await screen.findByRole('heading', { name: title, level: 2 }, FIRST_USE);
  return view;
}

async function backToList(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Back to All Goals' }));
  await screen.findByRole('heading', { name: 'Your Goals' });
}

test('a new goal shows on the list, and in its counts', async () => {
  await signUpTeen();
  const { user } = renderApp('/goal-setter');
  const create = await screen.findByRole('button', { name: 'Create Your First Goal' }, FIRST_USE);
  await waitFor(() => expect(counts()).toEqual(['0', '0']));
  await user.click(create);

  const dialog = await findDialog('Create New Goal', FIRST_USE);
  await user.type(within(dialog).getByLabelText('Title'), 'Learn to skateboard');
  await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
  // Its details open.
  expect(await screen.findByRole('heading', { name: 'Learn to skateboard', level: 2 })).toBeInTheDocument();

  await backToList(user);
  expect(await screen.findByRole('link', { name: /Learn to skateboard/ })).toBeInTheDocument();
  await waitFor(() => expect(counts()).toEqual(['1', '0']));
});

test("an edit, a progress update and Mark Complete show on the goal's page, its card and the counts", async () => {
  await signUpTeen();
  await newGoal('Save for a bike');
  const { user } = await openFromList('Save for a bike');
  const details = panel('Details');

  await chooseAction(user, 'Save for a bike', 'Edit');
  const edit = await findDialog('Edit Goal');
  await user.clear(within(edit).getByLabelText('Title'));
  await user.type(within(edit).getByLabelText('Title'), 'Save for a mountain bike');
  await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
  await noDialog();
  expect(await screen.findByRole('heading', { name: 'Save for a mountain bike', level: 2 })).toBeInTheDocument();

  const progress = within(details).getByLabelText('Progress (%)');
  await user.clear(progress);
  await user.type(progress, '40');
  await user.click(within(details).getByRole('button', { name: 'Update' }));
  expect(await within(details).findByText('40%')).toBeInTheDocument();

  await user.click(within(details).getByRole('button', { name: 'Mark Complete' }));
  expect(await within(details).findByText(/^Completed on .*Well done!$/)).toBeInTheDocument();
  expect(within(details).getByText('100%')).toBeInTheDocument();

  await backToList(user);
  await waitFor(() => expect(card('Save for a mountain bike')).toHaveTextContent('100%'));
  expect(screen.queryByRole('link', { name: /Save for a bike/ })).toBeNull();
  await waitFor(() => expect(counts()).toEqual(['0', '1']));
});

test("a milestone added or completed shows in its list, in the goal's count and on its card", async () => {
  await signUpTeen();
  const goal = await newGoal('Learn to skateboard');
  await newMilestone(goal.id, 'Stand on the board');
  const { user } = await openFromList('Learn to skateboard');
  await waitFor(() => expect(panel('Details')).toHaveTextContent('0 of 1 milestones done'));

  await user.click(screen.getByRole('tab', { name: 'Milestones' }));
  const milestones = panel('Milestones');
  await within(milestones).findByText('Stand on the board');
  await user.click(within(milestones).getByRole('button', { name: 'Add Milestone' }));
  const dialog = await findDialog('Add Milestone');
  await user.type(within(dialog).getByLabelText('Title'), 'Ride ten metres');
  await user.click(within(dialog).getByRole('button', { name: 'Add Milestone' }));
  await noDialog();
  expect(await within(milestones).findByText('Ride ten metres')).toBeInTheDocument();

  await user.click(within(milestones).getByRole('button', { name: 'Complete Stand on the board' }));
  expect(await within(milestones).findByText(/1 of 2 milestones done/)).toBeInTheDocument();
  await waitFor(() => expect(within(milestones).queryByRole('button', { name: 'Complete Stand on the board' })).toBeNull());

  await user.click(screen.getByRole('tab', { name: 'Details' }));
  await waitFor(() => expect(panel('Details')).toHaveTextContent('1 of 2 milestones done'));

  await backToList(user);
  await waitFor(() => expect(card('Learn to skateboard')).toHaveTextContent('1/2 milestones'));
});

test("a milestone edited, then deleted: Undo brings it back; once the toast goes, the goal's counts follow", async () => {
  await signUpTeen();
  const goal = await newGoal('Save for a bike');
  await newMilestone(goal.id, 'Open a savings account');
  await newMilestone(goal.id, 'Save the first $50');
  const { user } = await openFromList('Save for a bike');
  await waitFor(() => expect(panel('Details')).toHaveTextContent('0 of 2 milestones done'));
  await user.click(screen.getByRole('tab', { name: 'Milestones' }));
  const milestones = panel('Milestones');
  await within(milestones).findByText('Save the first $50');

  await chooseAction(user, 'Save the first $50', 'Edit');
  const edit = await findDialog('Edit Milestone');
  await user.clear(within(edit).getByLabelText('Title'));
  await user.type(within(edit).getByLabelText('Title'), 'Save the first $40');
  await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
  await noDialog();
  expect(await within(milestones).findByText('Save the first $40')).toBeInTheDocument();

  // Delete, then Undo: the same milestone is back and nothing was deleted.
  await chooseAction(user, 'Save the first $40', 'Delete');
  await waitFor(() => expect(within(milestones).queryByText('Save the first $40')).toBeNull());
  await user.click(await within(await toasts()).findByRole('button', { name: 'Undo' }));
  expect(await within(milestones).findByText('Save the first $40')).toBeInTheDocument();
  expect(await send<Milestone[]>('GET', `/api/goals/${goal.id}/milestones`)).toHaveLength(2);

  // Delete, and let the toast go: deleted, and the goal's count and its card follow.
  await chooseAction(user, 'Save the first $40', 'Delete');
  await dismissToast(user, 'Milestone deleted');
  await deletesSettled();
  expect(await send<Milestone[]>('GET', `/api/goals/${goal.id}/milestones`)).toHaveLength(1);
  expect(within(milestones).queryByText('Save the first $40')).toBeNull();
  expect(within(milestones).getAllByRole('listitem')).toHaveLength(1);
  await user.click(screen.getByRole('tab', { name: 'Details' }));
  await waitFor(() => expect(panel('Details')).toHaveTextContent('0 of 1 milestones done'));
  await backToList(user);
  await waitFor(() => expect(card('Save for a bike')).toHaveTextContent('0/1 milestones'));
});

test('a reflection added, edited, then deleted with Undo shows in the Reflections tab', async () => {
  await signUpTeen();
  const goal = await newGoal('Read 12 books');
  const { user } = renderApp(`/goal-setter?goal=${goal.id}&tab=reflections`);
  const reflections = await screen.findByRole('tabpanel', { name: 'Reflections' }, FIRST_USE);
  await within(reflections).findByText('No reflections yet. Write down your thoughts on your progress!');

  await user.click(within(reflections).getByRole('button', { name: 'Add Reflection' }));
  const add = await findDialog('Add Reflection');
  await user.type(within(add).getByLabelText('Your thoughts'), 'Slow but steady.');
  await user.click(within(add).getByRole('button', { name: 'Add Reflection' }));
  await noDialog();
  expect(await within(reflections).findByText('Slow but steady.')).toBeInTheDocument();

  // Edit: the new words show.
  await reflectionAction(user, 'Slow but steady.', 'Edit');
  const edit = await findDialog('Edit Reflection');
  await user.clear(within(edit).getByLabelText('Your thoughts'));
  await user.type(within(edit).getByLabelText('Your thoughts'), 'Slow, steady, and four books in.');
  await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
  await noDialog();
  expect(await within(reflections).findByText('Slow, steady, and four books in.')).toBeInTheDocument();

  // Delete, then Undo: the same reflection is back.
  await reflectionAction(user, 'Slow, steady', 'Delete');
  await within(reflections).findByText('No reflections yet. Write down your thoughts on your progress!');
  await user.click(await within(await toasts()).findByRole('button', { name: 'Undo' }));
  expect(await within(reflections).findByText('Slow, steady, and four books in.')).toBeInTheDocument();

  // Delete, and let the toast go: deleted, and it stays gone.
  await reflectionAction(user, 'Slow, steady', 'Delete');
  await dismissToast(user, 'Reflection deleted');
  await deletesSettled();
  expect(await send<Reflection[]>('GET', `/api/goals/${goal.id}/reflections`)).toHaveLength(0);
  expect(within(reflections).queryByText('Slow, steady, and four books in.')).toBeNull();
  expect(within(reflections).getByText('No reflections yet. Write down your thoughts on your progress!')).toBeInTheDocument();
});

test('a goal deleted from its page leaves the list and its counts; Undo brings it back; once the toast goes, it is gone', async () => {
  await signUpTeen();
  await newGoal('Learn guitar');
  await newGoal('Save for a bike');
  const { user } = await openFromList('Save for a bike');

  // Delete, then Undo: back on the goal.
  await chooseAction(user, 'Save for a bike', 'Delete');
  await screen.findByRole('heading', { name: 'Your Goals' });
  await waitFor(() => expect(counts()).toEqual(['1', '0']));
  expect(screen.queryByRole('link', { name: /Save for a bike/ })).toBeNull();
  await user.click(await within(await toasts()).findByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('heading', { name: 'Save for a bike', level: 2 })).toBeInTheDocument();

  // Delete, and let the toast go: the list and its counts are the server's, without it.
  await chooseAction(user, 'Save for a bike', 'Delete');
  await screen.findByRole('heading', { name: 'Your Goals' });
  await dismissToast(user, 'Goal deleted');
  await deletesSettled();
  expect(await send<Goal[]>('GET', '/api/goals')).toHaveLength(1);
  expect(card('Learn guitar')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Save for a bike/ })).toBeNull();
  expect(counts()).toEqual(['1', '0']);
});

/** Chooses an item from the ⋮ menu of the reflection whose words start with `start`. */
async function reflectionAction(user: ReturnType<typeof renderApp>['user'], start: string, item: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^Actions for the reflection of .*: ${start}`) }));
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: item }));
}
