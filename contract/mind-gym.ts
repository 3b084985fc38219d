// Mind Gym (SPEC §2 Mind Gym; §3 mood entry, affirmation, journal entry; §4 breathing, favourite
// and play; §5 messages; §7 /api/mindgym; §9 breathing timings, lists, presets, moods).
// Everything here is private: no call ever answers another user's entries.
import { z } from 'zod';
import { IdParams, NoBody, TimeZone, calendarDate, typedText } from './common';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { ACTIVITY_TYPES, GUIDED_MINUTES, JOURNAL_MOODS, LIMITS, MOODS } from './mind-gym-rules';

export * from './mind-gym-rules';

export const Mood = z.enum(MOODS, { error: 'Choose one of the five moods.' });
export type Mood = z.infer<typeof Mood>;

export const JournalMood = z.enum(JOURNAL_MOODS, { error: 'Choose one of the moods, or none.' });
export type JournalMood = z.infer<typeof JournalMood>;

// ---- Moods

export const CreateMoodBody = z.strictObject({
  mood: Mood,
  /** Optional: blank means no note. */
  note: typedText(0, LIMITS.note).optional().nullable(),
});
export type CreateMoodInput = z.input<typeof CreateMoodBody>;

export const MoodEntry = z.object({
  id: z.number().int(),
  mood: Mood,
  /** null when there is none. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type MoodEntry = z.infer<typeof MoodEntry>;

// TimeZone moved to common.ts (the daily challenge takes one too); named here as before.
export { TimeZone };

export const MOOD_DAYS_MAX = 60;
// Unknown query parameters (a cache-buster) are dropped, not refused, as for the lists.
export const MoodDaysQuery = z.object({
  timeZone: TimeZone,
  days: z.coerce.number().int().min(1).max(MOOD_DAYS_MAX).default(30),
});

/** One day of the mood picture: the day (in the user's time zone) and its moods, oldest first. */
export const MoodDay = z.object({ date: z.string(), moods: z.array(Mood) });
export type MoodDay = z.infer<typeof MoodDay>;

// ---- Affirmations

export const AffirmationText = typedText(1, LIMITS.affirmation, {
  empty: 'Please enter an affirmation or select from presets.',
  long: `Keep an affirmation to ${LIMITS.affirmation} characters.`,
});

export const CreateAffirmationBody = z.strictObject({ text: AffirmationText });
export type CreateAffirmationInput = z.input<typeof CreateAffirmationBody>;

export const UpdateAffirmationBody = z.strictObject({ text: AffirmationText });

/** SPEC §4: the favourite toggles; a body `{isFavorite}` sets it instead (safe to repeat). */
export const FavoriteBody = z.union([NoBody, z.strictObject({ isFavorite: z.boolean() })]);

export const Affirmation = z.object({
  id: z.number().int(),
  text: z.string(),
  isFavorite: z.boolean(),
  playCount: z.number().int(),
  createdAt: z.string(),
});
export type Affirmation = z.infer<typeof Affirmation>;

/** The day's presets: three of the ten, a different three each day of the user's own calendar. */
export const PresetsQuery = z.object({ day: calendarDate('Send the day, as YYYY-MM-DD.') });
export const Preset = z.object({ id: z.number().int(), text: z.string() });
export type Preset = z.infer<typeof Preset>;

// ---- Journal

export const JournalTitle = typedText(1, LIMITS.title, {
  empty: 'Please provide both a title and content for your journal entry.',
  long: `Keep the title to ${LIMITS.title} characters.`,
});
export const JournalContent = typedText(1, LIMITS.entry, {
  empty: 'Please provide both a title and content for your journal entry.',
  long: `Keep an entry to ${LIMITS.entry.toLocaleString('en-US')} characters.`,
});

export const CreateJournalBody = z.strictObject({
  title: JournalTitle,
  content: JournalContent,
  /** SPEC §5: neutral when none is picked. */
  mood: JournalMood.optional().nullable(),
});
export type CreateJournalInput = z.input<typeof CreateJournalBody>;

export const UpdateJournalBody = z
  .strictObject({ title: JournalTitle, content: JournalContent, mood: JournalMood })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change.');
export type UpdateJournalInput = z.input<typeof UpdateJournalBody>;

export const JournalEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  mood: JournalMood,
  createdAt: z.string(),
  /** null until it is edited. */
  updatedAt: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

// ---- Activities (SPEC §7 POST /api/mindgym: a breathing exercise, logged when it is stopped; issue 32:
// a guided meditation or visualization, logged with the whole minutes it ran, decision 0024)

const GUIDED_MAX_MINUTES = Math.max(...GUIDED_MINUTES);

export const LogActivityBody = z
  .strictObject({
    type: z.enum(ACTIVITY_TYPES, { error: 'Choose breathing, meditation or visualization.' }),
    /** SPEC: 5 for breathing. Whole minutes, 1 to 120; a guided session's, 1 to its longest (10). */
    duration: z.number().int().min(1).max(120),
    /** Beyond SPEC: how many seconds the exercise really ran (a guided session's whole minutes are these). */
    seconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 60 * 60)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'breathing') return;
    if (body.duration > GUIDED_MAX_MINUTES) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: `A guided session lasts at most ${GUIDED_MAX_MINUTES} minutes.` });
    } else if (body.seconds !== undefined && Math.floor(body.seconds / 60) !== body.duration) {
      ctx.addIssue({ code: 'custom', path: ['seconds'], message: 'Send the whole minutes of these seconds as the duration.' });
    }
  });
