// Review clips (issue 55), for staff: the clips waiting for review, the longest waiting first, each with
// its video (captions on), its words and who made it. Approve publishes it into Leadership Shorts; Send
// back returns it to its uploader with a reason. Nobody reviews their own clip (the server refuses it:
// the buttons are not offered). Everything a person wrote is drawn as text, never as HTML.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Check, Undo2, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type Clip, RejectBody } from '../../../contract/shorts';
import { useForm } from '../../lib/form';
import { useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { EmptyState, LoadFailed, Skeleton } from '../../ui/query-view';
import { reviewQueueQuery, useApproveClip, useRejectClip } from './studio-api';
import { ClipVideo, categoryLabel, formatDuration, hashtagsText } from './studio-parts';
import { formatDateTime } from '../../lib/format';

/** RejectBody's longest reason. */
const REASON_MAX = 300;

export default function ReviewPage() {
  useDocumentTitle('Review clips');
  const user = useCurrentUser().data;
  const queue = useInfiniteQuery({ ...reviewQueueQuery(), enabled: user?.role === 'moderator' });
  const [sendingBack, setSendingBack] = useState<Clip | null>(null);
  if (user?.role !== 'moderator') return <EmptyState>This page is for Rise staff.</EmptyState>;

  const items = queue.data?.pages.flatMap((p) => p.items);
  return (
    <div className="mx-auto max-w-app-wide">
      <p className="mb-4 max-w-prose text-sm text-muted">
        Watch each clip with its captions. Approve puts it first in Leadership Shorts for every teen; Send back returns it to its uploader
        with your reason. Another member of staff reviews your own clips.
      </p>
      {queue.isPending ? (
        <Skeleton rows={2} className="h-64" label="Loading clips waiting for review..." />
      ) : !items ? (
        <LoadFailed what="the clips waiting for review" onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState>Nothing waiting for review</EmptyState>
      ) : (
        <>
          <ul aria-label="Clips waiting for review" className="grid gap-4">
            {items.map((clip) => (
              <li key={clip.id}>
                <ReviewCard clip={clip} onSendBack={() => setSendingBack(clip)} />
              </li>
            ))}
          </ul>
          {queue.hasNextPage && (
            <Button
              variant="outline"
              className="mt-3 w-full"
              disabled={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {queue.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
      {sendingBack && <SendBackDialog clip={sendingBack} onClose={() => setSendingBack(null)} />}
    </div>
  );
}

function ReviewCard({ clip, onSendBack }: { clip: Clip; onSendBack(): void }) {
  const headingId = useId();
  const approve = useApproveClip();
  return (
    <Card>
      <article aria-labelledby={headingId} className="flex flex-col gap-4 md:flex-row md:items-start">
        <div className="shrink-0 md:w-60">
          <ClipVideo clip={clip} label={`${clip.title}: the clip`} preload="none" />
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="break-words text-xl font-extrabold">
            {clip.title}
          </h2>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <Fact term="By">{clip.kind === 'tip' ? `${clip.uploaderName}, a teen (a peer tip)` : clip.uploaderName}</Fact>
            {clip.approvalsNeeded > 1 && <Fact term="Approvals">{`${clip.approvals} of ${clip.approvalsNeeded}`}</Fact>}
            <Fact term="Category">{categoryLabel(clip)}</Fact>
            <Fact term="Length">{clip.durationSeconds === null ? 'Unknown' : formatDuration(clip.durationSeconds)}</Fact>
            {clip.submittedAt && <Fact term="Submitted">{formatDateTime(clip.submittedAt)}</Fact>}
            <Fact term="Captions">
              {clip.captions ? (clip.captionsSource === 'draft' ? 'Draft from the audio, unchecked' : 'Yes') : 'None'}
            </Fact>
            {clip.hashtags.length > 0 && <Fact term="Hashtags">{hashtagsText(clip.hashtags)}</Fact>}
          </dl>
          {clip.description ? (
            <p className="mt-3 whitespace-pre-line break-words">{clip.description}</p>
          ) : (
            <p className="mt-3 text-sm text-muted">No description.</p>
          )}
          {clip.mine ? (
            <p className="mt-4 flex items-start gap-2 rounded-control bg-surface-2 p-3 text-sm">
              <Users aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              Your clip: another member of staff reviews it.
            </p>
          ) : (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(clip.id, {
                    onSuccess: (answer) =>
                      toast(
                        answer.state === 'published'
                          ? { title: 'Published', description: `${clip.title} is now first in Leadership Shorts.` }
                          : { title: 'Approved', description: 'A teen’s tip needs one more approval, from another member of staff.' },
                      ),
                  })
                }
                aria-label={`Approve ${clip.title}`}
              >
                <Check aria-hidden className="h-4 w-4" /> {approve.isPending ? 'Approving...' : 'Approve'}
              </Button>
              <Button variant="outline" disabled={approve.isPending} onClick={onSendBack} aria-label={`Send back ${clip.title}`}>
                <Undo2 aria-hidden className="h-4 w-4" /> Send back
              </Button>
            </div>
          )}
        </div>
      </article>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-muted">{term}:</dt>
      <dd className="min-w-0 break-words font-semibold">{children}</dd>
    </div>
  );
}

function SendBackDialog({ clip, onClose }: { clip: Clip; onClose(): void }) {
  const form = useForm();
  const reject = useRejectClip();
  const [reason, setReason] = useState('');

  function submit(_event: FormEvent<HTMLFormElement>) {
    const body = form.check(RejectBody, { reason });
    if (!body) return;
    form.save(
      () => reject.mutateAsync({ id: clip.id, reason: body.reason }),
      () => {
        toast({ title: 'Sent back', description: `${clip.uploaderName} sees your reason with ${clip.title}.` });
        onClose();
      },
    );
  }

  return (
    <Dialog
      onClose={() => !form.pending && onClose()}
      title="Send back"
      description={`${clip.title}: ${clip.uploaderName} sees your reason, changes the clip and submits it again.`}
    >
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <TextAreaField
          label="What should change?"
          name="reason"
          required
          value={reason}
          maxLength={REASON_MAX}
          rows={4}
          error={form.errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormMessage />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={form.pending}>
            Cancel
          </Button>
          <SubmitButton pendingLabel="Sending...">Send back</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
