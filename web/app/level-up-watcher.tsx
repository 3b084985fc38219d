// Watches for a level reached that this account has not been shown (the bell's dot answer says so,
// read after every write), and shows the level-up moment once (issue 32, decision 0026). The moment's
// code loads only when there is one to show. Acknowledged as it opens: a reload, a second tab or
// another device never shows it again. The shell draws it over every screen (routes.tsx).
import { useEffect, useState } from 'react';
import { lazyWithPreload } from '../ui/lazy';
import { useUnreadNotifications } from '../lib/progress';
import { useCurrentUser } from '../lib/session';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { useLevelSeen } from '../features/rewards/mutations';

const LevelUpMoment = lazyWithPreload(() => import('../features/rewards/level-up-moment'));

/**
 * The highest level shown in this page's life, per account: each screen has its own watcher, and one
 * opened (say, from the moment's own link) before the server's answer came must not show it again.
 */
const shownHere = new Map<number, number>();

export function LevelUpWatcher() {
  const { data: user } = useCurrentUser();
  // The same read (and the same cache entry) as the bell's dot, after the screen's first paint.
  const ready = useAfterFirstPaint(Boolean(user && user.id > 0 && user.role === 'member'));
  const levelUp = useUnreadNotifications(ready).data?.levelUp ?? null;
  const [showing, setShowing] = useState<number | null>(null);
  const { mutate: markSeen } = useLevelSeen();

  useEffect(() => {
    const userId = user?.id;
    if (userId === undefined || levelUp === null || levelUp <= (shownHere.get(userId) ?? 0) || showing !== null) return;
    let live = true;
    // Shown (and so acknowledged) only once its code is here: offline, it waits for the next time.
    LevelUpMoment.preload().then(
      () => {
        if (!live) return;
        shownHere.set(userId, levelUp);
        setShowing(levelUp);
        markSeen(levelUp);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [user?.id, levelUp, showing, markSeen]);

  if (showing === null) return null;
  return <LevelUpMoment.Component level={showing} onClose={() => setShowing(null)} />;
}
