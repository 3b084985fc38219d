// The progress engine through the real routes (issue 15): each action counts once per thing, repeats
// and races included; daily caps; level and progress stored on the user; achievements and skills;
// the bell's notifications, its unread count and "due tomorrow" in the user's own calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Column, Task } from '../../contract/board';
import type { CurrentUser } from '../../contract/auth';
import type { Notification, Progress } from '../../contract/progress';
import { ACHIEVEMENTS, PROGRESS_EVENTS, SKILLS, levelOf } from '../../contract/progress-rules';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, signUp } from '../test/app';
import { fillGoalReached } from './migrations/0039-goal-reached';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const progressOf = async (me: SignedIn) => (await json(me, { url: '/api/progress' })) as Progress;
const currentOf = async (me: SignedIn) => (await json(me, { url: '/api/users/current' })) as CurrentUser;
const notificationsOf = async (me: SignedIn, day?: string) =>
  (await json(me, { url: `/api/notifications${day ? `?day=${day}` : ''}` })) as Notification[];
const unreadOf = async (me: SignedIn, day?: string) =>
  ((await json(me, { url: `/api/notifications/unread${day ? `?day=${day}` : ''}` })) as { unread: number }).unread;
const firstVideoId = async (me: SignedIn) => ((await json(me, { url: '/api/videos' })) as { id: number }[])[0]!.id;
const watch = (me: SignedIn, id: number) => me.request({ method: 'POST', url: `/api/videos/${id}/watched` });
const columnsOf = async (me: SignedIn) => (await json(me, { url: '/api/projects/1/columns' })) as Column[];

describe('a new account', () => {
  it('starts at Level 1 with zeros everywhere and nothing on the bell', async () => {
    const me = await signUp(t.app);
    const p = await progressOf(me);
    expect(p).toMatchObject({
      level: 1,
      progress: 0,
      points: 0,
      stats: { videosWatched: 0, mentorsMatched: 0, tasksCompleted: 0, skillsMastered: 0 },
    });
    expect(p.skills.map((s) => [s.name, s.level, s.progress])).toEqual([
      ['Public Speaking', 1, 0],
      ['Teamwork', 1, 0],
      ['Critical Thinking', 1, 0],
      ['Budgeting', 1, 0],
      ['Time Management', 1, 0],
    ]);
    expect(p.achievements.length).toBeGreaterThanOrEqual(8);
    expect(p.achievements.every((a) => !a.completed && a.progress === 0 && a.date === null)).toBe(true);
    expect(await currentOf(me)).toMatchObject({ level: 1, progress: 0 });
    expect(await notificationsOf(me)).toEqual([]);
    expect(await unreadOf(me)).toBe(0);
  });
});

