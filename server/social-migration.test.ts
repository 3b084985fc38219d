// Leadership Shorts on the shared social layer: its likes and comments carried over by the migration,
// unchanged, on both engines; and its reportable comments.
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, takingTurns } from './db/migrate';
import * as accounts from './db/migrations/0001-accounts';
import { migrationsOf } from './module';
import { type TestApp, createTestApp, createTestDatabase, signUp } from './test/app';
import { MODULES } from './features/index';
import { shortsModule } from './features/shorts/index';

describe('migration 0005: Shorts onto the social layer', () => {
  it('carries every like and comment over with its ids, and new comments number after them', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const all = { '0001-accounts': accounts.up, ...migrationsOf(MODULES) };
      const provider = {
        async getMigrations() {
          const migrations: Record<string, Migration> = {};
          for (const [name, up] of Object.entries(all)) migrations[name] = { up: (db) => up(db, database.dialect) };
          return migrations;
        },
      };
      // The database as it was before the move: up to 0004, with the old tables in use.
      const before = await takingTurns(database, () =>
        new Migrator({
          db: database.db,
          provider,
          ...(database.schema ? { migrationTableSchema: database.schema } : {}),
        }).migrateTo('0004-social'),
      );
      expect(before.error).toBeUndefined();
      // The old tables are not in today's schema types.
      const db = database.db as never as Kysely<Record<string, Record<string, unknown>>>;
      const now = '2026-11-01T10:00:00.000Z';
      const users = [];
      for (const name of ['ana', 'ben']) {
        users.push(
          (
            await db
              .insertInto('users')
              .values({
                username: name,
                username_key: name,
                display_name: name,
                password_hash: 'x',
                avatar_color: '#123456',
                created_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id as number,
        );
      }
      const video = (
        await db
          .insertInto('videos')
          .values({
            slug: 's',
            position: 0,
            title: 't',
            description: 'd',
            video_url: 'v',
            poster_url: 'p',
            captions_url: 'c',
            author_id: 1,
            author_name: 'a',
            author_role: 'r',
            author_color: '#000000',
            tags: '[]',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
      await db
        .insertInto('video_likes')
        .values([
          { video_id: video, user_id: users[0], created_at: now },
          { video_id: video, user_id: users[1], created_at: now },
        ])
        .execute();
      await db
        .insertInto('video_comments')
        .values({ id: 41, video_id: video, user_id: users[1], comment: 'Kept as it was', likes: 3, created_at: now })
        .execute();

      await migrateToLatest(database, migrationsOf(MODULES));

      const reactions = await db.selectFrom('reactions').selectAll().orderBy('user_id').execute();
      expect(reactions).toEqual(users.map((u) => ({ subject: 'video', item_id: video, user_id: u, created_at: now })));
      const comments = await db.selectFrom('comments').selectAll().execute();
      expect(comments).toEqual([
        { id: 41, subject: 'video', item_id: video, user_id: users[1], body: 'Kept as it was', likes: 3, created_at: now, parent_id: null },
      ]);
      const next = await db
        .insertInto('comments')
        .values({ subject: 'video', item_id: video, user_id: users[0], body: 'New', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(41);
      // The old tables are gone.
      await expect(sql`select 1 from video_likes`.execute(database.db)).rejects.toThrow();
    } finally {
      await drop();
    }
  });
});

describe('the social layer through Leadership Shorts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds a reported video comment by id, with its author and text', async () => {
    const me = await signUp(t.app);
    const [video] = (await me.request({ url: '/api/videos' })).json();
    const posted = (
      await me.request({ method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: 'Report me' } })
    ).json();
    const find = shortsModule.reportables!['video-comment']!;
    expect(await find(t.database.db, posted.id, null)).toEqual({ authorId: me.user.id, text: 'Report me', itemId: video.id });
    expect(await find(t.database.db, posted.id, me.user.id)).toMatchObject({ authorId: me.user.id });
    expect(await find(t.database.db, 999_999, null)).toBeUndefined();
  });
});
