// Goal Setter's demo samples, written through the repo in the demo sign-up's transaction: a goal under
// way with milestones and reflections, a fresh one, and one already reached.
import type { Db } from '../../module';
import * as repo from './goals.repo';

/** An instant `days` days ago, as the API speaks it. */
const ago = (days: number) => ({ createdAt: new Date(Date.now() - days * 86_400_000).toISOString() });

/** The calendar date `days` from now (UTC), YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedGoalsDemo(trx: Db, userId: number): Promise<void> {
  const speech = await repo.createGoal(
    trx,
    userId,
    {
      title: 'Give a speech at the school assembly',
      description: 'Speak for three minutes about our recycling project without reading from my notes.',
      category: 'personal',
      priority: 'high',
      deadline: inDays(40),
    },
    ago(12),
  );
  const steps = [
    ['Write the first draft', 'Keep it under 400 words.', true],
    ['Practise in front of my family', null, true],
    ['Record myself and watch it back', null, false],
    ['Ask Ms. Rivera for a slot', null, false],
  ] as const;
  for (const [i, [title, description, done]] of steps.entries()) {
    const m = await repo.createMilestone(trx, userId, speech.id, { title, description, dueDate: inDays(7 * (i + 1)) }, ago(12 - i));
    if (done && m) await repo.completeMilestone(trx, userId, m.id, ago(8 - i * 3));
  }
  await repo.setProgress(trx, userId, speech.id, 50);
  await repo.createReflection(
    trx,
    userId,
    speech.id,
    { content: 'Writing the draft was easier than I thought. Saying it out loud is the scary part.', mood: 'challenged' },
    ago(7),
  );
  await repo.createReflection(
    trx,
    userId,
    speech.id,
    { content: 'My family clapped at the end! I only looked at my notes twice.', mood: 'proud' },
    ago(2),
  );

  await repo.createGoal(
    trx,
    userId,
    {
      title: 'Run a 5K',
      description: 'Build up from walking to running three times a week.',
      category: 'health',
      priority: 'medium',
      deadline: inDays(75),
    },
    ago(5),
  );

  const coding = await repo.createGoal(
    trx,
    userId,
    { title: 'Finish the intro to coding course', description: null, category: 'education', priority: 'low', deadline: null },
    ago(30),
  );
  await repo.completeGoal(trx, userId, coding.id, ago(3));
}
