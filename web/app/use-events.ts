// The live event stream of a signed-in tab (web/app/events.ts), opened once the screen has been
// painted and the browser is idle, and closed when the user signs out or changes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../lib/idle';

/** `userId`: the signed-in user, or null (signed out, the sample user, still checking). */
export function useLiveEvents(userId: number | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./events').then((live) => {
        if (!cancelled) stop = live.startLiveEvents(client);
      });
    }, 2000);
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [userId, client]);
}
