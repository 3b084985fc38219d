// Home's Popular Now (issue 32): the week's most liked Short or pep talk, opened in its mini-app.
// Refresh asks again; with nothing liked this week, it says so and points to Discover.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { Link } from 'wouter';
import type { PopularItem } from '../../../contract/discover';
import { KIND_LABELS, hrefOfItem } from '../../../contract/discover-rules';
import { call } from '../../lib/api';
import { discoverApi } from '../../lib/endpoints';
import { countOf } from '../../lib/format';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';

export const popularQuery = queryOptions<PopularItem | null>({
  queryKey: ['discover', 'popular'],
  queryFn: async () => (await call(discoverApi.popular)).item,
});

export function PopularThisWeek() {
  const popular = useQuery(popularQuery);
  const item = popular.data;
  return (
    <Card className="mt-3 flex min-h-24 items-center gap-3" aria-busy={popular.isPending}>
      <span className="grid h-12 w-12 shrink-0 place-items-center rounded-control bg-primary-soft text-primary">
        <Heart aria-hidden className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted">Most liked this week</p>
        {popular.isPending ? (
          <p className="mt-1 h-5 w-40 max-w-full animate-pulse rounded-full bg-surface-2 motion-reduce:animate-none">
            <span className="sr-only">Loading...</span>
          </p>
        ) : popular.isError ? (
          <p className="font-semibold">Couldn't load this. Press Refresh to try again.</p>
        ) : item ? (
          <>
            <p className="break-words font-semibold">{item.title}</p>
            <p className="text-sm text-muted">
              {KIND_LABELS[item.kind]} · {countOf(item.likes, 'like')}
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">Nothing yet</p>
            <p className="text-sm text-muted">Find something you like in Discover.</p>
          </>
        )}
      </div>
      {!popular.isPending && !popular.isError && (
        <Link
          href={item ? hrefOfItem(item) : '/discover'}
          aria-label={item ? `Open ${item.title}` : 'Open Discover'}
          className={buttonClass('secondary', 'sm')}
        >
          Open
        </Link>
      )}
    </Card>
  );
}
