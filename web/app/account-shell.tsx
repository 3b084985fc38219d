// The frame of the accounts that are not teens' (a staff account, a mentor's): the Rise header with
// whose account it is and Sign out always at hand, a row of their few screens under it, and the screen. Never
// Home, the bell or the teens' navigation. Toasts go to the top: there is no bottom navigation here.
import { LogOut } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useSignOut } from '../lib/session';
import { setToastPlacement } from '../lib/toast';
import { Button } from '../ui/button';
import { LoadBoundary } from '../ui/error-boundary';
import { Logo } from '../ui/logo';
import { PageSkeleton } from '../ui/page-skeleton';

export interface ShellLink {
  href: string;
  label: string;
  Icon: ComponentType<{ className?: string }>;
}

function NavLink({ href, label, Icon, active }: ShellLink & { active: boolean }) {
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

/** A screen of the shell: its heading, and its code's skeleton (or a Retry) while it loads. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="mb-3 text-2xl font-extrabold">{title}</h1>
      <LoadBoundary>
        <Suspense fallback={<PageSkeleton label={`Loading ${title.toLowerCase()}...`} />}>{children}</Suspense>
      </LoadBoundary>
    </>
  );
}

export interface AccountShellProps {
  /** Whose account, under "Rise": "Staff", "Mentor". */
  kind: string;
  /** The navigation's name for screen readers. */
  navLabel: string;
  links: readonly ShellLink[];
  children: ReactNode;
}

export function AccountShell({ kind, navLabel, links, children }: AccountShellProps) {
  const [location] = useLocation();
  const signOut = useSignOut();
  useEffect(() => {
    // No bottom navigation here: toasts go to the top, clear of the screen's buttons.
    setToastPlacement('top');
    return () => setToastPlacement('above-navigation');
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-3 font-bold text-on-primary focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      {/* The bar with Sign out stays at the top; the row of screens below it scrolls away (two rows on a phone). */}
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 pt-safe backdrop-blur">
        <div className="mx-auto flex h-16 max-w-app-wide items-center gap-2 px-4">
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <Logo className="h-9 w-9" />
            <span className="min-w-0">
              <span className="block text-lg font-extrabold leading-tight">Rise</span>
              <span className="block text-xs text-muted">{kind}</span>
            </span>
          </span>
          <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden className="h-4 w-4" />
            Sign out
          </Button>
        </div>
      </header>
      <div className="border-b border-line bg-surface">
        <nav aria-label={navLabel} className="mx-auto flex max-w-app-wide flex-wrap gap-1 px-3 py-2">
          {links.map((link) => (
            <NavLink key={link.href} {...link} active={location === link.href} />
          ))}
        </nav>
      </div>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-app-wide px-4 pb-12 pt-4 focus:outline-none">
        {children}
      </main>
    </>
  );
}
