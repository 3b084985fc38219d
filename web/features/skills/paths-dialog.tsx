// Skill Paths (issue 32): for each skill an ordered path of steps, each ticked off by the real action
// (the server reads them), with where the teen stands: the first step not done. A list a screen
// reader reads in order ("Step 2 of 6, done"), each step a link to where it is done.
import { Check, Circle, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { SkillSlug } from '../../../contract/skills';
import { Dialog } from '../../ui/dialog';
import { LoadFailed, Skeleton } from '../../ui/query-view';
import { usePaths } from './queries';

export function PathsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const paths = usePaths(open);
  const [chosen, setChosen] = useState<SkillSlug | null>(null);
  const titleId = useId();
  const list = paths.data ?? [];
  // The first path with a step to do, unless the teen chose one.
  const shown = list.find((p) => p.skill === chosen) ?? list.find((p) => p.current !== null) ?? list[0];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Skill Paths"
      description="Small real steps for each skill. Each ticks itself off when you do it."
    >
      {paths.isPending ? (
        <Skeleton rows={4} className="h-12" label="Loading your paths..." />
      ) : paths.isError || !shown ? (
        <LoadFailed look="line" what="your paths" onRetry={() => void paths.refetch()} />
      ) : (
        <>
          <div role="group" aria-label="Choose a skill" className="flex flex-wrap gap-2">
            {list.map((p) => {
              const done = p.steps.filter((s) => s.done).length;
              return (
                <button
                  key={p.skill}
                  type="button"
                  aria-pressed={p.skill === shown.skill}
                  onClick={() => setChosen(p.skill)}
                  className={`min-h-11 rounded-full border-2 px-3 text-sm font-bold transition-ui focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                    p.skill === shown.skill ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-surface'
                  }`}
                >
                  {p.name}{' '}
                  <span className="font-semibold">
                    {done}/{p.steps.length}
                  </span>
                </button>
              );
            })}
          </div>
          <section className="mt-4" aria-labelledby={titleId}>
            <h3 id={titleId} className="font-bold">
              {shown.name} path
            </h3>
            <p className="text-sm text-muted">{shown.intro}</p>
            <p className="mt-1 text-sm font-semibold">
              {shown.current === null ? 'Every step done. Well walked.' : `You are at step ${shown.current + 1} of ${shown.steps.length}.`}
            </p>
            <ol className="mt-3 grid gap-0">
              {shown.steps.map((step, i) => {
                const here = i === shown.current;
                return (
                  <li key={step.id} aria-current={here ? 'step' : undefined} className="flex gap-3">
                    {/* The marker, and the path's line down to the next one. */}
                    <div aria-hidden className="flex flex-col items-center">
                      <span
                        className={`grid h-9 w-9 shrink-0 place-items-center rounded-full border-2 ${
                          step.done
                            ? 'border-success bg-success text-white'
                            : here
                              ? 'border-primary bg-primary-soft text-primary'
                              : 'border-line bg-surface text-muted'
                        }`}
                      >
                        {step.done ? <Check className="h-5 w-5" /> : here ? <MapPin className="h-5 w-5" /> : <Circle className="h-3 w-3" />}
                      </span>
                      {i < shown.steps.length - 1 && <span className={`w-0.5 flex-1 ${step.done ? 'bg-success' : 'bg-line'}`} />}
                    </div>
                    <div className="min-w-0 flex-1 pb-4">
                      <p className="font-semibold">
                        <span className="sr-only">{`Step ${i + 1} of ${shown.steps.length}, ${step.done ? 'done' : here ? 'you are here' : 'to do'}: `}</span>
                        {step.title}
                      </p>
                      <p className="text-sm text-muted">{step.text}</p>
                      {!step.done && (
                        <Link
                          href={step.href}
                          onClick={() => onClose()}
                          className={`mt-1 inline-flex min-h-11 items-center rounded-control text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                            here ? 'bg-primary px-3 text-on-primary' : 'text-primary underline'
                          }`}
                        >
                          {here ? 'Do this step' : 'Go there'}
                          <span className="sr-only">{`: ${step.title}`}</span>
                        </Link>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        </>
      )}
    </Dialog>
  );
}
