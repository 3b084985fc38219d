// SPEC §2's bottom navigation: Home and Profile navigate; Discover and Rewards are not built yet and
// say so. On a phone it is a bar at the bottom; from the rail breakpoint up, a rail on the left
// (icons over labels, and beside them once the screen is wide).
import { Compass, Gift, House, User } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from '../lib/toast';

const itemClass = (active: boolean) =>
  `flex h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-control text-xs font-bold transition-ui focus-visible:outline-2 focus-visible:outline-primary rail:h-16 rail:flex-none xl:h-12 xl:flex-row xl:justify-start xl:gap-3 xl:px-4 xl:text-base ${
    active ? 'text-primary rail:bg-primary-soft' : 'text-muted hover:bg-surface-2 hover:text-fg'
  }`;

function comingSoon(feature: string) {
  toast({ title: 'Coming soon!', description: `The ${feature} feature will be available in a future update.` });
}

export function Navigation() {
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
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-safe backdrop-blur rail:relative rail:w-24 rail:shrink-0 rail:border-r rail:border-t-0 rail:pb-0 xl:w-60"
    >
      <div className="mx-auto flex max-w-app gap-1 px-2 rail:sticky rail:top-0 rail:max-w-none rail:flex-col rail:gap-2 rail:px-2 rail:pt-20 xl:px-4">
        {link('/', 'Home', House)}
        {soon('Discover', Compass)}
        {soon('Rewards', Gift)}
        {link('/profile', 'Profile', User)}
      </div>
    </nav>
  );
}
