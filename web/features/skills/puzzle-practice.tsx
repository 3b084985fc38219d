// Critical Thinking: a puzzle, the teen's own attempt (a choice), then the worked answer step by step.
import { useEffect, useId, useRef, useState } from 'react';
import type { Puzzle } from '../../../contract/skills';

export function PuzzlePractice({ puzzle, onReady }: { puzzle: Puzzle; onReady(): void }) {
  const [picked, setPicked] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (picked !== null) heading.current?.focus();
  }, [picked]);

  return (
    <div>
      <p className="whitespace-pre-line">{puzzle.question}</p>
      {picked === null ? (
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-bold">Your answer</legend>
          <ul className="grid gap-2">
            {puzzle.choices.map((c, i) => (
              <li key={c}>
                <button
                  type="button"
                  onClick={() => {
                    setPicked(i);
                    onReady();
                  }}
                  className="min-h-11 w-full rounded-control border-2 border-line bg-surface px-4 py-2 text-left font-semibold transition-ui hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  {c}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <section className="mt-4" aria-labelledby={headingId}>
          <h3 id={headingId} ref={heading} tabIndex={-1} className="font-bold focus:outline-none">
            {picked === puzzle.answer ? 'You got it. Here is the worked answer:' : 'Not quite. Here is the worked answer:'}
          </h3>
          <p className="mt-1">
            <span className="font-semibold">The answer: </span>
            {puzzle.choices[puzzle.answer]}
          </p>
          <ol className="mt-2 grid list-decimal gap-2 pl-5">
            {puzzle.worked.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
