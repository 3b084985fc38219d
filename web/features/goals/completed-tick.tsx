// SPEC §2's completed tick, on a goal's card and in its details.
import { CheckCircle2 } from 'lucide-react';

/** SPEC §2's completed tick, named for screen readers. */
export function CompletedTick() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-bold text-on-success-soft">
      <CheckCircle2 aria-hidden className="h-4 w-4" />
      Completed
    </span>
  );
}
