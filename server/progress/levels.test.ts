// Rewards' levels (issue 32, decision 0026) through the real routes: the level history read from the
// stored actions, and the level-up moment said once per account (a reload or a new device never
// replays it). Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract/auth';
import type { Levels, UnreadAnswer } from '../../contract/progress';
import { pointsForLevel } from '../../contract/progress-rules';
import { migrateToLatest } from '../db/migrate';
import { MODULES } from '../features/index';
import { migrationsOf } from '../module';
import { type SignedIn, type TestApp, createTestApp, createTestDatabase, jsonAs as json, signIn, signUp } from '../test/app';
import { recordProgress, unseenLevel } from './progress.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const levelsOf = async (me: SignedIn) => (await json(me, { url: '/api/progress/levels' })) as Levels;
const dotOf = async (me: SignedIn) => (await json(me, { url: '/api/notifications/unread' })) as UnreadAnswer;
const ack = (me: SignedIn, payload: unknown) => me.request({ method: 'POST', url: '/api/progress/level-seen', payload: payload as object });
const watch = (me: SignedIn, id: number) => me.request({ method: 'POST', url: `/api/videos/${id}/watched` });

/** A goal completed (50) and five videos (50): Level 2 through the real routes. Answers when the last video was sent. */
async function reachLevel2(me: SignedIn): Promise<string> {
  const goal = (await json(
    me,
    { method: 'POST', url: '/api/goals', payload: { title: 'Read more', category: 'education', priority: 'low' } },
    201,
  )) as { id: number };
  await json(me, { method: 'POST', url: `/api/goals/${goal.id}/complete` });
  const videos = (await json(me, { url: '/api/videos' })) as { id: number }[];
  for (const v of videos.slice(0, 4)) expect((await watch(me, v.id)).statusCode).toBe(204);
  expect((await levelsOf(me)).level).toBe(1);
  const before = new Date().toISOString();
  expect((await watch(me, videos[4]!.id)).statusCode).toBe(204);
  return before;
}

