// Rewards (issue 32): the level history. The achievements are the user's progress (web/lib/progress.ts),
// read by Home, Profile and Skill Quest too.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { progressApi } from '../../lib/endpoints';
import { progressKeys, progressQuery } from '../../lib/progress';

export const rewardsKeys = {
  // Under progress: every write that may move the level marks it out of date with the rest.
  levels: [...progressKeys.progress, 'levels'] as const,
};

export const levelsQuery = queryOptions({ queryKey: rewardsKeys.levels, queryFn: () => call(progressApi.levels) });

export const useLevels = () => useQuery(levelsQuery);

/** The screen's first reads, started while its code loads. */
export const prefetchRewards = (client: QueryClient) =>
  Promise.all([client.prefetchQuery(progressQuery), client.prefetchQuery(levelsQuery)]);
