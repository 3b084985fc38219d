// All SQL of Goal Setter. Goals, milestones and reflections are private: every query is scoped by the
// signed-in user's id, so another user's id behaves as missing (undefined / false, a 404 upstream).
// Each function takes the handle it runs in, which may be a transaction (operations compose).
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Goal, GoalCategory, GoalCounts, GoalPriority, Milestone, Reflection, ReflectionMood } from '../../../contract/goals';
import { DEFAULT_GOAL_ICON, GOAL_COLORS } from '../../../contract/goals-rules';
import type { PageQuery } from '../../../contract/paging';
import type { DB, GoalMilestonesTable, GoalReflectionsTable, GoalsTable } from '../../db/schema';
import { lockRows } from '../../db/lock';
import { inTransaction } from '../../db/transaction';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import type { DueNotice } from '../../module';
import { recordProgress } from '../../progress/progress.repo';

type Db = Kysely<DB>;

type GoalRow = Selectable<GoalsTable> & { milestone_count: number | string; milestones_completed: number | string | null };
type MilestoneRow = Selectable<GoalMilestonesTable>;
type ReflectionRow = Selectable<GoalReflectionsTable>;

const now = () => new Date().toISOString();

/** Options of the writers that the demo seeder uses to place samples in the past. */
export interface At {
  /** ISO timestamp; now when absent. */
  createdAt?: string;
}

const toGoal = (r: GoalRow): Goal => ({
  id: r.id,
  title: r.title,
  description: r.description,
  category: r.category,
  priority: r.priority,
  deadline: r.deadline,
  color: r.color,
  icon: r.icon,
  progress: r.progress,
  completed: Boolean(r.completed),
  createdAt: r.created_at,
  completedAt: r.completed_at,
  // PostgreSQL counts in bigint, which pg hands over as text.
  milestoneCount: Number(r.milestone_count),
  milestonesCompleted: Number(r.milestones_completed ?? 0),
});

const toMilestone = (r: MilestoneRow): Milestone => ({
  id: r.id,
  goalId: r.goal_id,
  title: r.title,
  description: r.description,
  dueDate: r.due_date,
  order: r.position,
  completed: Boolean(r.completed),
  completedAt: r.completed_at,
});

const toReflection = (r: ReflectionRow): Reflection => ({
  id: r.id,
  goalId: r.goal_id,
  content: r.content,
  mood: r.mood,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

// ---- Goals

/** A goal with its milestone counts, as every goal answer carries them. */
const goalsWithCounts = (db: Db, userId: number) =>
  db
    .selectFrom('goals')
    .selectAll('goals')
    .select((eb) => [
      eb
        .selectFrom('goal_milestones as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.goal_id', '=', 'goals.id')
        .as('milestone_count'),
      eb
        .selectFrom('goal_milestones as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.goal_id', '=', 'goals.id')
        .where('m.completed', '=', 1)
        .as('milestones_completed'),
    ])
    .where('goals.user_id', '=', userId);

async function goalById(db: Db, userId: number, id: number): Promise<Goal | undefined> {
  const row = await goalsWithCounts(db, userId).where('goals.id', '=', id).executeTakeFirst();
  return row && toGoal(row as GoalRow);
}

/** Active goals first, then completed ones; newest first within each. A page at a time. */
export async function listGoals(db: Db, userId: number, page: PageQuery): Promise<Page<Goal>> {
  return keyset(
    goalsWithCounts(db, userId),
    [
      { by: 'goals.completed', type: 'number', of: (r) => r.completed },
      { by: 'goals.id', desc: true, type: 'number', of: (r) => r.id },
    ],
    page,
  ).page((r) => toGoal(r as GoalRow));
}

/** SPEC §2's counts, over every goal of the user. */
export async function countGoals(db: Db, userId: number): Promise<GoalCounts> {
  const row = await db
    .selectFrom('goals')
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>('completed').as('done')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), completed: Number(row.done ?? 0) };
}

export function getGoal(db: Db, userId: number, id: number): Promise<Goal | undefined> {
  return goalById(db, userId, id);
}

export interface NewGoal {
  title: string;
  description: string | null;
  category: GoalCategory;
  priority: GoalPriority;
  deadline: string | null;
}

