// Mentor Matcher's calls (SPEC §7 /api/mentors, made real): the deck, my mentors, like and pass, and
// a thread's messages. The deck's cache holds the server's mentors only; the screen shows SPEC's sample
// mentors when it cannot be read (SPEC §8, withSamples); an empty catalogue is an empty state, not samples.
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeAnswer, MatchedMentor, Mentor, Message } from '../../../contract/mentors';
import { allPages, call, callPage } from '../../lib/api';
import { mentorsApi } from '../../lib/endpoints';
import { type ThreadPages, threadPagesQuery, withNewest } from './thread-pages';

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

/** Where this teen now stands with a mentor, on the deck's copy (its order stays as it is). */
function setStatus(client: QueryClient, mentorId: number, status: Mentor['status']) {
  client.setQueryData<Mentor[]>(mentorKeys.deck(), (deck) => deck?.map((m) => (m.id === mentorId ? { ...m, status } : m)));
}

export function useLikeMentor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mentor: Mentor): Promise<LikeAnswer> => call(mentorsApi.like, { params: { id: mentor.id } }),
    onSuccess: (answer, mentor) => {
      setStatus(client, mentor.id, answer.status);
      if (answer.matched) return client.invalidateQueries({ queryKey: mentorKeys.matches() });
    },
    meta: { errorToast: { title: 'Failed to like mentor', description: 'Please try again later.' } },
  });
}

export function useRejectMentor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mentor: Mentor) => call(mentorsApi.reject, { params: { id: mentor.id } }),
    onSuccess: (answer, mentor) => setStatus(client, mentor.id, answer.status),
    meta: { errorToast: { title: 'Failed to pass on mentor', description: 'Please try again later.' } },
  });
}

/** SPEC §2: sending closes the composer and toasts 'Message Sent'; a refusal (400, 403) is shown where it was typed. */
export function useSendMessage(mentor: { id: number; name: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(mentorsApi.send, { params: { id: mentor.id }, body: { text } }),
    onSuccess: ({ care: _, ...message }) =>
      client.setQueryData<ThreadPages<Message>>(mentorKeys.thread(mentor.id), (thread) => withNewest(thread, message)),
    meta: { successToast: { title: 'Message Sent', description: `Your message has been sent to ${mentor.name}!` } },
  });
}

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
