// The user's progress (issue 15): level, stats, skills and achievements from real actions, read by
// Home, Profile and Skill Quest, and the bell's notifications. Every successful write marks them out
// of date (web/lib/query-client.ts), so a screen that shows them reads them again when it opens.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localToday } from '../../contract/money';
import type { Notification } from '../../contract/progress';
import { call, callPage } from './api';
import { progressApi } from './endpoints';

export const progressKeys = {
  progress: ['progress'] as const,
  notifications: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

export const progressQuery = queryOptions({ queryKey: progressKeys.progress, queryFn: () => call(progressApi.progress) });

/** `enabled` false: not yet (Profile reads it after its first paint: its stats are below the fold). */
export const useProgress = (enabled = true) => useQuery({ ...progressQuery, enabled });

/** The red dot: how many are unread (what is due tomorrow in the user's calendar is said once). */
export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({ queryKey: progressKeys.unread, queryFn: () => call(progressApi.unread, { query: { day: localToday() } }), enabled });

/** The newest notifications (one page: the panel shows the latest), read again each time it opens. */
export const useNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: progressKeys.list,
    staleTime: 0,
    queryFn: async (): Promise<Notification[]> =>
      (await callPage(progressApi.notifications, { query: { day: localToday(), limit: 20 } })).items,
    enabled,
  });

/** Opening the panel marks them read: the dot goes at once. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(progressApi.markRead),
    onSuccess: (answer) => client.setQueryData(progressKeys.unread, answer),
    meta: { keepsProgress: true },
  });
}
