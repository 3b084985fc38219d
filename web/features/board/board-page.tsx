// SPEC §2 Boost Board: the project title with its add-column (+) and menu (⋮) buttons, the Team
// Members row, then the columns scrolling sideways, ending with the 'Add New Column' card. Tasks move
// by mouse or touch drag, by keyboard drag (announced to screen readers) or through "Move to..." on a
// card's menu; every way goes through SPEC §4's move (./move.ts, useMoveTask). The board is one read
// (./api.ts boardQuery); its drag and drop (./drag.tsx) and dialogs come with it. Issue 36: the board is
// one of mine or a classmate's, chosen by the address (?board=7; none is my first board, id 1), with a
// switcher, invites, joining by code, the members, and a "Mine" filter (./sharing-dialogs.tsx).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronsUpDown, Flag, KeyRound, LayoutGrid, Pencil, Plus, Trash2, UserCheck, UserPlus, Users } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Board as BoardData, Column, Member, Project, Task } from '../../../contract/board';
import { BOARD_LIMITS, PROJECT_ID } from '../../../contract/board-rules';
import { isApiError } from '../../lib/api';
import { countOf } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { unlessSample, withSamples } from '../../lib/samples';
import { toast } from '../../lib/toast';
import { useFocusWhenShown } from '../../lib/use-focus-when-shown';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { useStableActions } from '../../lib/use-stable-actions';
import { InitialAvatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ItemMenu } from '../../ui/item-menu';
import { EmptyState, LoadFailed, Skeleton } from '../../ui/query-view';
import type { BlockTarget, ReportTarget } from '../../ui/safety-dialogs';
import { SampleNotice } from '../../ui/sample-notice';
import { boardHref, boardIdOf, boardKeys, boardQuery } from './queries';
import { useAddColumn, useDeleteColumn, useDeleteTask, useMoveTask } from './mutations';
import { BoardColumn, COLUMN_WIDTH, type ColumnActions } from './board-column';
import { BoardDialogs } from './board-dialogs';
import { BoardDrag, type Lists } from './drag';
import { InlineTitleForm } from './inline-title-form';
import { isNoMove, wholeIndex } from './move';
import { reportTitle } from './labels';
import { SAMPLE_BOARD, SAMPLE_MEMBERS } from './samples';
import { SharingDialogs } from './sharing-dialogs';
import { CardOverlay } from './task-card';

/** What is open over the board. */
export type Open =
  | { kind: 'task'; task: Task }
  | { kind: 'move'; task: Task }
  | { kind: 'rename-project'; title: string }
  | { kind: 'rename-column'; column: Column }
  | { kind: 'delete-column'; column: Column; taskCount: number }
  | SharingOpen
  | null;

/** Issue 36's dialogs, drawn by ./sharing-dialogs.tsx. */
export type SharingOpen =
  | { kind: 'boards' }
  | { kind: 'join' }
  | { kind: 'invite' }
  | { kind: 'members' }
  | { kind: 'delete-board' }
  | { kind: 'report'; target: ReportTarget }
  | { kind: 'block'; target: BlockTarget };

const SHARING_KINDS: ReadonlySet<string> = new Set(['boards', 'join', 'invite', 'members', 'delete-board', 'report', 'block']);
const isSharing = (open: NonNullable<Open>): open is SharingOpen => SHARING_KINDS.has(open.kind);

/** Avatars shown in the Team Members row before "+N". */
const AVATARS_SHOWN = 4;

/** Focuses a card once it is drawn in `columnId` (a move remounts it there), trying for a second at most. */
function focusWhenIn(taskId: number, columnId: number, frames = 60) {
  const card = document.querySelector<HTMLElement>(`[data-column-id="${columnId}"] [data-task-id="${taskId}"]`);
  if (card) card.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenIn(taskId, columnId, frames - 1));
}

const noProject = () => toast({ title: 'Error', description: 'No project selected', variant: 'destructive' });

export default function BoardPage() {
  const search = new URLSearchParams(useSearch());
  const boardId = boardIdOf(search);
  // Discover's "Join a board with a code" comes here with ?join=1.
  const joining = search.get('join') !== null;
  const [mine, setMine] = useState(false);
  // After a switch, the new board's title takes focus once drawn (what opened the switch is gone).
  const [firstBoard] = useState(boardId);
  const [switched, setSwitched] = useState(false);
  if (!switched && boardId !== firstBoard) setSwitched(true);
  return <Board key={boardId} boardId={boardId} joining={joining} focusTitle={switched} mine={mine} onMine={setMine} />;
}

