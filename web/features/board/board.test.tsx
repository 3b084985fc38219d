// Boost Board's screen against the real server: what each write refreshes on screen (the project's
// title, the columns, a column's cards), a move shown at once (before the server answers) and put back
// when the server refuses it, and Undo of a deleted task. Moves go through "Move to..." (jsdom has no
// layout to drag in).
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { Task } from '../../../contract/board';
import { column, noDialog, titlesIn } from './board.queries';
import {
  FIRST_USE,
  chooseAction,
  deletesSettled,
  dismissToast,
  renderApp,
  send,
  signUpTeen,
  expectToast,
  toasts,
  findDialog,
} from '../../test/render';

type User = ReturnType<typeof renderApp>['user'];

/** The new teen's board, drawn: My First Project with its starter columns and cards. */
async function openBoard() {
  const view = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Move me to In Progress', 'Add your first task']));
  return view;
}

/** Moves a card through its menu's "Move to..." to the top of another column. */
async function moveTo(user: User, task: string, to: string) {
  await chooseAction(user, task, 'Move to...');
  const dialog = await findDialog('Move Task');
  await user.selectOptions(within(dialog).getByLabelText('Column'), within(dialog).getByRole('option', { name: to }));
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  await noDialog();
}

/**
 * Holds the app's next move on its way to the server until `release` is called; `refuse` answers it
 * with a 409 instead of sending it.
 */
function holdNextMove() {
  let release!: (refuse?: boolean) => void;
  const released = new Promise<boolean>((resolve) => (release = (refuse = false) => resolve(refuse)));
  let held = false;
  const through = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!held && /\/api\/tasks\/\d+\/move$/.test(url)) {
      held = true;
      if (await released)
        return new Response(JSON.stringify({ type: 'about:blank', title: 'Conflict', status: 409 }), {
          status: 409,
          headers: { 'content-type': 'application/problem+json' },
        });
    }
    return through(input, init);
  });
  return release;
}

test('a renamed project shows its new title', async () => {
  await signUpTeen();
  const { user } = await openBoard();
  await user.click(screen.getByRole('button', { name: 'Board actions' }));
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Rename project' }));
  const dialog = await findDialog('Rename Project');
  await user.clear(within(dialog).getByLabelText('Project title'));
  await user.type(within(dialog).getByLabelText('Project title'), 'Bake Sale');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await noDialog();
  expect(await screen.findByRole('heading', { name: 'Bake Sale' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'My First Project' })).toBeNull();
});

test('a column added, renamed and deleted shows on the board each time', async () => {
  await signUpTeen();
  const { user } = await openBoard();

  await user.click(screen.getByRole('button', { name: 'Add New Column' }));
  await user.type(screen.getByRole('textbox', { name: 'Title of the new column' }), 'Ideas');
  await user.click(screen.getByRole('button', { name: 'Add Column' }));
  expect(await screen.findByRole('region', { name: 'Ideas' })).toBeInTheDocument();
  expect(await within(column('Ideas')).findByText('No tasks here yet.')).toBeInTheDocument();

  await chooseAction(user, 'the Ideas column', 'Rename column');
  const rename = await findDialog('Rename Column');
  await user.clear(within(rename).getByLabelText('Column title'));
  await user.type(within(rename).getByLabelText('Column title'), 'Someday');
  await user.click(within(rename).getByRole('button', { name: 'Save' }));
  await noDialog();
  expect(await screen.findByRole('region', { name: 'Someday' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Ideas' })).toBeNull();

  await chooseAction(user, 'the Someday column', 'Delete column');
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete the Someday column?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete column' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Someday' })).toBeNull());
  expect(column('To Do')).toBeInTheDocument();
});

