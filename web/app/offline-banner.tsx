// Issue 17: the "You're offline" banner at the top of every screen (in the page's flow: it covers
// nothing), saying since when what is shown was saved, and until when this device keeps showing it
// (issue 52: 12 hours after Rise last confirmed the session, web/lib/session.ts useOfflineDeadline).
import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatSavedAt, formatUntil } from '../lib/format';
import { useConnection } from '../lib/offline';

/** The current time, a minute at a time (for "saved 5 minutes ago"), only while it is shown. */
function useMinuteClock(on: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, [on]);
  return now;
}

export function OfflineBanner() {
  const { offline, savedAt, until } = useConnection();
  const now = useMinuteClock(offline);
  if (!offline) return null;
  return (
    <div role="status" className="bg-warning-soft px-4 pb-2 pt-safe-2 text-sm text-on-warning-soft">
      <p className="mx-auto flex max-w-app-wide items-start gap-2">
        <WifiOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <strong className="font-bold">You're offline.</strong>{' '}
          {savedAt === null
            ? 'What you see may be out of date. Changes need a connection.'
            : `What you see was saved ${formatSavedAt(savedAt, Math.max(now, savedAt))} and may be out of date. Changes need a connection.`}
          {until !== null && ` This device shows it until ${formatUntil(until, now)}; after that, sign in again.`}
        </span>
      </p>
    </div>
  );
}
