// What a staff account (a moderator, issue 29) sees instead of the teens' app: the Rise header, the
// moderation screen, the clips waiting for review and its own studio (issue 55), and its own account
// (change password, sign out everywhere), with Sign out always at hand. Never Home, a mini-app, the bell
// or a profile: the server answers a staff account 403 on all of them. Any other path shows moderation.
import { Clapperboard, ListChecks, ShieldCheck, UserRound } from 'lucide-react';
import { Redirect, useLocation } from 'wouter';
import { useCurrentUser } from '../lib/session';
import { useDocumentTitle } from '../lib/use-document-title';
import { lazyWithPreload } from '../ui/lazy';
import { PageSkeleton } from '../ui/page-skeleton';
import { AccountShell, Screen, type ShellLink } from './account-shell';
import { moderationScreen, reviewScreen, studioScreen } from './registry';

const ModerationPage = moderationScreen.screen;
const ReviewPage = reviewScreen.screen;
const StudioPage = studioScreen.screen;
const PasswordAndSessions = lazyWithPreload(
  () => import('../features/profile/your-account').then((m) => ({ default: m.PasswordAndSessions })),
  {
    fallback: <PageSkeleton label="Loading your account..." />,
  },
).Component;

const MODERATION = '/moderation';
const REVIEW = '/review';
const STUDIO = '/studio';
const ACCOUNT = '/account';

const LINKS: readonly ShellLink[] = [
  { href: MODERATION, label: 'Moderation', Icon: ShieldCheck },
  { href: REVIEW, label: 'Review clips', Icon: ListChecks },
  { href: STUDIO, label: 'Studio', Icon: Clapperboard },
  { href: ACCOUNT, label: 'Your account', Icon: UserRound },
];

function OwnAccount() {
  useDocumentTitle('Your account');
  const { data: user } = useCurrentUser();
  return (
    <Screen title="Your account">
      <p className="mb-4 text-sm text-muted">
        Signed in as <span className="font-bold text-fg">@{user?.username}</span>, a Rise staff account. Only moderation, the clips and this
        page are open to it.
      </p>
      <PasswordAndSessions />
    </Screen>
  );
}

export default function StaffShell() {
  const [location] = useLocation();
  if (!LINKS.some((link) => link.href === location)) return <Redirect to={MODERATION} replace />;
  return (
    <AccountShell kind="Staff" navLabel="Staff" links={LINKS}>
      {location === ACCOUNT ? (
        <OwnAccount />
      ) : location === REVIEW ? (
        <Screen title="Review clips">
          <ReviewPage />
        </Screen>
      ) : location === STUDIO ? (
        <Screen title="Studio">
          <StudioPage />
        </Screen>
      ) : (
        <Screen title="Moderation">
          <ModerationPage />
        </Screen>
      )}
    </AccountShell>
  );
}
