// Boost Board (SPEC §2 Boost Board; §3 project, board column, task; §4 task move; §5 board rules; §7
// the /api/projects/1, /api/columns and /api/tasks calls; §9 project id 1 and new orders). Every
// account has one board of its own: /api/projects/1 is always the signed-in user's (any other project
// id is not a route, so 404). Column and task ids are global and private: another user's answers 404.
import { z } from 'zod';
import { IdParams, calendarDate, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { BOARD_LIMITS, PROJECT_ID, TAG_COLOR_VALUES } from './board-rules';

export * from './board-rules';

/** SPEC §7: a body's projectId, when sent, is 1. */
const ProjectIdField = z.literal(PROJECT_ID, { error: 'Project id 1 is your board; there is no other.' }).optional();

const ProjectTitle = typedText(1, BOARD_LIMITS.projectTitle, {
  empty: 'Give the project a title.',
  long: `Keep the title to ${BOARD_LIMITS.projectTitle} characters.`,
});
const ColumnTitle = typedText(1, BOARD_LIMITS.columnTitle, {
  empty: 'Give the column a title.',
  long: `Keep a column title to ${BOARD_LIMITS.columnTitle} characters.`,
});
const TaskTitle = typedText(1, BOARD_LIMITS.taskTitle, {
  empty: 'Give the task a title.',
  long: `Keep the title to ${BOARD_LIMITS.taskTitle} characters.`,
});

/** Optional text: blank (or absent, or null) means none. */
const optionalText = (max: number, long: string) =>
  typedText(0, max, { long })
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

const TaskDescription = optionalText(
  BOARD_LIMITS.taskDescription,
  `Keep the description to ${BOARD_LIMITS.taskDescription.toLocaleString('en-US')} characters.`,
);
const Tag = optionalText(BOARD_LIMITS.tag, `Keep a tag to ${BOARD_LIMITS.tag} characters.`);
const TagColor = z
  .string()
  .refine((c) => TAG_COLOR_VALUES.includes(c.toLowerCase()), 'Choose one of the tag colours.')
  .transform((c) => c.toLowerCase())
  .nullable()
  .optional();
/** An optional calendar date: blank (what an empty date field sends), absent or null means none. */
const DueDate = z
  .union([z.literal(''), calendarDate(), z.null()])
  .optional()
  .transform((d) => (d ? d : null));
/** A member of the board (today its owner), or nobody. */
const AssignedTo = z.number({ error: 'Assign the task to a member of the board.' }).int().positive().nullable().optional();
/** A column's id in a body: a JSON number, never coerced from text or true. */
const ColumnId = z.number({ error: 'Send the column id as a number.' }).int().positive().max(2_147_483_647);
/** A place in a list: 0 is the top. */
const Order = z
  .number({ error: 'The order is a whole number from 0.' })
  .int('The order is a whole number from 0.')
  .min(0, 'The order is a whole number from 0.')
  .max(1_000_000);

// ---- Project

export const Member = z.object({ id: z.number().int(), displayName: z.string(), avatarColor: z.string() });
export type Member = z.infer<typeof Member>;

export const Project = z.object({
  id: z.literal(PROJECT_ID),
  title: z.string(),
  createdBy: z.number().int(),
  createdAt: z.string(),
  /** The board's members (SPEC's Team Members row): today its owner. */
  members: z.array(Member),
});
export type Project = z.infer<typeof Project>;

export const UpdateProjectBody = z.strictObject({ title: ProjectTitle });
export type UpdateProjectInput = z.input<typeof UpdateProjectBody>;

// ---- Columns

export const Column = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 0 to n-1, left to right. */
  order: z.number().int(),
  projectId: z.literal(PROJECT_ID),
  /** Holds finished tasks (the Completed column): it keeps the flag when renamed and cannot be deleted. */
  done: z.boolean(),
});
export type Column = z.infer<typeof Column>;

/** SPEC §7's payload. The server puts a new column last, which is what SPEC's order (the count) means. */
export const CreateColumnBody = z.strictObject({ projectId: ProjectIdField, title: ColumnTitle, order: Order.optional() });
export type CreateColumnInput = z.input<typeof CreateColumnBody>;

