// One choice of a few, as tappable chips: native radios in a fieldset, so arrow keys move between them
// and a screen reader hears "Proud, radio button, 5 of 6". For moods, categories, kinds of things.
import { Check, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  icon?: LucideIcon;
  /** A colour the choice stands for (a tag colour), shown as a dot beside its name. */
  swatch?: string;
}

export interface ChoiceChipsProps<V extends string> {
  legend: string;
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
  /** The form field's name, when the form is read with FormData. */
  name?: string;
}

export function ChoiceChips<V extends string>({ legend, choices, value, onChange, name }: ChoiceChipsProps<V>) {
  const fallbackName = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map(({ value: v, label, icon: Icon, swatch }) => (
          <label key={v} className="relative">
            <input
              type="radio"
              name={name ?? fallbackName}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="peer absolute inset-0 opacity-0"
            />
            {/* The chosen chip shows a tick, not only its colour (WCAG 1.4.1). */}
            <span className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border-2 border-line bg-surface px-3 text-sm font-bold transition-ui peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary">
              {value === v ? <Check aria-hidden className="h-4 w-4" /> : Icon && <Icon aria-hidden className="h-4 w-4" />}
              {swatch && <span aria-hidden className="h-3 w-3 rounded-full" style={{ backgroundColor: swatch }} />}
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
