// A row's or a card's actions behind one "more" button (⋮), so they do not take the row's width:
// <ItemMenu label="Actions for Bus pass" items={[{ label: 'Edit', icon: Pencil, onSelect }, ...]} />.
// Radix DropdownMenu gives the roles, arrow keys, typeahead and Escape. An item's action runs once
// the menu has closed and focus is back on the ⋮ button, so a dialog it opens starts on its own first
// field and, when it closes, gives focus back to the ⋮ button (web/ui/dialog.tsx).
import type { LucideIcon } from 'lucide-react';
import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';

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

export function ItemMenu({ label, items, className = '' }: ItemMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  /** The chosen item's action, run after the menu has closed (see the header). */
  const pending = useRef<(() => void) | null>(null);
  return (
    // Not modal: the rest of the page stays in the accessibility tree and scrollable while the menu
    // is open; Escape, Tab or a tap elsewhere closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={label}
        className={`grid h-11 w-11 shrink-0 place-items-center rounded-full text-muted transition-ui hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary aria-expanded:bg-surface-2 aria-expanded:text-fg ${className}`}
      >
        <EllipsisVertical aria-hidden className="h-5 w-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
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
