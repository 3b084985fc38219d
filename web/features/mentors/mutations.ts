// Mentor Matcher's writes: like and pass (the server decides a match) and a message to a mentor.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeAnswer, Mentor, Message } from '../../../contract/mentors';
import { call } from '../../lib/api';
import { mentorsApi } from '../../lib/endpoints';
import { type ThreadPages, withNewest } from './thread-pages';
import { mentorKeys } from './queries';

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
