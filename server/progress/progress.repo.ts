// The progress engine (issue 15, decision 0013). A module records a real action with recordProgress,
// inside the transaction of the write it belongs to: the action counts once per thing, earns its points
// (none past the day's cap for the repeatable ones), and the user's stored total, level and progress
// move with it, so that reading them is one row. A level reached and an achievement completed go to
// the bell. Points never go down: undoing an action (a task moved out of Completed) takes nothing back.
import type { Kysely } from 'kysely';
import type { AchievementProgress, LevelReached, Levels, Notification, Progress } from '../../contract/progress';
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
  pointsForLevel,
  skillPointsForLevel,
} from '../../contract/progress-rules';
import type { DB } from '../db/schema';
import { lockRows } from '../db/lock';
import { inTransaction } from '../db/transaction';
import { keyset } from '../db/keyset';
import type { Page } from '../http/paging';
import { raise } from '../events/raise';

type Db = Kysely<DB>;

const now = () => new Date().toISOString();

/**
 * Counts a real action of `userId` on `subject` (the thing it was for). Safe to repeat, at once too:
 * a repeat changes nothing. `at` is when it happened (ISO-8601; a demo's past days), now by default.
 * Answers whether it counted now.
 */
export async function recordProgress(
  db: Db,
  userId: number,
  name: ProgressEventName,
  subject: string | number,
  at = now(),
): Promise<boolean> {
  const spec: { points: number; dailyCap?: number } = PROGRESS_EVENTS[name];
  return inTransaction(db, async (trx) => {
    // The user's row first: their progress changes one action at a time (a daily cap holds under races).
    const before = await lockRows(trx, 'users', 'points').where('id', '=', userId).returning(['points', 'level']).executeTakeFirst();
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
    const totals = await trx
      .insertInto('progress_totals')
      .values({ user_id: userId, name, actions: 1, points })
      .onConflict((oc) =>
        oc.columns(['user_id', 'name']).doUpdateSet((eb) => ({
          actions: eb('progress_totals.actions', '+', 1),
          points: eb('progress_totals.points', '+', points),
        })),
      )
      .returning('actions')
      .executeTakeFirstOrThrow();
    if (Number(totals.actions) === ACHIEVEMENT_GOAL)
      await trx
        .updateTable('progress_totals')
        .set({ goal_reached_at: at })
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .execute();

    if (points > 0) {
      raise(userId, { type: 'progress' });
      const total = before.points + points;
      const { level, progress } = levelOf(total);
      await trx.updateTable('users').set({ points: total, level, progress }).where('id', '=', userId).execute();
      if (level > before.level)
        await notify(trx, userId, 'level-up', `You reached Level ${level}`, 'Real actions got you here. Keep going at your own pace.');
    }
    const achievement = ACHIEVEMENTS.find((a) => a.counts === name);
    if (achievement) {
      if (Number(totals.actions) === ACHIEVEMENT_GOAL)
        await notify(
          trx,
          userId,
          'achievement',
          `Achievement: ${achievement.title}`,
          achievement.description,
          `achievement:${achievement.id}`,
        );
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
  raise(userId, { type: 'notifications' });
}

/** Level, stats, skills and achievements: the user's totals per kind of action (kept by recordProgress). */
export async function progressOf(db: Db, userId: number): Promise<Progress> {
  const user = await db.selectFrom('users').select(['points', 'level', 'progress']).where('id', '=', userId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('progress_totals')
    .select(['name', 'actions', 'points', 'goal_reached_at'])
    .where('user_id', '=', userId)
    .execute();
  const count = (name: ProgressEventName) => Number(rows.find((r) => r.name === name)?.actions ?? 0);
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

  // When each completed achievement was completed: the time of its tenth action, kept with the totals.
  const tenths = new Map(rows.map((r) => [r.name, r.goal_reached_at]));
  const achievements: AchievementProgress[] = ACHIEVEMENTS.map((a) => {
    const date = tenths.get(a.counts) ?? null;
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      completed: date !== null,
      date,
      progress: Math.min(count(a.counts), ACHIEVEMENT_GOAL),
    };
  });

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

/** At most this many levels in the history (newest first): level 100 asks for 495,000 points. */
export const LEVEL_HISTORY_LIMIT = 100;

/**
 * The level history (issue 32, decision 0026), read from what is stored: level 1 when the account was
 * made, then each level at the action whose points crossed its start. Points never go down and every
 * point is an event's, so adding the events up in the order they happened retells the stored total.
 */
export async function levelsOf(db: Db, userId: number): Promise<Levels> {
  const user = await db
    .selectFrom('users')
    .select(['points', 'level', 'progress', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('progress_events')
    .select(['points', 'created_at'])
    .where('user_id', '=', userId)
    .where('points', '>', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // Level 1 from the start: the account's making, or its first action if that is older (a demo's seeded past).
  const first = events[0]?.created_at;
  const reached: LevelReached[] = [{ level: 1, reachedAt: first !== undefined && first < user.created_at ? first : user.created_at }];
  let total = 0;
  let next = 2;
  for (const e of events) {
    total += e.points;
    while (next <= user.level && total >= pointsForLevel(next)) reached.push({ level: next++, reachedAt: e.created_at });
  }
  // A level the stored total holds that no recorded action explains (none is known): kept, without a date.
  while (next <= user.level) reached.push({ level: next++, reachedAt: null });
  return {
    level: user.level,
    progress: user.progress,
    points: user.points,
    nextLevelAt: pointsForLevel(user.level + 1),
    history: reached.reverse().slice(0, LEVEL_HISTORY_LIMIT),
  };
}

/**
 * The level reached that the level-up moment has not shown yet, or null. The first time it is asked
 * (a new account, a new demo) the level then is taken as seen: what came before is history, not news.
 */
export async function unseenLevel(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select(['level', 'level_seen']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (row.level_seen === null) {
    await db.updateTable('users').set({ level_seen: row.level }).where('id', '=', userId).where('level_seen', 'is', null).execute();
    return null;
  }
  return row.level > row.level_seen ? row.level : null;
}

/**
 * The moment for `level` was shown: it and every level below it are never shown again. Answers false
 * (and changes nothing) for a level not reached yet; a repeat, or an older level, changes nothing.
 */
export async function markLevelSeen(db: Db, userId: number, level: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('users').select(['level']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (level > row.level) return false;
    await trx
      .updateTable('users')
      .set({ level_seen: level })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('level_seen', 'is', null), eb('level_seen', '<', level)]))
      .execute();
    return true;
  });
}

const toNotification = (r: {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  created_at: string;
  read_at: string | null;
  case_id: number | null;
}): Notification => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  createdAt: r.created_at,
  read: r.read_at !== null,
  caseId: r.case_id,
});

/**
 * Newest first, on the (user_id, id) index read backwards. The user is written as a range of one and
 * ordered by too: with `user_id = ?` PostgreSQL, guessing that the user's notifications are spread
 * evenly among everyone's, walked every notification newer than theirs by the primary key instead
 * (50,000 at 100x for a teen whose last ones were older: issue 53).
 */
export async function listNotifications(db: Db, userId: number, page: PageQuery): Promise<Page<Notification>> {
  const query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'created_at', 'read_at', 'case_id'])
    .where('user_id', '>=', userId)
    .where('user_id', '<=', userId)
    .orderBy('user_id', 'desc');
  return keyset(query, [{ by: 'id', desc: true, type: 'number', of: (r) => r.id }], page).page(toNotification);
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
  const events = await db
    .selectFrom('progress_events')
    .select(['name', 'subject', 'points', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'created_at', 'read_at', 'case_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const levels = await levelsOf(db, userId);
  const seen = await db.selectFrom('users').select('level_seen').where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    progress,
    levelHistory: levels.history,
    /** The highest level the level-up moment has shown (decision 0026). */
    levelSeen: seen.level_seen,
    progressEvents: events.map((e) => ({ name: e.name, subject: e.subject, points: e.points, createdAt: e.created_at })),
    notifications: notifications.map(toNotification),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('progress_events').where('user_id', '=', userId).execute();
  await trx.deleteFrom('progress_totals').where('user_id', '=', userId).execute();
}
