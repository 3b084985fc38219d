// Boost Board (SPEC §2 Boost Board; §3 project, board column, task; §4 task move; §5 board rules; §7
// the /api/projects/1, /api/columns and /api/tasks calls; §9 project id 1 and new orders), shared with
// classmates (issue 36). /api/projects/1 is always the signed-in user's own first board; every other
// board is reached by its own id (never 1) through the same routes, by its members only: anyone else
// gets 404, as for a column or task of a board they are not on.
import { z } from 'zod';
import { Id, IdParams, calendarDate, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { BOARD_LIMITS, BOARD_WORDS, INVITE_LENGTH, TAG_COLOR_VALUES, normalizeInviteCode } from './board-rules';

export * from './board-rules';

/** A board's id in a path: 1 is my own first board (SPEC §7), any other its own id. */
export const ProjectParams = IdParams;
/** SPEC §7: a body's projectId, when sent, is the path's board (1 for /api/projects/1). */
const ProjectIdField = z.number({ error: 'Send the project id as a number.' }).int().positive().max(2_147_483_647).optional();

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
/** A member of the board, or nobody. */
const AssignedTo = z
  .number({ error: 'Assign the task to a member of the board.' })
  .int()
  .positive()
  .max(2_147_483_647, 'Assign the task to a member of the board.')
  .nullable()
  .optional();
/** A column's id in a body: a JSON number, never coerced from text or true. */
const ColumnId = z.number({ error: 'Send the column id as a number.' }).int().positive().max(2_147_483_647);
/** A place in a list: 0 is the top. */
const Order = z
  .number({ error: 'The order is a whole number from 0.' })
  .int('The order is a whole number from 0.')
  .min(0, 'The order is a whole number from 0.')
  .max(1_000_000);

// ---- Project

export const BOARD_ROLES = ['owner', 'member'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];

/** One person on a board (SPEC's Team Members row), owner first, then in the order they joined. */
export const Member = z.object({
  userId: z.number().int(),
  /** BOARD_WORDS.blockedName for someone the viewer blocked (never for someone who blocked the viewer: nothing tells them). */
  displayName: z.string(),
  avatarColor: z.string(),
  role: z.enum(BOARD_ROLES),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof Member>;

/** A board in the switcher (GET /api/projects): mine and the ones I joined. */
export const ProjectSummary = z.object({
  /** 1 for my own first board (SPEC §7), else the board's own id. */
  id: z.number().int(),
  title: z.string(),
  /** Mine, or one I joined. */
  role: z.enum(BOARD_ROLES),
  members: z.array(Member),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

/**
 * Who wrote the title shown (issue 52): each version of a board's or column's title keeps its writer, and
 * a report is about the version shown. A version the moderators hid is shown to its writer alone; others
 * see the last version nobody reported, or BOARD_WORDS.untitledBoard / untitledColumn.
 */
const TitleFields = {
  /** The version shown, as Report names it (subject `board-title`); null for the neutral title. */
  titleId: z.number().int().nullable(),
  /** Its writer: null for the neutral title, once their account is gone, or for someone the viewer blocked. */
  titleBy: z.number().int().nullable(),
};

export const Project = z.object({
  /** The id the board was asked for by: 1 for my own first board through /api/projects/1. */
  id: z.number().int(),
  title: z.string(),
  ...TitleFields,
  /** Its owner now (who made it, unless it was handed over). */
  createdBy: z.number().int(),
  createdAt: z.string(),
  /** Mine, or one I joined. */
  role: z.enum(BOARD_ROLES),
  /** The board's members (SPEC's Team Members row), its owner first. */
  members: z.array(Member),
});
export type Project = z.infer<typeof Project>;

export const CreateProjectBody = z.strictObject({ title: ProjectTitle });
export type CreateProjectInput = z.input<typeof CreateProjectBody>;

export const UpdateProjectBody = z.strictObject({ title: ProjectTitle });
export type UpdateProjectInput = z.input<typeof UpdateProjectBody>;

// ---- Invites, joining, members

export const Invite = z.object({
  id: z.number().int(),
  /** Eight letters and digits (INVITE_ALPHABET); formatInviteCode shows them as two groups of four. */
  code: z.string(),
  expiresAt: z.string(),
  /** How many joined with it, of INVITE_RULES.uses. */
  uses: z.number().int(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof Invite>;

export const JoinBody = z.strictObject({
  code: z
    .string({ error: 'Enter the code you were given.' })
    .transform(normalizeInviteCode)
    .pipe(
      z
        .string()
        .min(1, 'Enter the code you were given.')
        .max(INVITE_LENGTH * 2, BOARD_WORDS.badCode),
    ),
});
export type JoinInput = z.input<typeof JoinBody>;

export const Joined = z.object({ id: z.number().int(), title: z.string() });
export type Joined = z.infer<typeof Joined>;

export const MemberParams = z.strictObject({ id: Id, userId: Id });
export const HandOverBody = z.strictObject({
  userId: z
    .number({ error: BOARD_WORDS.notMember })
    .int(BOARD_WORDS.notMember)
    .positive(BOARD_WORDS.notMember)
    .max(2_147_483_647, BOARD_WORDS.notMember),
});
export type HandOverInput = z.input<typeof HandOverBody>;

// ---- Columns

export const Column = z.object({
  id: z.number().int(),
  title: z.string(),
  ...TitleFields,
  /** 0 to n-1, left to right. */
  order: z.number().int(),
  /** The board's id as it was asked for (1 for my own first board). */
  projectId: z.number().int(),
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
  /** Who last wrote its words: null once they deleted their account, or for someone the viewer blocked. */
  createdBy: z.number().int().nullable(),
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

/**
 * The answers to what a member writes on a board (a board's name, a column's title, a task's words):
 * `care` when the words spoke of hurting oneself (issue 51): kept for the writer and the care team, and
 * the app offers help.
 */
export const WrittenProjectSummary = ProjectSummary.extend({ care: z.boolean() });
export const WrittenProject = Project.extend({ care: z.boolean() });
export const WrittenColumn = Column.extend({ care: z.boolean() });
export const WrittenTask = Task.extend({ care: z.boolean() });

/** A column with its tasks, top to bottom (at most BOARD_LIMITS.tasksPerColumn). */
export const ColumnWithTasks = Column.extend({ tasks: z.array(Task).max(BOARD_LIMITS.tasksPerColumn) });
export type ColumnWithTasks = z.infer<typeof ColumnWithTasks>;

/**
 * A whole board in one answer: the project, then its columns left to right (at most
 * BOARD_LIMITS.columns), each with its tasks, as the per-column reads show them.
 */
export const Board = z.object({ project: Project, columns: z.array(ColumnWithTasks).max(BOARD_LIMITS.columns) });
export type Board = z.infer<typeof Board>;

export const boardApi = {
  /** The boards I own or belong to: my first board first (id 1), then the others as I made or joined them. */
  projects: endpoint({ method: 'GET', path: '/api/projects', query: PageQuery, paged: true, response: z.array(ProjectSummary) }),
  /** Another board of mine (at most BOARD_LIMITS.ownedBoards), with the starter columns. */
  createProject: endpoint({ method: 'POST', path: '/api/projects', body: CreateProjectBody, status: 201, response: WrittenProjectSummary }),
  /** A classmate's board, by an invite code. Already a member: the same answer. */
  join: endpoint({ method: 'POST', path: '/api/projects/join', body: JoinBody, response: Joined }),
  /** /api/projects/1: my own first board (made on first use). Any other id: a board I am on. */
  project: endpoint({ method: 'GET', path: '/api/projects/:id', params: ProjectParams, response: Project }),
  /**
   * The whole board the screen draws (project, columns, tasks) in one read: beyond SPEC §7, whose calls
   * read it in three steps. Bounded (12 columns of at most 100 tasks), so not paged.
   */
  board: endpoint({ method: 'GET', path: '/api/projects/:id/board', params: ProjectParams, response: Board }),
  /** Any member may rename it. */
  renameProject: endpoint({
    method: 'PATCH',
    path: '/api/projects/:id',
    params: ProjectParams,
    body: UpdateProjectBody,
    response: WrittenProject,
  }),
  /** The owner alone; the board goes for everyone on it. */
  deleteProject: endpoint({ method: 'DELETE', path: '/api/projects/:id', params: ProjectParams, status: 204 }),
  /** The owner's open codes, newest first (at most INVITE_RULES.openPerBoard). */
  invites: endpoint({
    method: 'GET',
    path: '/api/projects/:id/invites',
    params: ProjectParams,
    query: PageQuery,
    paged: true,
    response: z.array(Invite),
  }),
  createInvite: endpoint({ method: 'POST', path: '/api/projects/:id/invites', params: ProjectParams, status: 201, response: Invite }),
  revokeInvite: endpoint({ method: 'DELETE', path: '/api/invites/:id', params: IdParams, status: 204 }),
  /** Leaving (my own id), or the owner removing a member: their tasks stay, unassigned from them. */
  removeMember: endpoint({ method: 'DELETE', path: '/api/projects/:id/members/:userId', params: MemberParams, status: 204 }),
  /** The owner hands the board to another member, and stays on it as a member. */
  handOver: endpoint({ method: 'POST', path: '/api/projects/:id/owner', params: ProjectParams, body: HandOverBody, response: Project }),
  /** Left to right. */
  columns: endpoint({
    method: 'GET',
    path: '/api/projects/:id/columns',
    params: ProjectParams,
    query: PageQuery,
    paged: true,
    response: z.array(Column),
  }),
  createColumn: endpoint({
    method: 'POST',
    path: '/api/projects/:id/columns',
    params: ProjectParams,
    body: CreateColumnBody,
    status: 201,
    response: WrittenColumn,
  }),
  updateColumn: endpoint({ method: 'PATCH', path: '/api/columns/:id', params: IdParams, body: UpdateColumnBody, response: WrittenColumn }),
  /** Takes its tasks with it; the done column cannot be deleted (409). */
  deleteColumn: endpoint({ method: 'DELETE', path: '/api/columns/:id', params: IdParams, status: 204 }),
  /**
   * Every task on the board, column by column (columns left to right, each top to bottom): the
   * board's first draw in the same round trip as its columns. Beyond SPEC §7, which reads per column.
   */
  boardTasks: endpoint({
    method: 'GET',
    path: '/api/projects/:id/tasks',
    params: ProjectParams,
    query: PageQuery,
    paged: true,
    response: z.array(Task),
  }),
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
    response: WrittenTask,
  }),
  updateTask: endpoint({ method: 'PATCH', path: '/api/tasks/:id', params: IdParams, body: UpdateTaskBody, response: WrittenTask }),
  deleteTask: endpoint({ method: 'DELETE', path: '/api/tasks/:id', params: IdParams, status: 204 }),
  /** SPEC §4: both columns renumbered from 0 in one transaction; answers the task where it landed. */
  moveTask: endpoint({ method: 'POST', path: '/api/tasks/:id/move', params: IdParams, body: MoveTaskBody, response: Task }),
};
