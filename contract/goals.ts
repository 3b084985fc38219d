// Goal Setter (SPEC §2 Goal Setter; §3 life goal, milestone, reflection; §4 states; §5 rules; §7
// /api/goals and /api/milestones; §9 colour per category, icon target, milestone order). Everything
// is private: another user's goal, milestone or reflection answers 404 on every call.
import { z } from 'zod';
import { IdParams, calendarDate, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { GOAL_CATEGORIES, GOAL_LIMITS, GOAL_PRIORITIES, PROGRESS_MAX, PROGRESS_MIN, REFLECTION_MOODS } from './goals-rules';

export * from './goals-rules';

export const GoalCategory = z.enum(GOAL_CATEGORIES, { error: 'Choose one of the categories.' });
export const GoalPriority = z.enum(GOAL_PRIORITIES, { error: 'Choose low, medium, high or critical.' });
export const ReflectionMood = z.enum(REFLECTION_MOODS, { error: 'Choose one of the moods.' });
export type GoalCategory = z.infer<typeof GoalCategory>;
export type GoalPriority = z.infer<typeof GoalPriority>;
export type ReflectionMood = z.infer<typeof ReflectionMood>;

/** Optional text: blank (or absent, or null) means none. */
const optionalText = (max: number, long: string) =>
  typedText(0, max, { long })
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

/** An optional calendar date: blank (what an empty date field sends), absent or null means none. */
const optionalDate = z
  .union([z.literal(''), calendarDate(), z.null()])
  .optional()
  .transform((d) => (d ? d : null));

const GoalTitle = typedText(1, GOAL_LIMITS.title, {
  empty: 'Give your goal a title.',
  long: `Keep the title to ${GOAL_LIMITS.title} characters.`,
});
const GoalDescription = optionalText(
  GOAL_LIMITS.description,
  `Keep the description to ${GOAL_LIMITS.description.toLocaleString('en-US')} characters.`,
);

/** SPEC §5: a whole number from 0 to 100. */
export const Progress = z
  .number({ error: 'Progress is a whole number from 0 to 100.' })
  .int('Progress is a whole number from 0 to 100.')
  .min(PROGRESS_MIN, 'Progress is a whole number from 0 to 100.')
  .max(PROGRESS_MAX, 'Progress is a whole number from 0 to 100.');

// ---- Goals

/**
 * SPEC §7's payload. The server sets color (from the category), icon (target), progress (0) and
 * completed (false): a client may send them, as SPEC's does, and they are accepted and not used.
 */
export const CreateGoalBody = z.strictObject({
  title: GoalTitle,
  description: GoalDescription,
  category: GoalCategory,
  priority: GoalPriority,
  deadline: optionalDate,
  color: z.unknown().optional(),
  icon: z.unknown().optional(),
  progress: z.unknown().optional(),
  completed: z.unknown().optional(),
});
export type CreateGoalInput = z.input<typeof CreateGoalBody>;

export const UpdateGoalBody = z
  .strictObject({ title: GoalTitle, description: GoalDescription, category: GoalCategory, priority: GoalPriority, deadline: optionalDate })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type UpdateGoalInput = z.input<typeof UpdateGoalBody>;

export const UpdateProgressBody = z.strictObject({ progress: Progress });
export type UpdateProgressInput = z.input<typeof UpdateProgressBody>;

export const Goal = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  category: GoalCategory,
  priority: GoalPriority,
  /** YYYY-MM-DD, or null without one. */
  deadline: z.string().nullable(),
  color: z.string(),
  icon: z.string(),
  progress: z.number().int(),
  completed: z.boolean(),
  createdAt: z.string(),
  /** null until it is completed. */
  completedAt: z.string().nullable(),
  milestoneCount: z.number().int(),
  milestonesCompleted: z.number().int(),
});
export type Goal = z.infer<typeof Goal>;

/** The list's counts, over every goal: `total` and `completed` (Goal Setter shows the difference as 'Active Goals'). */
export const GoalCounts = z.object({ total: z.number().int(), completed: z.number().int() });
export type GoalCounts = z.infer<typeof GoalCounts>;

// ---- Milestones

const MilestoneTitle = typedText(1, GOAL_LIMITS.milestoneTitle, {
  empty: 'Give the milestone a title.',
  long: `Keep the title to ${GOAL_LIMITS.milestoneTitle} characters.`,
});
const MilestoneDescription = optionalText(
  GOAL_LIMITS.milestoneDescription,
  `Keep the description to ${GOAL_LIMITS.milestoneDescription.toLocaleString('en-US')} characters.`,
);

