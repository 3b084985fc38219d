// SPEC §7 /api/mindgym/...: moods, affirmations (with the day's presets), the journal and breathing
// sessions, plus edit and delete. Everything is the signed-in user's own; another's id answers 404.
import type { FastifyPluginAsync } from 'fastify';
import { mindGymApi } from '../../../contract/mind-gym';
import type { AppContext } from '../../context';
import { notFound } from '../../http/problems';
import * as repo from './mind-gym.repo';

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(what);
  return value;
};

const gone = (deleted: boolean, what: string): void => {
  if (!deleted) throw notFound(what);
};

export const mindGymRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
  const r = route(app);

  // ---- Moods
  r(mindGymApi.moods, (request) => repo.listMoods(db, request.user.id, request.query));

  r(mindGymApi.trackMood, (request) => repo.trackMood(db, request.user.id, request.body));

  r(mindGymApi.deleteMood, async (request) => gone(await repo.deleteMood(db, request.user.id, request.params.id), 'mood'));

  r(mindGymApi.moodDays, (request) => repo.moodDays(db, request.user.id, request.query.timeZone, request.query.days));

  // ---- Affirmations
  r(mindGymApi.affirmations, (request) => repo.listAffirmations(db, request.user.id, request.query));

  r(mindGymApi.createAffirmation, (request) => repo.createAffirmation(db, request.user.id, { text: request.body.text }));

  r(mindGymApi.updateAffirmation, async (request) =>
    found(await repo.updateAffirmation(db, request.user.id, request.params.id, request.body.text), 'affirmation'),
  );

  r(mindGymApi.deleteAffirmation, async (request) =>
    gone(await repo.deleteAffirmation(db, request.user.id, request.params.id), 'affirmation'),
  );

  r(mindGymApi.favoriteAffirmation, async (request) => {
    // SPEC §4: no body toggles; {isFavorite} sets (safe to repeat).
    const body = request.body;
    const isFavorite = body && 'isFavorite' in body ? body.isFavorite : undefined;
    return found(await repo.favoriteAffirmation(db, request.user.id, request.params.id, isFavorite), 'affirmation');
  });

  r(mindGymApi.playAffirmation, async (request) =>
    found(await repo.playAffirmation(db, request.user.id, request.params.id), 'affirmation'),
  );

  r(mindGymApi.presets, (request) => repo.presetsFor(db, request.query.day));

  // ---- Journal
  r(mindGymApi.journal, (request) => repo.listJournal(db, request.user.id, request.query));

  r(mindGymApi.createJournalEntry, (request) => repo.createJournalEntry(db, request.user.id, request.body));

  r(mindGymApi.updateJournalEntry, async (request) =>
    found(await repo.updateJournalEntry(db, request.user.id, request.params.id, request.body), 'journal entry'),
  );

  r(mindGymApi.deleteJournalEntry, async (request) =>
    gone(await repo.deleteJournalEntry(db, request.user.id, request.params.id), 'journal entry'),
  );

  // ---- Activities: a breathing session, logged when it is stopped; a guided session (decision 0024)
  r(mindGymApi.logActivity, (request) => repo.logActivity(db, request.user.id, request.body));
};
