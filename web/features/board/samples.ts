// SPEC §8's built-in samples for Boost Board: shown, with the "Showing sample content" notice, only
// when my first board cannot be read. Real and sample data never mix.
import type { Board, Column, Project, Task } from '../../../contract/board';
import { TAG_COLORS } from '../../../contract/board-rules';

export const SAMPLE_PROJECT: Project = {
  id: 1,
  title: 'Team Project',
  titleId: null,
  titleBy: null,
  createdBy: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'owner',
  members: [],
};

export const SAMPLE_COLUMNS: Column[] = [
  { id: -1, title: 'To Do', titleId: null, titleBy: null, order: 0, projectId: 1, done: false },
  { id: -2, title: 'In Progress', titleId: null, titleBy: null, order: 1, projectId: 1, done: false },
  { id: -3, title: 'Completed', titleId: null, titleBy: null, order: 2, projectId: 1, done: true },
];

const sample = (id: number, columnId: number, order: number, title: string, rest: Partial<Task>): Task => ({
  id,
  title,
  columnId,
  order,
  description: null,
  tag: null,
  tagColor: null,
  dueDate: null,
  assignedTo: null,
  createdBy: null,
  ...rest,
});

/** Tasks per sample column, by its id. */
export const SAMPLE_TASKS: Record<number, Task[]> = {
  [-1]: [
    sample(-11, -1, 0, 'Research competitors', {
      description: 'Look at three similar apps.',
      tag: 'Research',
      tagColor: TAG_COLORS.blue,
      assignedTo: 1,
    }),
    sample(-12, -1, 1, 'Design the logo', { tag: 'Design', tagColor: TAG_COLORS.pink, dueDate: '2026-12-15', assignedTo: 2 }),
  ],
  [-2]: [sample(-21, -2, 0, 'Write the project plan', { tag: 'Planning', tagColor: TAG_COLORS.green, assignedTo: 3 })],
  [-3]: [sample(-31, -3, 0, 'Kick-off meeting', { description: 'Everyone agreed on the goal.', assignedTo: 1 })],
};

/** SPEC §2: on the samples, assignee 1 shows T, 2 shows J, anything else M; '+2' more members. */
export const SAMPLE_MEMBERS = ['T', 'J', 'M'] as const;
export const sampleInitial = (assignedTo: number) => (assignedTo === 1 ? 'T' : assignedTo === 2 ? 'J' : 'M');

/** The whole sample board, as the one read answers a real one. */
export const SAMPLE_BOARD: Board = {
  project: SAMPLE_PROJECT,
  columns: SAMPLE_COLUMNS.map((column) => ({ ...column, tasks: SAMPLE_TASKS[column.id] ?? [] })),
};
