// SPEC §4/§9 breathing cycle: inhale 4 s, hold 2 s, exhale 6 s, rest 2 s, looping until stopped, on a
// 100 ms tick. The clock is plain code (no React) so a test can drive it with fake timers.
import { BREATHING_PHASES, BREATHING_TICK_MS } from '../../../contract/mind-gym-rules';

export type Phase = (typeof BREATHING_PHASES)[number];

export const CYCLE_MS = BREATHING_PHASES.reduce((sum, p) => sum + p.seconds * 1000, 0);

export interface BreathingState {
  phase: Phase;
  /** Milliseconds into the current phase. */
  inPhaseMs: number;
  /** 0 to 100: how far through the current phase. */
  percent: number;
  /** How long the exercise has run. */
  elapsedMs: number;
}

/** Where the cycle is after `elapsedMs` of breathing. */
export function breathingAt(elapsedMs: number): BreathingState {
  let t = ((elapsedMs % CYCLE_MS) + CYCLE_MS) % CYCLE_MS;
  for (const phase of BREATHING_PHASES) {
    const length = phase.seconds * 1000;
    if (t < length) return { phase, inPhaseMs: t, percent: Math.min(100, (t / length) * 100), elapsedMs };
    t -= length;
  }
  // Unreachable: t is below the cycle's length.
  return { phase: BREATHING_PHASES[0], inPhaseMs: 0, percent: 0, elapsedMs };
}

/**
 * A running exercise: `start()` begins at inhale (SPEC §4: starting resets), every 100 ms it reports
 * where the cycle is, and `stop()` answers how many whole seconds it ran.
 */
export function createBreathingClock(onTick: (state: BreathingState) => void, now: () => number = Date.now) {
  let startedAt: number | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    start() {
      clearInterval(timer);
      startedAt = now();
      onTick(breathingAt(0));
      timer = setInterval(() => {
        if (startedAt !== null) onTick(breathingAt(now() - startedAt));
      }, BREATHING_TICK_MS);
    },
    /** Ends the exercise; the whole seconds it ran (0 when it was not running). */
    stop(): number {
      clearInterval(timer);
      timer = undefined;
      const ran = startedAt === null ? 0 : Math.max(0, Math.round((now() - startedAt) / 1000));
      startedAt = null;
      return ran;
    },
    get running() {
      return startedAt !== null;
    },
  };
}
