// Boost Board shared with classmates (issue 36), against the real server: the switcher and a new
// board, joining by code (and a bad code), the owner's invite codes (copy, revoke), the members
// (remove, hand over, leave) and the "Mine" filter. One browser's cookie jar holds one person at a
// time, so a test sets the others up through the API first and signs the one it shows in last.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Column, Invite, ProjectSummary, Task } from '../../../contract/board';
import { BOARD_WORDS } from '../../../contract/board-rules';
import type { CurrentUser } from '../../../contract/auth';
import { column, noDialog, titlesIn } from './board.queries';
import { FIRST_USE, findDialog, renderApp, send, signUpTeen, expectToast } from '../../test/render';

/** The toasts' region while a dialog is open (the dialog hides the rest of the page from the accessibility tree). */
const toastsBehind = () => screen.findByRole('region', { name: /^Notifications/, hidden: true });

const PASSWORD = 'correct horse battery';

let people = 0;
/** A teen with a known username, so a test can sign them in again later. */
async function teen(displayName: string): Promise<CurrentUser & { username: string }> {
  people += 1;
  const username = `share_${people}x${Math.floor(Math.random() * 1e6)}`;
  return { ...(await signUpTeen({ username, displayName, password: PASSWORD })), username };
}
const signIn = (username: string) => send<CurrentUser>('POST', '/api/auth/sign-in', { username, password: PASSWORD });
const newBoard = (title: string) => send<ProjectSummary>('POST', '/api/projects', { title });
const newCode = async (boardId: number) => (await send<Invite>('POST', `/api/projects/${boardId}/invites`)).code;

async function openBoardMenu(user: ReturnType<typeof renderApp>['user'], item: string) {
  await user.click(screen.getByRole('button', { name: 'Board actions' }));
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: item }));
}

/**
 * The switcher's list of boards, once opened. Nothing is read again on its own (SPEC §4): a list read
 * earlier shows as it was unless a write marked it out of date, so what it shows after a write is what
 * that write refreshed.
 */
async function openSwitcher(user: ReturnType<typeof renderApp>['user']): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Switch board' }));
  return within(await findDialog('Your boards', FIRST_USE)).findByRole('list', { name: 'Boards' });
}
/** Each board in the switcher as read aloud: its title, then "Yours" or "Shared with you" (and how many are on it). */
const boardsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((l) => l.textContent);
async function closeSwitcher(user: ReturnType<typeof renderApp>['user']) {
  await user.keyboard('{Escape}');
  await noDialog();
}

test('the switcher lists my boards, and choosing one reads and shows it', async () => {
  await teen('Sam Switcher');
  const fair = await newBoard('Science Fair');
  const { user } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);

  await user.click(screen.getByRole('button', { name: 'Switch board' }));
  const dialog = await findDialog('Your boards', FIRST_USE);
  const boards = await within(dialog).findByRole('list', { name: 'Boards' });
  expect(
    within(boards)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual([expect.stringContaining('My First Project'), expect.stringContaining('Science Fair')]);
  expect(within(boards).getByRole('link', { name: /My First Project/ })).toHaveAttribute('aria-current', 'page');

  await user.click(within(boards).getByRole('link', { name: /Science Fair/ }));
  const heading = await screen.findByRole('heading', { name: 'Science Fair' });
  expect(window.location.search).toBe(`?board=${fair.id}`);
  await waitFor(() => expect(column('To Do')).toBeInTheDocument());
  await waitFor(() => expect(heading).toHaveFocus());
});

