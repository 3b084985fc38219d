// What a mentor account sees first instead of the teens' app (issue 13): its inbox, in the mentor's
// shell (web/app/mentor-shell.tsx, with the studio and Sign out). Each thread is a teen
// who asked for or matched with this mentor, shown by display name only; a request can be accepted;
// a mentor answers teens who wrote first and never starts a conversation.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Thread } from '../../../contract/mentors';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InitialAvatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LoadFailed, QueryView, Skeleton } from '../../ui/query-view';
import { ReportDialog, type ReportTarget } from '../../ui/safety-dialogs';
import { Section } from '../../ui/section';
import { inboxKeys, menteeThreadQuery, threadsQuery, useAccept, useReply } from './inbox-api';
import { Bubbles, earlierOf } from './mentor-dialogs';
import { MessageComposer } from './message-composer';
import { keepNewestPage } from './thread-pages';

export default function MentorInboxPage() {
  useDocumentTitle('Mentor inbox');
  const { data: user } = useCurrentUser();
  const threads = useQuery(threadsQuery());
  const [open, setOpen] = useState<Thread | null>(null);
  const accept = useAccept();

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-extrabold">Mentor inbox</h1>
      {user && <p className="truncate text-sm text-muted">Signed in as {user.displayName}</p>}
      <Section title="Teens who want to connect">
        <p className="mt-1 text-sm text-muted">
          You see their display name only. Answer teens who wrote to you; keep contact details out of messages, both ways.
        </p>
        <div className="mt-3">
          <QueryView query={threads} what="threads" skeleton={{ rows: 3, className: 'h-20' }} empty="No one has asked to connect yet.">
            {(list) => (
              <ul className="flex flex-col gap-2">
                {list.map((t) => (
                  <li key={t.userId} className="flex items-center gap-3 rounded-card border border-line bg-surface p-3">
                    <InitialAvatar name={t.displayName} color={t.avatarColor} size="lg" />
                    <div className="min-w-0 flex-1">
                      <p className="font-bold">{t.displayName}</p>
                      <p className="truncate text-sm text-muted">
                        {t.lastMessage
                          ? `${t.lastMessage.from === 'me' ? 'You: ' : ''}${t.lastMessage.text}`
                          : t.status === 'requested'
                            ? 'Wants to connect'
                            : 'Matched, no messages yet'}
                      </p>
                    </div>
                    {t.status === 'requested' ? (
                      <Button
                        size="sm"
                        disabled={accept.isPending}
                        onClick={() => accept.mutate(t.userId)}
                        aria-label={`Accept ${t.displayName}`}
                      >
                        Accept
                      </Button>
                    ) : (
                      <Button variant="secondary" size="sm" onClick={() => setOpen(t)} aria-label={`Open thread with ${t.displayName}`}>
                        Open
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
      </Section>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open ? `Messages with ${open.displayName}` : 'Messages'}>
        {open && <MenteeThread mentee={open} />}
      </Dialog>
    </div>
  );
}

function MenteeThread({ mentee }: { mentee: Thread }) {
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const client = useQueryClient();
  const thread = useInfiniteQuery(menteeThreadQuery(mentee.userId));
  // Closed, the thread keeps its newest page only: opened again, it is one read.
  useEffect(() => () => keepNewestPage(client, inboxKeys.thread(mentee.userId)), [client, mentee.userId]);
  const reply = useReply(mentee);
  if (thread.isPending) return <Skeleton rows={2} className="h-10" label="Loading messages..." />;
  if (thread.data === undefined) return <LoadFailed look="line" what="the messages" onRetry={() => void thread.refetch()} />;
  // A mentor answers once the teen wrote; earlier pages mean they did (an account never writes first).
  const theyWrote = thread.hasNextPage || thread.data.some((m) => m.from === 'mentee');
  return (
    <div className="flex flex-col gap-4">
      {thread.data.length > 0 ? (
        <Bubbles
          messages={thread.data}
          mine="You"
          theirs={mentee.displayName}
          earlier={earlierOf(thread)}
          onReport={(m) => setReporting({ subject: 'mentor-message', id: m.id, what: `this message from ${mentee.displayName}` })}
        />
      ) : (
        <p className="rounded-control bg-surface-2 p-3 text-center text-sm text-muted">No messages yet.</p>
      )}
      {theyWrote ? (
        <MessageComposer label="Your answer" send={(text) => reply.mutateAsync(text)} />
      ) : (
        <p className="text-sm text-muted">You can answer once {mentee.displayName} has written to you.</p>
      )}
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
