// Every module is one object the app iterates: its routes serve the contract's endpoints, and its
// export and delete hooks cover one user's data in every table that refers to users.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '../contract/auth';
import type { EndpointSpec } from '../contract/endpoint';
import { financeApi } from '../contract/finance';
import { boardApi } from '../contract/board';
import { goalsApi } from '../contract/goals';
import { mentorInboxApi, mentorModerationApi, mentorsApi } from '../contract/mentors';
import { mindGymApi } from '../contract/mind-gym';
import { pepTalksApi } from '../contract/pep-talks';
import { profileApi } from '../contract/profile';
import { moderationApi, safetyApi } from '../contract/safety';
import { shortsApi } from '../contract/shorts';
import { skillsApi } from '../contract/skills';
import { deleteUser } from './auth/users.repo';
import { MODULES } from './features/index';
import { accountHooksOf } from './module';
import { type TestApp, createTestApp, sessionCookie, signUp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTRACTS: Record<string, Record<string, EndpointSpec>> = {
  authApi,
  profileApi,
  financeApi,
  shortsApi,
  mindGymApi,
  goalsApi,
  boardApi,
  mentorsApi,
  mentorInboxApi,
  mentorModerationApi,
  pepTalksApi,
  safetyApi,
  moderationApi,
  skillsApi,
};

/** Tables with a user_id column, and how many rows of this user each holds. */
async function rowsOf(userId: number): Promise<Record<string, number>> {
  const tables = [
    'sessions',
    'finance_accounts',
    'finance_transactions',
    'finance_goals',
    'reactions',
    'comments',
    'mindgym_moods',
    'mindgym_affirmations',
    'mindgym_journal',
    'mindgym_activities',
    'goals',
    'goal_milestones',
    'goal_reflections',
    'board_members',
    'mentor_links',
    'mentor_messages',
    'pep_talks',
    'pep_talk_shares',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where user_id = ${userId}`.execute(
      t.database.db,
    );
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

describe('modules', () => {
  it('have unique names', () => {
    const names = MODULES.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('serve every endpoint the contract declares', () => {
    for (const [contract, endpoints] of Object.entries(CONTRACTS)) {
      for (const [name, e] of Object.entries(endpoints)) {
        expect(t.app.hasRoute({ method: e.method, url: e.path }), `${contract}.${name}: ${e.method} ${e.path}`).toBe(true);
      }
    }
  });

  it("export one user's data in the contract's shapes, and nobody else's", async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const cookie = sessionCookie(demo);
    const user = demo.json();
    const other = await signUp(t.app);
    const [video] = (await t.app.inject({ url: '/api/videos', headers: { cookie } })).json();
    await t.app.inject({ method: 'POST', url: `/api/videos/${video.id}/like`, headers: { cookie } });
    await t.app.inject({ method: 'POST', url: `/api/videos/${video.id}/comments`, headers: { cookie }, payload: { comment: 'Mine' } });
    await other.request({ method: 'POST', url: `/api/videos/${video.id}/comments`, payload: { comment: 'Not mine' } });

    const sections: Record<string, Record<string, unknown>> = {};
    for (const m of MODULES) if (m.exportUserData) sections[m.name] = await m.exportUserData(t.database.db, user.id);
    expect(sections.profile!.profile).toMatchObject({ username: user.username, displayName: user.displayName });
    expect(sections.profile!.profile).not.toHaveProperty('password_hash');
    const finance = sections.finance as { accounts: unknown[]; transactions: unknown[]; savingsGoals: unknown[] };
    expect(finance.accounts).toHaveLength(2);
    expect(finance.transactions).toHaveLength(8);
    expect(finance.savingsGoals).toHaveLength(2);
    const mindGym = sections['mind-gym'] as Record<string, unknown[]>;
    expect(mindGym.moods).toHaveLength(8);
    expect(mindGym.affirmations).toHaveLength(3);
    expect(mindGym.journal).toHaveLength(3);
    expect(mindGym.activities).toHaveLength(2);
    const goals = sections.goals as Record<string, unknown[]>;
    expect(goals.goals).toHaveLength(3);
    expect(goals.milestones).toHaveLength(4);
    expect(goals.reflections).toHaveLength(2);
    expect(mindGym.moods![0]).toEqual({
      id: expect.any(Number),
      mood: expect.any(String),
      note: expect.toBeOneOf([null, expect.any(String)]),
      createdAt: expect.any(String),
    });
    expect(sections.social).toEqual({
      likes: [{ subject: 'video', itemId: video.id, createdAt: expect.any(String) }],
      comments: [{ id: expect.any(Number), subject: 'video', itemId: video.id, text: 'Mine', createdAt: expect.any(String) }],
      reports: [],
      blocks: [],
      accountActions: [],
    });
  });

  it("delete one user's data everywhere in one transaction, leaving others' alone", async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const cookie = sessionCookie(demo);
    const user = demo.json();
    // A member with the demo's sample data: a demo's reports reach no one (issue 31), a member's do.
    await t.database.db.updateTable('users').set({ is_demo: 0 }).where('id', '=', user.id).execute();
    const other = await signUp(t.app);
    const [video] = (await t.app.inject({ url: '/api/videos', headers: { cookie } })).json();
    const mentor = (
      (await t.app.inject({ url: '/api/mentors', headers: { cookie } })).json() as { id: number; acceptingMentees: boolean }[]
    ).find((m) => m.acceptingMentees)!;
    for (const headers of [{ cookie }, { cookie: other.cookie }]) {
      await t.app.inject({ method: 'POST', url: `/api/videos/${video.id}/like`, headers });
      await t.app.inject({ method: 'POST', url: `/api/videos/${video.id}/comments`, headers, payload: { comment: 'Hello' } });
      await t.app.inject({ method: 'POST', url: `/api/mentors/${mentor.id}/like`, headers });
      await t.app.inject({ method: 'POST', url: `/api/mentors/${mentor.id}/messages`, headers, payload: { text: 'Hello' } });
      const pepTalk = (
        await t.app.inject({
          method: 'POST',
          url: '/api/peptalks',
          headers,
          payload: { title: 'Go', mediaType: 'text', mediaUrl: 'You can.', category: 'focus' },
        })
      ).json();
      await t.app.inject({ method: 'POST', url: `/api/peptalks/${pepTalk.id}/share`, headers });
    }
    // Safety rows name people in other columns: a report and a block each way.
    const theirs = (await other.request({ url: '/api/peptalks/user' })).json()[0];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: { cookie },
          payload: { subject: 'peptalk', id: theirs.id, reason: 'spam' },
        })
      ).statusCode,
    ).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/blocks', headers: { cookie }, payload: { userId: other.user.id } });
    const safetyRows = async (userId: number) =>
      Promise.all([
        t.database.db.selectFrom('case_reports').select('id').where('reporter_id', '=', userId).execute(),
        t.database.db
          .selectFrom('blocks')
          .select('blocker_id')
          .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
          .execute(),
        t.database.db.selectFrom('moderation_cases').select('id').where('author_id', '=', userId).execute(),
      ]).then((lists) => lists.map((l) => l.length));
    expect(await safetyRows(user.id)).toEqual([1, 1, 0]);
    expect(Object.values(await rowsOf(user.id)).every((n) => n > 0)).toBe(true);
    const otherBefore = await rowsOf(other.user.id);

    await deleteUser(t.database.db, user.id, accountHooksOf(MODULES));

    expect(Object.values(await rowsOf(user.id))).toEqual(Object.values(otherBefore).map(() => 0));
    expect(await safetyRows(user.id)).toEqual([0, 0, 0]);
    expect(await rowsOf(other.user.id)).toEqual(otherBefore);
    expect((await t.app.inject({ url: '/api/users/current', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a demo account leaves nothing behind when it signs out', async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    const cookie = sessionCookie(demo);
    const user = demo.json();
    const [video] = (await t.app.inject({ url: '/api/videos', headers: { cookie } })).json();
    await t.app.inject({ method: 'POST', url: `/api/videos/${video.id}/comments`, headers: { cookie }, payload: { comment: 'Bye' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } })).statusCode).toBe(200);
    expect(Object.values(await rowsOf(user.id)).every((n) => n === 0)).toBe(true);
  });
});
