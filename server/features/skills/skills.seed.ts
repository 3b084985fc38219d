// Skill Quest's demo data: yesterday's challenge answered and one puzzle solved, through the same
// repo (and so the same progress engine) as a teen's own.
import type { Db } from '../../module';
import { PRACTICES } from './catalogue';
import * as repo from './skills.repo';

export async function seedSkillsDemo(trx: Db, userId: number): Promise<void> {
  const yesterday = new Date(Date.now() - 86_400_000);
  const day = yesterday.toISOString().slice(0, 10);
  await repo.answerChallenge(trx, userId, day, 0, yesterday.toISOString());
  const puzzle = PRACTICES['critical-thinking'].puzzles[0]!;
  await repo.finishPractice(trx, userId, 'critical-thinking', puzzle.id, yesterday.toISOString());
}
