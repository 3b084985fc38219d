// The moderators' reads (issues 14, 16 and 29): the queue by status, what was kept of deleted accounts,
// the audit, and an account's standing.
import type { AuditEntry, KeptRecord, ModerationCase } from '../../../contract/safety';
import { call, callPage, fetchNextPage, type PageOf } from '../../lib/api';
import { moderationApi } from '../../lib/endpoints';

export type CaseStatus = 'open' | 'decided';

export const moderationKeys = {
  all: ['moderation'] as const,
  cases: (status: CaseStatus) => ['moderation', 'cases', status] as const,
  kept: ['moderation', 'kept'] as const,
  audit: ['moderation', 'audit'] as const,
  account: (userId: number) => ['moderation', 'account', userId] as const,
};

/** A paged list read page by page ("Load more"), the same for every tab. */
function pagedQuery<T, K extends readonly unknown[]>(queryKey: K, first: () => Promise<PageOf<T>>) {
  return {
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }: { pageParam: string | null }) => (pageParam ? fetchNextPage<T>(pageParam) : first()),
    getNextPageParam: (last: PageOf<T>) => last.next,
  };
}

export const casesQuery = (status: CaseStatus) =>
  pagedQuery<ModerationCase, ReturnType<typeof moderationKeys.cases>>(moderationKeys.cases(status), () =>
    callPage(moderationApi.reports, { query: { status } }),
  );

export const keptQuery = pagedQuery<KeptRecord, typeof moderationKeys.kept>(moderationKeys.kept, () => callPage(moderationApi.kept));

export const auditQuery = pagedQuery<AuditEntry, typeof moderationKeys.audit>(moderationKeys.audit, () => callPage(moderationApi.audit));

/** An account's record (issue 52): read when a moderator opens it on a case (each read is audited). */
export const accountQuery = (userId: number) => ({
  queryKey: moderationKeys.account(userId),
  queryFn: () => call(moderationApi.account, { params: { userId } }),
});