test('a task added or edited shows in its column', async () => {
  await signUpTeen();
  const { user } = await openBoard();

  await user.click(within(column('In Progress')).getByRole('button', { name: 'Add Task' }));
  await user.type(screen.getByRole('textbox', { name: 'Title of the new task in In Progress' }), 'Sketch a logo');
  await user.click(within(column('In Progress')).getByRole('button', { name: 'Add Task' }));
  await waitFor(() => expect(titlesIn('In Progress')).toEqual(['Make this board yours', 'Sketch a logo']));

  await user.click(screen.getByRole('button', { name: 'Add your first task' }));
  const edit = await findDialog('Edit Task');
  await user.clear(within(edit).getByLabelText('Title'));
  await user.type(within(edit).getByLabelText('Title'), 'Plan the bake sale');
  await user.type(within(edit).getByLabelText('Tag'), 'Fundraiser');
  await user.click(within(edit).getByRole('button', { name: 'Save Changes' }));
  await noDialog();
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Move me to In Progress', 'Plan the bake sale']));
  expect(screen.getByRole('button', { name: 'Plan the bake sale' })).toHaveTextContent('Fundraiser');
});

test('a task deleted waits for its toast, Undo brings it back, and once sent it is gone', async () => {
  await signUpTeen();
  const { user } = await openBoard();

  await chooseAction(user, 'Add your first task', 'Delete');
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Move me to In Progress']));
  await user.click(await within(await toasts()).findByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Move me to In Progress', 'Add your first task']));
  expect(await send<Task[]>('GET', '/api/projects/1/tasks')).toHaveLength(3);

  await chooseAction(user, 'Add your first task', 'Delete');
  await dismissToast(user, 'Task deleted');
  await deletesSettled();
  expect(await send<Task[]>('GET', '/api/projects/1/tasks')).toHaveLength(2);
  expect(titlesIn('To Do')).toEqual(['Move me to In Progress']);
});

test('a move shows at once, before the server answers, and stays once it has', async () => {
  await signUpTeen();
  const { user } = await openBoard();

  const release = holdNextMove();
  await moveTo(user, 'Add your first task', 'Completed');
  // The server has not answered yet: the card has left To Do and is at the top of Completed.
  await waitFor(() => expect(titlesIn('Completed')).toEqual(['Add your first task']));
  expect(titlesIn('To Do')).toEqual(['Move me to In Progress']);
  release();

  await waitFor(async () =>
    expect((await send<Task[]>('GET', '/api/projects/1/tasks')).find((t) => t.title === 'Add your first task')?.columnId).toBe(
      (await send<{ id: number; title: string }[]>('GET', '/api/projects/1/columns')).find((c) => c.title === 'Completed')?.id,
    ),
  );
  expect(titlesIn('Completed')).toEqual(['Add your first task']);
  expect(titlesIn('To Do')).toEqual(['Move me to In Progress']);
});

test('a move the server refuses is put back where the server holds it', async () => {
  await signUpTeen();
  const { user } = await openBoard();

  const release = holdNextMove();
  await moveTo(user, 'Add your first task', 'In Progress');
  await waitFor(() => expect(titlesIn('In Progress')).toEqual(['Add your first task', 'Make this board yours']));
  release(true);

  await expectToast('Failed to move task');
  await waitFor(() => {
    expect(titlesIn('To Do')).toEqual(['Move me to In Progress', 'Add your first task']);
    expect(titlesIn('In Progress')).toEqual(['Make this board yours']);
  });
});

test('a failed move shows its toast and reads the board again (both lists), once, with nothing put back before', async () => {
  await signUpTeen();
  const { user } = await openBoard();

  const release = holdNextMove();
  // Counts the board's reads from here on (through the held move's stub).
  const reads: string[] = [];
  const through = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/\/api\/projects\/1\/board$/.test(url) && (init?.method ?? 'GET') === 'GET') reads.push(url);
    return through(input, init);
  });
  await moveTo(user, 'Add your first task', 'Completed');
  await waitFor(() => expect(titlesIn('Completed')).toEqual(['Add your first task']));
  expect(reads).toHaveLength(0);
  release(true);

  await expectToast('Failed to move task');
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Move me to In Progress', 'Add your first task']));
  expect(titlesIn('Completed')).toEqual([]);
  expect(reads).toHaveLength(1);
});
