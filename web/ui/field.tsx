// A labelled form control with its error message wired up for assistive technology. The line under
// it always takes its room (the hint, or the error in its place), so a message never moves the form.
import { Eye, EyeOff } from 'lucide-react';
import { formatCount } from '../lib/format';
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId, useState } from 'react';

const CONTROL =
  'h-11 w-full rounded-control border border-line bg-surface px-3 text-base text-fg placeholder:text-muted focus:outline-2 focus:outline-primary aria-[invalid=true]:border-danger';

export const controlClass = CONTROL;

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; className: string }) => ReactNode;
}

export function Field({ label, error, hint: givenHint, children }: FieldProps) {
  const id = useId();
  // An error says what to do; the hint would only repeat it.
  const hint = error ? undefined : givenHint;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, className: CONTROL })}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

/** The hint or the error under a control, in a line that is there either way. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="min-h-5 text-sm leading-5 text-danger">
        {error}
      </p>
    );
  }
  return (
    <p id={hint ? `${id}-hint` : undefined} className="min-h-5 text-xs leading-5 text-muted">
      {hint}
    </p>
  );
}

/** A password field with a Show button (aria-pressed), so a long passphrase can be checked. */
export function PasswordField({ label, error, hint, ...input }: Omit<FieldProps, 'children'> & InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <div className="relative">
          <input {...props} {...input} type={shown ? 'text' : 'password'} className={`${props.className} pr-12`} />
          <button
            type="button"
            aria-pressed={shown}
            aria-label="Show password"
            onClick={() => setShown((s) => !s)}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
          >
            {shown ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}

/** From this share of a limit on, the count shows ("38 / 40"), so no text is cut off unannounced. */
const NEAR_LIMIT = 0.8;

/** "38 / 40" once what is typed nears its limit, else nothing. */
export function limitCount(length: number, max: number | undefined): string | undefined {
  if (max === undefined || length < Math.ceil(max * NEAR_LIMIT)) return undefined;
  const count = `${formatCount(length)} / ${formatCount(max)}`;
  return length >= max ? `${count}: that's the most that fits` : count;
}

/** A one-line field's count against its limit, for inputs that are not a TextField (a comment box, a card title). */
export function LimitCount({ length, max, id }: { length: number; max: number; id?: string }) {
  const count = limitCount(length, max);
  return count ? (
    <p id={id} className={`text-xs ${length >= max ? 'font-semibold text-danger' : 'text-muted'}`}>
      {count}
    </p>
  ) : null;
}

export function TextField({ label, error, hint, onInput, ...input }: Omit<FieldProps, 'children'> & InputHTMLAttributes<HTMLInputElement>) {
  // Uncontrolled fields (read from the form when sent) are counted as they are typed in.
  const [typed, setTyped] = useState(() => String(input.defaultValue ?? '').length);
  const length = input.value !== undefined ? String(input.value).length : typed;
  const count = limitCount(length, input.maxLength);
  return (
    <Field label={label} error={error} hint={count ? (hint ? `${hint} · ${count}` : count) : hint}>
      {(props) => (
        <input
          {...props}
          {...input}
          onInput={(event) => {
            setTyped(event.currentTarget.value.length);
            onInput?.(event);
          }}
        />
      )}
    </Field>
  );
}

/**
 * A textarea that counts what is typed against its limit ("12 / 500" under it, after the hint), so a
 * teen sees the room left before the browser stops them.
 */
export function TextAreaField({
  label,
  error,
  hint,
  value,
  maxLength,
  ...textarea
}: Omit<FieldProps, 'children'> & TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string; maxLength: number }) {
  const count = `${formatCount(value.length)} / ${formatCount(maxLength)}`;
  return (
    <Field label={label} error={error} hint={hint ? `${hint} · ${count}` : count}>
      {(props) => <textarea {...props} {...textarea} value={value} maxLength={maxLength} className={`${props.className} h-auto py-2`} />}
    </Field>
  );
}

/** A select's options from a labels record: optionsOf({ low: 'Low', high: 'High' }). */
export const optionsOf = <K extends string>(labels: Record<K, string>) => Object.entries(labels) as [K, string][];

export function SelectField({
  label,
  error,
  hint,
  options,
  ...select
}: Omit<FieldProps, 'children'> & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (readonly [string, string])[] }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <select {...props} {...select}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The message for a whole form (a server answer that names no field), announced when it appears. */
export function FormError({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="text-sm text-danger">
      {text}
    </p>
  ) : null;
}
