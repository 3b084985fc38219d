// The progress engine (issue 15, decision 0013). A module records a real action with recordProgress,
// inside the transaction of the write it belongs to: the action counts once per thing, earns its points
// (none past the day's cap for the repeatable ones), and the user's stored total, level and progress
// move with it, so that reading them is one row. A level reached and an achievement completed go to
// the bell. Points never go down: undoing an action (a task moved out of Completed) takes nothing back.
import type { Kysely } from 'kysely';
import type { AchievementProgress, Notification, Progress } from '../../contract/progress';
import type { PageQuery } from '../../contract/paging';
import {
  ACHIEVEMENT_GOAL,
  ACHIEVEMENTS,
  MASTERED_FROM_LEVEL,
  type NotificationKind,
  PROGRESS_EVENTS,
  type ProgressEventName,
  SKILLS,
  levelOf,
  skillPointsForLevel,
} from '../../contract/progress-rules';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { type Page, decodeCursor, pageOf } from '../http/paging';

type Db = Kysely<DB>;

const now = () => new Date().toISOString();

/**
 * Counts a real action of `userId` on `subject` (the thing it was for). Safe to repeat, at once too:
 * a repeat changes nothing. `at` is when it happened (ISO-8601; a demo's past days), now by default.
 * Answers whether it counted now.
 */
export async function recordProgress(db: Db, userId: number, name: ProgressEventName, subject: string | number, at = now()): Promise<boolean> {
  const spec: { points: number; dailyCap?: number } = PROGRESS_EVENTS[name];
  return inTransaction(db, async (trx) => {
    // The user's row first: their progress changes one action at a time (a daily cap holds under races).
    const before = await trx.updateTable('users').set((eb) => ({ points: eb.ref('points') })).where('id', '=', userId).returning(['points', 'level']).executeTakeFirst();
    if (!before) return false;
    const day = at.slice(0, 10);
    let points = spec.points;
    if (spec.dailyCap !== undefined) {
      const today = await trx
        .selectFrom('progress_events')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .where('day', '=', day)
        .where('points', '>', 0)
        .executeTakeFirstOrThrow();
      if (Number(today.n) >= spec.dailyCap) points = 0;
    }
    const inserted = await trx
      .insertInto('progress_events')
      .values({ user_id: userId, name, subject: String(subject), day, points, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'name', 'subject']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;

    if (points > 0) {
      const total = before.points + points;
      const { level, progress } = levelOf(total);
      await trx.updateTable('users').set({ points: total, level, progress }).where('id', '=', userId).execute();
      if (level > before.level) await notify(trx, userId, 'level-up', `You reached Level ${level}`, 'Real actions got you here. Keep going at your own pace.');
    }
    const achievement = ACHIEVEMENTS.find((a) => a.counts === name);
    if (achievement) {
      const done = await trx
        .selectFrom('progress_events')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      if (Number(done.n) === ACHIEVEMENT_GOAL) await notify(trx, userId, 'achievement', `Achievement: ${achievement.title}`, achievement.description, `achievement:${achievement.id}`);
    }
    return true;
  });
}

/**
 * Puts a notification on the user's bell; with `onceKey`, only the first time. With `caseId` (a
 * moderation notice), the case its author may ask another look at.
 */
export async function notify(
  db: Db,
  userId: number,
  kind: NotificationKind,
  title: string,
  body: string,
  onceKey: string | null = null,
  caseId: number | null = null,
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ user_id: userId, kind, title, body, once_key: onceKey, created_at: now(), case_id: caseId })
    .onConflict((oc) => oc.columns(['user_id', 'once_key']).doNothing())
    .execute();
}

/** Level, stats, skills and achievements: one pass over the user's actions, grouped by name. */
export async function progressOf(db: Db, userId: number): Promise<Progress> {
  const user = await db.selectFrom('users').select(['points', 'level', 'progress']).where('id', '=', userId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('progress_events')
    .select((eb) => ['name', eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number>('points').as('points')])
    .where('user_id', '=', userId)
    .groupBy('name')
    .execute();
  const count = (name: ProgressEventName) => Number(rows.find((r) => r.name === name)?.n ?? 0);
  const earned = (name: ProgressEventName) => Number(rows.find((r) => r.name === name)?.points ?? 0);

  const skills = SKILLS.map((s) => ({
    id: s.id,
    name: s.name,
    category: s.category,
    ...levelOf(
      (s.trainedBy as readonly ProgressEventName[]).reduce((sum, name) => sum + earned(name), 0),
      skillPointsForLevel,
    ),
  }));

  // When each completed achievement was completed: the time of its tenth action.
  const achievements: AchievementProgress[] = [];
  for (const a of ACHIEVEMENTS) {
    const n = count(a.counts);
    let date: string | null = null;
    if (n >= ACHIEVEMENT_GOAL) {
      const tenth = await db
        .selectFrom('progress_events')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('name', '=', a.counts)
        .orderBy('id')
        .limit(1)
        .offset(ACHIEVEMENT_GOAL - 1)
        .executeTakeFirst();
      date = tenth?.created_at ?? null;
    }
    achievements.push({ id: a.id, title: a.title, description: a.description, completed: date !== null, date, progress: Math.min(n, ACHIEVEMENT_GOAL) });
  }

  return {
    level: user.level,
    progress: user.progress,
    points: user.points,
    stats: {
      videosWatched: count('video-watched'),
      mentorsMatched: count('mentor-matched'),
      tasksCompleted: count('task-completed'),
      skillsMastered: skills.filter((s) => s.level >= MASTERED_FROM_LEVEL).length,
    },
    skills,
    achievements,
  };
}

const toNotification = (r: { id: number; kind: string; title: string; body: string; created_at: string; read_at: string | null; case_id: number | null }): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  createdAt: r.created_at,
  read: r.read_at !== null,
  caseId: r.case_id,
});

/** Newest first. */
export async function listNotifications(db: Db, userId: number, { limit, cursor }: PageQuery): Promise<Page<Notification>> {
  const after = decodeCursor(cursor, ['number']);
  let query = db.selectFrom('notifications').select(['id', 'kind', 'title', 'body', 'created_at', 'read_at', 'case_id']).where('user_id', '=', userId);
  if (after) query = query.where('id', '<', after[0]);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  return pageOf(rows, limit, (r) => [r.id], toNotification);
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db.updateTable('notifications').set({ read_at: now() }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
}

export async function exportUserData(db: Db, userId: number) {
  const progress = await progressOf(db, userId);
  const events = await db.selectFrom('progress_events').select(['name', 'subject', 'points', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
  const notifications = await db.selectFrom('notifications').select(['id', 'kind', 'title', 'body', 'created_at', 'read_at', 'case_id']).where('user_id', '=', userId).orderBy('id').execute();
  return {
    progress,
    progressEvents: events.map((e) => ({ name: e.name, subject: e.subject, points: e.points, createdAt: e.created_at })),
    notifications: notifications.map(toNotification),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('progress_events').where('user_id', '=', userId).execute();
}
