// Issue 36's calls (boards shared with classmates): the switcher's list, new boards, joining by code,
// invite codes, members, handing over and deleting: calls about who is on which board, beside ./api.ts's
// calls about what is on one. Their keys are boardKeys' (all under ['board'], which the live event marks
// out of date).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board, Invite, Joined, ProjectSummary } from '../../../contract/board';
import { call, callPage } from '../../lib/api';
import { offerCareFor } from '../../lib/care-offer';
import { boardApi } from '../../lib/endpoints';
import { boardKeys } from './queries';

/** At most 50 boards: one page. */
export const projectsQuery = () =>
  queryOptions<ProjectSummary[]>({ queryKey: boardKeys.projects(), queryFn: async () => (await callPage(boardApi.projects)).items });

/** Newest first; at most 3 open at once: one page. */
export const invitesQuery = (id: number) =>
  queryOptions<Invite[]>({
    queryKey: boardKeys.invites(id),
    queryFn: async () => (await callPage(boardApi.invites, { params: { id } })).items,
  });

/** Another board of mine, with the starter columns. */
export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => call(boardApi.createProject, { body: { title } }),
    onSuccess: (project) => {
      offerCareFor(project);
      return client.invalidateQueries({ queryKey: boardKeys.projects() });
    },
    meta: { successToast: { title: 'Board created' } },
  });
}

/** A classmate's board, by the code they shared. The dialog shows why a code did not work. */
export function useJoinBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<Joined> => call(boardApi.join, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardKeys.projects() }),
  });
}

export function useCreateInvite(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(boardApi.createInvite, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardKeys.invites(id) }),
  });
}

export function useRevokeInvite(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: number) => call(boardApi.revokeInvite, { params: { id: inviteId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: boardKeys.invites(id) }),
    meta: { errorToast: 'Could not revoke the code', successToast: { title: 'Code revoked' } },
  });
}

/**
 * Someone leaves the board (`leaving`: my own id) or its owner removes them. Removed: the board reads
 * again (its members, and tasks that were theirs are now unassigned). Left: the screen goes to my own
 * board at once, and what was read of this one is only marked out of date (read again if ever shown,
 * when it answers 404), not read again now.
 */
export function useRemoveMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: number; leaving: boolean }) => call(boardApi.removeMember, { params: { id, userId } }),
    onSuccess: (_answer, { leaving }) =>
      void client.invalidateQueries({ queryKey: boardKeys.all, refetchType: leaving ? 'none' : 'active' }),
  });
}

/**
 * The owner hands the board to another member and stays on it as a member. Handing on my first board
 * changes the id I know it by (1 is now another board of mine, or a new one): the answer carries its
 * own id, the screen goes there, and what was read under the old id is only marked out of date.
 */
export function useHandOver(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(boardApi.handOver, { params: { id }, body: { userId } }),
    onSuccess: (project) => {
      if (project.id !== id) return void client.invalidateQueries({ queryKey: boardKeys.all, refetchType: 'none' });
      client.setQueryData<Board>(boardKeys.board(id), (board) => board && { ...board, project });
      return client.invalidateQueries({ queryKey: boardKeys.projects() });
    },
  });
}

/** The owner deletes the board, for everyone on it. */
export function useDeleteProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(boardApi.deleteProject, { params: { id } }),
    // The screen goes to my own board at once; what was read of this one is only marked out of date.
    onSuccess: () => void client.invalidateQueries({ queryKey: boardKeys.all, refetchType: 'none' }),
    meta: { errorToast: 'Could not delete the board' },
  });
}