export const UpdateColumnBody = z.strictObject({ title: ColumnTitle });
export type UpdateColumnInput = z.input<typeof UpdateColumnBody>;

// ---- Tasks

export const Task = z.object({
  id: z.number().int(),
  title: z.string(),
  columnId: z.number().int(),
  /** 0 to n-1 within its column, top to bottom. */
  order: z.number().int(),
  description: z.string().nullable(),
  tag: z.string().nullable(),
  /** One of TAG_COLORS; null without a tag. */
  tagColor: z.string().nullable(),
  /** YYYY-MM-DD, or null. */
  dueDate: z.string().nullable(),
  /** A member's user id, or null. */
  assignedTo: z.number().int().nullable(),
});
export type Task = z.infer<typeof Task>;

const TaskFields = {
  title: TaskTitle,
  description: TaskDescription,
  tag: Tag,
  tagColor: TagColor,
  dueDate: DueDate,
  assignedTo: AssignedTo,
};

/**
 * SPEC §7's payload (title, columnId, order), and the card's other fields. The column is the path's:
 * a columnId, when sent, must be the same. The server puts a new task last (SPEC's order is the count).
 */
export const CreateTaskBody = z.strictObject({ ...TaskFields, columnId: ColumnId.optional(), order: Order.optional() });
export type CreateTaskInput = z.input<typeof CreateTaskBody>;

export const UpdateTaskBody = z
  .strictObject(TaskFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type UpdateTaskInput = z.input<typeof UpdateTaskBody>;

/** SPEC §7: the destination column and index. An order past the end puts the task last. */
export const MoveTaskBody = z.strictObject({ columnId: ColumnId, order: Order });
export type MoveTaskInput = z.input<typeof MoveTaskBody>;

export const boardApi = {
  /** Always the signed-in user's own board (made on first use for accounts older than Boost Board). */
  project: endpoint({ method: 'GET', path: '/api/projects/1', response: Project }),
  renameProject: endpoint({ method: 'PATCH', path: '/api/projects/1', body: UpdateProjectBody, response: Project }),
  /** Left to right. */
  columns: endpoint({ method: 'GET', path: '/api/projects/1/columns', query: PageQuery, paged: true, response: z.array(Column) }),
  createColumn: endpoint({ method: 'POST', path: '/api/projects/1/columns', body: CreateColumnBody, status: 201, response: Column }),
  updateColumn: endpoint({ method: 'PATCH', path: '/api/columns/:id', params: IdParams, body: UpdateColumnBody, response: Column }),
  /** Takes its tasks with it; the done column cannot be deleted (409). */
  deleteColumn: endpoint({ method: 'DELETE', path: '/api/columns/:id', params: IdParams, status: 204 }),
  /**
   * Every task on the board, column by column (columns left to right, each top to bottom): the
   * board's first draw in the same round trip as its columns. Beyond SPEC §7, which reads per column.
   */
  boardTasks: endpoint({ method: 'GET', path: '/api/projects/1/tasks', query: PageQuery, paged: true, response: z.array(Task) }),
  /** Top to bottom. */
  tasks: endpoint({
    method: 'GET',
    path: '/api/columns/:id/tasks',
    params: IdParams,
    query: PageQuery,
    paged: true,
    response: z.array(Task),
  }),
  createTask: endpoint({
    method: 'POST',
    path: '/api/columns/:id/tasks',
    params: IdParams,
    body: CreateTaskBody,
    status: 201,
    response: Task,
  }),
  updateTask: endpoint({ method: 'PATCH', path: '/api/tasks/:id', params: IdParams, body: UpdateTaskBody, response: Task }),
  deleteTask: endpoint({ method: 'DELETE', path: '/api/tasks/:id', params: IdParams, status: 204 }),
  /** SPEC §4: both columns renumbered from 0 in one transaction; answers the task where it landed. */
  moveTask: endpoint({ method: 'POST', path: '/api/tasks/:id/move', params: IdParams, body: MoveTaskBody, response: Task }),
};
