// Every list is bounded (ARCHITECTURE → API): a JSON array of at most `limit` items (default and
// maximum 100), the next page's address in a `Link: <...>; rel="next"` header, reached by `?cursor=`.
import { z } from 'zod';

export const PAGE_MAX = 100;

// Unknown query parameters (a cache-buster) are dropped, not refused.
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_MAX),
  /** Opaque: taken from a Link header, never made by hand. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'Use the cursor from the Link header.')
    .optional(),
});
export type PageQuery = z.output<typeof PageQuery>;
