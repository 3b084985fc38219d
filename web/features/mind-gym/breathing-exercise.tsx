// The breathing exercise (SPEC §2/§4): a circle that grows on Inhale, holds, shrinks on Exhale and
// rests, with the phase's name and a progress bar. Under reduced motion the circle stays still and
// the words and the bar carry it. Each phase change is announced, and where the device can (and the
// person wants it) a short vibration marks it. Stop logs the exercise (SPEC §7).
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BREATHING_LOGGED_DURATION, BREATHING_PHASES } from '../../../contract/mind-gym-rules';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { logBreathing } from './queries';
import { type BreathingState, createBreathingClock } from './breathing';
import { durationText } from './labels';

const VIBRATE_KEY = 'rise.mindgym.vibrate';
const VIBRATE_MS = 60;
const canVibrate = () => typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';

// The vibration setting lives on this device (it is about this device's hardware).
const vibrateListeners = new Set<() => void>();
function useVibrateSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (l) => {
      vibrateListeners.add(l);
      return () => vibrateListeners.delete(l);
    },
    () => localStorage.getItem(VIBRATE_KEY) !== 'off',
    () => true,
  );
  return [
    on,
    (next) => {
      localStorage.setItem(VIBRATE_KEY, next ? 'on' : 'off');
      vibrateListeners.forEach((l) => l());
    },
  ];
}

/** How big the circle is in each phase: full after breathing in, small after breathing out. */
const SCALE = { inhale: 1, hold: 1, exhale: 0.55, rest: 0.55 } as const;
const REST_SCALE = 0.55;

export interface BreathingExerciseProps {
  /** Stops by itself after this many seconds (the one-minute breath after a low mood). */
  limitSeconds?: number;
  /** Called after it stops, with the seconds it ran. */
  onStopped?(seconds: number): void;
  /** Starts at once (a button elsewhere already asked for it). */
  autoStart?: boolean;
  /** The Start button's words. */
  startLabel?: string;
}

export function BreathingExercise({ limitSeconds, onStopped, autoStart = false, startLabel = 'Start Exercise' }: BreathingExerciseProps) {
  const reducedMotion = useReducedMotion();
  const [vibrate, setVibrate] = useVibrateSetting();
  const [state, setState] = useState<BreathingState | null>(null);
  const [lastRun, setLastRun] = useState<number | null>(null);
  const vibrateRef = useRef(vibrate);
  const onStoppedRef = useRef(onStopped);
  const limitRef = useRef(limitSeconds);
  const clock = useRef<ReturnType<typeof createBreathingClock> | null>(null);
  const phaseRef = useRef<string | null>(null);

  function stop() {
    const c = clock.current;
    if (!c?.running) return;
    const seconds = c.stop();
    setState(null);
    phaseRef.current = null;
    setLastRun(seconds);
    void logBreathing({ type: 'breathing', duration: BREATHING_LOGGED_DURATION, seconds });
    onStoppedRef.current?.(seconds);
  }
  const stopRef = useRef(stop);
  const startRef = useRef(start);
  // The clock's ticks (outside React) read the latest of these.
  useLayoutEffect(() => {
    vibrateRef.current = vibrate;
    onStoppedRef.current = onStopped;
    limitRef.current = limitSeconds;
    stopRef.current = stop;
    startRef.current = start;
  });

  function start() {
    clock.current ??= createBreathingClock((s) => {
      if (s.phase.phase !== phaseRef.current) {
        if (phaseRef.current !== null && vibrateRef.current && canVibrate()) navigator.vibrate(VIBRATE_MS);
        phaseRef.current = s.phase.phase;
      }
      setState(s);
      if (limitRef.current !== undefined && s.elapsedMs >= limitRef.current * 1000) stopRef.current();
    });
    phaseRef.current = null;
    setLastRun(null);
    clock.current.start();
  }

  // Leaving the screen mid-exercise ends it, and logs it, as Stop would.
  useEffect(() => () => stopRef.current(), []);
  useEffect(() => {
    if (!autoStart) return;
    const begin = setTimeout(() => startRef.current(), 0);
    return () => clearTimeout(begin);
  }, [autoStart]);

  const running = state !== null;
  const phase = state?.phase ?? BREATHING_PHASES[0];
  const secondsLeft = state ? Math.ceil((phase.seconds * 1000 - state.inPhaseMs) / 1000) : phase.seconds;
  const scale = reducedMotion ? 1 : running ? SCALE[phase.phase] : REST_SCALE;

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="grid h-56 w-56 place-items-center" aria-hidden>
        <div
          data-testid="breathing-circle"
          className="col-start-1 row-start-1 h-56 w-56 rounded-full bg-gradient-to-br from-mind to-mind-deep opacity-90 shadow-raised ease-in-out motion-safe:transition-transform"
          style={{ transform: `scale(${scale})`, transitionDuration: `${phase.seconds}s` }}
        />
        <div className="relative col-start-1 row-start-1 text-center text-on-app">
          <p className="text-2xl font-extrabold">{running ? phase.label : 'Ready'}</p>
          {running && <p className="text-lg font-bold tabular-nums">{secondsLeft}</p>}
        </div>
      </div>
      {/* The phase in words, announced when it changes (not every tick); while breathing it is only
          for screen readers, as the circle shows the same word. */}
      <div className="min-h-14">
        <p role="status" aria-live="polite" className={running ? 'sr-only' : 'text-center text-lg font-bold'}>
          {running
            ? phase.label
            : lastRun !== null
              ? `Nice work: ${durationText(lastRun)} of calm breathing.`
              : 'Breathe in for 4, hold for 2, out for 6, rest for 2.'}
        </p>
      </div>
      <ProgressBar
        value={running ? state.percent : 0}
        label={running ? `${phase.label} progress` : 'Breathing progress'}
        className="max-w-xs"
        barClassName="bg-mind"
      />
      <Button onClick={running ? stop : start} variant={running ? 'outline' : 'primary'} className="min-w-48">
        {running ? 'Stop Exercise' : startLabel}
      </Button>
      {canVibrate() && (
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" checked={vibrate} onChange={(e) => setVibrate(e.target.checked)} className="h-5 w-5 accent-mind" />
          Vibrate at each change
        </label>
      )}
    </div>
  );
}
