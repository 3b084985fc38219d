// Mind Gym's calls (SPEC §7 /api/mindgym): query keys, queries and mutations. SPEC §8: a failed list
// read shows an empty list (the screen adds a quiet Retry); failing to log a breathing session or to
// count a play is only logged.
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Affirmation,
  CreateJournalInput,
  CreateMoodInput,
  JournalEntry,
  LogActivityInput,
  UpdateJournalInput,
} from '../../../contract/mind-gym';
import { JOURNAL_SHOWN, MOOD_HISTORY } from '../../../contract/mind-gym-rules';
import { type PageOf, call, callPage, fetchNextPage } from '../../lib/api';
import { mindGymApi } from '../../lib/endpoints';

const LATER = 'Please try again later.';

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

function useRefresh(...keys: (readonly unknown[])[]) {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function useTrackMood() {
  const refresh = useRefresh(mindGymKeys.moods(), [...mindGymKeys.all, 'mood-days']);
  return useMutation({
    mutationFn: (body: CreateMoodInput) => call(mindGymApi.trackMood, { body }),
    onSuccess: refresh,
    meta: { errorToast: { title: 'Failed to track mood', description: LATER }, successToast: { title: 'Mood tracked!' } },
  });
}

export function useDeleteMood() {
  const refresh = useRefresh(mindGymKeys.moods(), [...mindGymKeys.all, 'mood-days']);
  return (id: number) => call(mindGymApi.deleteMood, { params: { id } }).then(refresh);
}

export function useCreateAffirmation() {
  const refresh = useRefresh(mindGymKeys.affirmations());
  return useMutation({
    mutationFn: (text: string) => call(mindGymApi.createAffirmation, { body: { text } }),
    onSuccess: refresh,
    meta: { errorToast: { title: 'Failed to create affirmation', description: LATER }, successToast: { title: 'Affirmation created!' } },
  });
}

export function useUpdateAffirmation() {
  const refresh = useRefresh(mindGymKeys.affirmations());
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => call(mindGymApi.updateAffirmation, { params: { id }, body: { text } }),
    onSuccess: refresh,
    meta: { errorToast: { title: 'Failed to update affirmation', description: LATER }, successToast: { title: 'Affirmation updated' } },
  });
}

/** Puts the server's answer for one affirmation into the list, where it is. */
function usePutAffirmation() {
  const client = useQueryClient();
  return (updated: Affirmation) =>
    client.setQueryData(
      affirmationsQuery().queryKey,
      (data) =>
        data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((a) => (a.id === updated.id ? updated : a)) })) },
    );
}

/** SPEC §4: the favourite toggles through a call; this sends the state wanted, so a repeat is harmless. */
export function useFavoriteAffirmation() {
  const put = usePutAffirmation();
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: number; isFavorite: boolean }) =>
      call(mindGymApi.favoriteAffirmation, { params: { id }, body: { isFavorite } }),
    onSuccess: put,
    meta: { errorToast: { title: 'Failed to update affirmation', description: LATER } },
  });
}

/** SPEC §4/§8: Play counts through a call; a failure is only logged. */
export function usePlayAffirmation() {
  const put = usePutAffirmation();
  return (id: number) =>
    call(mindGymApi.playAffirmation, { params: { id } }).then(put, (error: unknown) => console.warn('Could not count the play.', error));
}

export function useDeleteAffirmation() {
  const refresh = useRefresh(mindGymKeys.affirmations());
  return (id: number) => call(mindGymApi.deleteAffirmation, { params: { id } }).then(refresh);
}

export function useCreateJournalEntry() {
  const refresh = useRefresh(mindGymKeys.journal());
  return useMutation({
    mutationFn: (body: CreateJournalInput) => call(mindGymApi.createJournalEntry, { body }),
    onSuccess: refresh,
    meta: { errorToast: { title: 'Failed to save journal entry', description: LATER }, successToast: { title: 'Journal entry created!' } },
  });
}

export function useUpdateJournalEntry() {
  const refresh = useRefresh(mindGymKeys.journal());
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateJournalInput & { id: number }) => call(mindGymApi.updateJournalEntry, { params: { id }, body }),
    onSuccess: refresh,
    meta: { errorToast: { title: 'Failed to save journal entry', description: LATER }, successToast: { title: 'Journal entry updated' } },
  });
}

export function useDeleteJournalEntry() {
  const refresh = useRefresh(mindGymKeys.journal());
  return (id: number) => call(mindGymApi.deleteJournalEntry, { params: { id } }).then(refresh);
}

/** SPEC §4/§8: Stop logs the exercise; a failure is only logged. */
export function logBreathing(body: LogActivityInput) {
  return call(mindGymApi.logActivity, { body }).catch((error: unknown) => console.warn('Could not log the breathing exercise.', error));
}

/**
 * Issue 32: a guided session, logged when it ends (finished, or ended after at least a minute). A
 * mutation, so that the progress it counts is read again where it shows; a failure says so quietly.
 */
export function useLogGuidedSession() {
  return useMutation({
    mutationFn: (body: LogActivityInput) => call(mindGymApi.logActivity, { body }),
    meta: { errorToast: { title: "Couldn't save this session", description: LATER } },
  });
}