test('a new board from the switcher opens at once, and the switcher lists it, renamed too', async () => {
  await teen('Nell Newboard');
  await newBoard('Science Fair');
  const { user } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);

  // A new board, from the switcher: made, then shown.
  await user.click(screen.getByRole('button', { name: 'Switch board' }));
  const again = await findDialog('Your boards', FIRST_USE);
  await user.click(within(again).getByRole('button', { name: 'New board' }));
  await user.type(within(again).getByLabelText('Title of the new board'), 'Bake Sale');
  await user.click(within(again).getByRole('button', { name: 'Create board' }));
  expect(await screen.findByRole('heading', { name: 'Bake Sale' })).toBeInTheDocument();
  expect((await send<ProjectSummary[]>('GET', '/api/projects')).map((p) => p.title)).toEqual([
    'My First Project',
    'Science Fair',
    'Bake Sale',
  ]);
  // The switcher, read before, lists it too (as the one shown).
  const withNew = await openSwitcher(user);
  await waitFor(() => expect(boardsIn(withNew)).toEqual(['My First ProjectYours', 'Science FairYours', 'Bake SaleYours']));
  expect(within(withNew).getByRole('link', { name: /Bake Sale/ })).toHaveAttribute('aria-current', 'page');
  await closeSwitcher(user);

  // Renamed, it has its new name in the switcher too.
  await openBoardMenu(user, 'Rename project');
  const rename = await findDialog('Rename Project', FIRST_USE);
  await user.clear(within(rename).getByLabelText('Project title'));
  await user.type(within(rename).getByLabelText('Project title'), 'Cake Sale');
  await user.click(within(rename).getByRole('button', { name: 'Save' }));
  await noDialog();
  await user.click(screen.getByRole('button', { name: 'Switch board' }));
  const list = await within(await findDialog('Your boards')).findByRole('list', { name: 'Boards' });
  await waitFor(() => expect(within(list).getByRole('link', { name: /Cake Sale/ })).toHaveAttribute('aria-current', 'page'));
});

test('joining by code: a bad code says why, a good one (typed any case) opens the board with its members', async () => {
  await teen('Olive Owner');
  const robotics = await newBoard('Robotics');
  const [todo] = await send<{ id: number }[]>('GET', `/api/projects/${robotics.id}/columns`);
  await send('POST', `/api/columns/${todo!.id}/tasks`, { title: 'Build the arm' });
  const code = await newCode(robotics.id);
  await teen('Cam Classmate');

  const { user } = renderApp('/boost-board?join=1');
  const dialog = await findDialog('Join a board', FIRST_USE);
  const field = within(dialog).getByLabelText('Invite code');
  await user.type(field, 'ZZZZ-ZZZZ');
  await user.click(within(dialog).getByRole('button', { name: 'Join board' }));
  expect(await within(dialog).findByText(BOARD_WORDS.badCode)).toBeInTheDocument();
  expect(field).toHaveFocus();

  await user.clear(field);
  await user.type(field, `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`);
  await user.click(within(dialog).getByRole('button', { name: 'Join board' }));
  expect(await screen.findByRole('heading', { name: 'Robotics' })).toBeInTheDocument();
  await noDialog();
  await expectToast('You joined a board');
  expect(window.location.search).toBe(`?board=${robotics.id}`);
  expect(screen.getByRole('button', { name: /Team Members/ })).toHaveTextContent('Olive Owner, Cam Classmate (2 members)');

  // The assignee picker offers every member.
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Build the arm']));
  await user.click(screen.getByRole('button', { name: 'Build the arm' }));
  const edit = await findDialog('Edit Task');
  const options = within(within(edit).getByLabelText('Assigned to')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Nobody', 'Olive Owner', 'Cam Classmate']);
});

test('joined from the switcher, the board is in the switcher the next time it opens', async () => {
  await teen('Olive Owner');
  const robotics = await newBoard('Robotics');
  const code = await newCode(robotics.id);
  await teen('Cam Classmate');

  const { user } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);
  const before = await openSwitcher(user);
  expect(boardsIn(before)).toEqual(['My First ProjectYours']);
  await user.click(within(await findDialog('Your boards')).getByRole('button', { name: 'Join with a code' }));
  const join = await findDialog('Join a board', FIRST_USE);
  await user.type(within(join).getByLabelText('Invite code'), code);
  await user.click(within(join).getByRole('button', { name: 'Join board' }));
  expect(await screen.findByRole('heading', { name: 'Robotics' })).toBeInTheDocument();
  await noDialog();

  const after = await openSwitcher(user);
  await waitFor(() => expect(boardsIn(after)).toEqual(['My First ProjectYours', 'RoboticsShared with you · 2 members']));
  expect(within(after).getByRole('link', { name: /Robotics/ })).toHaveAttribute('aria-current', 'page');
});

