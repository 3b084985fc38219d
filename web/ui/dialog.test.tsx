// The modal sheet (dialog.tsx) as WAI-ARIA's dialog pattern asks: named by its title, focus in, Tab
// looping inside, Escape, Close and the scrim closing it, focus back to what opened it, the rest of
// the page hidden from screen readers and kept from scrolling; a sheet opened over another closes first.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Dialog } from './dialog';

function Screen({ inner = false }: { inner?: boolean }) {
  const [open, setOpen] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="New goal" description="What you want to reach.">
        <label>
          Title <input />
        </label>
        <button type="button" onClick={() => setSecond(true)}>
          Save
        </button>
        {inner && (
          <Dialog open={second} onClose={() => setSecond(false)} title="Are you sure?">
            <button type="button">Yes</button>
          </Dialog>
        )}
      </Dialog>
    </main>
  );
}

async function opened(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'));
  return dialog;
}

test('it opens named and described, focus goes to its first field, and the page behind is hidden and still', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await opened('New goal');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('What you want to reach.');
  await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
  expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  expect(document.documentElement).toHaveAttribute('data-modal-open', '1');
});

test('Tab loops inside it, both ways', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await opened('New goal');
  const field = within(dialog).getByLabelText('Title');
  await waitFor(() => expect(field).toHaveFocus());
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  within(dialog).getByRole('button', { name: 'Close' }).focus();
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
});

test.each([
  ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ['Close', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
  ['a tap on the scrim', (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector('body > [aria-hidden].fixed')!)],
])('%s closes it, focus goes back to what opened it, and the page is itself again', async (_, close) => {
  const user = userEvent.setup();
  render(<Screen />);
  const open = screen.getByRole('button', { name: 'Open' });
  await user.click(open);
  await opened('New goal');
  await close(user);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(open).toHaveFocus();
  expect(document.documentElement).not.toHaveAttribute('data-modal-open');
});

test('Escape closes it even before focus has moved in', async () => {
  const user = userEvent.setup();
  render(<Screen />);
  const open = screen.getByRole('button', { name: 'Open' });
  await user.click(open);
  // The sheet is drawn in the tap's own render; what is inside, and focus, come a render later.
  expect(screen.getByRole('dialog', { name: 'New goal' })).toBeInTheDocument();
  open.focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('over another sheet, Escape closes the one on top, then the one below', async () => {
  const user = userEvent.setup();
  render(<Screen inner />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const below = await opened('New goal');
  await user.click(within(below).getByRole('button', { name: 'Save' }));
  await opened('Are you sure?');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'New goal' })).toBeInTheDocument();
  expect(within(screen.getByRole('dialog', { name: 'New goal' })).getByRole('button', { name: 'Save' })).toHaveFocus();
  expect(document.documentElement).toHaveAttribute('data-modal-open', '1');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
