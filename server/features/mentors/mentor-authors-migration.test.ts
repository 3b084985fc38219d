// Migration 0020 on a database that already holds threads, on both engines: each line gets the account
// that wrote it and the tenure it belongs to, so that the next account linked to a mentor starts with
// no threads and a teen's block holds.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { createTestDatabase } from '../../test/app';
import { migratedUpTo } from '../../test/migrations';

const MINE = '0020-mentor-authors';

describe('migration 0020: mentor threads belong to a person', () => {
  it('records who wrote each line and the tenure of every thread, from the accounts linked at the time', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const migration = await migratedUpTo(database, MINE);

      // The tables as they were: no author, no tenure.
      const db = database.db as never as Kysely<Record<string, Record<string, unknown>>>;
      const at = '2026-10-01T10:00:00.000Z';
      const user = async (username: string, role = 'member') =>
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
              role,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const mentor = async (slug: string, userId: number | null) =>
        (
          await db
            .insertInto('mentors')
            .values({
              slug,
              name: slug,
              title: 't',
              bio: 'b',
              image_url: 'i',
              tags: '[]',
              availability: 'a',
              accepting: 1,
              position: 0,
              user_id: userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const teen = await user('teen');
      const maya = await user('maya_account', 'mentor');
      const linked = await mentor('linked', maya);
      const orphaned = await mentor('orphaned', null); // its account was unlinked before this migration
      const waiting = await mentor('waiting', null); // never had an account
      const line = async (mentorId: number, fromMentor: number, body: string) =>
        db
          .insertInto('mentor_messages')
          .values({ mentor_id: mentorId, user_id: teen, from_mentor: fromMentor, body, created_at: at })
          .execute();
      for (const m of [linked, orphaned, waiting]) {
        await db
          .insertInto('mentor_links')
          .values({ user_id: teen, mentor_id: m, status: 'matched', created_at: at, updated_at: at, matched_at: at })
          .execute();
      }
      await line(linked, 0, 'Hi Maya');
      await line(linked, 1, 'Hi!');
      await line(orphaned, 0, 'Hi');
      await line(orphaned, 1, 'Hello from an account nobody recorded');
      await line(waiting, 0, 'Hope you join soon');

      await migration.rest();

      const typed = database.db as Kysely<DB>;
      const tenures = await typed.selectFrom('mentor_tenures').selectAll().orderBy('mentor_id').execute();
      expect(tenures).toEqual([
        expect.objectContaining({ mentor_id: linked, user_id: maya, username: 'maya_account', linked_at: at, unlinked_at: null }),
        expect.objectContaining({ mentor_id: orphaned, user_id: null, username: null, linked_at: at, unlinked_at: expect.any(String) }),
      ]);
      const [current, former] = tenures.map((x) => x.id);
      const lines = await typed
        .selectFrom('mentor_messages')
        .select(['mentor_id', 'body', 'author_id', 'tenure_id'])
        .orderBy('id')
        .execute();
      expect(lines).toEqual([
        { mentor_id: linked, body: 'Hi Maya', author_id: teen, tenure_id: current },
        { mentor_id: linked, body: 'Hi!', author_id: maya, tenure_id: current },
        { mentor_id: orphaned, body: 'Hi', author_id: teen, tenure_id: former },
        { mentor_id: orphaned, body: 'Hello from an account nobody recorded', author_id: null, tenure_id: former },
        // Its first account reads it when it joins, as the teen was told.
        { mentor_id: waiting, body: 'Hope you join soon', author_id: teen, tenure_id: null },
      ]);
      const links = await typed.selectFrom('mentor_links').select(['mentor_id', 'tenure_id']).orderBy('mentor_id').execute();
      expect(links).toEqual([
        { mentor_id: linked, tenure_id: current },
        { mentor_id: orphaned, tenure_id: former },
        { mentor_id: waiting, tenure_id: null },
      ]);
    } finally {
      await drop();
    }
  });
});
