// Rewards' one write: the level-up moment's "it was shown".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { progressApi } from '../../lib/endpoints';
import { progressKeys } from '../../lib/progress';

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
