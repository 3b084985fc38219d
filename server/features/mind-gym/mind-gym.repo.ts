// All SQL of Mind Gym. Everything a user writes here is private: every query is scoped by the
// signed-in user's id, so another user's id behaves as missing (undefined / false, a 404 upstream).
// Each function takes the handle it runs in, which may be a transaction (operations compose).
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Activity, Affirmation, JournalEntry, JournalMood, Mood, MoodDay, MoodEntry, Preset } from '../../../contract/mind-gym';
import { PRESETS_SHOWN } from '../../../contract/mind-gym-rules';
import type { PageQuery } from '../../../contract/paging';
import type { DB, MindGymActivitiesTable, MindGymAffirmationsTable, MindGymJournalTable, MindGymMoodsTable } from '../../db/schema';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import { inTransaction } from '../../db/transaction';
import { recordProgress } from '../../progress/progress.repo';

type Db = Kysely<DB>;

type MoodRow = Selectable<MindGymMoodsTable>;
type AffirmationRow = Selectable<MindGymAffirmationsTable>;
type JournalRow = Selectable<MindGymJournalTable>;
type ActivityRow = Selectable<MindGymActivitiesTable>;

const DAY_MS = 86_400_000;

const now = () => new Date().toISOString();

const toMoodEntry = (r: MoodRow): MoodEntry => ({
  id: r.id,
  mood: r.mood,
  note: r.note,
  createdAt: r.created_at,
});

const toAffirmation = (r: AffirmationRow): Affirmation => ({
  id: r.id,
  text: r.text,
  isFavorite: Boolean(r.is_favorite),
  playCount: r.play_count,
  createdAt: r.created_at,
});