describe('a video watched', () => {
  it('answers 204, counts once however often it is sent, at once too, and moves the stored level', async () => {
    const me = await signUp(t.app);
    const id = await firstVideoId(me);
    const answers = await Promise.all([watch(me, id), watch(me, id), watch(me, id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204]);
    expect((await watch(me, id)).statusCode).toBe(204);
    const p = await progressOf(me);
    const points = PROGRESS_EVENTS['video-watched'].points;
    expect(p.stats.videosWatched).toBe(1);
    expect(p.points).toBe(points);
    expect(await currentOf(me)).toMatchObject(levelOf(points));
    expect(p.skills.find((s) => s.name === 'Public Speaking')!.progress).toBeGreaterThan(0);
    expect(p.achievements.find((a) => a.title === 'Video Buff')).toMatchObject({ completed: false, progress: 1 });
  });

  it('answers 404 for a video that does not exist, and 400 for a made-up id', async () => {
    const me = await signUp(t.app);
    expect((await watch(me, 999_999)).statusCode).toBe(404);
    expect((await me.request({ method: 'POST', url: '/api/videos/abc/watched' })).statusCode).toBe(400);
    expect((await progressOf(me)).points).toBe(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/videos/1/watched' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/progress' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('a task moved into Completed', () => {
  it('counts once per task: out and back in again changes nothing, and points never go down', async () => {
    const me = await signUp(t.app);
    const [todo, , done] = await columnsOf(me);
    const task = (await json(
      me,
      { method: 'POST', url: `/api/columns/${todo!.id}/tasks`, payload: { title: 'Finish it', columnId: todo!.id, order: 0 } },
      201,
    )) as Task;
    const moveTo = (columnId: number) => json(me, { method: 'POST', url: `/api/tasks/${task.id}/move`, payload: { columnId, order: 0 } });
    await moveTo(done!.id);
    const after = await progressOf(me);
    expect(after.stats.tasksCompleted).toBe(1);
    await moveTo(todo!.id);
    await moveTo(done!.id);
    expect(await progressOf(me)).toMatchObject({ points: after.points, stats: { tasksCompleted: 1 } });
    // Deleting the task takes nothing back.
    expect((await me.request({ method: 'DELETE', url: `/api/tasks/${task.id}` })).statusCode).toBe(204);
    expect((await progressOf(me)).points).toBe(after.points);
  });
});

describe('each action once, however often and however fast it is repeated', () => {
  it('a milestone and a goal completed, a savings goal reached', async () => {
    const me = await signUp(t.app);
    const twice = async (options: Parameters<SignedIn['request']>[0]) => {
      const answers = await Promise.all([me.request(options), me.request(options), me.request(options)]);
      expect(
        answers.map((a) => a.statusCode).every((code) => code < 300),
        answers[0]!.body,
      ).toBe(true);
      expect((await me.request(options)).statusCode).toBeLessThan(300);
    };
    const goal = (await json(
      me,
      { method: 'POST', url: '/api/goals', payload: { title: 'Save for a bike', category: 'financial', priority: 'high' } },
      201,
    )) as { id: number };
    const milestone = (await json(
      me,
      { method: 'POST', url: `/api/goals/${goal.id}/milestones`, payload: { title: 'Open an account' } },
      201,
    )) as { id: number };
    await twice({ method: 'POST', url: `/api/milestones/${milestone.id}/complete` });
    await twice({ method: 'POST', url: `/api/goals/${goal.id}/complete` });

    const saving = (await json(
      me,
      {
        method: 'POST',
        url: '/api/finances/goals',
        payload: { name: 'Bike', targetAmount: '10.00', deadline: '2031-01-01', category: 'purchase' },
      },
      201,
    )) as { id: number };
    await twice({ method: 'POST', url: `/api/finances/goals/${saving.id}/update-progress`, payload: { amount: '10.00' } });

    const p = await progressOf(me);
    const count = (title: string) => p.achievements.find((a) => a.title === title)!.progress;
    expect([count('Milestone Maker'), count('Goal Getter'), count('Smart Saver')]).toEqual([1, 1, 1]);
    expect(p.points).toBe(
      PROGRESS_EVENTS['milestone-completed'].points +
        PROGRESS_EVENTS['goal-completed'].points +
        PROGRESS_EVENTS['savings-goal-reached'].points,
    );
  });
});

describe('mentors are not a game (issue 31)', () => {
  it('a match earns no points, trains no skill, makes no achievement and says nothing on the bell; the stat counts it once', async () => {
    const me = await signUp(t.app);
    const mentors = (await json(me, { url: '/api/mentors' })) as { id: number; acceptingMentees: boolean }[];
    const open = mentors.filter((m) => m.acceptingMentees);
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const m of open) {
      const answers = await Promise.all([1, 2, 3].map(() => me.request({ method: 'POST', url: `/api/mentors/${m.id}/like` })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers[0]!.json()).toMatchObject({ matched: true });
    }
    const p = await progressOf(me);
    expect(p.stats.mentorsMatched).toBe(open.length);
    expect(p.points).toBe(0);
    expect(p.skills.every((s) => s.level === 1 && s.progress === 0)).toBe(true);
    expect(p.achievements.every((a) => a.progress === 0)).toBe(true);
    expect(await currentOf(me)).toMatchObject({ level: 1, progress: 0 });
    expect(await notificationsOf(me)).toEqual([]);
  });

  it('no achievement is about mentors, and Mentor Magnet is gone', () => {
    expect(ACHIEVEMENTS.map((a) => a.title)).not.toContain('Mentor Magnet');
    expect(ACHIEVEMENTS.some((a) => (a.counts as string) === 'mentor-matched' || /mentor/i.test(`${a.title} ${a.description}`))).toBe(
      false,
    );
    expect(SKILLS.some((s) => (s.trainedBy as readonly string[]).includes('mentor-matched'))).toBe(false);
    expect(PROGRESS_EVENTS['mentor-matched'].points).toBe(0);
  });

  it('an account that earned points from matches before keeps them; the old badge is no longer listed', async () => {
    const me = await signUp(t.app);
    // As the engine counted a match before issue 31: 20 points, with the user's total, on the event.
    await t.database.db
      .insertInto('progress_events')
      .values({
        user_id: me.user.id,
        name: 'mentor-matched',
        subject: '1',
        day: '2025-01-01',
        points: 20,
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    // With its totals, as migration 0036 counted them.
    await t.database.db
      .insertInto('progress_totals')
      .values({ user_id: me.user.id, name: 'mentor-matched', actions: 1, points: 20 })
      .execute();
    await t.database.db
      .updateTable('users')
      .set({ points: 20, ...levelOf(20) })
      .where('id', '=', me.user.id)
      .execute();
    const p = await progressOf(me);
    expect(p.points).toBe(20);
    expect(p.stats.mentorsMatched).toBe(1);
    expect(p.achievements.map((a) => a.title)).not.toContain('Mentor Magnet');
    expect(p.skills.find((s) => s.name === 'Teamwork')).toMatchObject({ level: 1, progress: 0 });
  });
});

describe('repeatable actions', () => {
  it('count every entry, but only the first of the day earn points, up to the cap', async () => {
    const me = await signUp(t.app);
    const cap = PROGRESS_EVENTS['mood-tracked'].dailyCap;
    await Promise.all(
      Array.from({ length: cap + 3 }, () => json(me, { method: 'POST', url: '/api/mindgym/moods', payload: { mood: 'good' } }, 201)),
    );
    const p = await progressOf(me);
    expect(p.points).toBe(cap * PROGRESS_EVENTS['mood-tracked'].points);
    expect(p.achievements.find((a) => a.title === 'Mood Mapper')!.progress).toBe(cap + 3);
  });
});

describe('levels, achievements and the bell', () => {
  it('a level reached goes on the bell; opening it marks everything read', async () => {
    const me = await signUp(t.app);
    // A goal completed (50) and four videos (40): 90, Level 1; a fifth video makes 100, Level 2.
    const goal = (await json(
      me,
      { method: 'POST', url: '/api/goals', payload: { title: 'Read more', category: 'education', priority: 'low' } },
      201,
    )) as { id: number };
    await json(me, { method: 'POST', url: `/api/goals/${goal.id}/complete` });
    const videos = (await json(me, { url: '/api/videos' })) as { id: number }[];
    for (const v of videos.slice(0, 4)) await watch(me, v.id);
    expect((await progressOf(me)).level).toBe(1);
    expect(await notificationsOf(me)).toEqual([]);
    await watch(me, videos[4]!.id);
    const p = await progressOf(me);
    expect(p.level).toBe(2);
    expect(await currentOf(me)).toMatchObject({ level: 2, progress: p.progress });
    const bell = await notificationsOf(me);
    expect(bell.map((n) => n.kind)).toContain('level-up');
    expect(bell[0]!.read).toBe(false);
    expect(await unreadOf(me)).toBe(bell.length);
    expect(await json(me, { method: 'POST', url: '/api/notifications/read' })).toEqual({ unread: 0, levelUp: null });
    expect(await unreadOf(me)).toBe(0);
    expect((await notificationsOf(me)).every((n) => n.read)).toBe(true);
  });

  it('ten of an action complete its achievement, with the real date, and say so once', async () => {
    const me = await signUp(t.app);
    const videos = (await json(me, { url: '/api/videos' })) as { id: number }[];
    expect(videos.length).toBeGreaterThanOrEqual(8);
    // Videos alone cannot make ten here, so ten journal entries (each counts, capped points).
    for (let i = 0; i < 10; i++)
      await json(
        me,
        { method: 'POST', url: '/api/mindgym/journal', payload: { title: `Day ${i}`, content: 'Wrote it down.', mood: 'good' } },
        201,
      );
    const done = (await progressOf(me)).achievements.find((a) => a.title === 'Deep Thinker')!;
    expect(done).toMatchObject({ completed: true, progress: 10 });
    // The tenth entry's time, kept with the totals (migration 0039).
    const tenth = await t.database.db
      .selectFrom('progress_events')
      .select('created_at')
      .where('user_id', '=', me.user.id)
      .where('name', '=', 'journal-entry')
      .orderBy('id')
      .offset(9)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(done.date).toBe(tenth.created_at);
    expect(Date.parse(done.date!)).toBeGreaterThan(Date.now() - 60_000);
    await json(
      me,
      { method: 'POST', url: '/api/mindgym/journal', payload: { title: 'One more', content: 'Still here.', mood: 'good' } },
      201,
    );
    expect((await notificationsOf(me)).filter((n) => n.kind === 'achievement')).toHaveLength(1);
    expect((await progressOf(me)).achievements.find((a) => a.title === 'Deep Thinker')).toEqual(done);
    // Totals kept from before migration 0039 get the same time from their events.
    await t.database.db.updateTable('progress_totals').set({ goal_reached_at: null }).where('user_id', '=', me.user.id).execute();
    expect((await progressOf(me)).achievements.find((a) => a.title === 'Deep Thinker')).toMatchObject({ completed: false });
    await fillGoalReached(t.database.db);
    expect((await progressOf(me)).achievements.find((a) => a.title === 'Deep Thinker')).toEqual(done);
  });

  it("says a milestone is due tomorrow in the user's own calendar, once", async () => {
    const me = await signUp(t.app);
    const goal = (await json(
      me,
      { method: 'POST', url: '/api/goals', payload: { title: 'Run a 5K', category: 'health', priority: 'medium' } },
      201,
    )) as { id: number };
    await json(
      me,
      { method: 'POST', url: `/api/goals/${goal.id}/milestones`, payload: { title: 'First long run', dueDate: '2031-03-02' } },
      201,
    );
    expect(await unreadOf(me, '2031-02-28')).toBe(0);
    expect(await unreadOf(me, '2031-03-01')).toBe(1);
    expect(await unreadOf(me, '2031-03-01')).toBe(1);
    const [due] = await notificationsOf(me, '2031-03-01');
    expect(due).toMatchObject({ kind: 'milestone-due', title: 'Due tomorrow: First long run' });
    expect((await me.request({ url: '/api/notifications/unread?day=nonsense' })).statusCode).toBe(400);
  });

  it("another user's actions never show on my progress or my bell", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await watch(other, await firstVideoId(other));
    expect((await progressOf(me)).points).toBe(0);
    expect(await notificationsOf(me)).toEqual([]);
  });
});

describe('the demo account', () => {
  it('has its level, stats and achievements from real seeded actions', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(response.statusCode).toBe(201);
    const user = response.json() as CurrentUser;
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const p = (await t.app.inject({ url: '/api/progress', headers: { cookie } })).json() as Progress;
    expect(p.points).toBeGreaterThan(0);
    expect(levelOf(p.points)).toEqual({ level: user.level, progress: user.progress });
    expect(p.stats.videosWatched).toBeGreaterThan(0);
    expect(p.stats.tasksCompleted).toBeGreaterThan(0);
    expect(p.stats.mentorsMatched).toBeGreaterThan(0);
  });
});

describe('the modules', () => {
  it('each action that counts is emitted by exactly one module', async () => {
    const { MODULES } = await import('../features');
    const { PROGRESS_EVENT_NAMES } = await import('../../contract/progress-rules');
    const emitted = MODULES.flatMap((m) => m.progressEvents ?? []);
    expect([...emitted].sort()).toEqual([...PROGRESS_EVENT_NAMES].sort());
  });
});
