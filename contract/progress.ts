// Progress and notifications (issue 15): what Home, Profile and Skill Quest show, and the bell.
import { z } from 'zod';
import { calendarDate } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { NOTIFICATION_KINDS } from './progress-rules';

export const SkillProgress = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  level: z.number().int(),
  /** '% Mastered': toward the skill's next level. */
  progress: z.number().int().min(0).max(100),
});
export type SkillProgress = z.infer<typeof SkillProgress>;

export const AchievementProgress = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  /** When it was completed (ISO-8601), or null while in progress. */
  date: z.string().nullable(),
  /** Out of 10 (SPEC §9), 10 once completed. */
  progress: z.number().int().min(0).max(10),
});
export type AchievementProgress = z.infer<typeof AchievementProgress>;

export const Progress = z.object({
  level: z.number().int(),
  progress: z.number().int().min(0).max(100),
  points: z.number().int(),
  stats: z.object({
    videosWatched: z.number().int(),
    mentorsMatched: z.number().int(),
    tasksCompleted: z.number().int(),
    skillsMastered: z.number().int(),
  }),
  skills: z.array(SkillProgress),
  achievements: z.array(AchievementProgress),
});
export type Progress = z.infer<typeof Progress>;

export const Notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** A moderation notice about something I wrote: the case I may ask another look at (null otherwise). */
  caseId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/**
 * The bell's dot, and the level-up moment (issue 32, decision 0026): `levelUp` is a level reached that
 * this account has not been shown yet (the highest, when several came at once), null otherwise.
 */
export const UnreadAnswer = z.object({ unread: z.number().int(), levelUp: z.number().int().nullable() });
export type UnreadAnswer = z.infer<typeof UnreadAnswer>;

/** One level of the history: when it was reached (ISO-8601; level 1: when the account was made, or its first action if older), or null where no record says. */
export const LevelReached = z.object({ level: z.number().int(), reachedAt: z.string().nullable() });
export type LevelReached = z.infer<typeof LevelReached>;

/** The Rewards screen's levels: where the user stands, and each level reached, newest first (at most 100). */
export const Levels = z.object({
  level: z.number().int(),
  progress: z.number().int().min(0).max(100),
  points: z.number().int(),
  /** The points total at which the next level starts. */
  nextLevelAt: z.number().int(),
  history: z.array(LevelReached),
});
export type Levels = z.infer<typeof Levels>;

/** The level-up moment was shown for this level: it is never shown again, here or on another device. */
export const LevelSeenBody = z.strictObject({
  level: z
    .number({ error: 'Send the level that was shown, as a whole number.' })
    .int('Send the level that was shown, as a whole number.')
    .min(1, 'Levels start at 1.')
    .max(10_000, 'No level is that high.'),
});
export type LevelSeenBody = z.infer<typeof LevelSeenBody>;

/** The user's today (YYYY-MM-DD, their own calendar): what is due tomorrow is said from it. */
export const NotificationsQuery = PageQuery.extend({ day: calendarDate('Send the day, as YYYY-MM-DD.').optional() });
export const UnreadQuery = z.object({ day: calendarDate('Send the day, as YYYY-MM-DD.').optional() });

export const progressApi = {
  /** Level, stats, skills and achievements, all from real actions. */
  progress: endpoint({ method: 'GET', path: '/api/progress', response: Progress }),
  /** Newest first. */
  notifications: endpoint({
    method: 'GET',
    path: '/api/notifications',
    query: NotificationsQuery,
    paged: true,
    response: z.array(Notification),
  }),
  /** The red dot: how many are unread. */
  unread: endpoint({ method: 'GET', path: '/api/notifications/unread', query: UnreadQuery, response: UnreadAnswer }),
  /** Opening the panel marks every notification read. */
  markRead: endpoint({ method: 'POST', path: '/api/notifications/read', response: UnreadAnswer }),
  /** Rewards: the level, and each level reached and when (issue 32). */
  levels: endpoint({ method: 'GET', path: '/api/progress/levels', response: Levels }),
  /** The level-up moment for `level` was shown: the dot's answer after it (levelUp null). */
  levelSeen: endpoint({ method: 'POST', path: '/api/progress/level-seen', body: LevelSeenBody, response: UnreadAnswer }),
};
