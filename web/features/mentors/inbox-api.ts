// A mentor account's calls (/api/mentor/threads): the teens who asked for or matched with this mentor,
// a thread's messages, a reply, and accepting a request.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorMessage, Thread } from '../../../contract/mentors';
import { allPages, call, callPage } from '../../lib/api';
import { mentorInboxApi } from '../../lib/endpoints';
import { type ThreadPages, threadPagesQuery, withNewest } from './thread-pages';

export const inboxKeys = {
  all: ['mentor-inbox'] as const,
  threads: () => [...inboxKeys.all, 'threads'] as const,
  thread: (userId: number) => [...inboxKeys.all, 'thread', userId] as const,
};

export const threadsQuery = () =>
  queryOptions<Thread[]>({ queryKey: inboxKeys.threads(), queryFn: async () => allPages(await callPage(mentorInboxApi.threads)) });

/** A thread with a teen: its newest page first, earlier ones on request (issue 53); shown oldest first. */
export const menteeThreadQuery = (userId: number) =>
  threadPagesQuery(inboxKeys.thread(userId), () => callPage(mentorInboxApi.messages, { params: { userId } }));

export function useReply(mentee: Pick<Thread, 'userId' | 'displayName'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(mentorInboxApi.reply, { params: { userId: mentee.userId }, body: { text } }),
    onSuccess: ({ care: _, ...message }) => {
      client.setQueryData<ThreadPages<MentorMessage>>(inboxKeys.thread(mentee.userId), (thread) => withNewest(thread, message));
      return client.invalidateQueries({ queryKey: inboxKeys.threads() });
    },
    meta: { successToast: { title: 'Message Sent', description: `Your message has been sent to ${mentee.displayName}!` } },
  });
}

export function useAccept() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(mentorInboxApi.accept, { params: { userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.threads() }),
    meta: {
      errorToast: { title: 'Failed to accept', description: 'Please try again later.' },
      successToast: { title: 'Request accepted' },
    },
  });
}
