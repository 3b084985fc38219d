import { describe, expect, it } from 'vitest';
import { OFFLINE_FOR_HEADER, SAVED_AT_HEADER, showableOffline } from './offline-protocol';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const kept = (savedAt: number | string | null, forSeconds: string | null = String(14 * 24 * 60 * 60)) => {
  const headers = new Headers();
  if (savedAt !== null) headers.set(SAVED_AT_HEADER, typeof savedAt === 'number' ? new Date(savedAt).toISOString() : savedAt);
  if (forSeconds !== null) headers.set(OFFLINE_FOR_HEADER, forSeconds);
  return headers;
};

describe('showableOffline: nothing older than the session idle window', () => {
  it('shows an answer saved within the window', () => {
    expect(showableOffline(kept(NOW), NOW)).toBe(true);
    expect(showableOffline(kept(NOW - 14 * DAY + 1000), NOW)).toBe(true);
  });
  it('hides an answer saved the window ago or longer', () => {
    expect(showableOffline(kept(NOW - 14 * DAY), NOW)).toBe(false);
    expect(showableOffline(kept(NOW - 30 * DAY), NOW)).toBe(false);
    expect(showableOffline(kept(NOW - 2 * DAY, String(DAY / 1000)), NOW)).toBe(false);
  });
  it('hides an answer the server did not allow keeping, or with no or a broken stamp', () => {
    expect(showableOffline(kept(NOW, null), NOW)).toBe(false);
    expect(showableOffline(kept(NOW, '0'), NOW)).toBe(false);
    expect(showableOffline(kept(NOW, 'soon'), NOW)).toBe(false);
    expect(showableOffline(kept(null), NOW)).toBe(false);
    expect(showableOffline(kept('yesterday'), NOW)).toBe(false);
  });
  it('hides an answer stamped in the future (the clock was turned back)', () => {
    expect(showableOffline(kept(NOW + DAY), NOW)).toBe(false);
    expect(showableOffline(kept(NOW + 30_000), NOW)).toBe(true);
  });
});