/** SPEC §7's payload. order and completed are set by the server (the end of the list, not done). */
export const CreateMilestoneBody = z.strictObject({
  title: MilestoneTitle,
  description: MilestoneDescription,
  dueDate: optionalDate,
  order: z.unknown().optional(),
  completed: z.unknown().optional(),
});
export type CreateMilestoneInput = z.input<typeof CreateMilestoneBody>;

export const UpdateMilestoneBody = z
  .strictObject({ title: MilestoneTitle, description: MilestoneDescription, dueDate: optionalDate })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type UpdateMilestoneInput = z.input<typeof UpdateMilestoneBody>;

export const Milestone = z.object({
  id: z.number().int(),
  goalId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  order: z.number().int(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type Milestone = z.infer<typeof Milestone>;

// ---- Reflections

const ReflectionContent = typedText(1, GOAL_LIMITS.reflection, {
  empty: 'Write down your thoughts first.',
  long: `Keep a reflection to ${GOAL_LIMITS.reflection.toLocaleString('en-US')} characters.`,
});

export const CreateReflectionBody = z.strictObject({ content: ReflectionContent, mood: ReflectionMood });
export type CreateReflectionInput = z.input<typeof CreateReflectionBody>;

export const UpdateReflectionBody = CreateReflectionBody.partial().refine(
  (b) => Object.keys(b).length > 0,
  'Send at least one field to change.',
);
export type UpdateReflectionInput = z.input<typeof UpdateReflectionBody>;

export const Reflection = z.object({
  id: z.number().int(),
  goalId: z.number().int(),
  content: z.string(),
  mood: ReflectionMood,
  createdAt: z.string(),
  /** null until it is edited. */
  updatedAt: z.string().nullable(),
});
export type Reflection = z.infer<typeof Reflection>;

export const goalsApi = {
  /** Active goals first, then completed ones; newest first within each. */
  goals: endpoint({ method: 'GET', path: '/api/goals', query: PageQuery, paged: true, response: z.array(Goal) }),
  counts: endpoint({ method: 'GET', path: '/api/goals/counts', response: GoalCounts }),
  goal: endpoint({ method: 'GET', path: '/api/goals/:id', params: IdParams, response: Goal }),
  createGoal: endpoint({ method: 'POST', path: '/api/goals', body: CreateGoalBody, status: 201, response: Goal }),
  updateGoal: endpoint({ method: 'PATCH', path: '/api/goals/:id', params: IdParams, body: UpdateGoalBody, response: Goal }),
  /** Takes its milestones and reflections with it. */
  deleteGoal: endpoint({ method: 'DELETE', path: '/api/goals/:id', params: IdParams, status: 204 }),
  updateProgress: endpoint({
    method: 'POST',
    path: '/api/goals/:id/update-progress',
    params: IdParams,
    body: UpdateProgressBody,
    response: Goal,
  }),
  /** Progress 100 and completed; safe to repeat. */
  completeGoal: endpoint({ method: 'POST', path: '/api/goals/:id/complete', params: IdParams, response: Goal }),

  /** In order (SPEC §2), a page at a time. */
  milestones: endpoint({
    method: 'GET',
    path: '/api/goals/:id/milestones',
    params: IdParams,
    query: PageQuery,
    paged: true,
    response: z.array(Milestone),
  }),
  createMilestone: endpoint({
    method: 'POST',
    path: '/api/goals/:id/milestones',
    params: IdParams,
    body: CreateMilestoneBody,
    status: 201,
    response: Milestone,
  }),
  updateMilestone: endpoint({
    method: 'PATCH',
    path: '/api/milestones/:id',
    params: IdParams,
    body: UpdateMilestoneBody,
    response: Milestone,
  }),
  deleteMilestone: endpoint({ method: 'DELETE', path: '/api/milestones/:id', params: IdParams, status: 204 }),
  /** One way (SPEC §4); safe to repeat. */
  completeMilestone: endpoint({ method: 'POST', path: '/api/milestones/:id/complete', params: IdParams, response: Milestone }),

  /** Newest first, a page at a time. */
  reflections: endpoint({
    method: 'GET',
    path: '/api/goals/:id/reflections',
    params: IdParams,
    query: PageQuery,
    paged: true,
    response: z.array(Reflection),
  }),
  createReflection: endpoint({
    method: 'POST',
    path: '/api/goals/:id/reflections',
    params: IdParams,
    body: CreateReflectionBody,
    status: 201,
    response: Reflection,
  }),
  updateReflection: endpoint({
    method: 'PATCH',
    path: '/api/reflections/:id',
    params: IdParams,
    body: UpdateReflectionBody,
    response: Reflection,
  }),
  deleteReflection: endpoint({ method: 'DELETE', path: '/api/reflections/:id', params: IdParams, status: 204 }),
};
