// The five moods as one-tap buttons (native radios, so arrow keys move between them and a screen
// reader hears "Fantastic, radio button, 1 of 5"). Journal adds "None" (SPEC: neutral).
import { useId } from 'react';
import { JOURNAL_MOODS, MOODS, type JournalMood } from '../../../contract/mind-gym-rules';
import { MOOD_LOOKS } from './labels';
import { MoodFace } from './mood-face';

export interface MoodPickerProps {
  legend: string;
  value: JournalMood | null;
  /** Without `withNone`, only the five moods (never 'neutral'). */
  onChange(mood: JournalMood): void;
  /** Adds a "None" choice, for the journal. */
  withNone?: boolean;
  /** The legend is for screen readers only (a heading already says it). */
  hideLegend?: boolean;
}

export function MoodPicker({ legend, value, onChange, withNone = false, hideLegend = false }: MoodPickerProps) {
  const name = useId();
  const choices: readonly JournalMood[] = withNone ? JOURNAL_MOODS : MOODS;
  return (
    <fieldset className="@container">
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-sm font-medium'}>{legend}</legend>
      <div className={`grid gap-2 ${withNone ? 'grid-cols-3 @sm:grid-cols-6' : 'grid-cols-3 @xs:grid-cols-5'}`}>
        {choices.map((mood) => {
          const look = MOOD_LOOKS[mood];
          return (
            <label key={mood} className="relative">
              <input
                type="radio"
                name={name}
                value={mood}
                checked={value === mood}
                onChange={() => onChange(mood)}
                className="peer absolute inset-0 opacity-0"
              />
              <span
                className={`flex min-h-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-control border-2 border-line bg-surface px-1 py-2 text-xs font-bold transition-ui peer-checked:border-mind peer-checked:bg-tag-teal peer-checked:text-on-tag-teal peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary`}
              >
                <MoodFace mood={mood} />
                {mood === 'neutral' ? 'None' : look.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
