// Forms, one way on every screen (issue 54): `useForm` checks the body with its contract schema
// before anything is sent, keeps the form pending while it saves (web/ui/form.tsx's SubmitButton
// reads that), and shows a failed save once: a refusal about a field under that field (the mutation
// cache then toasts nothing), a failure SPEC §8 toasts ('Failed to track mood') in that toast only,
// anything else in the form (web/lib/query-client.ts).
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api';
import { claimError, isFieldRefusal, wasToasted } from './failures';
import { isOfflineError } from './offline';

export type FormErrors = Record<string, string>;

/** One message per field (the first), keyed by the field's name, from zod issues. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** Field messages of a 400/409 problem, or one message for the whole form. */
export function errorsOf(error: unknown): FormErrors {
  if (isOfflineError(error)) return { form: error.message };
  if (!isApiError(error)) return { form: 'Could not reach Rise. Check your connection and try again.' };
  const fields = error.fieldErrors;
  return Object.keys(fields).length > 0 ? fields : { form: error.detail };
}

export interface FormState {
  errors: FormErrors;
  setErrors(errors: FormErrors): void;
  /** The body, or null after showing why it does not pass (old messages are cleared when it does). */
  check<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null;
  /** Shows a failed save in the form: by field, or one message for the whole form. */
  showServerErrors(error: unknown): void;
  /** A save is on its way: the submit button waits, and another submit sends nothing. */
  pending: boolean;
  /**
   * Saves: pending until `sending` settles; then `onSaved` with the answer, or the failure shown once
   * (`onFailed` first, which may show it its own way and answer true): a field refusal by its fields in
   * the form; a failure the mutation's toast already said (SPEC §8) in the form only when the server said
   * why ("Too many requests. Try again in a minute."), never as the raw answer; any other in the form.
   */
  save<T>(sending: () => Promise<T>, onSaved?: (answer: T) => void, onFailed?: (error: unknown) => boolean | void): void;
}

export function useForm(): FormState {
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);
  // The state is a render late: a second Enter in the same frame must not send twice.
  const saving = useRef(false);
  const showServerErrors = (error: unknown) => setErrors(errorsOf(error));
  return {
    errors,
    setErrors,
    check(schema, body) {
      const parsed = schema.safeParse(body);
      setErrors(parsed.success ? {} : issuesToErrors(parsed.error.issues));
      return parsed.success ? parsed.data : null;
    },
    showServerErrors,
    pending,
    save(sending, onSaved, onFailed) {
      if (saving.current) return;
      saving.current = true;
      setPending(true);
      const settle = () => {
        saving.current = false;
        setPending(false);
      };
      sending().then(
        (answer) => {
          settle();
          onSaved?.(answer);
        },
        (error: unknown) => {
          if (isFieldRefusal(error)) claimError(error);
          settle();
          if (onFailed?.(error) === true) return;
          // A toast already said that it failed: the form adds why only when the server said why.
          if (isFieldRefusal(error) || !wasToasted(error) || (isApiError(error) && error.problem?.detail)) showServerErrors(error);
          else setErrors({});
        },
      );
    },
  };
}
