// Pep Talk's reads (SPEC §7 /api/peptalks, made real): the feed (all, or one category), my own pep talks
// and comments. SPEC §8: a failed list read shows an empty list (with a quiet Retry), never samples.
import { type QueryClient, infiniteQueryOptions } from '@tanstack/react-query';
import type { PepTalk, PepTalkCategory, PepTalkComment } from '../../../contract/pep-talks';
import { type PageOf, callPage, fetchNextPage } from '../../lib/api';
import { pepTalksApi } from '../../lib/endpoints';

export const pepTalkKeys = {
  all: ['pep-talks'] as const,
  feeds: () => [...pepTalkKeys.all, 'feed'] as const,
  feed: (category: PepTalkCategory | null) => [...pepTalkKeys.feeds(), category ?? 'all'] as const,
  mine: () => [...pepTalkKeys.all, 'mine'] as const,
  comments: (id: number) => [...pepTalkKeys.all, 'comments', id] as const,
};

export const feedQuery = (category: PepTalkCategory | null) =>
  infiniteQueryOptions({
    queryKey: pepTalkKeys.feed(category),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<PepTalk>> =>
      pageParam
        ? fetchNextPage<PepTalk>(pageParam)
        : category
          ? callPage(pepTalksApi.byCategory, { params: { category } })
          : callPage(pepTalksApi.list),
    getNextPageParam: (last) => last.next,
  });

export const mineQuery = () =>
  infiniteQueryOptions({
    queryKey: pepTalkKeys.mine(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<PepTalk>> => (pageParam ? fetchNextPage<PepTalk>(pageParam) : callPage(pepTalksApi.mine)),
    getNextPageParam: (last) => last.next,
  });

export const commentsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: pepTalkKeys.comments(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<PepTalkComment>> =>
      pageParam ? fetchNextPage<PepTalkComment>(pageParam) : callPage(pepTalksApi.comments, { params: { id } }),
    getNextPageParam: (last) => last.next,
  });

/** The feed's first read starts with the session, beside the screen's code. */
export const prefetchPepTalks = (client: QueryClient) =>
  Promise.all([client.prefetchInfiniteQuery(feedQuery(null)), client.prefetchInfiniteQuery(mineQuery())]);
