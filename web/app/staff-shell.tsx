// What a staff account (a moderator, issue 29) sees instead of the teens' app: the Rise header, the
// moderation screen and its own account (change password, sign out everywhere), with Sign out always
// at hand. Never Home, a mini-app, the bell or a profile: the server answers a staff account 403 on
// all of them. Any other path shows moderation.
import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useCurrentUser, useSignOut } from '../lib/session';
import { setToastPlacement } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';
import { LoadBoundary } from '../ui/error-boundary';
import { lazyWithPreload } from '../ui/lazy';
import { PageSkeleton } from '../ui/page-skeleton';
import { moderationScreen } from './registry';
import { Logo } from '../ui/logo';

const ModerationPage = moderationScreen.screen;
const PasswordAndSessions = lazyWithPreload(
  () => import('../features/profile/your-account').then((m) => ({ default: m.PasswordAndSessions })),
  {
    fallback: <PageSkeleton label="Loading your account..." />,
  },
).Component;

const MODERATION = '/moderation';
const ACCOUNT = '/account';

function NavLink({
  href,
  label,
  Icon,
  active,
}: {
  href: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
  active: boolean;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`flex h-11 items-center gap-2 rounded-full px-4 text-sm font-bold transition-ui focus-visible:outline-2 focus-visible:outline-primary ${
        active ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-surface-2 hover:text-fg'
      }`}
    >
      <Icon aria-hidden className="h-4 w-4" />
      {label}
    </Link>
  );
}

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="mb-3 text-2xl font-extrabold">{title}</h1>
      <LoadBoundary>
        <Suspense fallback={<PageSkeleton label={`Loading ${title.toLowerCase()}...`} />}>{children}</Suspense>
      </LoadBoundary>
    </>
  );
}

function OwnAccount() {
  useDocumentTitle('Your account');
  const { data: user } = useCurrentUser();
  return (
    <Screen title="Your account">
      <p className="mb-4 text-sm text-muted">
        Signed in as <span className="font-bold text-fg">@{user?.username}</span>, a Rise staff account. Only moderation and this page are
        open to it.
      </p>
      <PasswordAndSessions />
    </Screen>
  );
}

export default function StaffShell() {
  const [location] = useLocation();
  const signOut = useSignOut();
  useEffect(() => {
    // No bottom navigation here: toasts go to the top, clear of the queue's buttons.
    setToastPlacement('top');
    return () => setToastPlacement('above-navigation');
  }, []);
  if (location !== MODERATION && location !== ACCOUNT) return <Redirect to={MODERATION} replace />;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-3 font-bold text-on-primary focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 pt-safe backdrop-blur">
        <div className="mx-auto flex h-16 max-w-app-wide items-center gap-2 px-4">
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <Logo className="h-9 w-9" />
            <span className="min-w-0">
              <span className="block text-lg font-extrabold leading-tight">Rise</span>
              <span className="block text-xs text-muted">Staff</span>
            </span>
          </span>
          <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden className="h-4 w-4" />
            Sign out
          </Button>
        </div>
        <nav aria-label="Staff" className="mx-auto flex max-w-app-wide gap-1 px-3 pb-2">
          <NavLink href={MODERATION} label="Moderation" Icon={ShieldCheck} active={location === MODERATION} />
          <NavLink href={ACCOUNT} label="Your account" Icon={UserRound} active={location === ACCOUNT} />
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-app-wide px-4 pb-12 pt-4 focus:outline-none">
        {location === ACCOUNT ? (
          <OwnAccount />
        ) : (
          <Screen title="Moderation">
            <ModerationPage />
          </Screen>
        )}
      </main>
    </>
  );
}
