// Migration 0031 on a database that already holds boards, on both engines: every board's name and
// column's title becomes its first version, by the board's owner, so that each board reads as before;
// a case about a whole board from before (subject `board`) stays readable and decidable as evidence.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { createModerator, createTestApp, createTestDatabase, jsonAs as json } from '../../test/app';
import { migratedUpTo } from '../../test/migrations';
import type { ModerationCase } from '../../../contract/safety';
import { projectOf, team } from './sharing.fixtures';

describe('migration 0031: title writers', () => {
  it('makes each board’s name and column’s title a first version by the owner', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const migration = await migratedUpTo(database, '0031-title-writers');
      const db = database.db as Kysely<DB>;
      const at = '2026-10-01T10:00:00.000Z';
      const ana = await db
        .insertInto('users')
        .values({ username: 'ana', username_key: 'ana', display_name: 'Ana', password_hash: 'x', avatar_color: '#123456', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const board = await db
        .insertInto('board_projects')
        .values({ owner_id: ana.id, title: 'Science fair', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const columns = [];
      for (const [position, title] of ['Ideas', 'Done'].entries()) {
        columns.push(
          await db
            .insertInto('board_columns')
            .values({ project_id: board.id, title, position, done: position, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
      }

      await migration.rest();

      const versions = await db.selectFrom('board_titles').selectAll().orderBy('id').execute();
      expect(versions.map((v) => [v.project_id, v.column_id, v.title, v.written_by, v.written_at])).toEqual([
        [board.id, null, 'Science fair', ana.id, at],
        [board.id, columns[0]!.id, 'Ideas', ana.id, at],
        [board.id, columns[1]!.id, 'Done', ana.id, at],
      ]);
      // A board that goes takes its titles with it.
      await db.deleteFrom('board_columns').execute();
      await db.deleteFrom('board_projects').execute();
      expect(await db.selectFrom('board_titles').selectAll().execute()).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('keeps a case about a whole board from before readable and decidable', async () => {
    const t = await createTestApp();
    try {
      const { owner, member, board } = await team(t.app, 1, 'Old board');
      const db = t.database.db;
      const { id: caseId } = await db
        .insertInto('moderation_cases')
        .values({
          subject: 'board',
          // The board's own id (not the owner's first board: never 1).
          item_id: board.id,
          author_id: owner.user.id,
          author_username: owner.user.username,
          author_display_name: owner.user.displayName,
          author_role: 'member',
          first_reported_at: new Date().toISOString(),
          held_for: null,
          decision: null,
          decided_by: null,
          decided_at: null,
          restore_requested_by: null,
          restore_requested_at: null,
          item_deleted_at: null,
          appealed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('case_versions').values({ case_id: caseId, text: 'Old board', at: new Date().toISOString() }).execute();
      const moderator = await createModerator(t);
      const open = (await json(moderator, { url: '/api/moderation/reports?status=open' })) as ModerationCase[];
      expect(open.find((c) => c.id === caseId)).toMatchObject({ subject: 'board', text: 'Old board', authorId: owner.user.id });
      await json(moderator, { method: 'POST', url: `/api/moderation/reports/${caseId}`, payload: { action: 'hide' } });
      // It hides nothing of the board now: its titles' own cases do that.
      expect(await projectOf(member, board.id)).toMatchObject({ title: 'Old board' });
    } finally {
      await t.close();
    }
  });
});
