// A mentor thread's messages, both sides' (issue 53): the server answers them newest first, a page at a
// time, so a thread opens on its latest messages in one read and "Earlier messages" reads the page
// before. The cache keeps the pages as they came, newest first; the screen reads them oldest first.
import { type InfiniteData, type QueryClient, type QueryKey, infiniteQueryOptions } from '@tanstack/react-query';
import { type PageOf, fetchNextPage } from '../../lib/api';

export type ThreadPages<T> = InfiniteData<PageOf<T>, string | null>;

interface Line {
  id: number;
}

/** The thread as a conversation reads, oldest at the top (a line in two pages, after a new one moved them, once). */
export function oldestFirst<T extends Line>(data: ThreadPages<T>): T[] {
  const seen = new Set<number>();
  const lines: T[] = [];
  for (const page of data.pages)
    for (const line of page.items)
      if (!seen.has(line.id)) {
        seen.add(line.id);
        lines.push(line);
      }
  return lines.reverse();
}

/** A thread's pages under `queryKey`: the newest from `first`, each earlier one from the Link header. */
export const threadPagesQuery = <T extends Line, K extends QueryKey>(queryKey: K, first: () => Promise<PageOf<T>>) =>
  infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<T>> => (pageParam ? fetchNextPage<T>(pageParam) : first()),
    getNextPageParam: (page) => page.next,
    select: oldestFirst<T>,
  });

/** A line just sent, at the top of the newest page (once: a read again may already have it). */
export function withNewest<T extends Line>(data: ThreadPages<T> | undefined, line: T): ThreadPages<T> | undefined {
  const [newest, ...rest] = data?.pages ?? [];
  if (!data || !newest || data.pages.some((page) => page.items.some((m) => m.id === line.id))) return data;
  return { ...data, pages: [{ ...newest, items: [line, ...newest.items] }, ...rest] };
}

/**
 * Once a thread is closed, only its newest page is kept: opened again (or read again after a live
 * event), it is one read, not one per page read before.
 */
export function keepNewestPage(client: QueryClient, queryKey: QueryKey) {
  client.setQueryData<ThreadPages<Line>>(queryKey, (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
}