/** SPEC §4/§9: a new goal starts at progress 0, not completed, in its category's colour with the target icon. */
export async function createGoal(db: Db, userId: number, g: NewGoal, at: At = {}): Promise<Goal> {
  const { id } = await db
    .insertInto('goals')
    .values({
      user_id: userId,
      title: g.title,
      description: g.description,
      category: g.category,
      priority: g.priority,
      deadline: g.deadline,
      color: GOAL_COLORS[g.category],
      icon: DEFAULT_GOAL_ICON,
      progress: 0,
      completed: 0,
      created_at: at.createdAt ?? now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await goalById(db, userId, id))!;
}

export type GoalPatch = Partial<NewGoal>;

/** Edits what the user wrote; a new category brings its colour. */
export async function updateGoal(db: Db, userId: number, id: number, patch: GoalPatch): Promise<Goal | undefined> {
  const result = await db
    .updateTable('goals')
    .set({ ...patch, ...(patch.category && { color: GOAL_COLORS[patch.category] }), updated_at: now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? goalById(db, userId, id) : undefined;
}

/** SPEC §4: progress can be set 0-100 at any time; it does not complete (or reopen) the goal. */
export async function setProgress(db: Db, userId: number, id: number, progress: number): Promise<Goal | undefined> {
  const result = await db
    .updateTable('goals')
    .set({ progress, updated_at: now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? goalById(db, userId, id) : undefined;
}

/** SPEC §4 Mark Complete: progress 100 and completed. Repeating it changes nothing (the first date stays). */
export async function completeGoal(db: Db, userId: number, id: number, at: At = {}): Promise<Goal | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('goals')
      .set({ completed: 1, progress: 100, completed_at: sql<string>`coalesce(completed_at, ${at.createdAt ?? now()})` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('completed_at')
      .executeTakeFirst();
    if (!row) return undefined;
    // Today's action (a seeder's own day), whatever date the goal first got: today's cap applies.
    await recordProgress(trx, userId, 'goal-completed', id, at.createdAt);
    return goalById(trx, userId, id);
  });
}

/** Deletes a goal with its milestones and reflections. */
export async function deleteGoal(db: Db, userId: number, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('goal_milestones').where('goal_id', '=', id).where('user_id', '=', userId).execute();
    await trx.deleteFrom('goal_reflections').where('goal_id', '=', id).where('user_id', '=', userId).execute();
    const result = await trx.deleteFrom('goals').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

async function ownsGoal(db: Db, userId: number, goalId: number): Promise<boolean> {
  const row = await db.selectFrom('goals').select('id').where('id', '=', goalId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

// ---- Milestones

/** In order (SPEC §2), a page at a time; undefined when the goal is not this user's. */
export async function listMilestones(db: Db, userId: number, goalId: number, page: PageQuery): Promise<Page<Milestone> | undefined> {
  // A bad cursor is refused before the goal is looked for.
  const milestones = keyset(
    db.selectFrom('goal_milestones').selectAll().where('goal_id', '=', goalId).where('user_id', '=', userId),
    [
      { by: 'position', type: 'number', of: (r) => r.position },
      { by: 'id', type: 'number', of: (r) => r.id },
    ],
    page,
  );
  if (!(await ownsGoal(db, userId, goalId))) return undefined;
  return milestones.page(toMilestone);
}

export interface NewMilestone {
  title: string;
  description: string | null;
  dueDate: string | null;
}

/**
 * Adds a milestone at the end: its order is the highest so far plus 1 (SPEC §9 says count + 1, which
 * would repeat an order once one is deleted). Undefined when the goal is not this user's.
 */
export async function createMilestone(
  db: Db,
  userId: number,
  goalId: number,
  m: NewMilestone,
  at: At = {},
): Promise<Milestone | undefined> {
  return inTransaction(db, async (trx) => {
    // The goal's row locked first, so two milestones added at once take turns reading the highest
    // order instead of both taking the same one.
    const owned = await lockRows(trx, 'goals').where('id', '=', goalId).where('user_id', '=', userId).executeTakeFirst();
    if (Number(owned.numUpdatedRows) === 0) return undefined;
    const { top } = await trx
      .selectFrom('goal_milestones')
      .select((eb) => eb.fn.max<number>('position').as('top'))
      .where('goal_id', '=', goalId)
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('goal_milestones')
      .values({
        goal_id: goalId,
        user_id: userId,
        title: m.title,
        description: m.description,
        due_date: m.dueDate,
        position: Number(top ?? 0) + 1,
        completed: 0,
        created_at: at.createdAt ?? now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMilestone(row);
  });
}

export type MilestonePatch = Partial<NewMilestone>;

export async function updateMilestone(db: Db, userId: number, id: number, patch: MilestonePatch): Promise<Milestone | undefined> {
  const { dueDate, ...rest } = patch;
  const row = await db
    .updateTable('goal_milestones')
    .set({ ...rest, ...(dueDate !== undefined && { due_date: dueDate }) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toMilestone(row);
}

/** SPEC §4: one way; repeating it changes nothing. */
export async function completeMilestone(db: Db, userId: number, id: number, at: At = {}): Promise<Milestone | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('goal_milestones')
      .set({ completed: 1, completed_at: sql<string>`coalesce(completed_at, ${at.createdAt ?? now()})` })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await recordProgress(trx, userId, 'milestone-completed', id, at.createdAt);
    return toMilestone(row);
  });
}

export async function deleteMilestone(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('goal_milestones').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- Reflections

/** Newest first, a page at a time; undefined when the goal is not this user's. */
export async function listReflections(db: Db, userId: number, goalId: number, page: PageQuery): Promise<Page<Reflection> | undefined> {
  // A bad cursor is refused before the goal is looked for.
  const reflections = keyset(
    db.selectFrom('goal_reflections').selectAll().where('goal_id', '=', goalId).where('user_id', '=', userId),
    [
      { by: 'created_at', desc: true, type: 'string', of: (r) => r.created_at },
      { by: 'id', desc: true, type: 'number', of: (r) => r.id },
    ],
    page,
  );
  if (!(await ownsGoal(db, userId, goalId))) return undefined;
  return reflections.page(toReflection);
}

export interface NewReflection {
  content: string;
  mood: ReflectionMood;
}

/** Undefined when the goal is not this user's. */
export async function createReflection(
  db: Db,
  userId: number,
  goalId: number,
  r: NewReflection,
  at: At = {},
): Promise<Reflection | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await ownsGoal(trx, userId, goalId))) return undefined;
    const row = await trx
      .insertInto('goal_reflections')
      .values({ goal_id: goalId, user_id: userId, content: r.content, mood: r.mood, created_at: at.createdAt ?? now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordProgress(trx, userId, 'reflection-written', row.id, row.created_at);
    return toReflection(row);
  });
}

export async function updateReflection(db: Db, userId: number, id: number, patch: Partial<NewReflection>): Promise<Reflection | undefined> {
  const row = await db
    .updateTable('goal_reflections')
    .set({ ...patch, updated_at: now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toReflection(row);
}

export async function deleteReflection(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('goal_reflections').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- One user's data, for the export and for deleting the account

export async function exportUserData(db: Db, userId: number) {
  const [goals, milestones, reflections] = await Promise.all([
    goalsWithCounts(db, userId).orderBy('goals.id').execute(),
    db.selectFrom('goal_milestones').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('goal_reflections').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    goals: (goals as GoalRow[]).map(toGoal),
    milestones: milestones.map(toMilestone),
    reflections: reflections.map(toReflection),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('goal_milestones').where('user_id', '=', userId).execute();
  await trx.deleteFrom('goal_reflections').where('user_id', '=', userId).execute();
  await trx.deleteFrom('goals').where('user_id', '=', userId).execute();
}

/** The bell's "due tomorrow": open milestones of open goals due the day after the user's `today`. */
export async function milestonesDueTomorrow(db: Db, userId: number, today: string): Promise<DueNotice[]> {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('goal_milestones as m')
    .innerJoin('goals as g', 'g.id', 'm.goal_id')
    .select(['m.id', 'm.title', 'g.title as goal'])
    .where('m.user_id', '=', userId)
    .where('m.due_date', '=', tomorrow)
    .where('m.completed', '=', 0)
    .where('g.completed', '=', 0)
    .orderBy('m.id')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    onceKey: `milestone-due:${r.id}:${tomorrow}`,
    kind: 'milestone-due',
    title: `Due tomorrow: ${r.title}`,
    body: `A milestone of ${r.goal}`,
  }));
}
