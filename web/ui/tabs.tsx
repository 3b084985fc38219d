// Tabs on Radix (arrow keys, roles and focus handled there), styled once for every screen.
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Tabs = RadixTabs.Root;

export function TabsList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={`flex gap-1 rounded-card bg-surface-2 p-1 ${className}`} {...props} />;
}

export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`h-11 flex-1 rounded-control text-sm font-semibold text-muted transition-colors focus-visible:outline-2 focus-visible:outline-primary data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-card ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = '', ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={`mt-4 focus-visible:outline-2 focus-visible:outline-primary ${className}`} {...props} />;
}
