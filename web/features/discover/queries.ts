// Discover's calls (issue 32): a topic's things, or a search's, a page at a time ("Load more").
import { type QueryClient, infiniteQueryOptions } from '@tanstack/react-query';
import type { DiscoverItem } from '../../../contract/discover';
import { DISCOVER_PAGE, DISCOVER_TOPICS, type DiscoverTopic, SEARCH_MAX_LENGTH, searchWordsOf } from '../../../contract/discover-rules';
import { type PageOf, callPage, fetchNextPage } from '../../lib/api';
import { discoverApi } from '../../lib/endpoints';

export const discoverKeys = {
  all: ['discover'] as const,
  browse: (topic: DiscoverTopic | null) => [...discoverKeys.all, 'browse', topic ?? 'all'] as const,
  search: (q: string, topic: DiscoverTopic | null) => [...discoverKeys.all, 'search', q, topic ?? 'all'] as const,
};

export const browseQuery = (topic: DiscoverTopic | null) =>
  infiniteQueryOptions({
    queryKey: discoverKeys.browse(topic),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<DiscoverItem>> =>
      pageParam
        ? fetchNextPage<DiscoverItem>(pageParam)
        : callPage(discoverApi.browse, { query: { limit: DISCOVER_PAGE, ...(topic && { topic }) } }),
    getNextPageParam: (last) => last.next,
  });

export const searchQuery = (q: string, topic: DiscoverTopic | null) =>
  infiniteQueryOptions({
    queryKey: discoverKeys.search(q, topic),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<DiscoverItem>> =>
      pageParam
        ? fetchNextPage<DiscoverItem>(pageParam)
        : callPage(discoverApi.search, { query: { q, limit: DISCOVER_PAGE, ...(topic && { topic }) } }),
    getNextPageParam: (last) => last.next,
  });

/** The screen's first read, started beside its code (web/app/registry.tsx): the topic or search in the address. */
export function prefetchDiscover(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const topic = (DISCOVER_TOPICS as readonly string[]).includes(search.get('topic') ?? '') ? (search.get('topic') as DiscoverTopic) : null;
  const q = (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return searchWordsOf(q).length > 0
    ? client.prefetchInfiniteQuery(searchQuery(q, topic))
    : client.prefetchInfiniteQuery(browseQuery(topic));
}
