import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeToast, currentToast, toast } from './toast';
import { UNDO_MS, deleteWithUndo, holdDelete } from './undo';

describe('delete with Undo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the delete only when its toast goes', () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo({ key: 'test:1', title: 'Entry deleted', commit });
    const shown = currentToast()!;
    expect(shown).toMatchObject({ title: 'Entry deleted', duration: UNDO_MS, action: { label: 'Undo' } });
    // However long the toast stays (paused while hovered, say), nothing is sent while Undo is there.
    vi.advanceTimersByTime(UNDO_MS * 5);
    expect(commit).not.toHaveBeenCalled();
    closeToast(shown.id);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('sends it when another toast takes the place of its Undo', () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo({ key: 'test:2', title: 'Entry deleted', commit });
    toast({ title: 'Mood tracked!' });
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('never sends it after Undo', () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo({ key: 'test:3', title: 'Entry deleted', commit });
    const shown = currentToast()!;
    shown.action!.onClick();
    closeToast(shown.id);
    vi.advanceTimersByTime(120_000);
    expect(commit).not.toHaveBeenCalled();
  });

  it('asks once for the same item, and sends it at the latest after a minute', () => {
    const commit = vi.fn(() => Promise.resolve());
    deleteWithUndo({ key: 'test:4', title: 'Entry deleted', commit });
    deleteWithUndo({ key: 'test:4', title: 'Entry deleted', commit });
    vi.advanceTimersByTime(60_000);
    expect(commit).toHaveBeenCalledTimes(1);
    closeToast(currentToast()!.id);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('holds a delete offered elsewhere (a comment sheet): Undo keeps it, send sends it once', () => {
    const commit = vi.fn(() => Promise.resolve());
    const kept = holdDelete('test:5', commit);
    expect(kept.undo()).toBe(true);
    kept.send();
    vi.advanceTimersByTime(120_000);
    expect(commit).not.toHaveBeenCalled();

    const gone = holdDelete('test:6', commit);
    gone.send();
    gone.send();
    expect(commit).toHaveBeenCalledTimes(1);
    expect(gone.undo()).toBe(false);
  });
});
