// Discover (issue 32): everything Rise offers, by topic, and a ranked full-text search over it; plus
// Home's Popular Now, the week's most liked Short or pep talk.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { PageQuery } from './paging';
import { DISCOVER_KINDS, DISCOVER_TOPICS, SEARCH_MAX_LENGTH, searchWordsOf } from './discover-rules';

export * from './discover-rules';

/** One thing Rise offers, as Discover lists it: plain text only (never HTML). */
export const DiscoverItem = z.object({
  kind: z.enum(DISCOVER_KINDS),
  /** The item's id in its own mini-app (a video's, a pep talk's, a mentor's). */
  id: z.number().int(),
  title: z.string(),
  /** The start of its words (a description, a pep talk's text, a bio), at most 200 characters. */
  text: z.string(),
  tags: z.array(z.string()),
  topic: z.enum(DISCOVER_TOPICS),
});
export type DiscoverItem = z.infer<typeof DiscoverItem>;

export const BrowseQuery = PageQuery.extend({
  /** Only this topic; every topic without it. */
  topic: z.enum(DISCOVER_TOPICS).optional(),
});

export const SEARCH_EMPTY = 'Type a word to search for.';
export const SEARCH_TOO_LONG = `Keep a search to ${SEARCH_MAX_LENGTH} characters.`;

export const SearchQuery = BrowseQuery.extend({
  q: z
    .string({ error: SEARCH_EMPTY })
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG)
    .refine((q) => searchWordsOf(q).length > 0, SEARCH_EMPTY),
});
export type SearchQuery = z.output<typeof SearchQuery>;

export const PopularItem = DiscoverItem.extend({
  /** Likes in the last seven days that count for this viewer (not a demo's, unless it is theirs). */
  likes: z.number().int(),
});
export type PopularItem = z.infer<typeof PopularItem>;

export const PopularAnswer = z.object({ item: PopularItem.nullable() });

export const discoverApi = {
  /** Everything, or one topic: Shorts first, then pep talks, then mentors, each in its own order. */
  browse: endpoint({ method: 'GET', path: '/api/discover', query: BrowseQuery, paged: true, response: z.array(DiscoverItem) }),
  /** Titles, words and tags, best match first (a title match before a word in the text). */
  search: endpoint({ method: 'GET', path: '/api/discover/search', query: SearchQuery, paged: true, response: z.array(DiscoverItem) }),
  /** Home's Popular Now: the Short or pep talk with the most likes in the last seven days (null: none). */
  popular: endpoint({ method: 'GET', path: '/api/discover/popular', response: PopularAnswer }),
};
