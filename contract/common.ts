// Pieces every feature's contract uses: ids in paths and the problem+json error shape.
import { z } from 'zod';

export const IdParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
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
