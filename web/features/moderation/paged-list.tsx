// One way every moderation tab shows its list: a skeleton while it loads, an error with Retry, the
// empty state, then the items with "Load more" while there are older pages.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageOf } from '../../lib/api';
import { Button } from '../../ui/button';
import { EmptyState, LoadFailed, Skeleton } from '../../ui/query-view';

export interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<PageOf<T>>>;
  /** "the reports": "Couldn't load the reports." */
  what: string;
  loadingText: string;
  skeleton?: string;
  empty: ReactNode;
  children(items: T[]): ReactNode;
}

export function PagedList<T>({ query, what, loadingText, skeleton = 'h-32', empty, children }: PagedListProps<T>) {
  if (query.isPending) return <Skeleton rows={3} className={skeleton} label={loadingText} />;
  if (query.isError) return <LoadFailed what={what} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {children(items)}
      {query.hasNextPage && (
        <Button variant="outline" className="mt-3 w-full" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  );
}
