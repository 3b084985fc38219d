// What a mentor's account (an adult, issue 13) sees instead of the teens' app: its inbox, and its studio
// (issue 55), where it makes clips for Leadership Shorts, with Sign out always at hand. Never Home, a
// mini-app, the bell or a profile. Any other path shows the inbox.
import { Clapperboard, Inbox } from 'lucide-react';
import { Redirect, useLocation } from 'wouter';
import { lazyWithPreload } from '../ui/lazy';
import { PageSkeleton } from '../ui/page-skeleton';
import { AccountShell, Screen, type ShellLink } from './account-shell';
import { studioScreen } from './registry';

const MentorInboxPage = lazyWithPreload(() => import('../features/mentors/inbox-page'), { fallback: <PageSkeleton /> }).Component;
const StudioPage = studioScreen.screen;

const INBOX = '/';
const STUDIO = '/studio';

const LINKS: readonly ShellLink[] = [
  { href: INBOX, label: 'Inbox', Icon: Inbox },
  { href: STUDIO, label: 'Studio', Icon: Clapperboard },
];

export default function MentorShell() {
  const [location] = useLocation();
  if (location !== INBOX && location !== STUDIO) return <Redirect to={INBOX} replace />;
  return (
    <AccountShell kind="Mentor" navLabel="Mentor" links={LINKS}>
      {location === STUDIO ? (
        <Screen title="Studio">
          <StudioPage />
        </Screen>
      ) : (
        <MentorInboxPage />
      )}
    </AccountShell>
  );
}
