// Shows the app to a signed-in user and the sign-in screen to everyone else, on any route:
// the URL stays as it is, so signing in lands on the page that was asked for.
import { type ReactNode, useEffect, useState } from 'react';
import type { CurrentUser } from '../../contract/auth';
import { isApiError } from '../lib/api';
import { isOfflineError, knownOffline, useConnection } from '../lib/offline';
import { currentUserQuery, sessionKeys, useCurrentUser, useOfflineDeadline } from '../lib/session';
import { applyTheme } from '../lib/theme';
import { lazyWithPreload } from '../ui/lazy';
import { PageSkeleton } from '../ui/page-skeleton';
import { screenOf } from './registry';
import { SampleNotice } from '../ui/sample-notice';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from './use-events';

const SignInPage = lazyWithPreload(() => import('../features/auth/sign-in-page'), { fallback: <PageSkeleton /> }).Component;
// A mentor's account (an adult) sees only its inbox and its studio, never the teens' app.
const MentorShell = lazyWithPreload(() => import('./mentor-shell'), { fallback: <PageSkeleton /> }).Component;
// A staff account (a moderator) sees only moderation, the clips and its own account, never the teens' app.
const StaffShell = lazyWithPreload(() => import('./staff-shell'), { fallback: <PageSkeleton /> }).Component;

/** SPEC §3: used when the current user cannot be loaded for another reason than being signed out. */
const SAMPLE_USER: CurrentUser = {
  id: 0,
  username: 'explorer',
  displayName: 'Explorer',
  level: 3,
  progress: 45,
  avatarColor: '#6d28d9',
  emailNotifications: false,
  theme: 'system',
  isDemo: true,
  role: 'member',
  ageGroup: null,
  keptSignedIn: false,
  restriction: null,
};

export function AuthGate({ children }: { children: ReactNode }) {
  const { data: loaded, error, isPending, refetch } = useCurrentUser();
  const client = useQueryClient();
  // The browser offline with nothing saved on this device (or nothing since a sign-out): the sign-in
  // screen, not sample content, and the session is asked again once the browser is back online. Any
  // other failure, a network error while the browser is online (Rise down or unreachable) included, is
  // SPEC §7's: the sample user (docs/spec-differences.md).
  const offlineUnknown = isOfflineError(error) && !loaded && knownOffline();
  const failed = error !== null && !(isApiError(error) && error.status === 401) && !offlineUnknown;
  const { offline } = useConnection();
  // Offline past the time the copy opens until, this tab forgets it too and shows sign-in (issue 52).
  useOfflineDeadline();
  useEffect(() => {
    if (offlineUnknown && !offline) void refetch();
  }, [offlineUnknown, offline, refetch]);
  // A failed check shows sample content at once (not the sign-in screen for a moment first).
  const user = failed && !loaded ? SAMPLE_USER : loaded;
  // What changes elsewhere (a mentor's reply, the bell, another tab) shows here by itself (issue 35).
  useLiveEvents(user && user !== SAMPLE_USER && user.id > 0 ? user.id : null);

  useEffect(() => {
    if (user) applyTheme(user.theme);
  }, [user]);

  useEffect(() => {
    if (failed) {
      console.warn('Could not load the current user; showing sample content.', error);
      client.setQueryData(sessionKeys.currentUser, SAMPLE_USER);
    }
  }, [failed, error, client]);

  if (!isPending && !user) {
    return <SignInPage />;
  }
  if (user?.role === 'mentor') {
    return <MentorShell />;
  }
  if (user?.role === 'moderator') {
    return <StaffShell />;
  }
  // While the session is checked the children draw too: each screen shows its shell and a skeleton
  // (SessionReady) until it is known.
  return (
    <>
      {user === SAMPLE_USER && <SampleNotice className="m-2" />}
      {children}
    </>
  );
}

/**
 * Starts, before the first render: the session check and the route's code side by side, then, once the
 * session is a real signed-in user, the route's first reads. SessionReady asks again on every route;
 * nothing is read twice. (Reading beside the session check, before it answers, measured worse: the
 * reads then wait on the entry's first long task, and a visitor would send them only to get 401s.)
 */
/**
 * The address whose first reads startFirstLoads asked for: SessionReady does not ask for them again when
 * that screen first draws, so a read that has already failed is not sent twice (SPEC §4: no retries).
 */
let firstReadsAskedFor: string | null = null;

/** Whether startFirstLoads asked for this address's first reads (said once: a later visit asks again). */
function alreadyAsked(address: string): boolean {
  if (firstReadsAskedFor !== address) return false;
  firstReadsAskedFor = null;
  return true;
}

export function startFirstLoads(client: QueryClient, path: string, search: string) {
  const { load, prefetch } = screenOf(path);
  void load?.().catch(() => undefined);
  void client
    .prefetchQuery(currentUserQuery)
    .then(() => {
      const user = client.getQueryData<CurrentUser | null>(sessionKeys.currentUser);
      // A member's reads only: a mentor's or a staff account has screens of its own.
      if (!(user && user.id > 0 && user.role === 'member')) return;
      firstReadsAskedFor = `${path}${search}`;
      return prefetch?.(client, new URLSearchParams(search));
    })
    .catch(() => undefined);
}

/**
 * A screen's content once the session is known; until then its skeleton, inside a shell that is
 * already drawn (and stays: nothing is drawn twice when the session arrives). The screen's code loads
 * meanwhile, not after.
 */
export function SessionReady({ path, fallback, children }: { path: string; fallback: ReactNode; children: ReactNode }) {
  const { isPending, data: user } = useCurrentUser();
  const client = useQueryClient();
  const { load, ready, prefetch } = screenOf(path);
  // The skeleton stays until the screen's code has come too (a failed load draws the screen, whose
  // error boundary says so): the screen then draws the moment it can. Left to its Suspense boundary,
  // React would hold the screen back for up to 300 ms after that boundary's skeleton showed.
  const [, codeCame] = useState(0);
  const [codeFailed, setCodeFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void load?.().then(
      () => live && codeCame((n) => n + 1),
      () => live && setCodeFailed(true),
    );
    return () => {
      live = false;
    };
  }, [load]);
  // Signed in (a real session, not the sample user): the screen's first reads start now, beside its code.
  const signedIn = Boolean(user && user.id > 0);
  useEffect(() => {
    if (!signedIn) return;
    if (alreadyAsked(`${window.location.pathname}${window.location.search}`)) return;
    void prefetch?.(client, new URLSearchParams(window.location.search)).catch(() => undefined);
  }, [signedIn, prefetch, client]);
  return isPending || (ready?.() === false && !codeFailed) ? fallback : children;
}
