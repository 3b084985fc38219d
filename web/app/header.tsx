// SPEC §2 shared chrome: logo, name and tagline (or a back button and a title), the bell, the avatar.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '../lib/session';
import { InitialAvatar } from '../ui/avatar';
import { BellPanel } from './bell-panel';
import { Logo } from '../ui/logo';

/** The left of the header: the way back and the screen's title, or, on Home, the logo, name and tagline. */
export function HeaderHeading({ title }: { title?: string }) {
  return title ? (
    <>
      <Link
        href="/"
        aria-label="Back to home"
        className="grid h-11 w-11 place-items-center rounded-full hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ArrowLeft aria-hidden className="h-5 w-5" />
      </Link>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold">{title}</h1>
    </>
  ) : (
    <Link href="/" className="flex min-w-0 flex-1 items-center gap-2 rounded-control focus-visible:outline-2 focus-visible:outline-primary">
      <Logo className="h-9 w-9" />
      <span className="min-w-0">
        <span className="block text-lg font-extrabold leading-tight">Rise</span>
        <span className="block truncate text-xs text-muted">Level up a little every day</span>
      </span>
    </Link>
  );
}

/** `heading` in place of the title's (the static first paint's, one per route: web/app/first-paint.tsx). */
export function Header({ title, heading = <HeaderHeading title={title} /> }: { title?: string; heading?: ReactNode }) {
  const { data: user } = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-surface/95 px-3 pt-safe backdrop-blur">
      {heading}
      <BellPanel />
      <Link
        href="/profile"
        aria-label="Your profile"
        className="grid h-11 w-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-primary"
      >
        {/* Until the session is known, a plain circle of the same size: no one's initial. */}
        {user ? (
          <InitialAvatar name={user.displayName} color={user.avatarColor} />
        ) : (
          <span aria-hidden className="block h-9 w-9 rounded-full bg-surface-2" />
        )}
      </Link>
    </header>
  );
}