test('the owner makes a code, copies it, and revokes it', async () => {
  await teen('Ivy Inviter');
  const { user } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);

  await openBoardMenu(user, 'Invite classmates');
  const dialog = await findDialog('Invite classmates', FIRST_USE);
  await user.click(await within(dialog).findByRole('button', { name: 'Make a code' }));
  const code = await within(dialog).findByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const [open] = await send<Invite[]>('GET', '/api/projects/1/invites');
  expect(code).toHaveTextContent(`${open!.code.slice(0, 4)}-${open!.code.slice(4)}`);
  expect(within(dialog).getByText(/Expires .* · 0 joined/)).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(await toastsBehind()).toHaveTextContent('Code copied');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Code copied');
  expect(await navigator.clipboard.readText()).toBe(code.textContent);

  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await within(dialog).findByRole('button', { name: 'Make a code' })).toBeInTheDocument();
  expect(await send<Invite[]>('GET', '/api/projects/1/invites')).toEqual([]);
});

test('the owner removes one member and hands the board to another, then leaves it', async () => {
  const olive = await teen('Olive Owner');
  const club = await newBoard('Chess Club');
  const code = await newCode(club.id);
  const bea = await teen('Bea Member');
  await send('POST', '/api/projects/join', { code });
  await teen('Cal Member');
  await send('POST', '/api/projects/join', { code });
  await signIn(olive.username);

  const { user } = renderApp(`/boost-board?board=${club.id}`);
  await screen.findByRole('heading', { name: 'Chess Club' }, FIRST_USE);
  const team = screen.getByRole('button', { name: /Team Members/ });
  expect(team).toHaveTextContent('Olive Owner, Bea Member, Cal Member (3 members)');
  await user.click(team);
  const dialog = await findDialog('Members', FIRST_USE);
  const list = within(dialog).getByRole('list', { name: 'Members' });
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Olive Owner \(you\).*Owner/);

  // Remove asks first (focus on Cancel), then Cal is gone.
  await user.click(within(dialog).getByRole('button', { name: 'Remove Cal Member' }));
  const ask = within(dialog).getByRole('group', { name: 'Remove Cal Member from Chess Club?' });
  expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.click(within(ask).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(list).queryByText('Cal Member')).toBeNull());
  expect(await toastsBehind()).toHaveTextContent('Member removed');

  // Hand over to Bea: she is the owner, I am a member who may leave.
  await user.click(within(dialog).getByRole('button', { name: 'Make Bea Member the owner' }));
  await user.click(
    within(within(dialog).getByRole('group', { name: 'Make Bea Member the owner?' })).getByRole('button', { name: 'Make owner' }),
  );
  await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Bea Member.*Owner/));
  expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();

  await user.click(within(dialog).getByRole('button', { name: 'Leave board' }));
  await user.click(within(within(dialog).getByRole('group', { name: 'Leave Chess Club?' })).getByRole('button', { name: 'Leave board' }));
  expect(await screen.findByRole('heading', { name: 'My First Project' })).toBeInTheDocument();
  expect(window.location.search).toBe('');
  expect((await send<ProjectSummary[]>('GET', '/api/projects')).map((p) => p.title)).toEqual(['My First Project']);
  await signIn(bea.username);
  const members = (await send<{ members: { displayName: string; role: string }[] }>('GET', `/api/projects/${club.id}`)).members;
  expect(members).toEqual([expect.objectContaining({ displayName: 'Bea Member', role: 'owner' })]);
});

