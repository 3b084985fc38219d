import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import { idColumn } from '../../../db/migrations/columns';

// Issue 52: a board's name and a column's title keep who wrote each version, as a task keeps its writer.
// Every version is a row; a report is about one version (subject `board-title`, its item id the row's),
// so that a case names the member who wrote the words, not the board's owner. The title as it is now
// becomes each board's and column's first version, by the board's owner (the only writer Rise knew of).
// Cases about a board from before (subject `board`) stay as they are: evidence is never rewritten.
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('board_titles')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('board_projects.id').onDelete('cascade'))
    // Null for the board's own name.
    .addColumn('column_id', 'integer', (c) => c.references('board_columns.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    // The words stay with the group when their writer leaves or deletes their account.
    .addColumn('written_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('written_at', 'text', (c) => c.notNull())
    .execute();

  await sql`insert into board_titles (project_id, column_id, title, written_by, written_at)
    select b.id, null, b.title, b.owner_id, b.created_at from board_projects b order by b.id`.execute(db);
  await sql`insert into board_titles (project_id, column_id, title, written_by, written_at)
    select c.project_id, c.id, c.title, b.owner_id, c.created_at
    from board_columns c join board_projects b on b.id = c.project_id order by c.id`.execute(db);

  // The newest version of one title, and a board's titles at once (its name and every column's).
  await db.schema.createIndex('board_titles_project').on('board_titles').columns(['project_id', 'column_id', 'id']).execute();
  await db.schema.createIndex('board_titles_column').on('board_titles').columns(['column_id', 'id']).execute();
  await db.schema.createIndex('board_titles_written_by').on('board_titles').column('written_by').execute();
}
