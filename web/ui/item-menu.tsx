// A row's or a card's actions behind one "more" button (⋮), so they do not take the row's width:
// <ItemMenu label="Actions for Bus pass" items={[{ label: 'Edit', icon: Pencil, onSelect }, ...]} />.
//
// A plain menu button (WAI-ARIA's menu button pattern), drawn with the screen and opened in the tap's
// own task: no code to fetch and no library to mount (decision 0029 has the figures against Radix's
// DropdownMenu). What it does:
// - a pointer opens it on the way down; Enter, Space or ArrowDown open it on its first item, ArrowUp
//   on its last;
// - ArrowDown, ArrowUp, Home and End move between the items (disabled ones are skipped), a letter
//   moves to the next item that starts with it, Enter or Space or a tap chooses;
// - Escape closes it and gives focus back to the ⋮; Tab, a tap elsewhere or focus moving away closes it;
// - a chosen item's action runs once the menu has closed and focus is back on the ⋮, so a dialog it
//   opens starts on its own first field and, when it closes, gives focus back to the ⋮ (web/ui/dialog.tsx).
// The menu stays beside its button in the page (inside a dialog, it is inside the dialog's focus trap)
// and is shown in the browser's top layer (the Popover API), so no scrolling column or card clips it.
import type { LucideIcon } from 'lucide-react';
import { EllipsisVertical } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

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

/** How the menu was opened: where focus starts. */
type Opened = false | 'pointer' | 'first' | 'last';

/** Space between the button and the menu, and between the menu and the screen's edges. */
const GAP = 4;
const EDGE = 8;
/** Where the browser has the Popover API (every current one), the menu is shown in the top layer. */
const TOP_LAYER = typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';
/** Typed letters within this long of each other make one search. */
const TYPEAHEAD_MS = 500;

/** Below the button, its right edge on the button's; above it when there is no room below; always on screen. */
function place(menu: HTMLElement, button: HTMLElement) {
  const anchor = button.getBoundingClientRect();
  const width = menu.offsetWidth;
  const height = menu.offsetHeight;
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = window.innerHeight;
  const left = Math.max(EDGE, Math.min(anchor.right - width, viewWidth - EDGE - width));
  let top = anchor.bottom + GAP;
  if (top + height > viewHeight - EDGE) {
    const above = anchor.top - GAP - height;
    top = above >= EDGE ? above : Math.max(EDGE, viewHeight - EDGE - height);
  }
  menu.style.left = `${left}px`;
  menu.style.top = `${top}px`;
}

export function ItemMenu({ label, items, className = '' }: ItemMenuProps) {
  const [opened, setOpened] = useState<Opened>(false);
  const open = opened !== false;
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const typed = useRef({ text: '', at: 0 });
  /** A pointer pressed the button: the click that follows is that same press. */
  const pressed = useRef(false);

  const enabled = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
  const close = useCallback((refocus: boolean) => {
    setOpened(false);
    if (refocus) button.current?.focus();
  }, []);

  // Shown, placed and focused before the browser draws it: the tap's own frame.
  useLayoutEffect(() => {
    const el = menu.current;
    if (!open || !el || !button.current) return;
    // In the top layer where the browser has it; elsewhere in the page, over the rest (z-50).
    if (TOP_LAYER && !el.matches(':popover-open')) el.showPopover();
    place(el, button.current);
    const items = enabled();
    if (opened === 'first') items[0]?.focus();
    else if (opened === 'last') items.at(-1)?.focus();
    else el.focus();
    // Only when it opens: what it was opened by does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (menu.current?.contains(target) || button.current?.contains(target));
    // A press anywhere else closes it, and goes on to what it pressed.
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close(false);
    };
    // Escape is the menu's before anything around it (a dialog it is in) sees it: the window's capture
    // phase comes first.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !inside(document.activeElement)) return;
      event.preventDefault();
      event.stopPropagation();
      close(true);
    };
    // The page or a column scrolled, or the screen turned: the menu follows its button.
    const follow = () => menu.current && button.current && place(menu.current, button.current);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, close]);

  /** Closed, it opens (focus starting as `how` says); open, it closes and focus goes back to ⋮. */
  const toggle = (how: Exclude<Opened, false>) => (open ? close(true) : setOpened(how));

  const choose = (item: ItemMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = enabled();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      list[index]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(at < 0 ? 0 : Math.min(at + 1, list.length - 1));
      case 'ArrowUp':
        return go(at < 0 ? list.length - 1 : Math.max(at - 1, 0));
      case 'Home':
        return go(0);
      case 'End':
        return go(list.length - 1);
      case 'Tab':
        // Focus goes back to the ⋮ first, so Tab moves on from there rather than from the menu.
        return close(true);
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
        const now = performance.now();
        const search = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.text : '') + event.key.toLowerCase();
        typed.current = { text: search, at: now };
        // The next match after the current item, from the top again after the last.
        const order = [...list.slice(at + 1), ...list.slice(0, at + 1)];
        const match = order.find((el) => el.textContent?.trim().toLowerCase().startsWith(search));
        if (match) go(list.indexOf(match));
      }
    }
  };

  return (
    <>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={`grid h-11 w-11 shrink-0 place-items-center rounded-full text-muted transition-ui hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary aria-expanded:bg-surface-2 aria-expanded:text-fg ${className}`}
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return;
          // The menu takes focus as it opens: the button must not take it after that.
          event.preventDefault();
          pressed.current = true;
          toggle('pointer');
        }}
        onClick={(event) => {
          // The pointer that pressed it has already opened or closed it.
          if (pressed.current) {
            pressed.current = false;
            return;
          }
          // Enter or Space, or a screen reader's click, which comes with no pointer before it.
          toggle(event.detail === 0 ? 'first' : 'pointer');
        }}
        // A press that never became a click (a finger that scrolled away) is forgotten.
        onPointerCancel={() => (pressed.current = false)}
        onKeyDown={(event) => {
          pressed.current = false;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpened(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        <EllipsisVertical aria-hidden className="h-5 w-5" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          aria-orientation="vertical"
          tabIndex={-1}
          popover={TOP_LAYER ? 'manual' : undefined}
          // `fixed` and `m-0` undo the browser's centring of a popover; `place` sets top and left.
          className="fixed inset-auto z-50 m-0 min-w-44 animate-pop rounded-control border border-line bg-surface p-1 text-fg shadow-raised outline-none"
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            // Focus went somewhere else on the page (not to an item, not back to the ⋮).
            const to = event.relatedTarget;
            if (to instanceof Node && !menu.current?.contains(to) && !button.current?.contains(to)) close(false);
          }}
        >
          {items.map((item) => {
            const { label: itemLabel, icon: Icon, danger, disabled } = item;
            return (
              <div
                key={itemLabel}
                role="menuitem"
                tabIndex={-1}
                aria-disabled={disabled || undefined}
                onClick={() => choose(item)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(item);
                  }
                }}
                // A mouse moving over an item moves focus to it, as the arrow keys do.
                onPointerMove={(event) => {
                  if (event.pointerType === 'mouse' && !disabled && document.activeElement !== event.currentTarget)
                    event.currentTarget.focus();
                }}
                className={`flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-control px-3 text-sm font-semibold outline-none transition-ui aria-disabled:pointer-events-none aria-disabled:opacity-50 ${
                  danger ? 'text-danger focus:bg-danger-soft' : 'text-fg focus:bg-surface-2'
                }`}
              >
                {Icon && <Icon aria-hidden className="h-4 w-4 shrink-0" />}
                {itemLabel}
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
