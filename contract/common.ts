// Pieces every feature's contract uses: ids in paths and the problem+json error shape.
import { z } from 'zod';
import { withoutHiddenCharacters } from './hidden-characters';

/** A database id in a path. */
export const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const IdParams = z.strictObject({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** RFC 9457 problem details, as every error response of the API is shaped. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /** For 400: one message per offending field, keyed by its dotted path. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const Ok = z.object({ ok: z.literal(true) });

/** Body of a call that carries none (SPEC §7 "empty"): nothing, or an empty JSON object. */
export const NoBody = z.union([z.null(), z.undefined(), z.strictObject({})]);

// C0 controls other than tab and newlines, and DEL: never meaningful in what a person types, and
// PostgreSQL refuses NUL in text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Text a person typed: without invisible and bidi control characters (issue 30: nothing may hide in
 * what others read), trimmed, with a length range, and no control characters.
 */
export function typedText(
  min: number,
  max: number,
  { empty = 'Enter some text.', long = `Use at most ${max} characters.` }: { empty?: string; long?: string } = {},
) {
  return z
    .string()
    .transform((s) => withoutHiddenCharacters(s))
    .pipe(
      z
        .string()
        .trim()
        .min(min, empty)
        .max(max, long)
        .refine((s) => !CONTROL.test(s), 'Remove the control characters.'),
    );
}

/** A calendar date, YYYY-MM-DD: "Choose a date." when blank (what a date field sends when empty). */
export function calendarDate(empty = 'Choose a date.') {
  return z.string().min(1, empty).pipe(z.iso.date('Enter a real date, as YYYY-MM-DD.'));
}

/** An IANA time zone the server knows (the browser's own), e.g. Europe/London. */
export const TimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Use a time zone such as Europe/London.');