interface BoardProps {
  boardId: number;
  /** Open the join dialog first. */
  joining: boolean;
  /** Focus the board's title once it is drawn. */
  focusTitle: boolean;
  /** Only the tasks assigned to me. */
  mine: boolean;
  onMine(mine: boolean): void;
}

function Board({ boardId, joining, focusTitle, mine, onMine }: BoardProps) {
  const [, navigate] = useLocation();
  const myFirst = boardId === PROJECT_ID;
  const read = useQuery(boardQuery(boardId));
  // SPEC §8's samples stand in for my own first board only (the project, its columns and their tasks,
  // all or none: real and sample data never mix); another board that cannot be read says so.
  const shown = myFirst ? withSamples(read, SAMPLE_BOARD) : { data: read.data, sample: false };
  // A board I am not on (any more): left, removed, deleted, or a wrong address.
  const notOnIt = !myFirst && isApiError(read.error) && read.error.status === 404;
  const sample = shown.sample;
  const me = useCurrentUser().data?.id;
  const [open, setOpen] = useState<Open>(joining ? { kind: 'join' } : null);
  const [addingColumn, setAddingColumn] = useState(false);
  const [addColumnButtonRef, focusAddColumnButton] = useFocusWhenShown<HTMLButtonElement>();
  const addColumnCard = useRef<HTMLElement>(null);
  const columnToReveal = useRef<number | null>(null);
  const boardTitle = useRef<HTMLHeadingElement>(null);
  const columnsArea = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const client = useQueryClient();
  const hidden = useHiddenByUndo();
  const addColumn = useAddColumn(boardId);
  const moveTask = useMoveTask(boardId);
  const removeTask = useDeleteTask(boardId);
  // Here, not in its dialog: the dialog is gone by the time the delete succeeds.
  const removeColumn = useDeleteColumn(boardId);
  const waiting = !notOnIt && shown.data === undefined && !read.isError;
  // After a switch the new board's title takes focus, once (a screen reader reads which board this is).
  const focused = useRef(false);
  useEffect(() => {
    if (!focusTitle || waiting || focused.current) return;
    focused.current = true;
    boardTitle.current?.focus();
  }, [focusTitle, waiting]);

  /** A column just added, brought into view once it is drawn: it goes beside the form, often off a phone's screen. */
  const revealColumn = (id: number, frames = 30) =>
    requestAnimationFrame(() => {
      const added = document.querySelector(`[data-column-id="${id}"]`)?.closest('section');
      if (added) added.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', inline: 'nearest', block: 'nearest' });
      else if (frames > 0) revealColumn(id, frames - 1);
    });
  // After the add-column form has closed and its button has taken focus back (which scrolls it into view).
  useEffect(() => {
    if (addingColumn || columnToReveal.current === null) return;
    revealColumn(columnToReveal.current);
    columnToReveal.current = null;
  });

  const onlyMine = mine && !sample && me !== undefined;
  /** Whether a task shows: not waiting on Undo, and, with "Mine" on, assigned to me. */
  const isShown = useCallback((t: Task) => !hidden.has(`task:${t.id}`) && (!onlyMine || t.assignedTo === me), [hidden, onlyMine, me]);
  const columnList = shown.data?.columns;
  // Each column's tasks as shown, and how many it holds (less any waiting on Undo) when "Mine" shows fewer.
  const [lists, counts] = useMemo(() => {
    const lists = new Map<number, Task[]>();
    const counts = new Map<number, number>();
    for (const c of columnList ?? []) {
      lists.set(c.id, c.tasks.filter(isShown));
      counts.set(c.id, c.tasks.filter((t) => !hidden.has(`task:${t.id}`)).length);
    }
    return [lists as Lists, counts] as const;
  }, [columnList, isShown, hidden]);
  const assignedToMe = [...lists.values()].reduce((n, list) => n + list.length, 0);
  // The columns are memoised, so that opening a dialog (Move to..., Edit) redraws the dialog, not every
  // card of the board: their actions keep one identity and call this render's handlers (issue 33).
  // deleteTask, reportTask, reportColumn and blockWriter are declared further down; the arrows reach them only on an
  // event, once the board (and so every handler) has been drawn.
  const columnActions = useStableActions<ColumnActions>({
    onEdit: (task) => setOpen({ kind: 'task', task }),
    onMoveTo: (task) => setOpen({ kind: 'move', task }),
    onDelete: (task) => deleteTask(task),
    onReport: (task) => reportTask(task),
    onBlockWriter: (writer) => blockWriter(writer),
    onRenameColumn: (column) => setOpen({ kind: 'rename-column', column }),
    onReportColumn: (column) => reportColumn(column),
    onDeleteColumn: (column, taskCount) => setOpen({ kind: 'delete-column', column, taskCount }),
    onSampleWrite: noProject,
  });

  /** Closes a dialog; one that Discover's ?join=1 opened leaves the address as the board's own. */
  const close = () => {
    setOpen(null);
    if (joining) navigate(boardHref(boardId), { replace: true });
    // A dialog opened from another (Join from the switcher) has nothing of its opener to go back to.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) boardTitle.current?.focus();
    });
  };
  const realProject = shown.data !== undefined && !sample && !notOnIt;
  const sharing = open && isSharing(open) && (
    <SharingDialogs
      open={open}
      boardId={boardId}
      project={realProject ? (shown.data?.project ?? null) : null}
      me={me}
      onOpen={setOpen}
      onSwitch={(id) => navigate(boardHref(id), { replace: joining })}
      onClose={close}
    />
  );

  if (notOnIt || (!myFirst && read.isError && shown.data === undefined)) {
    return (
      <>
        <h2 ref={boardTitle} tabIndex={-1} className="py-2 text-xl font-extrabold focus:outline-none">
          {notOnIt ? "You're not on this board" : 'Shared board'}
        </h2>
        {notOnIt ? (
          <EmptyState className="mt-3">
            <p role="alert">It may have been deleted, or you left it.</p>
            <Link href={boardHref(PROJECT_ID)} className="mt-3 inline-flex min-h-11 items-center font-bold text-primary underline">
              Go to my board
            </Link>
          </EmptyState>
        ) : (
          <LoadFailed what="this board" onRetry={() => void read.refetch()} className="mt-3" />
        )}
        {sharing}
      </>
    );
  }

  if (waiting || !shown.data) {
    return (
      <div className="grid gap-4">
        <Skeleton rows={1} className="h-16" label="Loading project..." />
        <div aria-hidden className="flex gap-3 overflow-hidden">
          {[0, 1, 2].map((i) => (
            <div key={i} className={`h-80 ${COLUMN_WIDTH} shrink-0 animate-pulse rounded-card bg-surface-2 motion-reduce:animate-none`} />
          ))}
        </div>
      </div>
    );
  }

  const board = shown.data.project;
  const columns = shown.data.columns;
  const owner = !sample && board.role === 'owner';
  /** A column's tasks as shown now (the cache's latest: quick moves in a row each see the one before). */
  const shownTasks = (columnId: number) =>
    (client.getQueryData<BoardData>(boardKeys.board(boardId))?.columns.find((c) => c.id === columnId)?.tasks ?? []).filter(isShown);

  /**
   * Moves a task to a place the person chose among the tasks shown (a task waiting on Undo is in the
   * list but not on screen): the same shown place does nothing; otherwise the task goes just after the
   * shown task above that place, in the whole list the server holds. `refocus` (from "Move to...")
   * puts focus on the card in its new place as soon as it is drawn there.
   */
  function move(task: Task, toColumnId: number, toShownIndex: number, refocus = false) {
    const fromShown = shownTasks(task.columnId).findIndex((t) => t.id === task.id);
    if (fromShown < 0 || isNoMove({ columnId: task.columnId, index: fromShown }, { columnId: toColumnId, index: toShownIndex })) return;
    const list = client.getQueryData<BoardData>(boardKeys.board(boardId))?.columns.find((c) => c.id === toColumnId)?.tasks ?? [];
    const index = wholeIndex(list, isShown, task.id, toShownIndex);
    moveTask({ task, to: { columnId: toColumnId, index } });
    if (refocus) focusWhenIn(task.id, toColumnId);
  }

  const deleteTask = (task: Task) =>
    deleteWithUndo({ key: `task:${task.id}`, title: 'Task deleted', description: task.title, commit: () => removeTask(task) });

  const openAddColumn = () => {
    setAddingColumn(true);
    requestAnimationFrame(() => {
      addColumnCard.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', inline: 'end', block: 'nearest' });
      // Already open: its field takes focus again.
      addColumnCard.current?.querySelector('input')?.focus();
    });
  };

  const reportTask = (task: Task) => setOpen({ kind: 'report', target: { subject: 'board-task', id: task.id, what: 'this task' } });
  const reportColumn = (column: Column) => setOpen({ kind: 'report', target: reportTitle(column.titleId!, 'column') });
  const blockWriter = (writer: Member) => setOpen({ kind: 'block', target: { userId: writer.userId, name: writer.displayName } });
  const boardActions = [
    { label: 'Switch board', icon: LayoutGrid, onSelect: () => setOpen({ kind: 'boards' }) },
    ...(owner ? [{ label: 'Invite classmates', icon: UserPlus, onSelect: () => setOpen({ kind: 'invite' }) }] : []),
    ...(sample ? [] : [{ label: 'Members', icon: Users, onSelect: () => setOpen({ kind: 'members' }) }]),
    { label: 'Join a board', icon: KeyRound, onSelect: () => setOpen({ kind: 'join' }) },
    {
      label: 'Rename project',
      icon: Pencil,
      onSelect: () => unlessSample(sample, () => setOpen({ kind: 'rename-project', title: board.title }), noProject),
    },
    { label: 'Add column', icon: Plus, onSelect: openAddColumn },
    // The name's words are its writer's (issue 52): the owner too may report a name someone else gave it.
    ...(!sample && board.titleId !== null && me !== undefined && board.titleBy !== me
      ? [
          {
            label: 'Report board name',
            icon: Flag,
            onSelect: () => setOpen({ kind: 'report', target: reportTitle(board.titleId!, 'board') }),
          },
        ]
      : []),
    ...(owner && !myFirst
      ? [{ label: 'Delete board', icon: Trash2, danger: true, onSelect: () => setOpen({ kind: 'delete-board' }) }]
      : []),
  ];

  const columnsContent = (drawn: Lists, dragged: { taskId: number; way: 'pointer' | 'keyboard' } | null) => (
    <>
      {columns.map((column) => (
        <BoardColumn
          key={column.id}
          boardId={boardId}
          column={column}
          tasks={drawn.get(column.id) ?? []}
          of={onlyMine ? counts.get(column.id) : undefined}
          members={board.members}
          me={me}
          sample={sample}
          dragged={dragged && drawn.get(column.id)?.some((t) => t.id === dragged.taskId) ? dragged : null}
          {...columnActions}
        />
      ))}

      <section
        ref={addColumnCard}
        aria-label="Add New Column"
        className={`${COLUMN_WIDTH} shrink-0 rounded-card border-2 border-dashed border-line p-3`}
      >
        {addingColumn ? (
          <InlineTitleForm
            label="Title of the new column"
            placeholder="Enter a column title..."
            submitLabel="Add Column"
            maxLength={BOARD_LIMITS.columnTitle}
            // SPEC §5: adding a column needs a loaded project.
            onSubmit={(title) =>
              unlessSample(
                sample,
                () =>
                  addColumn.mutateAsync({ title, order: columns.length }).then((column) => {
                    // Revealed once the form has closed: its refocus would otherwise scroll the form back over it.
                    columnToReveal.current = column.id;
                  }),
                () => {
                  noProject();
                  return Promise.reject(new Error('No project selected'));
                },
              )
            }
            onClose={(refocus) => {
              if (refocus) focusAddColumnButton();
              setAddingColumn(false);
            }}
          />
        ) : (
          <Button ref={addColumnButtonRef} variant="ghost" className="w-full" onClick={() => setAddingColumn(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Add New Column
          </Button>
        )}
      </section>
    </>
  );

  return (
    <>
      <div className="flex items-start gap-1">
        <h2 ref={boardTitle} tabIndex={-1} className="min-w-0 flex-1 break-words py-2 text-xl font-extrabold focus:outline-none">
          {board.title}
        </h2>
        <Button variant="ghost" size="icon" aria-label="Switch board" onClick={() => setOpen({ kind: 'boards' })}>
          <ChevronsUpDown aria-hidden className="h-5 w-5" />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Add column" onClick={openAddColumn}>
          <Plus aria-hidden className="h-5 w-5" />
        </Button>
        <ItemMenu label="Board actions" items={boardActions} />
      </div>

      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
        {sample ? (
          <>
            <span id="team-members" className="text-sm font-semibold text-muted">
              Team Members
            </span>
            <ul aria-labelledby="team-members" className="flex items-center -space-x-2">
              {SAMPLE_MEMBERS.map((initial) => (
                <li key={initial}>
                  <InitialAvatar name={initial} color="#64748b" size="sm" className="ring-2 ring-surface" />
                  <span className="sr-only">{initial}</span>
                </li>
              ))}
              <li className="grid h-8 w-8 place-items-center rounded-full bg-surface-2 text-xs font-bold text-muted ring-2 ring-surface">
                +2
              </li>
            </ul>
          </>
        ) : (
          <TeamMembers members={board.members} onOpen={() => setOpen({ kind: 'members' })} />
        )}
        {!sample && me !== undefined && (
          <Button
            variant={mine ? 'secondary' : 'outline'}
            size="sm"
            className="ml-auto"
            aria-pressed={mine}
            aria-label="Mine: only tasks assigned to me"
            onClick={() => onMine(!mine)}
          >
            <UserCheck aria-hidden className="h-4 w-4" /> Mine
          </Button>
        )}
      </div>

      {onlyMine && (
        <p role="status" className="sr-only">
          {assignedToMe === 0 ? 'No tasks are assigned to you.' : `Showing ${countOf(assignedToMe, 'task')} assigned to you.`}
        </p>
      )}
      {onlyMine && assignedToMe === 0 && (
        <EmptyState className="mt-3">
          <p>Nothing on this board is assigned to you yet.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => onMine(false)}>
            Show all tasks
          </Button>
        </EmptyState>
      )}

      {sample && <SampleNotice className="mt-3" />}

      <div
        ref={columnsArea}
        data-scrolls-sideways=""
        className="relative -mx-4 mt-4 flex items-start gap-3 overflow-x-auto px-4 pb-4 rail:-mx-8 rail:px-8"
      >
        <BoardDrag
          columns={columns}
          lists={lists}
          area={columnsArea}
          reducedMotion={reducedMotion}
          // Samples are not dragged (their cards and columns are off), and never written to.
          onDrop={(task, to) =>
            unlessSample(
              sample,
              () => move(task, to.columnId, to.index),
              () => undefined,
            )
          }
          overlay={(task) => (
            <CardOverlay
              task={task}
              members={board.members}
              done={columns.find((c) => c.id === task.columnId)?.done ?? false}
              sample={sample}
            />
          )}
        >
          {columnsContent}
        </BoardDrag>
      </div>

      {open && !isSharing(open) && (
        <BoardDialogs
          open={open}
          boardId={boardId}
          columns={columns}
          members={board.members}
          tasksOf={shownTasks}
          onMove={(task, columnId, index) => move(task, columnId, index, true)}
          // The column and its menu go: focus moves to the board's title, not lost with them.
          onDeleteColumn={(column) => removeColumn.mutate(column.id, { onSuccess: () => boardTitle.current?.focus() })}
          onClose={() => setOpen(null)}
        />
      )}
      {sharing}
    </>
  );
}

/** SPEC's Team Members row: the members' initials in their colours ("+N" past the room), opening the Members dialog. */
function TeamMembers({ members, onOpen }: { members: Project['members']; onOpen(): void }) {
  const shown = members.length > AVATARS_SHOWN ? members.slice(0, AVATARS_SHOWN - 1) : members;
  const more = members.length - shown.length;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="-mx-2 flex min-h-11 items-center gap-3 rounded-control px-2 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <span className="text-sm font-semibold text-muted">Team Members</span>
      <span aria-hidden className="flex items-center -space-x-2">
        {shown.map((member) => (
          <InitialAvatar
            key={member.userId}
            name={member.displayName}
            color={member.avatarColor}
            size="sm"
            className="ring-2 ring-surface"
          />
        ))}
        {more > 0 && (
          <span className="grid h-8 w-8 place-items-center rounded-full bg-surface-2 text-xs font-bold text-muted ring-2 ring-surface">
            +{more}
          </span>
        )}
      </span>
      <span className="sr-only">
        {members.map((m) => m.displayName).join(', ')}
        {` (${countOf(members.length, 'member')})`}
      </span>
    </button>
  );
}
