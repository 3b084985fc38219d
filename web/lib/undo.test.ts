import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToast } from './toast';
import { UNDO_MS, deleteWithUndo } from './undo';

describe('delete with Undo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the delete only when the toast’s time is up', async () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo({ key: 'test:1', title: 'Entry deleted', commit });
    expect(currentToast()).toMatchObject({ title: 'Entry deleted', duration: UNDO_MS, action: { label: 'Undo' } });
    vi.advanceTimersByTime(UNDO_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('never sends it after Undo', () => {
    const commit = vi.fn(() => Promise.resolve());
    const onUndo = vi.fn();
    deleteWithUndo({ key: 'test:2', title: 'Entry deleted', commit, onUndo });
    currentToast()!.action!.onClick();
    vi.advanceTimersByTime(UNDO_MS * 2);
    expect(commit).not.toHaveBeenCalled();
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('asks once for the same item', () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo({ key: 'test:3', title: 'Entry deleted', commit });
    deleteWithUndo({ key: 'test:3', title: 'Entry deleted', commit });
    vi.advanceTimersByTime(UNDO_MS);
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
