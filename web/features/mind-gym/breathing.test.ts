import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BreathingState, breathingAt, createBreathingClock } from './breathing';

describe('the breathing clock (SPEC §9: 4 s in, 2 s hold, 6 s out, 2 s rest, 100 ms tick)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is in the right phase at 0, 3.9, 4.0, 6.0, 12.0 and 14.0 s', () => {
    const seen: BreathingState[] = [];
    const clock = createBreathingClock((s) => seen.push(s));
    clock.start();
    const phaseAfter = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return seen.at(-1)!.phase.label;
    };
    expect(seen.at(-1)!.phase.label).toBe('Inhale'); // 0 s
    expect(phaseAfter(3900)).toBe('Inhale'); // 3.9 s
    expect(phaseAfter(100)).toBe('Hold'); // 4.0 s
    expect(phaseAfter(2000)).toBe('Exhale'); // 6.0 s
    expect(phaseAfter(6000)).toBe('Rest'); // 12.0 s
    expect(phaseAfter(2000)).toBe('Inhale'); // 14.0 s: the cycle loops
    // A tick every 100 ms: 140 ticks in 14 s, plus the report at start.
    expect(seen).toHaveLength(141);
    expect(clock.stop()).toBe(14);
  });

  it('starts again at inhale, and stops ticking when stopped', () => {
    const seen: BreathingState[] = [];
    const clock = createBreathingClock((s) => seen.push(s));
    clock.start();
    vi.advanceTimersByTime(5000);
    expect(seen.at(-1)!.phase.label).toBe('Hold');
    clock.start();
    expect(seen.at(-1)!.phase.label).toBe('Inhale');
    expect(seen.at(-1)!.elapsedMs).toBe(0);
    expect(clock.stop()).toBe(0);
    const count = seen.length;
    vi.advanceTimersByTime(1000);
    expect(seen).toHaveLength(count);
    expect(clock.running).toBe(false);
  });

  it('reports how far through the phase it is', () => {
    expect(breathingAt(2000).percent).toBe(50);
    expect(breathingAt(4000 + 2000 + 3000).percent).toBe(50);
  });
});