export type LogActivityInput = z.input<typeof LogActivityBody>;

export const Activity = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  duration: z.number().int(),
  seconds: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof Activity>;

export const mindGymApi = {
  /** Newest first. */
  moods: endpoint({ method: 'GET', path: '/api/mindgym/moods', query: PageQuery, paged: true, response: z.array(MoodEntry) }),
  trackMood: endpoint({ method: 'POST', path: '/api/mindgym/moods', body: CreateMoodBody, status: 201, response: MoodEntry }),
  deleteMood: endpoint({ method: 'DELETE', path: '/api/mindgym/moods/:id', params: IdParams, status: 204 }),
  /** The last `days` days in the user's time zone, oldest first, each with its moods. */
  moodDays: endpoint({ method: 'GET', path: '/api/mindgym/moods/days', query: MoodDaysQuery, response: z.array(MoodDay) }),

  /** Newest first. */
  affirmations: endpoint({
    method: 'GET',
    path: '/api/mindgym/affirmations',
    query: PageQuery,
    paged: true,
    response: z.array(Affirmation),
  }),
  createAffirmation: endpoint({
    method: 'POST',
    path: '/api/mindgym/affirmations',
    body: CreateAffirmationBody,
    status: 201,
    response: Affirmation,
  }),
  updateAffirmation: endpoint({
    method: 'PATCH',
    path: '/api/mindgym/affirmations/:id',
    params: IdParams,
    body: UpdateAffirmationBody,
    response: Affirmation,
  }),
  deleteAffirmation: endpoint({ method: 'DELETE', path: '/api/mindgym/affirmations/:id', params: IdParams, status: 204 }),
  favoriteAffirmation: endpoint({
    method: 'POST',
    path: '/api/mindgym/affirmations/:id/favorite',
    params: IdParams,
    body: FavoriteBody,
    response: Affirmation,
  }),
  playAffirmation: endpoint({ method: 'POST', path: '/api/mindgym/affirmations/:id/play', params: IdParams, response: Affirmation }),
  presets: endpoint({ method: 'GET', path: '/api/mindgym/affirmations/presets', query: PresetsQuery, response: z.array(Preset) }),

  /** Newest first. */
  journal: endpoint({ method: 'GET', path: '/api/mindgym/journal', query: PageQuery, paged: true, response: z.array(JournalEntry) }),
  createJournalEntry: endpoint({
    method: 'POST',
    path: '/api/mindgym/journal',
    body: CreateJournalBody,
    status: 201,
    response: JournalEntry,
  }),
  updateJournalEntry: endpoint({
    method: 'PATCH',
    path: '/api/mindgym/journal/:id',
    params: IdParams,
    body: UpdateJournalBody,
    response: JournalEntry,
  }),
  deleteJournalEntry: endpoint({ method: 'DELETE', path: '/api/mindgym/journal/:id', params: IdParams, status: 204 }),

  logActivity: endpoint({ method: 'POST', path: '/api/mindgym', body: LogActivityBody, status: 201, response: Activity }),
};
