// Rewards (issue 32): the level history, and the level-up moment's "it was shown". The achievements
// are the user's progress (web/lib/progress.ts), read by Home, Profile and Skill Quest too.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The moment for a level was shown: the server remembers it, so no reload or other device shows it again. */
export function useLevelSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => call(progressApi.levelSeen, { body: { level } }),
    onSuccess: (answer) =>
      // not a refresh: no screen shows it (the watcher shows a level once per page anyway); it keeps the cached answer true
      client.setQueryData(progressKeys.unread, answer),
    meta: { keepsProgress: true },
  });
}