test('a board I handed on is shared with me in the switcher', async () => {
  const olive = await teen('Olive Owner');
  const club = await newBoard('Chess Club');
  const code = await newCode(club.id);
  const bea = await teen('Bea Member');
  await send('POST', '/api/projects/join', { code });
  await signIn(olive.username);

  const { user } = renderApp(`/boost-board?board=${club.id}`);
  await screen.findByRole('heading', { name: 'Chess Club' }, FIRST_USE);
  expect(boardsIn(await openSwitcher(user))).toEqual(['My First ProjectYours', 'Chess ClubYours · 2 members']);
  await closeSwitcher(user);

  await user.click(screen.getByRole('button', { name: /Team Members/ }));
  const dialog = await findDialog('Members', FIRST_USE);
  await user.click(within(dialog).getByRole('button', { name: `Make ${bea.displayName} the owner` }));
  await user.click(within(within(dialog).getByRole('group', { name: /the owner\?$/ })).getByRole('button', { name: 'Make owner' }));
  await waitFor(() => expect(within(dialog).queryByRole('group', { name: /the owner\?$/ })).toBeNull());
  expect(within(dialog).getByRole('button', { name: 'Leave board' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await noDialog();
  expect(window.location.search).toBe(`?board=${club.id}`);

  const after = await openSwitcher(user);
  await waitFor(() => expect(boardsIn(after)).toEqual(['My First ProjectYours', 'Chess ClubShared with you · 2 members']));
});

test('"Mine" shows only the tasks assigned to me, and says so when there are none', async () => {
  const me = await teen('Mia Mine');
  const tasks = await send<Task[]>('GET', '/api/projects/1/tasks');
  const first = tasks.find((t) => t.title === 'Add your first task')!;
  const { user, unmount } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);

  const mine = screen.getByRole('button', { name: /^Mine/ });
  expect(mine).toHaveAttribute('aria-pressed', 'false');
  await user.click(mine);
  expect(mine).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText('Nothing on this board is assigned to you yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show all tasks' }));
  expect(mine).toHaveAttribute('aria-pressed', 'false');
  expect(titlesIn('To Do')).toEqual(['Move me to In Progress', 'Add your first task']);

  // Assigned to me (as from another device): a fresh screen.
  await send('PATCH', `/api/tasks/${first.id}`, { assignedTo: me.id });
  unmount();
  const { user: next } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' });
  await next.click(screen.getByRole('button', { name: /^Mine/ }));
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Add your first task']));
  expect(within(column('In Progress')).getByText('Nothing here is assigned to you.')).toBeInTheDocument();
  expect(within(column('Completed')).getByText('No tasks here yet.')).toBeInTheDocument();
  expect(screen.queryByText('Nothing on this board is assigned to you yet.')).toBeNull();
});

