import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUIDED_SESSIONS } from '../../../contract/guided-sessions';
import { GUIDED_TICK_MS, createGuidedClock, guidedAt, loggedAs, sessionMs } from './guided';

const session = {
  steps: [
    { seconds: 15, text: 'one' },
    { seconds: 30, text: 'two' },
    { seconds: 15, text: 'three' },
  ],
};

describe('which step is showing', () => {
  it('is each step from its first millisecond to just before the next', () => {
    expect(sessionMs(session)).toBe(60_000);
    const at = (ms: number) => guidedAt(session, ms).step.text;
    expect(at(0)).toBe('one');
    expect(at(14_999)).toBe('one');
    expect(at(15_000)).toBe('two');
    expect(at(44_999)).toBe('two');
    expect(at(45_000)).toBe('three');
    expect(at(59_999)).toBe('three');
  });

  it('is done, at 100%, at and after the end, and holds the last step', () => {
    expect(guidedAt(session, 59_999)).toMatchObject({ index: 2, done: false });
    expect(guidedAt(session, 60_000)).toEqual({ index: 2, step: session.steps[2], elapsedMs: 60_000, percent: 100, done: true });
    expect(guidedAt(session, 5_000_000)).toMatchObject({ index: 2, elapsedMs: 60_000, percent: 100, done: true });
    expect(guidedAt(session, -10)).toMatchObject({ index: 0, elapsedMs: 0, percent: 0, done: false });
    expect(guidedAt(session, 30_000).percent).toBe(50);
  });

  it.each(GUIDED_SESSIONS.map((s) => [s.id, s] as const))('%s: the steps fill exactly its minutes, each shown in turn', (_id, s) => {
    expect(sessionMs(s)).toBe(s.minutes * 60_000);
    let start = 0;
    s.steps.forEach((step, i) => {
      expect(guidedAt(s, start).index).toBe(i);
      expect(guidedAt(s, start + step.seconds * 1000 - 1).index).toBe(i);
      start += step.seconds * 1000;
    });
    expect(guidedAt(s, start).done).toBe(true);
  });
});

describe('what a session is logged as', () => {
  it('is its whole minutes with its seconds, nothing under a minute, its full length when finished', () => {
    expect(loggedAs(session, 59_999)).toBeNull();
    expect(loggedAs(session, 0)).toBeNull();
    const ten = GUIDED_SESSIONS.find((s) => s.minutes === 10)!;
    expect(loggedAs(ten, 60_000)).toEqual({ duration: 1, seconds: 60 });
    expect(loggedAs(ten, 150_400)).toEqual({ duration: 2, seconds: 150 });
    expect(loggedAs(ten, 600_000)).toEqual({ duration: 10, seconds: 600 });
    // A late last tick never logs more than the session.
    expect(loggedAs(ten, 600_249)).toEqual({ duration: 10, seconds: 600 });
  });
});

describe('the session clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts only the time running: pauses are left out', () => {
    const seen: number[] = [];
    const clock = createGuidedClock((ms) => seen.push(ms));
    expect(clock.state).toBe('idle');
    clock.start();
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(10_000);
    expect(seen.at(-1)).toBe(10_000);
    expect(seen).toHaveLength(1 + 10_000 / GUIDED_TICK_MS);
    clock.pause();
    expect(clock.state).toBe('paused');
    const ticks = seen.length;
    vi.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(ticks); // no ticks while paused
    expect(clock.elapsed()).toBe(10_000);
    clock.resume();
    expect(clock.state).toBe('running');
    vi.advanceTimersByTime(5_000);
    expect(seen.at(-1)).toBe(15_000);
    expect(clock.stop()).toBe(15_000);
    expect(clock.state).toBe('idle');
    const after = seen.length;
    vi.advanceTimersByTime(5_000);
    expect(seen).toHaveLength(after);
  });

  it('starts again from nothing; pause and resume out of turn change nothing', () => {
    const seen: number[] = [];
    const clock = createGuidedClock((ms) => seen.push(ms));
    clock.resume();
    clock.pause();
    expect(clock.state).toBe('idle');
    expect(seen).toEqual([]);
    expect(clock.stop()).toBe(0);
    clock.start();
    vi.advanceTimersByTime(3_000);
    clock.start();
    expect(seen.at(-1)).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(clock.elapsed()).toBe(1_000);
    clock.stop();
  });
});
