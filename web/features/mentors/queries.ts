// Mentor Matcher's reads (SPEC §7 /api/mentors, made real): the deck, my mentors and a thread's messages.
// The deck's cache holds the server's mentors only; the screen shows SPEC's sample mentors when it cannot
// be read (SPEC §8, withSamples); an empty catalogue is an empty state, not samples.
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { MatchedMentor, Mentor } from '../../../contract/mentors';
import { allPages, callPage } from '../../lib/api';
import { mentorsApi } from '../../lib/endpoints';
import { threadPagesQuery } from './thread-pages';

export const mentorKeys = {
  all: ['mentors'] as const,
  deck: () => [...mentorKeys.all, 'deck'] as const,
  matches: () => [...mentorKeys.all, 'matches'] as const,
  thread: (mentorId: number) => [...mentorKeys.all, 'thread', mentorId] as const,
};

export const deckQuery = () =>
  queryOptions<Mentor[]>({ queryKey: mentorKeys.deck(), queryFn: async () => allPages(await callPage(mentorsApi.mentors)) });

export const matchesQuery = () =>
  queryOptions<MatchedMentor[]>({ queryKey: mentorKeys.matches(), queryFn: async () => allPages(await callPage(mentorsApi.matches)) });

/** My thread with a mentor: its newest page first, earlier ones on request (issue 53); shown oldest first. */
export const threadQuery = (mentorId: number) =>
  threadPagesQuery(mentorKeys.thread(mentorId), () => callPage(mentorsApi.messages, { params: { id: mentorId } }));

/**
 * Where the deck opens: at the mentor a link names (/mentor-matcher?m=3, from Discover), else at the first
 * this teen has not chosen about yet, else at the first.
 */
export function deckStart(mentors: readonly Mentor[], linked: number | null): number {
  const linkedAt = linked === null ? -1 : mentors.findIndex((m) => m.id === linked);
  return linkedAt >= 0
    ? linkedAt
    : Math.max(
        0,
        mentors.findIndex((m) => m.status === 'none'),
      );
}

/**
 * The deck's first read starts with the session, beside the screen's code (SPEC's 'Loading mentors...').
 * Once it has come, the portrait of the card the deck opens at is fetched too: it is the screen's
 * largest paint, and would otherwise wait for the screen's code to run and draw it (docs/performance.md).
 */
export const prefetchMentors = (client: QueryClient, search: URLSearchParams) =>
  Promise.all([
    client.prefetchQuery(deckQuery()).then(() => {
      const deck = client.getQueryData(deckQuery().queryKey);
      const linked = Number(search.get('m')) || null;
      const first = deck?.[deckStart(deck, linked)];
      if (first && typeof Image !== 'undefined') new Image().src = first.imageUrl;
    }),
    client.prefetchQuery(matchesQuery()),
  ]);
