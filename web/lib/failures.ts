// How a failed write is said once (issue 54): the mutation cache notes a failure it toasted, a form
// claims a refusal it shows by field. Its own module, so that the entry (web/lib/query-client.ts) does
// not carry the form kit (web/lib/form.ts) with it.
import { isApiError } from './api';

/** A refusal that names the fields it is about (a 400 or 409 with per-field messages). */
export const isFieldRefusal = (error: unknown) => isApiError(error) && Object.keys(error.fieldErrors).length > 0;

/** How each failure has been said: in a toast, or by field in a form. */
const said = new WeakMap<object, 'toast' | 'form'>();
const mark = (how: 'toast' | 'form') => (error: unknown) => void (error instanceof Object && said.set(error, how));
const saidAs = (how: 'toast' | 'form') => (error: unknown) => error instanceof Object && said.get(error) === how;

/** Failures already said in a toast (SPEC §8's 'Failed to ...', offline): a form does not say them again. */
export const noteToasted = mark('toast');
export const wasToasted = saidAs('toast');

/** Field refusals a form is showing by field: the mutation cache toasts none of them. */
export const claimError = mark('form');
export const isClaimed = saidAs('form');
