// Form errors, the same way on every screen: from the contract schema before sending, from the
// server's problem details after.
import { isApiError } from './api';

export type FormErrors = Record<string, string>;

/** One message per field (the first), keyed by the field's name, from zod issues. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** Field messages of a 400/409 problem, or one message for the whole form. */
export function errorsOf(error: unknown): FormErrors {
  if (!isApiError(error)) return { form: 'Could not reach Rise. Check your connection and try again.' };
  const fields = error.fieldErrors;
  return Object.keys(fields).length > 0 ? fields : { form: error.detail };
}
