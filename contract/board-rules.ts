// Boost Board's rules as plain values (SPEC §3, §9), with no schema library: the screen imports these
// without pulling zod into its chunk; contract/board.ts builds its schemas from them.

/**
 * SPEC §7/§9: project id 1 is fixed. It always means the signed-in user's own first board (the oldest
 * they own; a new one is made when they own none). Every other board is reached by its own id, which is
 * never 1 (issue 36).
 */
export const PROJECT_ID = 1;

/** SPEC §3's sample columns, which every new board starts with. The last one holds finished tasks. */
export const STARTER_COLUMNS = ['To Do', 'In Progress', 'Completed'] as const;

/**
 * A tag's colour is one of these (a chip's colour, never free text in a style). Each is dark enough
 * for a 3:1 dot on white and on the dark theme's card.
 */
export const TAG_COLORS = {
  blue: '#3b82f6',
  purple: '#8b5cf6',
  pink: '#ec4899',
  red: '#ef4444',
  orange: '#f97316',
  green: '#22c55e',
  teal: '#14b8a6',
  gray: '#64748b',
} as const;
export type TagColorName = keyof typeof TAG_COLORS;
export const TAG_COLOR_VALUES = Object.values(TAG_COLORS) as readonly string[];
export const DEFAULT_TAG_COLOR: string = TAG_COLORS.blue;

/** Limits (issue 12): what a person can type, and how big a board grows (every list stays one page). */
export const BOARD_LIMITS = {
  projectTitle: 80,
  columnTitle: 40,
  taskTitle: 120,
  taskDescription: 1000,
  tag: 24,
  /** Columns on a board. */
  columns: 12,
  /** Tasks in one column: a column is always read, moved and renumbered whole. */
  tasksPerColumn: 100,
  /** Boards one person owns (issue 36). */
  ownedBoards: 10,
  /** Boards one person is on, their own included, always with room for one of their own: the switcher is one page. */
  boards: 50,
  /** People on one board, its owner included. */
  members: 12,
} as const;

/** Issue 36: an invite code lets classmates join a board; the owner makes and revokes it. */
export const INVITE_RULES = {
  /** Days a code stays valid. */
  days: 7,
  /** People who may join with one code. */
  uses: 30,
  /** Codes open on one board at a time. */
  openPerBoard: 3,
} as const;

/**
 * A code's letters: no 0/O, 1/I/L or U, so it reads aloud and types back without doubt. Eight of them
 * (shown as two groups of four, "K7QF-M2XD"): 30^8 codes, and joining is rate limited.
 */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const INVITE_LENGTH = 8;

/** A typed code as the server keeps it: upper case, without spaces or dashes. */
export const normalizeInviteCode = (typed: string): string => typed.replace(/[\s-]/g, '').toUpperCase();

/** A kept code as it is shown and read aloud: two groups of four. */
export const formatInviteCode = (code: string): string => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

/** Issue 36's answers a person reads. */
export const BOARD_WORDS = {
  badCode: 'No board matches that code. Codes last 7 days; ask whoever shared it for a new one.',
  adultsCannotJoin: 'Only member accounts can join a classmate’s board.',
  demoCannotJoin: 'A demo account cannot join a board. Join from your own account.',
  demoCannotInvite: 'A demo account cannot share a board. Share from your own account.',
  boardFull: `This board already has ${BOARD_LIMITS.members} members.`,
  tooManyBoards: `You can belong to at most ${BOARD_LIMITS.boards} boards. Leave one to join another.`,
  tooManyOwned: `You can own at most ${BOARD_LIMITS.ownedBoards} boards. Delete one to make another.`,
  ownerLeaves: 'Hand the board to another member before you leave it, or delete it.',
  notMember: 'Choose a member of this board.',
  /** The name shown for a member, or a task's writer, whom the viewer blocked. */
  blockedName: 'Blocked member',
  /** A board's name when the moderators hid every version of it that nobody reported (issue 52). */
  untitledBoard: 'Untitled board',
  /** A column's title, likewise. */
  untitledColumn: 'Untitled column',
} as const;
