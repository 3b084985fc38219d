// SPEC §2: Home and Profile navigate; Discover and Rewards are not built yet and say so.
import { Compass, Gift, House, User } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from '../lib/toast';

const itemClass = (active: boolean) =>
  `flex h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary ${
    active ? 'text-primary' : 'text-muted hover:text-fg'
  }`;

function comingSoon(feature: string) {
  toast({ title: 'Coming soon!', description: `The ${feature} feature will be available in a future update.` });
}

export function BottomNav() {
  const [location] = useLocation();
  const link = (href: string, label: string, Icon: ComponentType<{ className?: string }>) => {
    const active = location === href;
    return (
      <Link href={href} aria-current={active ? 'page' : undefined} className={itemClass(active)}>
        <Icon aria-hidden className="h-5 w-5" />
        {label}
      </Link>
    );
  };
  const soon = (label: string, Icon: ComponentType<{ className?: string }>) => (
    <button type="button" onClick={() => comingSoon(label)} className={itemClass(false)}>
      <Icon aria-hidden className="h-5 w-5" />
      {label}
    </button>
  );
  return (
    <nav
      aria-label="Main"
      className="fixed bottom-0 left-1/2 z-30 flex w-full max-w-md -translate-x-1/2 gap-1 border-t border-line bg-surface/95 px-2 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      {link('/', 'Home', House)}
      {soon('Discover', Compass)}
      {soon('Rewards', Gift)}
      {link('/profile', 'Profile', User)}
    </nav>
  );
}
