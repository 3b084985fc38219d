// A row's or a card's actions behind one "more" button (⋮), so they do not take the row's width:
// <ItemMenu label="Actions for Bus pass" items={[{ label: 'Edit', icon: Pencil, onSelect }, ...]} />.
// The menu itself (Radix DropdownMenu, item-menu-radix.tsx) is not needed to draw a screen, so it
// loads apart: when the browser is idle after the screen has drawn, or at once when a ⋮ is pressed
// first (the menu then opens as soon as it arrives). Until then the ⋮ is a light button of the same look.
import type { LucideIcon } from 'lucide-react';
import { EllipsisVertical } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { PRELOAD_DELAY_MS } from '../lib/lazy';
import type { RadixItemMenuProps } from './item-menu-radix';

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

let Menu: ComponentType<RadixItemMenuProps> | null = null;
let loading: Promise<unknown> | null = null;
const load = () =>
  (loading ??= import('./item-menu-radix').then(
    (m) => {
      Menu = m.default;
    },
    (error: unknown) => {
      loading = null; // offline: the next press tries again
      throw error;
    },
  ));

export function ItemMenu(props: ItemMenuProps) {
  const [, setReady] = useState(Menu !== null);
  const [pressed, setPressed] = useState(false);
  /** The light button had focus when the menu's code arrived: the real one takes it over. */
  const [hadFocus, setHadFocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (Menu) return;
    let live = true;
    const ready = () => {
      if (!live) return;
      setHadFocus(button.current !== null && button.current === document.activeElement);
      setReady(true);
    };
    const timer = setTimeout(() => void load().then(ready, () => undefined), PRELOAD_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  if (Menu) return <Menu {...props} defaultOpen={pressed} focusOnMount={hadFocus} />;
  return (
    <button
      ref={button}
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      // Pressed, its menu on the way: what must not be drawn anew meanwhile can tell (board/drag.tsx).
      data-opening={pressed || undefined}
      className={triggerClass(props.className)}
      onClick={() => {
        setPressed(true);
        void load().then(
          () => setReady(true),
          () => setPressed(false),
        );
      }}
    >
      <EllipsisVertical aria-hidden className="h-5 w-5" />
    </button>
  );
}
