// Migration 0029 on a database that already holds boards, on both engines: every board keeps its
// columns and tasks (their ids too), gets its owner as its first member, and no board is left with, or
// later given, the id 1 (which means "my first board" to everyone).
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { createTestDatabase } from '../../test/app';
import { migratedUpTo } from '../../test/migrations';

describe('migration 0029: shared boards', () => {
  it('keeps every board, column and task, with its owner as a member, and never an id of 1', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const migration = await migratedUpTo(database, '0029-shared-boards');
      const db = database.db as never as Kysely<Record<string, Record<string, unknown>>>;
      const at = '2026-10-01T10:00:00.000Z';
      const user = async (username: string) =>
        (
          await db
            .insertInto('users')
            .values({
              username,
              username_key: username,
              display_name: username,
              password_hash: 'x',
              avatar_color: '#123456',
              created_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const ana = await user('ana');
      const ben = await user('ben');
      const boards: Record<number, number> = {};
      const columns: number[] = [];
      const tasks: number[] = [];
      for (const owner of [ana, ben]) {
        boards[owner] = (
          await db
            .insertInto('board_projects')
            .values({ user_id: owner, title: `Board of ${owner}`, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
        for (const [position, title] of ['To Do', 'Completed'].entries()) {
          const column = (
            await db
              .insertInto('board_columns')
              .values({ project_id: boards[owner], user_id: owner, title, position, done: title === 'Completed' ? 1 : 0, created_at: at })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id as number;
          columns.push(column);
          const task = await db
            .insertInto('board_tasks')
            // An assignee whose account is gone (there was no foreign key) becomes nobody.
            .values({
              column_id: column,
              user_id: owner,
              title: `${title} of ${owner}`,
              position: 0,
              created_at: at,
              assigned_to: position === 0 ? owner : 99_999,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          tasks.push(task.id as number);
        }
      }
      expect(boards[ana]).toBe(1);

      await migration.rest();

      const typed = database.db as Kysely<DB>;
      const after = await typed.selectFrom('board_projects').selectAll().orderBy('id').execute();
      expect(after.map((b) => [b.owner_id, b.title])).toEqual([
        [ana, `Board of ${ana}`],
        [ben, `Board of ${ben}`],
      ]);
      expect(after.every((b) => b.id !== 1)).toBe(true);
      expect(await typed.selectFrom('board_members').select(['project_id', 'user_id']).orderBy('user_id').execute()).toEqual(
        after.map((b) => ({ project_id: b.id, user_id: b.owner_id })),
      );
      expect((await typed.selectFrom('board_columns').select('id').orderBy('id').execute()).map((c) => c.id)).toEqual(columns);
      const movedTasks = await typed.selectFrom('board_tasks').selectAll().orderBy('id').execute();
      expect(movedTasks.map((x) => x.id)).toEqual(tasks);
      expect(movedTasks.map((x) => [x.created_by, x.assigned_to])).toEqual([
        [ana, ana],
        [ana, null],
        [ben, ben],
        [ben, null],
      ]);
      const anaBoard = after[0]!.id;
      expect(movedTasks.filter((x) => x.created_by === ana).every((x) => x.project_id === anaBoard)).toBe(true);

      // New boards follow; none is ever 1, on an empty table too.
      const next = await typed
        .insertInto('board_projects')
        .values({ owner_id: ana, title: 'Next', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(after.at(-1)!.id);
      await typed.deleteFrom('board_projects').execute();
      const again = await typed
        .insertInto('board_projects')
        .values({ owner_id: ana, title: 'Again', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(again.id).not.toBe(1);
    } finally {
      await drop();
    }
  });

  it('gives a fresh database no board 1 either', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const migration = await migratedUpTo(database, '0029-shared-boards');
      await migration.rest();
      const db = database.db as Kysely<DB>;
      const ana = await db
        .insertInto('users')
        .values({
          username: 'ana',
          username_key: 'ana',
          display_name: 'Ana',
          password_hash: 'x',
          avatar_color: '#123456',
          created_at: '2026-10-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const first = await db
        .insertInto('board_projects')
        .values({ owner_id: ana.id, title: 'First', created_at: '2026-10-01' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(first.id).toBe(2);
    } finally {
      await drop();
    }
  });
});
