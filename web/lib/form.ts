// Form errors, the same way on every screen: from the contract schema before sending, from the
// server's problem details after.
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from './api';
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

/**
 * A form's messages: `check` validates the body with its contract schema before anything is sent
 * (showing why it does not pass, or clearing old messages), `showServerErrors` shows the server's answer.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>({});
  return {
    errors,
    setErrors,
    check<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null {
      const parsed = schema.safeParse(body);
      setErrors(parsed.success ? {} : issuesToErrors(parsed.error.issues));
      return parsed.success ? parsed.data : null;
    },
    showServerErrors: (error: unknown) => setErrors(errorsOf(error)),
  };
}
