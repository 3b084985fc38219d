// The moderators' writes: a case decided, an appeal, an action on an account, a mentor unlinked.
import type { AccountAction, ReportReason } from '../../../contract/safety';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { mentorModerationApi, moderationApi } from '../../lib/endpoints';
import { toast } from '../../lib/toast';
import { moderationKeys } from './queries';

export interface Decision {
  id: number;
  action: 'hide' | 'restore';
  /** With 'hide': the community standards' rule its writer is told it broke. */
  rule?: ReportReason;
}

export interface AccountActionInput {
  userId: number;
  caseId: number;
  action: AccountAction;
  days?: number;
  rule: ReportReason;
  note: string;
}

/**
 * Hide or Restore. A restore that needs a second moderator answers 202 with the case waiting
 * (`restoreRequestedBy` set, nothing decided); every list reads again either way (the audit too).
 */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, rule }: Decision) =>
      call(moderationApi.decide, { params: { id }, body: action === 'hide' && rule ? { action, rule } : { action } }),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
    // Deciding tells the author and the reporters, never the moderator: their own bell is unchanged. A
    // failure is said in the server's words (403: your own words).
    meta: { errorToast: { title: 'The decision was not saved' }, keepsProgress: true },
  });
}

/** The author of a hidden item asks for another look (201), once per decision (409 after that). */
export function useAppeal() {
  return useMutation({
    mutationFn: ({ caseId, note }: { caseId: number; note: string }) =>
      call(moderationApi.appeal, { body: { caseId, ...(note.trim() && { note: note.trim() }) } }),
    // The dialog says what went wrong (offline, a note too long, asked already): its form claims it.
  });
}

/**
 * Restrict, suspend, ban or lift (issue 52). A suspension, a ban and lifting either answer 202 with the
 * action waiting for a second moderator (`waiting` on the record's newest action); every list reads again.
 */
export function useAccountAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, caseId, action, days, rule, note }: AccountActionInput) =>
      call(moderationApi.accountAction, {
        params: { userId },
        body: { action, caseId, rule, ...(days !== undefined && { days }), ...(note.trim() && { note: note.trim() }) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
    meta: { errorToast: { title: 'The action was not taken' }, keepsProgress: true },
  });
}

/**
 * Unlinks a mentor's account from its catalogue mentor (issue 52), as `npm run mentor -- unlink` does: it
 * is signed out at once and cannot sign in again; its threads stay. 404 once it is no longer linked.
 */
export function useUnlinkMentor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: number; name: string }) => call(mentorModerationApi.unlink, { params: { userId } }),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
    onSuccess: (_, { name }) =>
      toast({ title: `Unlinked: ${name}`, description: 'The account is signed out and can no longer sign in. Its threads stay.' }),
    meta: { errorToast: { title: 'The account was not unlinked' }, keepsProgress: true },
  });
}
