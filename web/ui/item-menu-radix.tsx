// The menu behind ItemMenu (item-menu.tsx), loaded apart from the screen. Radix DropdownMenu gives
// the roles, arrow keys, typeahead and Escape. An item's action runs once the menu has closed and focus is back on the ⋮ button, so a dialog it opens starts on its own first
// field and, when it closes, gives focus back to the ⋮ button (web/ui/dialog.tsx).
import { EllipsisVertical } from 'lucide-react';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useEffect, useRef } from 'react';
import { type MenuProps, triggerClass } from './item-menu';

/** Drawn in the light ⋮'s place once it is pressed (`defaultOpen`; `keyboardOpen`: by keyboard). */
export default function RadixItemMenu({ label, items, className = '', defaultOpen, keyboardOpen }: MenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened by Enter or Space on the light ⋮: on the first item, as Radix does for its own trigger.
    if (defaultOpen && keyboardOpen) {
      requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it replaces the light button
  }, []);
  /** The chosen item's action, run after the menu has closed (see the header). */
  const pending = useRef<(() => void) | null>(null);
  return (
    // Not modal: the rest of the page stays in the accessibility tree and scrollable while the menu
    // is open; Escape, Tab or a tap elsewhere closes it.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} aria-label={label} className={triggerClass(className)}>
        <EllipsisVertical aria-hidden className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-44 animate-pop rounded-control border border-line bg-surface p-1 text-fg shadow-raised"
          onCloseAutoFocus={(event) => {
            const action = pending.current;
            if (!action) return; // Escape or a click elsewhere: Radix's own focus handling.
            pending.current = null;
            event.preventDefault();
            trigger.current?.focus();
            action();
          }}
        >
          {items.map(({ label: itemLabel, icon: Icon, onSelect, danger, disabled }) => (
            <DropdownMenu.Item
              key={itemLabel}
              disabled={disabled}
              onSelect={() => {
                pending.current = onSelect;
              }}
              className={`flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-control px-3 text-sm font-semibold outline-none transition-ui data-disabled:pointer-events-none data-disabled:opacity-50 ${
                danger ? 'text-danger data-highlighted:bg-danger-soft' : 'text-fg data-highlighted:bg-surface-2'
              }`}
            >
              {Icon && <Icon aria-hidden className="h-4 w-4 shrink-0" />}
              {itemLabel}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
