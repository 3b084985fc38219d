// SPEC §2's bottom navigation: Home, Discover, Rewards and Profile (issue 32 built the middle two). On a phone it is a bar at the bottom; from the rail breakpoint up, a rail on the left
// (icons over labels, and beside them once the screen is wide).
import { Compass, Gift, House, User } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';

const itemClass = (active: boolean) =>
  `flex h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-control text-xs font-bold transition-ui focus-visible:outline-2 focus-visible:outline-primary rail:h-16 rail:flex-none xl:h-12 xl:flex-row xl:justify-start xl:gap-3 xl:px-4 xl:text-base ${
    active ? 'text-primary rail:bg-primary-soft' : 'text-muted hover:bg-surface-2 hover:text-fg'
  }`;

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
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-safe backdrop-blur rail:relative rail:w-24 rail:shrink-0 rail:border-r rail:border-t-0 rail:pb-0 xl:w-60"
    >
      <div className="mx-auto flex max-w-app gap-1 px-2 rail:sticky rail:top-0 rail:max-w-none rail:flex-col rail:gap-2 rail:px-2 rail:pt-20 xl:px-4">
        {link('/', 'Home', House)}
        {link('/discover', 'Discover', Compass)}
        {link('/rewards', 'Rewards', Gift)}
        {link('/profile', 'Profile', User)}
      </div>
    </nav>
  );
}
