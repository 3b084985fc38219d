// A guided meditation or visualization (issue 32, decision 0024): timed steps shown large and said to
// screen readers as each begins, read aloud too when the teen asks, over a circle that slowly grows
// and shrinks (still under reduced motion). Pause, Resume and End at any time; there is no countdown
// and no alarm. A session is logged when it ends: in full when finished, with its whole minutes when
// ended after at least one, not at all before that.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type GuidedSession, guidedSession } from '../../../contract/guided-sessions';
import { countOf } from '../../lib/format';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ProgressBar } from '../../ui/progress-bar';
import { useLogGuidedSession } from './mutations';
import { createGuidedClock, guidedAt, loggedAs } from './guided';
import { canSpeak, speak, stopSpeaking, useCanSpeak } from './speech';

const SPEAK_KEY = 'rise.mindgym.speak-steps';
/** The circle breathes in for 5 s and out for 5 s: slower than the breathing exercise, to rest with. */
const SWAY_MS = 5000;

// Reading the steps aloud is off until asked for, and the choice stays on this device.
const speakListeners = new Set<() => void>();
function useSpeakSetting(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (l) => {
      speakListeners.add(l);
      return () => speakListeners.delete(l);
    },
    () => localStorage.getItem(SPEAK_KEY) === 'on',
    () => false,
  );
  return [
    on,
    (next) => {
      localStorage.setItem(SPEAK_KEY, next ? 'on' : 'off');
      speakListeners.forEach((l) => l());
    },
  ];
}

const TYPE_NAMES = { meditation: 'Meditation', visualization: 'Visualization' } as const;

type Ending = { finished: true } | { finished: false; minutes: number };

function endingText(session: GuidedSession, ending: Ending): string {
  const what = TYPE_NAMES[session.type].toLowerCase();
  if (ending.finished) return `That was ${countOf(session.minutes, 'minute')} of ${what}. Nice work.`;
  if (ending.minutes >= 1)
    return `You took ${countOf(ending.minutes, 'minute')} for yourself. Stopping early is fine, and those minutes count.`;
  return 'Stopping early is fine. Even a short pause helps. Come back whenever you like.';
}

export interface GuidedSessionDialogProps {
  /** A catalogue id (contract/guided-sessions.json). */
  sessionId: string;
  onClose(): void;
}

export function GuidedSessionDialog({ sessionId, onClose }: GuidedSessionDialogProps) {
  const session = guidedSession(sessionId);
  if (!session) return null;
  return <GuidedSessionView key={session.id} session={session} onClose={onClose} />;
}

