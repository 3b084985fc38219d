// The timing of a guided session (issue 32, decision 0024): which step is showing after so much time,
// and a clock that can pause. Plain code (no React), driven by Date.now and one interval, so a unit
// test drives it with fake timers and a browser test with Playwright's clock.
import type { GuidedSession, GuidedStep } from '../../../contract/guided-sessions';

/** How often the clock looks at the time: often enough that a step changes within a quarter second. */
export const GUIDED_TICK_MS = 250;

/** The whole session's length. */
export const sessionMs = (session: Pick<GuidedSession, 'steps'>) => session.steps.reduce((sum, step) => sum + step.seconds * 1000, 0);

export interface GuidedMoment {
  /** The step showing (the last one once the session is over). */
  index: number;
  step: GuidedStep;
  /** Time spent in the session, never more than its length. */
  elapsedMs: number;
  /** 0 to 100: how far through the whole session. */
  percent: number;
  /** The session's time is all used up. */
  done: boolean;
}

/** Where a session is after `elapsedMs` of it (time before the start counts as the start). */
export function guidedAt(session: Pick<GuidedSession, 'steps'>, elapsedMs: number): GuidedMoment {
  const total = sessionMs(session);
  const t = Math.min(Math.max(0, elapsedMs), total);
  let stepStart = 0;
  let index = session.steps.length - 1;
  for (let i = 0; i < session.steps.length; i += 1) {
    const end = stepStart + session.steps[i]!.seconds * 1000;
    if (t < end) {
      index = i;
      break;
    }
    stepStart = end;
  }
  return { index, step: session.steps[index]!, elapsedMs: t, percent: total === 0 ? 100 : (t / total) * 100, done: t >= total };
}

/**
 * What a session is logged as (POST /api/mindgym): the whole minutes it ran, with its seconds, or
 * nothing when it ran for less than a minute. A finished session is its full length.
 */
export function loggedAs(session: Pick<GuidedSession, 'steps'>, elapsedMs: number): { duration: number; seconds: number } | null {
  const seconds = Math.floor(Math.min(Math.max(0, elapsedMs), sessionMs(session)) / 1000);
  const duration = Math.floor(seconds / 60);
  return duration >= 1 ? { duration, seconds } : null;
}

export type ClockState = 'idle' | 'running' | 'paused';

/**
 * A session's clock: the time spent in it, not counting pauses. `onTick` hears the elapsed time at
 * start, at every tick while running, and at pause and resume.
 */
export function createGuidedClock(onTick: (elapsedMs: number) => void, now: () => number = Date.now) {
  let state: ClockState = 'idle';
  /** The time banked before the current run (the runs between pauses). */
  let banked = 0;
  let runningSince = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const elapsed = () => banked + (state === 'running' ? now() - runningSince : 0);
  const run = () => {
    state = 'running';
    runningSince = now();
    clearInterval(timer);
    timer = setInterval(() => onTick(elapsed()), GUIDED_TICK_MS);
    onTick(elapsed());
  };
  const halt = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    /** From the beginning. */
    start() {
      banked = 0;
      run();
    },
    pause() {
      if (state !== 'running') return;
      banked = elapsed();
      halt();
      state = 'paused';
      onTick(banked);
    },
    resume() {
      if (state === 'paused') run();
    },
    /** Ends it: the time spent in it (0 when it never started). */
    stop(): number {
      const spent = state === 'idle' ? 0 : elapsed();
      halt();
      state = 'idle';
      banked = 0;
      return spent;
    },
    elapsed,
    get state() {
      return state;
    },
  };
}
