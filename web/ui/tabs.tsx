// Tabs, styled once for every screen, following the WAI-ARIA tabs pattern: a tablist of tabs with a
// roving tab stop (the arrow keys, Home and End move and choose, as Radix's automatic activation
// does), each tab controlling its tabpanel; only the chosen panel is rendered (or, with keepMounted,
// panels once shown stay, hidden).
// Written here rather than taken from Radix: Radix's panel measures its CSS animation when it mounts
// (getComputedStyle), which forces a style pass in the middle of a screen's first render and was the
// largest single cost of opening a screen with tabs on a slow phone.
import { type ComponentProps, type KeyboardEvent, createContext, use, useId, useState } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

interface TabsState {
  baseId: string;
  value: string;
  choose(value: string): void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** The chosen tab, when the screen keeps it (in the URL, say). */
  value?: string;
  /** The first tab chosen, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?(value: string): void;
}

export function Tabs({ value, defaultValue = '', onValueChange, children, ...props }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const choose = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, choose }}>
      <div {...props}>{children}</div>
    </TabsContext>
  );
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TabsList({ className = '', onKeyDown, ...props }: ComponentProps<'div'>) {
  function move(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const to = KEYS[event.key];
    if (!to || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next = tabs[to(index, tabs.length)];
    next?.focus();
    next?.click();
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={move}
      className={`flex gap-1 rounded-card bg-surface-2 p-1 ${className}`}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className = '', onClick, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      className={`h-11 flex-1 rounded-control text-sm font-semibold text-muted transition-colors focus-visible:outline-2 focus-visible:outline-primary data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-card ${className}`}
      {...props}
    />
  );
}

export interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
  /** Once shown, stays mounted (hidden) when another tab is chosen, keeping what was typed in it. */
  keepMounted?: boolean;
  /**
   * Drawn hidden once the screen has painted and been idle a moment (and kept, as keepMounted), so that
   * choosing the tab only shows it: on a slow phone, drawing a tab's form inside the tap took twice as
   * long as the header's bell panel.
   */
  prerender?: boolean;
}

export function TabsContent({ value, keepMounted = false, prerender = false, className = '', ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  const [shown, setShown] = useState(active);
  const early = useAfterFirstPaint(prerender);
  if ((active || early) && !shown) setShown(true);
  if (!active && !((keepMounted || prerender) && shown)) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      className={`mt-4 focus-visible:outline-2 focus-visible:outline-primary ${className}`}
      {...props}
    />
  );
}
