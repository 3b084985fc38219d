import { describe, expect, it } from 'vitest';
import { OFFLINE_FOR_HEADER, SAVED_AT_HEADER, offlineCopyUntil } from './offline-protocol';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
/** The session's confirmation as the worker keeps it: when the server last answered, and for how long the copy opens. */
const confirmed = (savedAt: number | string | null, forSeconds: string | null = String(12 * 60 * 60)) => {
  const headers = new Headers();
  if (savedAt !== null) headers.set(SAVED_AT_HEADER, typeof savedAt === 'number' ? new Date(savedAt).toISOString() : savedAt);
  if (forSeconds !== null) headers.set(OFFLINE_FOR_HEADER, forSeconds);
  return headers;
};

describe('offlineCopyUntil: the copy opens only within 12 hours of the last confirmation', () => {
  it('opens until 12 hours after the server last confirmed the session', () => {
    expect(offlineCopyUntil(confirmed(NOW), NOW)).toBe(NOW + 12 * HOUR);
    expect(offlineCopyUntil(confirmed(NOW - 12 * HOUR + 1000), NOW)).toBe(NOW + 1000);
  });
  it('is closed from 12 hours after it (or the server’s own figure)', () => {
    expect(offlineCopyUntil(confirmed(NOW - 12 * HOUR), NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed(NOW - 30 * 24 * HOUR), NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed(NOW - 2 * HOUR, String(60 * 60)), NOW)).toBeNull();
  });
  it('is closed with no confirmation, one the server did not allow, or a broken stamp', () => {
    expect(offlineCopyUntil(undefined, NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed(NOW, null), NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed(NOW, '0'), NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed(NOW, 'soon'), NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed(null), NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed('yesterday'), NOW)).toBeNull();
  });
  it('is closed for a confirmation stamped in the future (the clock was turned back)', () => {
    expect(offlineCopyUntil(confirmed(NOW + 2 * HOUR), NOW)).toBeNull();
    expect(offlineCopyUntil(confirmed(NOW + 30_000), NOW)).toBe(NOW + 30_000 + 12 * HOUR);
  });
});
