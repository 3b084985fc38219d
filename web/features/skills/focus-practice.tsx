// Time Management: plan a focus block (what, how long, what to set up), then a focus timer the teen
// starts and pauses, then one question to look back. What they type stays on this device.
import { useEffect, useId, useState } from 'react';
import type { FocusPlan } from '../../../contract/skills';
import { useForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { Form, SubmitButton } from '../../ui/form';
import { CountdownView } from './countdown-view';
import { useCountdown } from './use-countdown';

const LENGTHS = [2, 3, 4, 5] as const;

export function FocusPractice({ plan, onReady }: { plan: FocusPlan; onReady(): void }) {
  const [task, setTask] = useState('');
  const [minutes, setMinutes] = useState<number>(plan.minutes);
  const [ready, setReady] = useState<boolean[]>(() => plan.checklist.map(() => false));
  const [planned, setPlanned] = useState(false);
  const countdown = useCountdown(minutes * 60);
  // Nothing is sent: the kit's form only for its one way of submitting.
  const form = useForm();
  const id = useId();

  useEffect(() => {
    // Started is enough to finish: stopping early is fine.
    if (planned && (countdown.running || countdown.left < minutes * 60)) onReady();
  }, [planned, countdown.running, countdown.left, minutes, onReady]);

  if (!planned) {
    return (
      <Form form={form} className="grid gap-4" onSubmit={() => setPlanned(true)}>
        <p>{plan.intro}</p>
        <div>
          <label htmlFor={`${id}-task`} className="text-sm font-bold">
            What will you focus on?
          </label>
          <input
            id={`${id}-task`}
            value={task}
            maxLength={120}
            onChange={(e) => setTask(e.target.value)}
            placeholder="One small thing"
            className="mt-1 h-11 w-full rounded-control border-2 border-line bg-surface px-3 focus-visible:outline-2 focus-visible:outline-primary"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-bold">How long?</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {LENGTHS.map((m) => (
              <label key={m} className="relative">
                <input
                  type="radio"
                  name={`${id}-minutes`}
                  checked={minutes === m}
                  onChange={() => setMinutes(m)}
                  className="peer absolute inset-0 opacity-0"
                />
                <span className="flex min-h-11 cursor-pointer items-center rounded-full border-2 border-line px-4 text-sm font-bold peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary">
                  {m} min
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-bold">Before you start</legend>
          <ul className="mt-1 grid gap-1">
            {plan.checklist.map((line, i) => (
              <li key={line}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="h-6 w-6 accent-primary"
                    checked={ready[i]}
                    onChange={(e) => setReady((r) => r.map((v, j) => (j === i ? e.target.checked : v)))}
                  />
                  <span>{line}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SubmitButton variant="secondary" pendingLabel="Plan done: to the timer">
          Plan done: to the timer
        </SubmitButton>
      </Form>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="font-semibold">{task.trim() ? `Focus on: ${task.trim()}` : 'Your focus block'}</p>
      <CountdownView countdown={countdown} total={minutes * 60} label="Focus time" doneText="Focus block done. Take a breath." />
      {countdown.left === 0 && (
        <div>
          <label htmlFor={`${id}-after`} className="text-sm font-bold">
            {plan.afterQuestion}
          </label>
          <textarea
            id={`${id}-after`}
            rows={2}
            maxLength={300}
            className="mt-1 w-full rounded-control border-2 border-line bg-surface p-3 focus-visible:outline-2 focus-visible:outline-primary"
          />
          <p className="text-xs text-muted">Only for you: this stays on this screen.</p>
        </div>
      )}
      <Button variant="ghost" onClick={() => setPlanned(false)}>
        Change the plan
      </Button>
    </div>
  );
}
