// The ⋮ menu (item-menu.tsx) as WAI-ARIA's menu button pattern asks, by pointer and by keyboard, on
// its own and inside a dialog (whose Escape must wait until the menu has closed).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Dialog } from './dialog';
import { ItemMenu, type ItemMenuItem } from './item-menu';

function setup(extra: Partial<Record<'edit' | 'archive' | 'delete', Partial<ItemMenuItem>>> = {}) {
  const edit = vi.fn();
  const archive = vi.fn();
  const remove = vi.fn();
  const items: ItemMenuItem[] = [
    { label: 'Edit', icon: Pencil, onSelect: edit, ...extra.edit },
    { label: 'Archive', onSelect: archive, disabled: true, ...extra.archive },
    { label: 'Delete', icon: Trash2, onSelect: remove, danger: true, ...extra.delete },
  ];
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Before</button>
      <ItemMenu label="Actions for Bus pass" items={items} />
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Actions for Bus pass' });
  return { user, button, edit, archive, remove };
}

const menu = () => screen.queryByRole('menu');

test('a press opens it under its name; choosing an item closes it, gives focus back to ⋮, then acts', async () => {
  const { user, button, edit } = setup();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const open = screen.getByRole('menu', { name: 'Actions for Bus pass' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', open.id);
  expect(
    within(open)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Edit', 'Archive', 'Delete']);
  expect(within(open).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute('aria-disabled', 'true');
  // Opened by a pointer: focus is in the menu (the arrows work), on no item yet.
  expect(open).toHaveFocus();
  await user.click(within(open).getByRole('menuitem', { name: 'Edit' }));
  expect(menu()).toBeNull();
  expect(button).toHaveFocus();
  expect(edit).toHaveBeenCalledTimes(1);
});

test('a disabled item does nothing; a press elsewhere or on ⋮ again closes it', async () => {
  const { user, button, archive } = setup();
  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
  expect(archive).not.toHaveBeenCalled();
  expect(menu()).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'After' }));
  expect(menu()).toBeNull();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  await user.click(button);
  expect(menu()).not.toBeNull();
  await user.click(button);
  expect(menu()).toBeNull();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // A screen reader's click comes with no pointer before it: it opens and closes the menu too.
  fireEvent.click(button, { detail: 1 });
  await waitFor(() => expect(menu()).not.toBeNull());
  fireEvent.click(button, { detail: 1 });
  await waitFor(() => expect(menu()).toBeNull());
});

test('by keyboard: Enter opens on the first item, the arrows skip what is disabled, Home, End, a letter, Escape', async () => {
  const { user, button, remove } = setup();
  button.focus();
  await user.keyboard('{Enter}');
  const item = (name: string) => screen.getByRole('menuitem', { name });
  expect(item('Edit')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(item('Delete')).toHaveFocus();
  await user.keyboard('{ArrowDown}'); // the last stays
  expect(item('Delete')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(item('Edit')).toHaveFocus();
  await user.keyboard('{End}');
  expect(item('Edit')).not.toHaveFocus();
  expect(item('Delete')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(item('Edit')).toHaveFocus();
  await user.keyboard('d');
  expect(item('Delete')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(menu()).toBeNull();
  expect(button).toHaveFocus();
  expect(remove).not.toHaveBeenCalled();
  // ArrowUp opens it on its last item; Space chooses.
  await user.keyboard('{ArrowUp}');
  expect(item('Delete')).toHaveFocus();
  await user.keyboard(' ');
  expect(remove).toHaveBeenCalledTimes(1);
  expect(menu()).toBeNull();
  expect(button).toHaveFocus();
});

test('Tab and Shift+Tab close it and move on from ⋮, either way', async () => {
  const { user, button } = setup();
  button.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await user.tab();
  expect(menu()).toBeNull();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  button.focus();
  await user.keyboard('{Enter}');
  await user.tab({ shift: true });
  expect(menu()).toBeNull();
  expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
});

test('inside a dialog, Escape closes the menu first and the dialog only after', async () => {
  const closed = vi.fn();
  function InDialog() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          closed();
        }}
        title="Goal"
      >
        <ItemMenu label="Actions for Milestone" items={[{ label: 'Edit', onSelect: () => undefined }]} />
      </Dialog>
    );
  }
  const user = userEvent.setup();
  render(<InDialog />);
  const dialog = await screen.findByRole('dialog', { name: 'Goal' });
  await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'));
  const button = within(dialog).getByRole('button', { name: 'Actions for Milestone' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(within(dialog).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(menu()).toBeNull();
  expect(button).toHaveFocus();
  expect(closed).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Goal' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(closed).toHaveBeenCalledTimes(1);
});
