// The form kit (issue 54): <Form> sends through useForm (web/lib/form.ts), and its <SubmitButton>
// waits while the form saves, by itself: no screen passes it a pending flag it could forget.
import { type ComponentProps, type FormEvent, type ReactNode, createContext, useContext } from 'react';
import type { FormState } from '../lib/form';
import { Button, type ButtonProps } from './button';
import { FormError } from './field';

const FormContext = createContext<FormState | null>(null);

export interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: FormState;
  /** Reads the fields and calls `form.save` (or shows why it cannot). The page never reloads. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** A form whose fields are checked by the app, not the browser's bubbles (they say it in the form). */
export function Form({ form, onSubmit, children, ...props }: FormProps) {
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.pending) onSubmit(event);
      }}
    >
      <FormContext.Provider value={form}>{children}</FormContext.Provider>
    </form>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'disabled'> {
  /** What the button says while the form saves ("Saving..."). */
  pendingLabel: ReactNode;
  /** Not ready to send for a reason of the form's own (nothing typed yet, say). */
  disabled?: boolean;
}

/** The form's send button: disabled and saying `pendingLabel` while the form saves. */
export function SubmitButton({ pendingLabel, disabled = false, children, ...props }: SubmitButtonProps) {
  const form = useContext(FormContext);
  if (!form) throw new Error('A SubmitButton is drawn outside a <Form> (web/ui/form.tsx).');
  return (
    <Button {...props} type="submit" disabled={disabled || form.pending} aria-busy={form.pending || undefined}>
      {form.pending ? pendingLabel : children}
    </Button>
  );
}

/** The form's message that belongs to no one field (a failed save, a refusal). */
export function FormMessage() {
  const form = useContext(FormContext);
  return <FormError text={form?.errors.form} />;
}
