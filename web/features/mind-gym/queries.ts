// Mind Gym's reads (SPEC §7 /api/mindgym): query keys and queries. SPEC §8: a failed list read shows an
// empty list (the screen adds a quiet Retry); failing to log a breathing session is only logged.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Affirmation, JournalEntry, LogActivityInput } from '../../../contract/mind-gym';
import { JOURNAL_SHOWN, MOOD_HISTORY } from '../../../contract/mind-gym-rules';
import { type PageOf, call, callPage, fetchNextPage } from '../../lib/api';
import { mindGymApi } from '../../lib/endpoints';

export const mindGymKeys = {
  all: ['mindgym'] as const,
  moods: () => [...mindGymKeys.all, 'moods'] as const,
  moodDays: (timeZone: string) => [...mindGymKeys.all, 'mood-days', timeZone] as const,
  affirmations: () => [...mindGymKeys.all, 'affirmations'] as const,
  presets: (day: string) => [...mindGymKeys.all, 'presets', day] as const,
  journal: () => [...mindGymKeys.all, 'journal'] as const,
};

/**
 * SPEC §2 shows the latest 5 moods, newest first; a few more are read so that 5 still show while
 * one waits to be deleted (Undo).
 */
export const moodsQuery = () =>
  queryOptions({
    queryKey: mindGymKeys.moods(),
    queryFn: async () => (await callPage(mindGymApi.moods, { query: { limit: MOOD_HISTORY * 2 } })).items,
  });

/** The last 30 days, in this device's time zone. */
export const moodDaysQuery = (timeZone: string) =>
  queryOptions({
    queryKey: mindGymKeys.moodDays(timeZone),
    queryFn: () => call(mindGymApi.moodDays, { query: { timeZone, days: 30 } }),
  });

/** Every affirmation, newest first, a page of 100 at a time. */
export const affirmationsQuery = () =>
  infiniteQueryOptions({
    queryKey: mindGymKeys.affirmations(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<Affirmation>> =>
      pageParam ? fetchNextPage<Affirmation>(pageParam) : callPage(mindGymApi.affirmations),
    getNextPageParam: (last) => last.next,
  });

/** The day's three presets (SPEC §9: 3 of 10), for the user's own calendar day. */
export const presetsQuery = (day: string) =>
  queryOptions({ queryKey: mindGymKeys.presets(day), queryFn: () => call(mindGymApi.presets, { query: { day } }) });

/** SPEC §2: the latest 3 entries; then more, 10 at a time, on demand. */
export const journalQuery = () =>
  infiniteQueryOptions({
    queryKey: mindGymKeys.journal(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<JournalEntry>> =>
      pageParam ? fetchNextPage<JournalEntry>(pageParam) : callPage(mindGymApi.journal, { query: { limit: JOURNAL_SHOWN } }),
    getNextPageParam: (last) => last.next?.replace(/([?&]limit=)\d+/, '$110') ?? null,
  });

/** SPEC §4/§8: Stop logs the exercise; a failure is only logged. */
export function logBreathing(body: LogActivityInput) {
  return call(mindGymApi.logActivity, { body }).catch((error: unknown) => console.warn('Could not log the breathing exercise.', error));
}