function GuidedSessionView({ session, onClose }: { session: GuidedSession; onClose(): void }) {
  const reducedMotion = useReducedMotion();
  const voice = useCanSpeak();
  const [speakOn, setSpeakOn] = useSpeakSetting();
  const log = useLogGuidedSession();
  const [elapsedMs, setElapsedMs] = useState(0);
  const [clockState, setClockState] = useState<'ready' | 'running' | 'paused' | 'ended'>('ready');
  const [ending, setEnding] = useState<Ending | null>(null);
  const clock = useRef<ReturnType<typeof createGuidedClock> | null>(null);
  const primary = useRef<HTMLButtonElement>(null);

  const moment = guidedAt(session, elapsedMs);

  /** Ends the session (once) and logs what it was worth. */
  function end(finished: boolean) {
    const c = clock.current;
    if (!c || c.state === 'idle') return;
    const spent = c.stop();
    stopSpeaking();
    const logged = finished ? { duration: session.minutes, seconds: session.minutes * 60 } : loggedAs(session, spent);
    if (logged) log.mutate({ type: session.type, ...logged });
    setElapsedMs(finished ? spent : Math.min(spent, session.minutes * 60_000));
    setClockState('ended');
    setEnding(finished ? { finished: true } : { finished: false, minutes: logged?.duration ?? 0 });
  }
  const endRef = useRef(end);
  useLayoutEffect(() => {
    endRef.current = end;
  });

  function begin() {
    clock.current ??= createGuidedClock((ms) => {
      setElapsedMs(ms);
      if (guidedAt(session, ms).done) endRef.current(true);
    });
    setEnding(null);
    setClockState('running');
    clock.current.start();
  }

  function pressPrimary() {
    if (clockState === 'ready') begin();
    else if (clockState === 'running') {
      clock.current?.pause();
      setClockState('paused');
    } else if (clockState === 'paused') {
      clock.current?.resume();
      setClockState('running');
    } else onClose();
  }

  function endEarly() {
    endRef.current(false);
    // The End button goes away: focus stays in the dialog, on Done.
    primary.current?.focus();
  }

  // Leaving (the close button, Escape, another screen) ends the session as End would.
  useEffect(() => () => endRef.current(false), []);

  // Each step is read aloud as it begins, while running and asked for; anything else stops the voice.
  const stepIndex = moment.index;
  useEffect(() => {
    if (clockState === 'running' && speakOn && canSpeak()) speak(session.steps[stepIndex]!.text);
    else stopSpeaking();
  }, [clockState, speakOn, stepIndex, session]);
  useEffect(() => () => stopSpeaking(), []);

  const active = clockState === 'running' || clockState === 'paused';
  // The circle sways between two sizes every 5 s of the session's own time, so it rests when paused.
  const big = Math.floor(elapsedMs / SWAY_MS) % 2 === 0;
  const moving = !reducedMotion && clockState === 'running';
  const scale = reducedMotion ? undefined : clockState === 'running' ? (big ? 1 : 0.78) : 0.78;
  const colours = session.type === 'meditation' ? 'from-mind to-mind-deep' : 'from-mentor to-goals';

  const stepText =
    clockState === 'ready'
      ? `${session.description} Find a comfortable spot, and press Begin when you're ready.`
      : clockState === 'ended' && ending
        ? endingText(session, ending)
        : moment.step.text;

  return (
    <Dialog
      onClose={() => {
        endRef.current(false);
        onClose();
      }}
      title={session.title}
      description={`${TYPE_NAMES[session.type]} · ${countOf(session.minutes, 'minute')}`}
    >
      <div className="flex flex-col items-center gap-4">
        <div className="grid h-40 w-40 place-items-center" aria-hidden>
          <div
            data-testid="guided-visual"
            data-moving={moving ? 'true' : 'false'}
            className={`h-36 w-36 rounded-full bg-gradient-to-br ${colours} opacity-90 shadow-raised ${moving ? 'ease-in-out motion-safe:transition-transform' : ''}`}
            style={
              scale === undefined ? undefined : { transform: `scale(${scale})`, transitionDuration: moving ? `${SWAY_MS}ms` : undefined }
            }
          />
        </div>
        {/* The step, said to screen readers as it begins (it changes only when a step does). */}
        <p aria-live="polite" data-testid="guided-step" className="min-h-24 text-center text-lg font-semibold text-balance">
          {stepText}
        </p>
        <p className="min-h-5 text-sm text-muted">
          {active ? `Step ${moment.index + 1} of ${session.steps.length}${clockState === 'paused' ? ' · Paused' : ''}` : ''}
        </p>
        <ProgressBar
          value={clockState === 'ready' ? 0 : moment.percent}
          label="Session progress"
          barClassName="bg-mind"
          className="max-w-xs"
        />
        <p role="status" className="sr-only">
          {clockState === 'paused' ? 'Paused. Resume when you are ready.' : ''}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button ref={primary} data-autofocus onClick={pressPrimary} className="min-w-32">
            {clockState === 'ready' ? 'Begin' : clockState === 'running' ? 'Pause' : clockState === 'paused' ? 'Resume' : 'Done'}
          </Button>
          {active && (
            <Button variant="outline" onClick={endEarly}>
              End session
            </Button>
          )}
        </div>
        {voice && (
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input type="checkbox" checked={speakOn} onChange={(e) => setSpeakOn(e.target.checked)} className="h-5 w-5 accent-mind" />
            Read each step aloud
          </label>
        )}
      </div>
    </Dialog>
  );
}
