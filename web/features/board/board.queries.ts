// What the board's web tests (board.test.tsx, sharing.test.tsx) look for on screen, as a person reads it.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** A column by its title (the done column's name adds "(finished tasks)"). */
export const column = (title: string) =>
  screen.getByRole('region', { name: (name) => name.replace(/\s*\(finished tasks\)$/, '') === title });

/** The titles of a column's cards, top to bottom. */
export const titlesIn = (title: string) =>
  within(within(column(title)).getByRole('list', { name: `${title} tasks` }))
    .queryAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

/** Waits until no dialog is open. */
export const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