const toJournalEntry = (r: JournalRow): JournalEntry => ({
  id: r.id,
  title: r.title,
  content: r.content,
  mood: r.mood,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toActivity = (r: ActivityRow): Activity => ({
  id: r.id,
  type: r.type,
  duration: r.duration,
  seconds: r.seconds,
  createdAt: r.created_at,
});

/** Options of the writers that the demo seeder uses to place samples in the past. */
export interface At {
  /** ISO timestamp; now when absent. */
  createdAt?: string;
}

// ---- Moods

/** Newest first, a page at a time. */
export async function listMoods(db: Db, userId: number, page: PageQuery): Promise<Page<MoodEntry>> {
  return keyset(
    db.selectFrom('mindgym_moods').selectAll().where('user_id', '=', userId),
    [
      { by: 'created_at', desc: true, type: 'string', of: (r) => r.created_at },
      { by: 'id', desc: true, type: 'number', of: (r) => r.id },
    ],
    page,
  ).page(toMoodEntry);
}

export interface NewMood {
  mood: Mood;
  /** Blank or missing: no note (stored as null). */
  note?: string | null;
}

export async function trackMood(db: Db, userId: number, m: NewMood, at: At = {}): Promise<MoodEntry> {
  const note = m.note?.trim() ? m.note.trim() : null;
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('mindgym_moods')
      .values({ user_id: userId, mood: m.mood, note, created_at: at.createdAt ?? now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordProgress(trx, userId, 'mood-tracked', row.id, row.created_at);
    return toMoodEntry(row);
  });
}

export async function deleteMood(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('mindgym_moods').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export function dayFormatter(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
}

/** Whole days since 1970-01-01 of a YYYY-MM-DD date. */
function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `days` calendar dates ending with `today`, oldest first. */
export function daysEnding(today: string, days: number): string[] {
  const last = dayNumber(today);
  return Array.from({ length: days }, (_, i) => dayOf(last - (days - 1 - i)));
}

/** Moods read for the days picture at most: a long window of many moods a day stays bounded. */
export const MOOD_DAYS_ROWS = 2000;

/**
 * The last `days` days in the user's time zone, ending today there, oldest first; each with its
 * moods, oldest first (an empty list on a day without any).
 */
export async function moodDays(db: Db, userId: number, timeZone: string, days: number, at: Date = new Date()): Promise<MoodDay[]> {
  const since = new Date(at.getTime() - (days + 1) * DAY_MS).toISOString();
  // The newest rows when there are more than the cap, then put back in time order.
  const rows = await db
    .selectFrom('mindgym_moods')
    .select(['id', 'mood', 'created_at'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MOOD_DAYS_ROWS)
    .execute();
  const dayIn = dayFormatter(timeZone);
  const byDay = new Map<string, Mood[]>(daysEnding(dayIn(at), days).map((d) => [d, []]));
  for (const r of rows.reverse()) byDay.get(dayIn(new Date(r.created_at)))?.push(r.mood);
  return [...byDay].map(([date, moods]) => ({ date, moods }));
}

// ---- Affirmations

/** Newest first, a page at a time. */
export async function listAffirmations(db: Db, userId: number, page: PageQuery): Promise<Page<Affirmation>> {
  return keyset(
    db.selectFrom('mindgym_affirmations').selectAll().where('user_id', '=', userId),
    [
      { by: 'created_at', desc: true, type: 'string', of: (r) => r.created_at },
      { by: 'id', desc: true, type: 'number', of: (r) => r.id },
    ],
    page,
  ).page(toAffirmation);
}

export interface NewAffirmation {
  text: string;
  isFavorite?: boolean;
  playCount?: number;
}

export async function createAffirmation(db: Db, userId: number, a: NewAffirmation, at: At = {}): Promise<Affirmation> {
  const row = await db
    .insertInto('mindgym_affirmations')
    .values({
      user_id: userId,
      text: a.text,
      is_favorite: a.isFavorite ? 1 : 0,
      play_count: a.playCount ?? 0,
      created_at: at.createdAt ?? now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAffirmation(row);
}

export async function updateAffirmation(db: Db, userId: number, id: number, text: string): Promise<Affirmation | undefined> {
  const row = await db
    .updateTable('mindgym_affirmations')
    .set({ text })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toAffirmation(row);
}

export async function deleteAffirmation(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('mindgym_affirmations').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * SPEC §4: toggles the favourite (`isFavorite` undefined), or sets it. One UPDATE either way, so
 * toggles at the same moment each apply to the value the one before left.
 */
export async function favoriteAffirmation(db: Db, userId: number, id: number, isFavorite?: boolean): Promise<Affirmation | undefined> {
  const row = await db
    .updateTable('mindgym_affirmations')
    .set({ is_favorite: isFavorite === undefined ? sql<number>`1 - is_favorite` : isFavorite ? 1 : 0 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toAffirmation(row);
}

/** SPEC §4: a play counts one more, in one UPDATE (no play is lost to another at the same time). */
export async function playAffirmation(db: Db, userId: number, id: number): Promise<Affirmation | undefined> {
  const row = await db
    .updateTable('mindgym_affirmations')
    .set((eb) => ({ play_count: eb('play_count', '+', 1) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toAffirmation(row);
}

// ---- Preset affirmations (a catalogue: the same for everyone)

/**
 * The catalogue positions shown on a day (YYYY-MM-DD): with d the whole days since 1970-01-01,
 * (3d + k) mod N for k = 0, 1, 2. Consecutive days never share one (when N is at least 6).
 */
export function presetPositionsFor(day: string, count: number, shown: number = PRESETS_SHOWN): number[] {
  if (count <= 0) return [];
  const d = dayNumber(day);
  return Array.from({ length: Math.min(shown, count) }, (_, k) => (((shown * d + k) % count) + count) % count);
}

/** The day's presets, in the order the picker gives. */
export async function presetsFor(db: Db, day: string): Promise<Preset[]> {
  const rows = await db.selectFrom('mindgym_presets').select(['id', 'text']).orderBy('position').execute();
  return presetPositionsFor(day, rows.length).map((i) => rows[i]!);
}

/** Brings the presets in line with the list given (position = index): upserted by position. */
export async function upsertPresets(db: Db, texts: readonly string[]): Promise<void> {
  for (const [position, text] of texts.entries()) {
    await db
      .insertInto('mindgym_presets')
      .values({ position, text })
      .onConflict((oc) => oc.column('position').doUpdateSet({ text }))
      .execute();
  }
  await db.deleteFrom('mindgym_presets').where('position', '>=', texts.length).execute();
}

// ---- Journal

/** Newest first, a page at a time. */
export async function listJournal(db: Db, userId: number, page: PageQuery): Promise<Page<JournalEntry>> {
  return keyset(
    db.selectFrom('mindgym_journal').selectAll().where('user_id', '=', userId),
    [
      { by: 'created_at', desc: true, type: 'string', of: (r) => r.created_at },
      { by: 'id', desc: true, type: 'number', of: (r) => r.id },
    ],
    page,
  ).page(toJournalEntry);
}

export interface NewJournalEntry {
  title: string;
  content: string;
  /** SPEC §5: neutral when none is picked. */
  mood?: JournalMood | null;
}

export async function createJournalEntry(db: Db, userId: number, e: NewJournalEntry, at: At = {}): Promise<JournalEntry> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('mindgym_journal')
      .values({
        user_id: userId,
        title: e.title,
        content: e.content,
        mood: e.mood ?? 'neutral',
        created_at: at.createdAt ?? now(),
        updated_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordProgress(trx, userId, 'journal-entry', row.id, row.created_at);
    return toJournalEntry(row);
  });
}

export interface JournalPatch {
  title?: string;
  content?: string;
  mood?: JournalMood;
}

export async function updateJournalEntry(db: Db, userId: number, id: number, patch: JournalPatch): Promise<JournalEntry | undefined> {
  const row = await db
    .updateTable('mindgym_journal')
    .set({
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.content !== undefined && { content: patch.content }),
      ...(patch.mood !== undefined && { mood: patch.mood }),
      updated_at: now(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && toJournalEntry(row);
}

export async function deleteJournalEntry(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('mindgym_journal').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- Activities (a breathing session, logged when it is stopped; a guided session, decision 0024)

export interface NewActivity {
  type: Activity['type'];
  duration: number;
  seconds?: number | null;
}

export async function logActivity(db: Db, userId: number, a: NewActivity, at: At = {}): Promise<Activity> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('mindgym_activities')
      .values({ user_id: userId, type: a.type, duration: a.duration, seconds: a.seconds ?? null, created_at: at.createdAt ?? now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordProgress(trx, userId, a.type === 'breathing' ? 'breathing-session' : 'mindful-session', row.id, row.created_at);
    return toActivity(row);
  });
}

// ---- One user's data, for the export and for deleting the account

export async function exportUserData(db: Db, userId: number) {
  const [moods, affirmations, journal, activities] = await Promise.all([
    db.selectFrom('mindgym_moods').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('mindgym_affirmations').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('mindgym_journal').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('mindgym_activities').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    moods: moods.map(toMoodEntry),
    affirmations: affirmations.map(toAffirmation),
    journal: journal.map(toJournalEntry),
    activities: activities.map(toActivity),
  };
}

export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('mindgym_moods').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mindgym_affirmations').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mindgym_journal').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mindgym_activities').where('user_id', '=', userId).execute();
}
