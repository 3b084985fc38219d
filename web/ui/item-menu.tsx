// A row's or a card's actions behind one "more" button (⋮), so they do not take the row's width:
// <ItemMenu label="Actions for Bus pass" items={[{ label: 'Edit', icon: Pencil, onSelect }, ...]} />.
// The menu itself (Radix DropdownMenu, item-menu-radix.tsx) is not needed to draw a screen, so it
// loads later, the one way (web/ui/lazy.tsx): when the browser is idle after the screen has drawn, or
// as soon as a pointer or focus reaches a ⋮. Every ⋮ is a light button of the same look until it is
// pressed: then that one becomes Radix's and opens, at once if the code is there, else as soon as it
// arrives. Decision 0029 has the figures (drawing Radix with every screen cost Finance 3 to 6
// Lighthouse points; swapping every ⋮ of a board as the code came was a 150 ms task on a slow phone).
import type { LucideIcon } from 'lucide-react';
import { EllipsisVertical } from 'lucide-react';
import { useState } from 'react';
import { lazyWithPreload, usePreloadWhenIdle } from './lazy';

export interface ItemMenuItem {
  label: string;
  icon?: LucideIcon;
  onSelect(): void;
  /** Destructive (Delete): shown in the danger colour. */
  danger?: boolean;
  disabled?: boolean;
}

export interface ItemMenuProps {
  /** The button's accessible name, naming its item: "Actions for Bus pass". */
  label: string;
  items: readonly ItemMenuItem[];
  /** Extra classes for the 44 px ⋮ button (its placement in the row). */
  className?: string;
}

/** The ⋮ button's look, the same before and after the menu's code has arrived. */
export const triggerClass = (extra = '') =>
  `grid h-11 w-11 shrink-0 place-items-center rounded-full text-muted transition-ui hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary aria-expanded:bg-surface-2 aria-expanded:text-fg ${extra}`;

/** What the menu is drawn with, before and after its code has come. */
export interface MenuProps extends ItemMenuProps {
  /** The light ⋮ was pressed: Radix's menu takes its place, open. */
  defaultOpen: boolean;
  /** It was pressed by keyboard: the open menu starts on its first item, as a keyboard-opened one does. */
  keyboardOpen: boolean;
  /** The light ⋮ tells ItemMenu how it was pressed (false: its menu could not load). */
  onEarlyPress(pressed: false | 'pointer' | 'keyboard'): void;
}

/** The ⋮ drawn until it is pressed: the same look, and a press that brings Radix's menu in its place (once its code has come). */
function LightButton({ label, className, defaultOpen, onEarlyPress }: MenuProps) {
  const press = (how: 'pointer' | 'keyboard') => {
    onEarlyPress(how);
    menu.preload().catch(() => onEarlyPress(false)); // offline: the next press tries again
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      // Pressed, its menu on the way.
      aria-busy={defaultOpen || undefined}
      className={triggerClass(className)}
      onPointerEnter={menu.intent.onPointerEnter}
      // A pointer presses on the way down, as Radix's own trigger does. Waiting for the click lost the
      // press when the code came between the two: the light button gave way to Radix's, so the click
      // landed on neither (a web test caught it on a busy machine).
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // Nor does it take focus, as Radix's trigger does not: the menu that opens in its place takes it,
        // and a focus landing after that, outside the menu, would close it at once.
        event.preventDefault();
        press('pointer');
      }}
      onFocus={menu.intent.onFocus}
      // Enter or Space (a click with no pointer behind it).
      onClick={(event) => {
        if (event.detail === 0) press('keyboard');
      }}
    >
      <EllipsisVertical aria-hidden className="h-5 w-5" />
    </button>
  );
}

const menu = lazyWithPreload(() => import('./item-menu-radix'), {
  loadOnRender: false,
  fallback: (props) => <LightButton {...props} />,
  swapWhen: (props) => props.defaultOpen,
});

export function ItemMenu(props: ItemMenuProps) {
  const [pressed, setPressed] = useState<false | 'pointer' | 'keyboard'>(false);
  usePreloadWhenIdle(menu);
  return <menu.Component {...props} defaultOpen={pressed !== false} keyboardOpen={pressed === 'keyboard'} onEarlyPress={setPressed} />;
}
