// How a reflection's mood reads and looks (SPEC §3), and its badge (SPEC §2).
import { CloudFog, Flame, type LucideIcon, Medal, Mountain, Sparkles, Zap } from 'lucide-react';
import type { ReflectionMood } from '../../../contract/goals-rules';

export interface MoodLook {
  label: string;
  icon: LucideIcon;
  tint: string;
}

export const MOOD_LOOKS: Record<ReflectionMood, MoodLook> = {
  motivated: { label: 'Motivated', icon: Flame, tint: 'bg-tag-violet text-on-tag-violet' },
  confident: { label: 'Confident', icon: Sparkles, tint: 'bg-tag-blue text-on-tag-blue' },
  challenged: { label: 'Challenged', icon: Mountain, tint: 'bg-tag-amber text-on-tag-amber' },
  frustrated: { label: 'Frustrated', icon: Zap, tint: 'bg-tag-rose text-on-tag-rose' },
  proud: { label: 'Proud', icon: Medal, tint: 'bg-tag-green text-on-tag-green' },
  uncertain: { label: 'Uncertain', icon: CloudFog, tint: 'bg-tag-teal text-on-tag-teal' },
};

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
