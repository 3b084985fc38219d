// A situation and its three or four choices, then every choice's feedback (why it works, or why not):
// the daily challenge, a Teamwork scenario, a Budgeting choice. Plain text only.
import { Check, Star } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

export interface Feedback {
  text: string;
  feedback: string;
  best: boolean;
}

export interface ChoiceScenarioProps {
  situation: string;
  choices: readonly { text: string }[];
  /** Null until a choice is made; then the choice and every choice's feedback. */
  result: { choice: number; feedback: readonly Feedback[] } | null;
  onChoose(index: number): void;
  pending?: boolean;
}

export function ChoiceScenario({ situation, choices, result, onChoose, pending = false }: ChoiceScenarioProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const shown = result !== null;
  // Once the feedback shows, reading starts there (the choice buttons are gone).
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);

  return (
    <div>
      <p className="whitespace-pre-line">{situation}</p>
      {result === null ? (
        <fieldset className="mt-4" disabled={pending}>
          <legend className="mb-2 text-sm font-bold">What would you do?</legend>
          <ul className="grid gap-2">
            {choices.map((c, i) => (
              <li key={c.text}>
                <button
                  type="button"
                  onClick={() => onChoose(i)}
                  className="min-h-11 w-full rounded-control border-2 border-line bg-surface px-4 py-2 text-left font-semibold transition-ui hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50"
                >
                  {c.text}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <section className="mt-4" aria-labelledby={headingId}>
          <h3 id={headingId} ref={heading} tabIndex={-1} className="font-bold focus:outline-none">
            {result.feedback[result.choice]?.best
              ? 'Great choice. Here is why each answer works or not:'
              : 'Here is why each answer works or not:'}
          </h3>
          <ul className="mt-2 grid gap-2">
            {result.feedback.map((f, i) => (
              <li
                key={f.text}
                className={`rounded-control border-2 p-3 ${f.best ? 'border-success bg-success-soft text-on-success-soft' : 'border-line'}`}
              >
                <p className="flex flex-wrap items-center gap-2 text-xs font-bold uppercase tracking-wide">
                  {i === result.choice && (
                    <span className="inline-flex items-center gap-1">
                      <Check aria-hidden className="h-3.5 w-3.5" />
                      Your choice
                    </span>
                  )}
                  {f.best && (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden className="h-3.5 w-3.5" />
                      Strongest choice
                    </span>
                  )}
                </p>
                <p className="font-semibold">{f.text}</p>
                <p className="mt-1 text-sm">{f.feedback}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