describe('the level history', () => {
  it('a new account has Level 1, reached when it was made', async () => {
    const me = await signUp(t.app);
    const levels = await levelsOf(me);
    expect(levels).toMatchObject({ level: 1, progress: 0, points: 0, nextLevelAt: pointsForLevel(2) });
    expect(levels.history).toHaveLength(1);
    expect(levels.history[0]!.level).toBe(1);
    expect(Date.parse(levels.history[0]!.reachedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a level crossed by real actions is dated by the action that crossed it', async () => {
    const me = await signUp(t.app);
    const before = await reachLevel2(me);
    const levels = await levelsOf(me);
    expect(levels).toMatchObject({ level: 2, points: 100, nextLevelAt: pointsForLevel(3) });
    expect(levels.history.map((h) => h.level)).toEqual([2, 1]);
    expect(levels.history[0]!.reachedAt! >= before).toBe(true);
    expect(levels.history[0]!.reachedAt! >= levels.history[1]!.reachedAt!).toBe(true);
  });

  it('several levels, each on the day its start was crossed, newest first', async () => {
    const me = await signUp(t.app);
    // A life goal a day (50 points, one a day earns): 100 on day 2 (Level 2), 300 on day 6 (Level 3).
    for (let day = 1; day <= 7; day++)
      await recordProgress(t.database.db, me.user.id, 'goal-completed', `past-${day}`, `2026-03-0${day}T10:00:00.000Z`);
    const levels = await levelsOf(me);
    expect(levels).toMatchObject({ level: 3, points: 350 });
    expect(levels.history.slice(0, 2)).toEqual([
      { level: 3, reachedAt: '2026-03-06T10:00:00.000Z' },
      { level: 2, reachedAt: '2026-03-02T10:00:00.000Z' },
    ]);
    expect(levels.history[2]!.level).toBe(1);
    expect(levels.history).toHaveLength(3);
  });

  it("never shows another user's levels, and needs a session", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await recordProgress(t.database.db, other.user.id, 'goal-completed', 'a', '2026-03-01T10:00:00.000Z');
    await recordProgress(t.database.db, other.user.id, 'goal-completed', 'b', '2026-03-02T10:00:00.000Z');
    expect((await levelsOf(other)).level).toBe(2);
    expect((await levelsOf(me)).history.map((h) => h.level)).toEqual([1]);
    expect((await t.app.inject({ url: '/api/progress/levels' })).statusCode).toBe(401);
  });
});

describe('the level-up moment', () => {
  it('is offered once for a level reached, and never again after it was shown: not on reload, not on a new device', async () => {
    const me = await signUp(t.app, { password: 'a long enough password 1' });
    expect(await dotOf(me)).toEqual({ unread: 0, levelUp: null });
    await reachLevel2(me);
    expect((await dotOf(me)).levelUp).toBe(2);
    // Read again (a reload) before it was shown: still offered.
    expect((await dotOf(me)).levelUp).toBe(2);
    const shown = await ack(me, { level: 2 });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ levelUp: null });
    expect((await dotOf(me)).levelUp).toBeNull();
    // A repeat of the acknowledgement answers as the first did.
    expect((await ack(me, { level: 2 })).json()).toMatchObject({ levelUp: null });
    const elsewhere = await signIn(t.app, me.user.username, 'a long enough password 1');
    expect((await dotOf(elsewhere)).levelUp).toBeNull();
    // Marking the bell read leaves the moment alone (it was shown already here).
    expect(await json(me, { method: 'POST', url: '/api/notifications/read' })).toEqual({ unread: 0, levelUp: null });
  });

  it('an older level acknowledged leaves the new one to be shown', async () => {
    const me = await signUp(t.app);
    await dotOf(me);
    await reachLevel2(me);
    expect((await ack(me, { level: 1 })).statusCode).toBe(200);
    expect((await dotOf(me)).levelUp).toBe(2);
    expect(await json(me, { method: 'POST', url: '/api/notifications/read' })).toEqual({ unread: 0, levelUp: 2 });
  });

  it('refuses a level not reached and bad bodies with a problem, changing nothing', async () => {
    const me = await signUp(t.app);
    await dotOf(me);
    await reachLevel2(me);
    const ahead = await ack(me, { level: 3 });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.headers['content-type']).toContain('application/problem+json');
    expect(ahead.json()).toMatchObject({ status: 409, errors: { level: expect.any(String) } });
    for (const body of [{}, { level: 'two' }, { level: 0 }, { level: 1.5 }, { level: 2, extra: true }]) {
      const answer = await ack(me, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
    expect((await dotOf(me)).levelUp).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/progress/level-seen', payload: { level: 1 } })).statusCode).toBe(401);
  });

  it('levels reached before the first read are history: a new demo account is not greeted with its seeded levels', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(response.statusCode).toBe(201);
    const user = response.json() as CurrentUser;
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const get = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json() as unknown;
    expect(((await get('/api/notifications/unread')) as UnreadAnswer).levelUp).toBeNull();
    const levels = (await get('/api/progress/levels')) as Levels;
    expect(levels.level).toBe(user.level);
    expect(levels.history.map((h) => h.level)).toEqual(Array.from({ length: user.level }, (_, i) => user.level - i));
    expect(levels.history.every((h) => h.reachedAt !== null)).toBe(true);
    // Newest first, Level 1 included: its start is no later than the seeded past's first action.
    for (let i = 1; i < levels.history.length; i++) expect(levels.history[i - 1]!.reachedAt! >= levels.history[i]!.reachedAt!).toBe(true);
  });
});

describe('migration 0027', () => {
  it('takes the level every existing account is at as seen: nothing old is replayed after the update', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      // The database as it was before: every migration that comes before this one.
      const all = migrationsOf(MODULES);
      await migrateToLatest(database, Object.fromEntries(Object.entries(all).filter(([name]) => name < '0027-level-history')));
      const db = database.db as never as Kysely<Record<string, Record<string, unknown>>>;
      const id = (
        await db
          .insertInto('users')
          .values({
            username: 'ana',
            username_key: 'ana',
            display_name: 'Ana',
            password_hash: 'x',
            avatar_color: '#123456',
            created_at: '2026-01-01T10:00:00.000Z',
            points: 350,
            level: 3,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
      await migrateToLatest(database, all);
      expect(await db.selectFrom('users').select('level_seen').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ level_seen: 3 });
      expect(await unseenLevel(database.db, id)).toBeNull();
    } finally {
      await drop();
    }
  });
});
