// Titles: every version of a board's name and of a column's title keeps its writer (issue 52), and each
// viewer reads the newest one the moderators let them.
import { sql } from 'kysely';
import { BOARD_WORDS } from '../../../contract/board-rules';
import { HttpProblem } from '../../http/problems';
import type { Db } from '../../module';
import { blockedByViewer, now, viewerOnBoardOf } from './rows';

/** A title as one viewer reads it: the words, the version (what Report names) and its writer. */
export interface ShownTitle {
  title: string;
  titleId: number | null;
  titleBy: number | null;
}

/**
 * A version nobody holds against: no case, or one a moderator decided to keep up. A version reported
 * and waiting, hidden, or held for care is not one: it is not what Hide falls back to.
 */
const cleanTitle = sql`not exists (select 1 from moderation_cases unclean
  where unclean.subject = 'board-title' and unclean.item_id = t.id and not (coalesce(unclean.decision, '') = 'restore' and unclean.hidden = 0))`;

/**
 * The titles shown to the viewer, of boards (their names) or of the boards' columns, by board or column
 * id. The newest version, unless the moderators hide it (reported enough, hidden, held for care): then,
 * for everyone but its writer, the last version nobody reported (or none: the caller's neutral title).
 */
export async function titlesShown(db: Db, viewerId: number, boardIds: readonly number[], of: 'boards' | 'columns') {
  const shown = new Map<number, ShownTitle>();
  if (boardIds.length === 0) return shown;
  const sameTitle = of === 'boards' ? sql`newest.column_id is null` : sql`newest.column_id = t.column_id`;
  const { rows } = await sql<{
    id: number;
    project_id: number;
    column_id: number | null;
    title: string;
    written_by: number | null;
    writer_blocked: number | boolean;
  }>`select id, project_id, column_id, title, written_by, writer_blocked from (
      select t.id, t.project_id, t.column_id, t.title, t.written_by,
        ${blockedByViewer(viewerId, 't.written_by')} as writer_blocked,
        row_number() over (partition by t.project_id, t.column_id order by t.id desc) as place
      from board_titles t
      where t.project_id in (${sql.join(boardIds)})
        and t.column_id is ${of === 'boards' ? sql`null` : sql`not null`}
        and ((t.id = (select max(newest.id) from board_titles newest where newest.project_id = t.project_id and ${sameTitle})
              and (t.written_by = ${viewerId} or not exists (select 1 from moderation_cases hidden_title
                where hidden_title.subject = 'board-title' and hidden_title.item_id = t.id and hidden_title.hidden = 1)))
          or ${cleanTitle})
    ) shown_titles where place = 1`.execute(db);
  for (const r of rows) {
    shown.set(of === 'boards' ? r.project_id : r.column_id!, {
      title: r.title,
      titleId: r.id,
      titleBy: r.writer_blocked ? null : r.written_by,
    });
  }
  return shown;
}

export const untitled = (of: 'boards' | 'columns'): ShownTitle => ({
  title: of === 'boards' ? BOARD_WORDS.untitledBoard : BOARD_WORDS.untitledColumn,
  titleId: null,
  titleBy: null,
});

/** A board's name as the viewer reads it. */
export async function boardTitleShown(db: Db, viewerId: number, boardId: number): Promise<ShownTitle> {
  return (await titlesShown(db, viewerId, [boardId], 'boards')).get(boardId) ?? untitled('boards');
}

/** A board's columns' titles as the viewer reads them (a column without one shown: BOARD_WORDS.untitledColumn). */
export async function columnTitlesShown(db: Db, viewerId: number, boardIds: readonly number[]) {
  const shown = await titlesShown(db, viewerId, boardIds, 'columns');
  return (columnId: number) => shown.get(columnId) ?? untitled('columns');
}

/**
 * A member writes a board's name (`columnId` null) or a column's title: a new version by them, unless it
 * says what the title says now (the writer stays who they were). The words a moderator hid from this
 * title are not taken again. Answers the new version's id, or null when nothing changed.
 */
export async function writeTitle(trx: Db, userId: number, boardId: number, columnId: number | null, title: string): Promise<number | null> {
  let versions = trx.selectFrom('board_titles as t').where('t.project_id', '=', boardId);
  versions = columnId === null ? versions.where('t.column_id', 'is', null) : versions.where('t.column_id', '=', columnId);
  const hidden = await versions
    .select('t.id')
    .where('t.title', '=', title)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('moderation_cases as c')
          .select('c.id')
          .where('c.subject', '=', 'board-title')
          .whereRef('c.item_id', '=', 't.id')
          .where('c.decision', '=', 'hide'),
      ),
    )
    .executeTakeFirst();
  if (hidden) {
    const field = columnId === null ? 'board name' : 'column title';
    throw new HttpProblem(400, 'Some fields need another look.', { title: `Our moderators took that ${field} down. Choose another.` });
  }
  const newest = await versions.select('t.title').orderBy('t.id', 'desc').limit(1).executeTakeFirst();
  if (newest?.title === title) return null;
  const { id } = await trx
    .insertInto('board_titles')
    .values({ project_id: boardId, column_id: columnId, title, written_by: userId, written_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (columnId === null) await trx.updateTable('board_projects').set({ title }).where('id', '=', boardId).execute();
  else await trx.updateTable('board_columns').set({ title }).where('id', '=', columnId).execute();
  return id;
}

/**
 * A reported version of a board's name or a column's title (by its writer, while their account lasts),
 * where the viewer is on its board and may read it (not one the moderators hold from them); any, for a
 * moderator (null).
 */
export async function findReportedTitle(db: Db, id: number, viewerId: number | null) {
  let query = db.selectFrom('board_titles as t').select(['t.written_by', 't.title']).where('t.id', '=', id);
  if (viewerId !== null) {
    query = query
      .where(viewerOnBoardOf(viewerId, 't'))
      .where((eb) =>
        eb.or([
          eb('t.written_by', '=', viewerId),
          eb.not(
            eb.exists(
              eb
                .selectFrom('moderation_cases as c')
                .select('c.id')
                .where('c.subject', '=', 'board-title')
                .whereRef('c.item_id', '=', 't.id')
                .where('c.hidden', '=', 1),
            ),
          ),
        ]),
      );
  }
  const title = await query.executeTakeFirst();
  return title && title.written_by !== null ? { authorId: title.written_by, text: title.title } : undefined;
}
