// Mind Gym's writes (SPEC §7 /api/mindgym), with SPEC §8's toasts; failing to count a play is only logged.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Affirmation, CreateJournalInput, CreateMoodInput, LogActivityInput, UpdateJournalInput } from '../../../contract/mind-gym';
import { call } from '../../lib/api';
import { mindGymApi } from '../../lib/endpoints';
import { mindGymKeys, affirmationsQuery } from './queries';

const LATER = 'Please try again later.';

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
