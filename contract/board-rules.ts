// Boost Board's rules as plain values (SPEC §3, §9), with no schema library: the screen imports these
// without pulling zod into its chunk; contract/board.ts builds its schemas from them.

/** SPEC §7/§9: project id 1 is fixed. It always means the signed-in user's own board. */
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
} as const;
