// Small pieces the list and the details share.
import { CheckCircle2 } from 'lucide-react';
import type { ReflectionMood } from '../../../contract/goals-rules';
import { MOOD_LOOKS } from './labels';

/** SPEC §2's completed tick, named for screen readers. */
export function CompletedTick() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-bold text-on-success-soft">
      <CheckCircle2 aria-hidden className="h-4 w-4" />
      Completed
    </span>
  );
}

/** SPEC §2's mood badge on a reflection. */
export function MoodBadge({ mood }: { mood: ReflectionMood }) {
  const { label, icon: Icon, tint } = MOOD_LOOKS[mood];
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${tint}`}>
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {label}
    </span>
  );
}
