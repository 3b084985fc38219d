// Goal Setter's reads (SPEC §7 /api/goals and /api/milestones): query keys and queries; the route's first reads.
import { type QueryClient, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Goal, Milestone, Reflection } from '../../../contract/goals';
import { type PageOf, call, callPage, fetchNextPage } from '../../lib/api';
import { goalsApi } from '../../lib/endpoints';

export const goalKeys = {
  all: ['goals'] as const,
  list: () => [...goalKeys.all, 'list'] as const,
  counts: () => [...goalKeys.all, 'counts'] as const,
  goal: (id: number) => [...goalKeys.all, 'goal', id] as const,
  milestones: (goalId: number) => [...goalKeys.all, 'milestones', goalId] as const,
  reflections: (goalId: number) => [...goalKeys.all, 'reflections', goalId] as const,
};

/** Pages of 100 (the most a page holds), the next on demand. */
function pagedQuery<T>(queryKey: readonly unknown[], first: () => Promise<PageOf<T>>) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<T>> => (pageParam ? fetchNextPage<T>(pageParam) : first()),
    getNextPageParam: (last) => last.next,
  });
}

/** Active goals first, then completed ones; newest first within each. */
export const goalsQuery = () => pagedQuery<Goal>(goalKeys.list(), () => callPage(goalsApi.goals));

/** Every goal and the completed ones: the screen shows 'Active Goals' as the difference (docs/spec-differences.md). */
export const countsQuery = () => queryOptions({ queryKey: goalKeys.counts(), queryFn: () => call(goalsApi.counts) });

export const goalQuery = (id: number) =>
  queryOptions({ queryKey: goalKeys.goal(id), queryFn: () => call(goalsApi.goal, { params: { id } }) });

/** In order (SPEC §2). */
export const milestonesQuery = (goalId: number) =>
  pagedQuery<Milestone>(goalKeys.milestones(goalId), () => callPage(goalsApi.milestones, { params: { id: goalId } }));

/** Newest first (SPEC §2). */
export const reflectionsQuery = (goalId: number) =>
  pagedQuery<Reflection>(goalKeys.reflections(goalId), () => callPage(goalsApi.reflections, { params: { id: goalId } }));

/** The screen's first reads (web/app/registry.tsx starts them while the screen's code loads). */
export function prefetchGoals(client: QueryClient, search: URLSearchParams): Promise<unknown> {
  const id = Number(search.get('goal'));
  if (Number.isInteger(id) && id > 0) return client.prefetchQuery(goalQuery(id));
  return Promise.all([client.prefetchInfiniteQuery(goalsQuery()), client.prefetchQuery(countsQuery())]);
}
