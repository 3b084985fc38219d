// How each mood reads and looks (SPEC §3: 'great' is shown as Fantastic).
import type { JournalMood } from '../../../contract/mind-gym-rules';

export interface MoodLook {
  label: string;
  /** A soft tint and the text colour that reads on it (design tokens). */
  tint: string;
}

export const MOOD_LOOKS: Record<JournalMood, MoodLook> = {
  great: { label: 'Fantastic', tint: 'bg-tag-green text-on-tag-green' },
  good: { label: 'Good', tint: 'bg-tag-teal text-on-tag-teal' },
  okay: { label: 'Okay', tint: 'bg-tag-amber text-on-tag-amber' },
  down: { label: 'Down', tint: 'bg-tag-blue text-on-tag-blue' },
  sad: { label: 'Sad', tint: 'bg-tag-violet text-on-tag-violet' },
  neutral: { label: 'Neutral', tint: 'bg-surface-2 text-muted' },
};

/** "1 min 12 s", "45 s". */
export function durationText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}
