// A labelled form control with its error message wired up for assistive technology.
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

const CONTROL =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-fg placeholder:text-muted focus:outline-2 focus:outline-primary aria-[invalid=true]:border-danger';

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
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, ...input }: Omit<FieldProps, 'children'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => <input {...props} {...input} />}
    </Field>
  );
}

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
