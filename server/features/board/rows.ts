// The board's rows, and what one viewer reads of them: a task as the contract shows it, names across a
// block, the tasks the moderators hide. Shared by the board's repos.
import { type Selectable, sql } from 'kysely';
import type { Task } from '../../../contract/board';
import type { BoardColumnsTable, BoardProjectsTable, BoardTasksTable } from '../../db/schema';
import type { Db } from '../../module';

export type BoardRow = Selectable<BoardProjectsTable>;
export type ColumnRow = Selectable<BoardColumnsTable>;
export type TaskRow = Selectable<BoardTasksTable>;

export const now = () => new Date().toISOString();

/** A task row with whether the viewer blocked its writer (then no writer is named). */
type ShownTaskRow = TaskRow & { writer_blocked?: number | boolean | null };

export const toTask = (r: ShownTaskRow): Task => ({
  id: r.id,
  title: r.title,
  columnId: r.column_id,
  order: r.position,
  description: r.description,
  tag: r.tag,
  tagColor: r.tag_color,
  dueDate: r.due_date,
  assignedTo: r.assigned_to,
  createdBy: r.writer_blocked ? null : r.created_by,
});

/** What a task says, as a moderation case keeps it. */
export const taskText = (t: { title: string; description: string | null; tag?: string | null }) =>
  [t.title, t.description, t.tag && `Tag: ${t.tag}`].filter(Boolean).join('\n\n');

/** A task as a starter or sample card is written. */
export interface NewTask {
  title: string;
  description?: string | null;
  tag?: string | null;
  tagColor?: string | null;
  dueDate?: string | null;
  assignedTo?: number | null;
}

/**
 * Whether the viewer blocked the account in `userColumn`: then its name is not shown to them. Only that
 * way: someone who was blocked sees the one who blocked them as everyone does, since nothing on a shared
 * board may tell them of the block (issue 52).
 */
export const blockedByViewer = (viewerId: number, userColumn: string) =>
  sql<number | boolean>`exists (select 1 from blocks bw where bw.blocker_id = ${viewerId} and bw.blocked_id = ${sql.ref(userColumn)})`;

/** Whether the viewer blocked that account (the same rule as blockedByViewer, for one row). */
export async function viewerBlocked(db: Db, viewerId: number, userId: number | null): Promise<boolean> {
  if (userId === null || userId === viewerId) return false;
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocker_id', '=', viewerId)
    .where('blocked_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A task the viewer may see: their own, or one the moderators have not hidden (reported, held for care). */
export const taskShownTo = (viewerId: number, alias: string) =>
  sql<boolean>`(${sql.ref(`${alias}.created_by`)} = ${viewerId} or not exists (select 1 from moderation_cases hidden_task
    where hidden_task.subject = 'board-task' and hidden_task.item_id = ${sql.ref(`${alias}.id`)} and hidden_task.hidden = 1))`;

/** Whether the viewer is on the board of the row `alias` (its project_id): a reported item is read only there. */
export const viewerOnBoardOf = (viewerId: number, alias: string) =>
  sql<boolean>`exists (select 1 from board_members m where m.project_id = ${sql.ref(`${alias}.project_id`)} and m.user_id = ${viewerId})`;
