// The whole board in one read (GET /api/projects/:id/board): the project, its columns left to right and
// each column's tasks top to bottom, as the per-column reads show them (tasks.repo.ts: the moderators'
// hidden tasks left out but for their writer, no writer named to someone who blocked them; titles as
// titles.repo.ts shows them). One transaction, so the columns and tasks are of the same moment.
import type { Board, ColumnWithTasks } from '../../../contract/board';
import { BOARD_LIMITS, PROJECT_ID } from '../../../contract/board-rules';
import type { Db } from '../../module';
import { accessToBoard } from './access';
import { toProject } from './board.repo';
import { ensureProject } from './new-board.repo';
import { toTask } from './rows';
import { tasksSeenBy, toColumn } from './tasks.repo';
import { columnTitlesShown } from './titles.repo';

/**
 * The board the user knows by `ref` (1: their own first board, made on first use), or undefined when
 * they are not on it. PostgreSQL reads it in one repeatable-read snapshot; SQLite's transaction is one
 * snapshot already.
 */
export async function readBoard(db: Db, userId: number, ref: number): Promise<Board | undefined> {
  // Made (a write) before the read, so the read transaction only reads.
  if (ref === PROJECT_ID) await ensureProject(db, userId);
  const read = async (trx: Db): Promise<Board | undefined> => {
    const access = await accessToBoard(trx, userId, ref);
    if (!access) return undefined;
    const boardId = access.board.id;
    const project = await toProject(trx, userId, access);
    const columnRows = await trx
      .selectFrom('board_columns')
      .selectAll()
      .where('project_id', '=', boardId)
      .orderBy('position')
      .orderBy('id')
      .limit(BOARD_LIMITS.columns)
      .execute();
    const taskRows = await tasksSeenBy(trx, userId)
      .where('t.project_id', '=', boardId)
      .orderBy('t.column_id')
      .orderBy('t.position')
      .orderBy('t.id')
      .execute();
    const titleOf = await columnTitlesShown(trx, userId, [boardId]);
    const columns = columnRows.map((row): ColumnWithTasks => ({ ...toColumn(row, access.viewId, titleOf(row.id)), tasks: [] }));
    const byId = new Map(columns.map((c) => [c.id, c]));
    for (const row of taskRows) {
      const column = byId.get(row.column_id);
      if (column && column.tasks.length < BOARD_LIMITS.tasksPerColumn) column.tasks.push(toTask(row));
    }
    return { project, columns };
  };
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}
