// Progress as plain values (issue 15; decision 0013): what each real action is worth, the level curve,
// the five SPEC skills and what trains them, and the achievements. The screens import these without
// zod; contract/progress.ts builds the schemas, and server/progress/ applies them.

/**
 * The actions that count, each emitted by the module that owns it (FeatureModule.progressEvents), and
 * each once per thing (the same video watched twice counts once; a task moved out of Completed and back
 * counts once). What a teen can make as many of as they like (tasks, moods, goals) earns points only
 * for the first `dailyCap` of a day, so nothing can be farmed; videos are finite already.
 *
 * A mentor matched earns nothing (issue 31, decision 0021): contact with adults is not a game. It is
 * still recorded, once per mentor, so that the Mentor Matches stat (SPEC §2) says how many there are;
 * it trains no skill and counts toward no achievement.
 */
export const PROGRESS_EVENTS = {
  'video-watched': { points: 10 },
  'mentor-matched': { points: 0 },
  'task-completed': { points: 10, dailyCap: 5 },
  'milestone-completed': { points: 15, dailyCap: 3 },
  'goal-completed': { points: 50, dailyCap: 1 },
  'savings-goal-reached': { points: 30, dailyCap: 1 },
  'breathing-session': { points: 5, dailyCap: 3 },
  /** A guided meditation or visualization of at least a minute (issue 32, decision 0024). */
  'mindful-session': { points: 5, dailyCap: 3 },
  'mood-tracked': { points: 5, dailyCap: 2 },
  'journal-entry': { points: 10, dailyCap: 2 },
  'reflection-written': { points: 5, dailyCap: 2 },
  'pep-talk-posted': { points: 10, dailyCap: 2 },
  // Skill Quest (issue 32, docs/decisions/0023-skill-quest.md): the day's challenge answered (once a
  // day by its nature), and a practice finished, one event per skill so each trains exactly one skill
  // and has its own daily cap.
  'challenge-answered': { points: 10, dailyCap: 1 },
  'practice-public-speaking': { points: 10, dailyCap: 2 },
  'practice-teamwork': { points: 10, dailyCap: 2 },
  'practice-critical-thinking': { points: 10, dailyCap: 2 },
  'practice-budgeting': { points: 10, dailyCap: 2 },
  'practice-time-management': { points: 10, dailyCap: 2 },
} as const satisfies Record<string, { points: number; dailyCap?: number }>;
export type ProgressEventName = keyof typeof PROGRESS_EVENTS;
export const PROGRESS_EVENT_NAMES = Object.keys(PROGRESS_EVENTS) as ProgressEventName[];

/** Points earned before a level: 0, 100, 300, 600, 1000... (each level asks 100 more than the last). */
export const pointsForLevel = (level: number) => 50 * level * (level - 1);

/** The level and the whole percent toward the next one (SPEC §3: 0 to 100) for a points total. */
export function levelOf(points: number, forLevel: (level: number) => number = pointsForLevel): { level: number; progress: number } {
  let level = 1;
  while (points >= forLevel(level + 1)) level++;
  const from = forLevel(level);
  const progress = Math.floor((100 * (points - from)) / (forLevel(level + 1) - from));
  return { level, progress: Math.min(100, Math.max(0, progress)) };
}

/** A skill's own, shorter curve: 0, 50, 150, 300... points from the actions that train it. */
export const skillPointsForLevel = (level: number) => 25 * level * (level - 1);

/** SPEC §3's five skills, and the actions that train each (an action may train two). */
/** The five skills' slugs, in SKILLS' order (id 1 to 5): how links and the API name a skill. */
export const SKILL_SLUGS = ['public-speaking', 'teamwork', 'critical-thinking', 'budgeting', 'time-management'] as const;

/** A skill's id in SKILLS (1 to 5). */
export const skillIdOf = (slug: (typeof SKILL_SLUGS)[number]) => SKILL_SLUGS.indexOf(slug) + 1;

export const SKILLS = [
  {
    id: 1,
    name: 'Public Speaking',
    category: 'Communication',
    trainedBy: ['video-watched', 'pep-talk-posted', 'practice-public-speaking'],
  },
  { id: 2, name: 'Teamwork', category: 'Leadership', trainedBy: ['task-completed', 'challenge-answered', 'practice-teamwork'] },
  {
    id: 3,
    name: 'Critical Thinking',
    category: 'Problem Solving',
    trainedBy: ['journal-entry', 'reflection-written', 'milestone-completed', 'practice-critical-thinking'],
  },
  { id: 4, name: 'Budgeting', category: 'Finance', trainedBy: ['savings-goal-reached', 'practice-budgeting'] },
  {
    id: 5,
    name: 'Time Management',
    category: 'Productivity',
    trainedBy: ['task-completed', 'milestone-completed', 'goal-completed', 'practice-time-management'],
  },
] as const satisfies readonly { id: number; name: string; category: string; trainedBy: readonly ProgressEventName[] }[];

/** A skill counts as mastered (Profile's 'Skills Mastered') from its level 2. */
export const MASTERED_FROM_LEVEL = 2;

/** SPEC §9: an achievement in progress shows n out of 10. */
export const ACHIEVEMENT_GOAL = 10;

/**
 * Each achievement: ACHIEVEMENT_GOAL of one action. None is about mentors (issue 31, decision 0021):
 * "Mentor Magnet" (id 3) is gone for everyone, and its id is never given to another achievement, so
 * an old bell notice can never be taken for a new one's.
 */
export const ACHIEVEMENTS = [
  { id: 1, title: 'Video Buff', description: 'Watch 10 Leadership Shorts', counts: 'video-watched' },
  { id: 2, title: 'Team Player', description: 'Finish 10 tasks on your Boost Board', counts: 'task-completed' },
  { id: 4, title: 'Calm Breather', description: 'Finish 10 breathing sessions', counts: 'breathing-session' },
  { id: 5, title: 'Mood Mapper', description: 'Track your mood 10 times', counts: 'mood-tracked' },
  { id: 6, title: 'Deep Thinker', description: 'Write 10 journal entries', counts: 'journal-entry' },
  { id: 7, title: 'Milestone Maker', description: 'Complete 10 milestones', counts: 'milestone-completed' },
  { id: 8, title: 'Goal Getter', description: 'Complete 10 life goals', counts: 'goal-completed' },
  { id: 9, title: 'Smart Saver', description: 'Reach 10 savings goals', counts: 'savings-goal-reached' },
  { id: 10, title: 'Pep Talker', description: 'Share 10 pep talks', counts: 'pep-talk-posted' },
] as const satisfies readonly { id: number; title: string; description: string; counts: ProgressEventName }[];

/** What the bell can say. */
export const NOTIFICATION_KINDS = [
  'level-up',
  'achievement',
  'pep-talk-comment',
  'mentor-reply',
  'milestone-due',
  'moderation',
  /** Someone joined or left a board I own (issue 36). */
  'board-member',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
