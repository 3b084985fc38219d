// What each live event (contract/events.ts) marks out of date: exactly the queries it names. Screens
// that show them read again at once; the rest read again when next shown (SPEC §4 holds: nothing is
// read on a timer or on focus, only because the server said it changed). Loaded after the first paint.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '../../contract/events';
import type { LiveArea } from '../../contract/events-rules';
import { connectLive, tabId } from '../lib/events';
import { progressKeys } from '../lib/progress';
import { sessionKeys } from '../lib/session';

/**
 * Each server area's (a feature module's name) query keys, by their first parts. Written out rather
 * than imported, so that this chunk stays small; events.test.ts checks each against the feature's
 * own key factory.
 */
export const AREA_KEYS: Record<LiveArea, readonly QueryKey[]> = {
  board: [['board']],
  discover: [['discover']],
  finance: [['finances']],
  goals: [['goals']],
  mentors: [['mentors'], ['mentor-inbox']],
  'mind-gym': [['mindgym']],
  'pep-talks': [['pep-talks']],
  // Settings, the display name, the avatar.
  profile: [sessionKeys.currentUser],
  progress: [progressKeys.progress, progressKeys.notifications],
  shorts: [['videos']],
  skills: [['skills']],
  // A block or an unblock changes whose words show.
  social: [['blocks'], ['pep-talks'], ['videos']],
};

/** The query keys an event marks out of date; null for "everything" (events were missed). */
export function keysOf(event: LiveEvent): readonly QueryKey[] | null {
  // The echo of this tab's own write: it already refreshed what it changed.
  if ('tab' in event && event.tab === tabId) return [];
  switch (event.type) {
    case 'changed':
      return AREA_KEYS[event.area];
    case 'notifications':
      return [progressKeys.notifications];
    case 'progress':
      return [progressKeys.progress];
    case 'mentor-messages':
      return [
        ['mentors', 'thread', event.mentorId],
        ['mentors', 'matches'],
      ];
    case 'mentor-thread':
      return [
        ['mentor-inbox', 'thread', event.userId],
        ['mentor-inbox', 'threads'],
      ];
    case 'moderation':
      return [['moderation']];
    case 're-read':
      return null;
    default:
      return [];
  }
}

/** Starts the stream for the signed-in user; the answer stops it. */
export function startLiveEvents(client: QueryClient): () => void {
  return connectLive({
    onEvent(event) {
      const keys = keysOf(event);
      if (keys === null) void client.invalidateQueries();
      else for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    },
    // The stream keeps failing: if the session has ended, reading the user says so and signs the tab out.
    onTrouble: () => void client.invalidateQueries({ queryKey: sessionKeys.currentUser }),
  });
}
