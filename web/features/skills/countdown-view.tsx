// A countdown's face and its controls: Start, Pause, Start again. No hurry in the words; when it ends,
// a calm line is said once to screen readers.
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Button } from '../../ui/button';
import { type Countdown, clock } from './use-countdown';

export function CountdownView({
  countdown,
  total,
  label,
  doneText,
}: {
  countdown: Countdown;
  total: number;
  label: string;
  doneText: string;
}) {
  const { left, running, start, pause, reset } = countdown;
  const started = left < total || running;
  return (
    <div className="rounded-card bg-surface-2 p-4 text-center">
      <p className="text-sm text-muted">{label}</p>
      <p role="timer" aria-label={`${label}: ${clock(left)} left`} className="text-4xl font-extrabold tabular-nums">
        {clock(left)}
      </p>
      <p role="status" className="min-h-5 text-sm text-muted">
        {left === 0 ? doneText : ''}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {running ? (
          <Button variant="outline" onClick={pause}>
            <Pause aria-hidden className="h-4 w-4" />
            Pause
          </Button>
        ) : (
          <Button variant="outline" onClick={start}>
            <Play aria-hidden className="h-4 w-4" />
            {started && left > 0 ? 'Carry on' : left === 0 ? 'Start again' : 'Start'}
          </Button>
        )}
        {started && left > 0 && (
          <Button variant="ghost" onClick={reset}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            Reset
          </Button>
        )}
      </div>
    </div>
  );
}
