// Goal Setter's rules as plain values (SPEC §3, §9), with no schema library: the screen imports these
// without pulling zod into its chunk; contract/goals.ts builds its schemas from them.

/** SPEC §3: a life goal's categories. */
export const GOAL_CATEGORIES = ['career', 'education', 'financial', 'health', 'personal', 'relationships'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

/** SPEC §3: priorities, lowest first. */
export const GOAL_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];

/** SPEC §3: how a reflection felt. */
export const REFLECTION_MOODS = ['motivated', 'confident', 'challenged', 'frustrated', 'proud', 'uncertain'] as const;
export type ReflectionMood = (typeof REFLECTION_MOODS)[number];

/** SPEC §5: the create form's defaults. */
export const DEFAULT_CATEGORY: GoalCategory = 'personal';
export const DEFAULT_PRIORITY: GoalPriority = 'medium';
export const DEFAULT_REFLECTION_MOOD: ReflectionMood = 'motivated';

/** SPEC §9: a life goal's colour is fixed by its category (the server sets it). */
export const GOAL_COLORS: Record<GoalCategory, string> = {
  career: '#2563eb',
  education: '#7c3aed',
  financial: '#16a34a',
  health: '#dc2626',
  personal: '#d97706',
  relationships: '#db2777',
};

/** SPEC §9: the default icon. */
export const DEFAULT_GOAL_ICON = 'target';

/** Limits (issue 11): what a person can type into each field. */
export const GOAL_LIMITS = {
  title: 120,
  description: 2000,
  milestoneTitle: 120,
  milestoneDescription: 1000,
  reflection: 2000,
} as const;

/** SPEC §5: progress is a whole number from 0 to 100. */
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

/** Whether a typed progress is one SPEC §5 accepts: a whole number from 0 to 100 (else nothing happens). */
export function parseProgress(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= PROGRESS_MIN && value <= PROGRESS_MAX ? value : null;
}

/** The share of milestones done, as a whole percent (0 with none). */
export function milestoneShare(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}
