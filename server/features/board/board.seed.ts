// Boost Board's seeders: every new account gets its board with the starter columns and tasks (the
// same as a first use makes for older accounts), and the demo account a school project under way.
import { TAG_COLORS } from '../../../contract/board-rules';
import type { Db } from '../../module';
import { ensureProject, seedDemoBoard } from './new-board.repo';

/** The calendar date `days` from now (UTC), YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedNewBoard(trx: Db, userId: number): Promise<void> {
  await ensureProject(trx, userId);
}

export async function seedBoardDemo(trx: Db, userId: number): Promise<void> {
  await seedDemoBoard(trx, userId, 'Science Fair: Clean Water', {
    'To Do': [
      {
        title: 'Buy sand, gravel and charcoal',
        description: 'Hardware store on Saturday. Budget: $15.',
        tag: 'Shopping',
        tagColor: TAG_COLORS.orange,
        dueDate: inDays(3),
        assignedToOwner: true,
      },
      { title: 'Design the poster', tag: 'Design', tagColor: TAG_COLORS.pink, dueDate: inDays(12) },
      { title: 'Practise the two-minute pitch', tag: 'Speaking', tagColor: TAG_COLORS.purple },
    ],
    'In Progress': [
      {
        title: 'Research how filters clean water',
        description: 'Three sources, notes in my science notebook.',
        tag: 'Research',
        tagColor: TAG_COLORS.blue,
        dueDate: inDays(5),
        assignedToOwner: true,
      },
      { title: 'Build the first filter', tag: 'Build', tagColor: TAG_COLORS.teal },
    ],
    Completed: [
      {
        title: 'Pick a topic',
        description: 'Clean water: a filter from a plastic bottle.',
        tag: 'Planning',
        tagColor: TAG_COLORS.green,
        assignedToOwner: true,
      },
      { title: 'Ask Mr. Okafor to be our mentor', tag: 'Team', tagColor: TAG_COLORS.gray },
    ],
  });
}
