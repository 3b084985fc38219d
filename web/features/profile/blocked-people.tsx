// Profile → Settings: the people I blocked (issue 14), each with Unblock. (Moderators are staff
// accounts with a screen of their own, web/app/staff-shell.tsx: no member reaches moderation.)
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BlockedUser } from '../../../contract/safety';
import { callPage, fetchNextPage } from '../../lib/api';
import { safetyApi } from '../../lib/endpoints';
import { formatMediumDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LoadFailed, Skeleton } from '../../ui/query-view';
import { useBlock } from '../../ui/safety-dialogs';

export default function BlockedPeople() {
  const blocked = useInfiniteQuery({
    queryKey: ['blocks'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => (pageParam ? fetchNextPage<BlockedUser>(pageParam) : callPage(safetyApi.blocks)),
    getNextPageParam: (last) => last.next,
  });
  const block = useBlock();
  const people = blocked.data?.pages.flatMap((p) => p.items);
  return (
    <Card className="mt-4">
      <h3 className="font-bold">Blocked people</h3>
      <p className="text-sm text-muted">You don't see each other's pep talks, comments or messages. They are not told.</p>
      <div className="mt-3">
        {blocked.isPending ? (
          <Skeleton rows={1} className="h-11" label="Loading blocked people..." />
        ) : blocked.isError ? (
          <LoadFailed look="line" what="who you blocked" onRetry={() => void blocked.refetch()} />
        ) : people?.length === 0 ? (
          <p className="text-sm text-muted">You haven't blocked anyone.</p>
        ) : (
          <ul className="divide-y divide-line">
            {people?.map((p) => (
              <li key={p.userId} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block break-words font-semibold">{p.displayName}</span>
                  <span className="block text-xs text-muted">Blocked {formatMediumDate(p.blockedAt)}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={block.isPending}
                  onClick={() =>
                    block.mutate(
                      { userId: p.userId, block: false },
                      { onSuccess: () => toast({ title: 'Unblocked', description: `${p.displayName} can see your pep talks again.` }) },
                    )
                  }
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        )}
        {blocked.hasNextPage && (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => void blocked.fetchNextPage()}>
            Load more
          </Button>
        )}
      </div>
    </Card>
  );
}