test('handing on my first board keeps it open under its own id, with me as a member', async () => {
  const olive = await teen('Olive Owner');
  const code = await newCode(1);
  const bea = await teen('Bea Member');
  const { id: boardId } = await send<{ id: number }>('POST', '/api/projects/join', { code });
  await signIn(olive.username);

  const { user } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);
  expect(boardsIn(await openSwitcher(user))).toEqual(['My First ProjectYours · 2 members']);
  await closeSwitcher(user);
  await user.click(screen.getByRole('button', { name: /Team Members/ }));
  const dialog = await findDialog('Members', FIRST_USE);
  await user.click(within(dialog).getByRole('button', { name: `Make ${bea.displayName} the owner` }));
  await user.click(within(within(dialog).getByRole('group', { name: /the owner\?$/ })).getByRole('button', { name: 'Make owner' }));

  await waitFor(() => expect(window.location.search).toBe(`?board=${boardId}`));
  const heading = await screen.findByRole('heading', { name: 'My First Project' });
  await waitFor(() => expect(heading).toHaveFocus());
  await user.click(screen.getByRole('button', { name: /Team Members/ }));
  const members = await findDialog('Members');
  expect(within(members).getByRole('button', { name: 'Leave board' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await noDialog();

  // The switcher (read before) has my own new first board, and the one I handed on as shared with me.
  const after = await openSwitcher(user);
  await waitFor(() => expect(boardsIn(after)).toEqual(['My First ProjectYours', 'My First ProjectShared with you · 2 members']));
  expect(within(after).getByRole('link', { name: /Shared with you/ })).toHaveAttribute('aria-current', 'page');
  // My first board is the new one, with only me on it: not what was read under its old id.
  await user.click(within(after).getByRole('link', { name: /Yours/ }));
  await waitFor(() => expect(window.location.search).toBe(''));
  await waitFor(() => expect(screen.getByRole('button', { name: /Team Members/ })).toHaveTextContent(`${olive.displayName} (1 member)`));
  await user.click(screen.getByRole('button', { name: /Team Members/ }));
  const mine = await findDialog('Members');
  expect(within(mine).queryByRole('button', { name: 'Leave board' })).toBeNull();
});

test("a classmate's task offers Report task and Block writer, and the board offers Report board name", async () => {
  const olive = await teen('Olive Owner');
  const code = await newCode(1);
  await teen('Cam Classmate');
  const { id: boardId } = await send<{ id: number }>('POST', '/api/projects/join', { code });
  const { user } = renderApp(`/boost-board?board=${boardId}`);
  await screen.findByRole('heading', { name: 'My First Project' }, FIRST_USE);
  await waitFor(() => expect(titlesIn('To Do')).toEqual(['Move me to In Progress', 'Add your first task']));

  await user.click(screen.getByRole('button', { name: 'Actions for Add your first task' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Block writer' })).toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'Report task' }));
  const report = await findDialog('Report this task', FIRST_USE);
  await user.click(within(report).getByRole('button', { name: 'Send report' }));
  await noDialog();
  await expectToast('Thanks for reporting');

  await openBoardMenu(user, 'Report board name');
  expect(await findDialog('Report this board’s name')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await noDialog();

  // Blocking the writer: their name is no longer shown on the board.
  await user.click(screen.getByRole('button', { name: 'Actions for Add your first task' }));
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Block writer' }));
  const confirm = await screen.findByRole('alertdialog', { name: `Block ${olive.displayName}?` });
  await user.click(within(confirm).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Team Members/ })).toHaveTextContent(BOARD_WORDS.blockedName));
});

test('the owner may report a name or column title a classmate wrote, and not their own words', async () => {
  const olive = await teen('Olive Owner');
  const code = await newCode(1);
  await teen('Cam Classmate');
  const { id: boardId } = await send<{ id: number }>('POST', '/api/projects/join', { code });
  await send('PATCH', `/api/projects/${boardId}`, { title: 'Jess smells' });
  const columns = await send<Column[]>('GET', `/api/projects/${boardId}/columns`);
  await send('PATCH', `/api/columns/${columns[1]!.id}`, { title: 'Boring stuff' });
  await signIn(olive.username);
  const { user } = renderApp('/boost-board');
  await screen.findByRole('heading', { name: 'Jess smells' }, FIRST_USE);

  await openBoardMenu(user, 'Report board name');
  const report = await findDialog('Report this board’s name', FIRST_USE);
  await user.click(within(report).getByRole('button', { name: 'Send report' }));
  await noDialog();
  await expectToast('Thanks for reporting');

  // The classmate's column title can be reported; the owner's own ("To Do") cannot.
  await user.click(screen.getByRole('button', { name: 'Actions for the Boring stuff column' }));
  expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Report column title' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Actions for the To Do column' }));
  expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Report column title' })).toBeNull();
  await user.keyboard('{Escape}');
});

test('a board I am not on says so, and leads back to my own', async () => {
  await teen('Nia Nobody');
  const { user } = renderApp('/boost-board?board=987654');
  expect(await screen.findByRole('heading', { name: "You're not on this board" }, FIRST_USE)).toBeInTheDocument();
  expect(screen.queryByText('Showing sample content')).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Go to my board' }));
  expect(await screen.findByRole('heading', { name: 'My First Project' })).toBeInTheDocument();
});

test('the owner deletes a board after confirming, and is back on their own', async () => {
  await teen('Dee Deleter');
  const club = await newBoard('Old Club');
  const { user } = renderApp(`/boost-board?board=${club.id}`);
  await screen.findByRole('heading', { name: 'Old Club' }, FIRST_USE);
  expect(boardsIn(await openSwitcher(user))).toEqual(['My First ProjectYours', 'Old ClubYours']);
  await closeSwitcher(user);
  await openBoardMenu(user, 'Delete board');
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete Old Club?' }, FIRST_USE);
  await user.click(within(confirm).getByRole('button', { name: 'Delete board' }));
  expect(await screen.findByRole('heading', { name: 'My First Project' })).toBeInTheDocument();
  await expectToast('Board deleted');
  expect((await send<ProjectSummary[]>('GET', '/api/projects')).map((p) => p.title)).toEqual(['My First Project']);
  // The switcher (read before) no longer lists it.
  const after = await openSwitcher(user);
  await waitFor(() => expect(boardsIn(after)).toEqual(['My First ProjectYours']));
});
