// Mind Gym's seeders: the preset affirmations (a catalogue, from presets.json at every start-up) and
// a demo account's samples, written through the repo in the demo sign-up's transaction.
import type { Db } from '../../module';
import * as repo from './mind-gym.repo';
import presets from './presets.json';

/** Brings the presets in line with presets.json, by position (idempotent: editing the file updates them). */
export async function seedPresetCatalogue(db: Db): Promise<void> {
  await repo.upsertPresets(db, presets);
}

/** An instant `days` days and `hours` hours ago, as the API speaks it. */
const ago = (days: number, hours = 0) => ({ createdAt: new Date(Date.now() - days * 86_400_000 - hours * 3_600_000).toISOString() });

export async function seedMindGymDemo(trx: Db, userId: number): Promise<void> {
  // [mood, note, days ago, hours ago], oldest first
  const moods = [
    ['okay', null, 9, 5],
    ['good', null, 8, 3],
    ['down', 'Didn’t sleep well before the maths test.', 7, 6],
    ['good', null, 5, 4],
    ['great', 'Scored a goal at football practice!', 4, 2],
    ['okay', null, 3, 7],
    ['sad', null, 2, 5],
    ['good', 'Talked things through with my friend and feel better.', 1, 3],
  ] as const;
  for (const [mood, note, days, hours] of moods) await repo.trackMood(trx, userId, { mood, note }, ago(days, hours));

  const affirmations = [
    ['I am capable of handling whatever comes my way.', true, 6, 9],
    ['I can do hard things, one step at a time.', false, 2, 4],
    ['My voice matters.', false, 0, 1],
  ] as const;
  for (const [i, [text, isFavorite, playCount, days]] of affirmations.entries()) {
    await repo.createAffirmation(trx, userId, { text, isFavorite, playCount }, ago(days, 6 - i));
  }

  const journal = [
    [
      'Big test tomorrow',
      'I’m nervous about the science test, but I made flashcards and went through them twice. Going to bed early instead of cramming.',
      'okay',
      6,
    ],
    [
      'Tryouts went well',
      'I made the basketball team! I was so worried I would freeze up, but I just focused on one play at a time. Coach said my passing was solid.',
      'great',
      4,
    ],
    [
      'A quieter day',
      'Felt a bit left out at lunch today. I texted my cousin after school and we laughed about old videos, which helped. Tomorrow I’ll sit with Maya.',
      'down',
      1,
    ],
  ] as const;
  for (const [title, content, mood, days] of journal) await repo.createJournalEntry(trx, userId, { title, content, mood }, ago(days, 2));

  await repo.logActivity(trx, userId, { type: 'breathing', duration: 5, seconds: 180 }, ago(5, 1));
  await repo.logActivity(trx, userId, { type: 'breathing', duration: 5, seconds: 300 }, ago(1, 1));
}
