// The studio (issue 55), for mentor and staff accounts: their clips, a new clip, and a clip's page, where
// its file is uploaded in pieces, the worker's processing is followed, its captions are checked, and it
// is submitted for review by another member of staff (or withdrawn, edited, deleted). The open clip is
// in the URL (?clip=12), so Back and a reload land where the person was. The shell draws the heading.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileVideo, Loader2, Pencil, Plus, Send, Trash2, Undo2, Upload as UploadIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CLIP_CHUNK_BYTES, type Clip, MAX_CLIP_BYTES, type StudioStatus } from '../../../contract/shorts';
import { isApiError } from '../../lib/api';
import { formatMediumDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState, LoadFailed, Skeleton } from '../../ui/query-view';
import { cuesOf } from './captions';
import { CaptionsEditor } from './captions-editor';
import { ClipFieldsDialog } from './clip-fields-dialog';
import { clipQuery, myClipsQuery, studioStatusQuery, useRemoveClip, useSubmitClip, useWithdrawClip } from './studio-api';
import { ClipVideo, EDITABLE, StateBadge, categoryLabel, formatBytes, formatDuration, hashtagsText } from './studio-parts';
import { useUpload } from './upload';

/** The limits, said plainly wherever a file is chosen. */
export const FILE_LIMITS = 'MP4, MOV or WebM, portrait or square, up to 90 seconds and 200 MB.';

type Limits = Pick<StudioStatus, 'chunkBytes' | 'maxBytes'>;
const DEFAULT_LIMITS: Limits = { chunkBytes: CLIP_CHUNK_BYTES, maxBytes: MAX_CLIP_BYTES };

export default function StudioPage() {
  useDocumentTitle('Studio');
  const [location, navigate] = useLocation();
  const clipId = Number(new URLSearchParams(useSearch()).get('clip'));
  const status = useQuery(studioStatusQuery());
  const [creating, setCreating] = useState(false);
  const hrefOf = (id: number) => `${location}?clip=${id}`;
  // The limits come from the server; until it answers (or if it cannot), the contract's.
  const limits = status.data ?? DEFAULT_LIMITS;

  return (
    <div className="mx-auto max-w-app-wide">
      {status.data && !status.data.processing && (
        <p role="note" className="mb-4 max-w-prose rounded-control bg-warning-soft p-3 text-sm text-on-warning-soft">
          This server cannot process clips yet, so uploads are refused. For whoever runs Rise: {status.data.installHint}
        </p>
      )}
      {Number.isInteger(clipId) && clipId > 0 ? (
        <ClipDetail key={clipId} id={clipId} limits={limits} status={status.data} onBack={() => navigate(location)} />
      ) : (
        <ClipList hrefOf={hrefOf} onNew={() => setCreating(true)} />
      )}
      {creating && <ClipFieldsDialog onClose={() => setCreating(false)} onCreated={(clip) => navigate(hrefOf(clip.id))} />}
    </div>
  );
}

function NewClipButton({ onNew }: { onNew(): void }) {
  return (
    <Button onClick={onNew}>
      <Plus aria-hidden className="h-4 w-4" /> New clip
    </Button>
  );
}

/** A clip's poster, small, beside its title (decorative: the title says what it is). */
function Thumbnail({ clip }: { clip: Clip }) {
  return clip.posterUrl ? (
    <img src={clip.posterUrl} alt="" loading="lazy" className="h-20 w-12 shrink-0 rounded-control bg-surface-2 object-cover" />
  ) : (
    <span aria-hidden className="grid h-20 w-12 shrink-0 place-items-center rounded-control bg-surface-2 text-muted">
      <FileVideo className="h-5 w-5" />
    </span>
  );
}

/** "Uploading 42%" beside a clip whose file is on its way (the upload goes on while the list shows). */
function UploadNote({ clipId }: { clipId: number }) {
  const { upload } = useUpload(clipId, undefined);
  if (!upload) return null;
  const text =
    upload.status === 'sending'
      ? `Uploading ${Math.floor((upload.sent / upload.size) * 100)}%`
      : upload.status === 'stopped'
        ? 'Upload stopped'
        : 'File refused';
  return <span className="text-xs font-semibold text-primary">{text}</span>;
}

function ClipList({ hrefOf, onNew }: { hrefOf(id: number): string; onNew(): void }) {
  const clips = useInfiniteQuery(myClipsQuery());
  const items = clips.data?.pages.flatMap((p) => p.items);
  let body: ReactNode;
  if (clips.isPending) body = <Skeleton rows={3} className="h-24" label="Loading your clips..." />;
  else if (!items) body = <LoadFailed what="your clips" onRetry={() => void clips.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState>
        <p className="font-bold text-fg">No clips yet</p>
        <p className="mt-1">Make a short video tip for teens: {FILE_LIMITS}</p>
        <div className="mt-4">
          <NewClipButton onNew={onNew} />
        </div>
      </EmptyState>
    );
  else
    body = (
      <>
        <ul aria-label="Your clips" className="grid gap-3 md:grid-cols-2">
          {items.map((clip) => (
            <li key={clip.id} className="min-w-0">
              <Link
                href={hrefOf(clip.id)}
                className="flex h-full items-start gap-3 rounded-card border border-line bg-surface p-3 shadow-card transition-ui hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Thumbnail clip={clip} />
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="break-words font-bold">{clip.title}</span>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <StateBadge state={clip.state} />
                    <UploadNote clipId={clip.id} />
                  </span>
                  <span className="text-xs text-muted">
                    {categoryLabel(clip)}
                    {clip.durationSeconds !== null && ` · ${formatDuration(clip.durationSeconds)}`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {clips.hasNextPage && (
          <Button variant="outline" className="mt-3 w-full" disabled={clips.isFetchingNextPage} onClick={() => void clips.fetchNextPage()}>
            {clips.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </>
    );
  return (
    <section aria-labelledby="studio-clips">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="studio-clips" className="text-xl font-extrabold">
          Your clips
        </h2>
        {items && items.length > 0 && <NewClipButton onNew={onNew} />}
      </div>
      <p className="mb-4 max-w-prose text-sm text-muted">
        Upload a clip, check its captions, then submit it: someone on the Rise team other than you reviews it before it shows in Leadership
        Shorts.
      </p>
      {body}
    </section>
  );
}

function ClipDetail({ id, limits, status, onBack }: { id: number; limits: Limits; status: StudioStatus | undefined; onBack(): void }) {
  const client = useQueryClient();
  const clip = useQuery({
    ...clipQuery(id),
    // The list already has it: drawn at once while the clip itself is read.
    placeholderData: () =>
      client
        .getQueryData(myClipsQuery().queryKey)
        ?.pages.flatMap((p) => p.items)
        .find((c) => c.id === id),
  });
  const back = (
    <Button variant="ghost" className="-ml-3" onClick={onBack}>
      <ArrowLeft aria-hidden className="h-4 w-4" /> Back to your clips
    </Button>
  );
  if (!clip.data) {
    const missing = clip.isError && isApiError(clip.error) && clip.error.status === 404;
    return (
      <>
        {back}
        <div className="mt-3">
          {clip.isPending ? (
            <Skeleton rows={2} className="h-40" label="Loading the clip..." />
          ) : missing ? (
            <EmptyState>
              <p role="alert">This clip isn't here. It may have been deleted.</p>
            </EmptyState>
          ) : (
            <LoadFailed what="this clip" onRetry={() => void clip.refetch()} />
          )}
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      <ClipView clip={clip.data} limits={limits} status={status} onGone={onBack} />
    </>
  );
}

/** What the state means for the uploader, and what comes next. */
function StateNote({ clip }: { clip: Clip }) {
  const { upload } = useUpload(clip.id, undefined);
  switch (clip.state) {
    case 'draft':
      return upload?.status === 'sending' ? (
        <>Uploading the video file: it is processed once all of it has arrived.</>
      ) : (
        <>Next: choose the video file.</>
      );
    case 'processing':
      return (
        <span className="flex items-start gap-2">
          <Loader2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 animate-spin motion-reduce:animate-none" />
          <span>Making versions for every phone, a poster and the captions. It takes a minute or so; this page updates by itself.</span>
        </span>
      );
    case 'processed':
      return <>Ready for you to check: watch it and read its captions, then submit it for review.</>;
    case 'in_review':
      return <>Waiting for review by another member of staff. Withdraw it to change anything.</>;
    case 'published':
      return (
        <>In Leadership Shorts{clip.publishedAt ? ` since ${formatMediumDate(clip.publishedAt)}` : ''}. Withdraw it to change anything.</>
      );
    case 'rejected':
      return (
        <>
          The reviewer asks:{' '}
          <span className="whitespace-pre-line break-words font-semibold">“{clip.reviewNote ?? 'No reason given.'}”</span> Change what was
          asked, then submit it again.
        </>
      );
    case 'failed':
      return (
        <>
          Processing failed: <span className="break-words font-semibold">{clip.failureReason ?? 'no reason was given.'}</span> Upload the
          file again, or another file.
        </>
      );
    case 'withdrawn':
      return <>Not in Leadership Shorts. Submit it again when it is ready.</>;
  }
}

const NOTE_TONES: Partial<Record<Clip['state'], string>> = {
  rejected: 'bg-danger-soft text-fg',
  failed: 'bg-danger-soft text-fg',
  published: 'bg-success-soft text-on-success-soft',
};

function ClipView({ clip, limits, status, onGone }: { clip: Clip; limits: Limits; status: StudioStatus | undefined; onGone(): void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState(false);
  // Opening a clip moves focus to its title, so a screen reader starts there (WCAG 2.4.3).
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const editable = EDITABLE.includes(clip.state);

  return (
    <article aria-labelledby={headingId} className="mt-2">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="break-words text-2xl font-extrabold focus:outline-none">
        {clip.title}
      </h2>
      <p className="mt-1 break-words text-sm text-muted">
        {[categoryLabel(clip), clip.durationSeconds !== null && formatDuration(clip.durationSeconds), hashtagsText(clip.hashtags)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {clip.description && <p className="mt-2 max-w-prose whitespace-pre-line break-words">{clip.description}</p>}

      {/* Said when it changes (processing done, submitted): the state and what comes next. */}
      <div aria-live="polite" className={`mt-4 max-w-prose rounded-control p-3 text-sm ${NOTE_TONES[clip.state] ?? 'bg-surface-2'}`}>
        <p className="mb-1">
          <span className="sr-only">State: </span>
          <StateBadge state={clip.state} />
        </p>
        <p>
          <StateNote clip={clip} />
        </p>
      </div>

      <Actions clip={clip} onEdit={() => setEditing(true)} onGone={onGone} />

      <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-start">
        {(clip.videoUrl || editable) && (
          <div className="grid shrink-0 gap-4 md:w-72">
            <ClipVideo clip={clip} label={`${clip.title}: preview`} />
            {editable && <FileSection clip={clip} limits={limits} />}
          </div>
        )}
        <div className="min-w-0 flex-1">
          {clip.videoUrl && editable && (
            <>
              {status && !status.captionDrafts && (
                <p className="mb-2 text-xs text-muted">This server does not draft captions from the audio: write them here.</p>
              )}
              <CaptionsEditor key={clip.id} clip={clip} />
            </>
          )}
          {!editable && clip.state !== 'processing' && <CaptionsRead clip={clip} />}
        </div>
      </div>

      {editing && <ClipFieldsDialog clip={clip} onClose={() => setEditing(false)} />}
    </article>
  );
}

/** The captions of a clip in review or published: read only (withdrawn, they can be changed). */
function CaptionsRead({ clip }: { clip: Clip }) {
  const cues = cuesOf(clip.captions);
  return (
    <section aria-labelledby="captions-read" className="min-w-0">
      <h3 id="captions-read" className="text-lg font-extrabold">
        Captions
      </h3>
      {cues.length === 0 ? (
        <p className="mt-1 text-sm text-muted">This clip has no captions.</p>
      ) : (
        <ol aria-label="Captions" className="mt-2 grid gap-2">
          {cues.map((cue) => (
            <li key={cue.key} className="rounded-control bg-surface-2 p-2 text-sm">
              <span className="block text-xs text-muted">
                {cue.start} s to {cue.end} s
              </span>
              <span className="whitespace-pre-line break-words">{cue.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Actions({ clip, onEdit, onGone }: { clip: Clip; onEdit(): void; onGone(): void }) {
  const submit = useSubmitClip();
  const withdraw = useWithdrawClip();
  const remove = useRemoveClip();
  const [asking, setAsking] = useState<'delete' | 'withdraw' | null>(null);
  const busy = submit.isPending || withdraw.isPending || remove.isPending;
  const canSubmit = ['processed', 'rejected', 'withdrawn'].includes(clip.state) && clip.videoUrl !== null;
  const canWithdraw = clip.state === 'in_review' || clip.state === 'published';

  function deleteIt() {
    remove.mutate(clip.id, {
      onSuccess: () => {
        onGone();
        toast({ title: 'Clip deleted', description: clip.title });
      },
    });
  }

  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {canSubmit && (
        <Button disabled={busy} onClick={() => submit.mutate(clip.id)}>
          <Send aria-hidden className="h-4 w-4" /> {submit.isPending ? 'Submitting...' : 'Submit for review'}
        </Button>
      )}
      {canWithdraw && (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => (clip.state === 'published' ? setAsking('withdraw') : withdraw.mutate(clip.id))}
        >
          <Undo2 aria-hidden className="h-4 w-4" /> {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
        </Button>
      )}
      {EDITABLE.includes(clip.state) && (
        <Button variant="outline" disabled={busy} onClick={onEdit}>
          <Pencil aria-hidden className="h-4 w-4" /> Edit details
        </Button>
      )}
      <Button variant="ghost" disabled={busy} onClick={() => setAsking('delete')}>
        <Trash2 aria-hidden className="h-4 w-4" /> {remove.isPending ? 'Deleting...' : 'Delete'}
      </Button>
      <ConfirmDialog
        open={asking === 'delete'}
        onClose={() => setAsking(null)}
        title="Delete this clip?"
        description={
          clip.state === 'published'
            ? 'It leaves Leadership Shorts for everyone, with its likes and comments, and its video and captions are deleted. This cannot be undone.'
            : 'Its video and captions are deleted. This cannot be undone.'
        }
        confirmLabel="Delete"
        onConfirm={deleteIt}
      />
      <ConfirmDialog
        open={asking === 'withdraw'}
        onClose={() => setAsking(null)}
        title="Take this clip off the feed?"
        description="It leaves Leadership Shorts, with its likes and comments. You can change it and submit it for review again."
        confirmLabel="Withdraw"
        onConfirm={() => withdraw.mutate(clip.id)}
      />
    </div>
  );
}

/** Choosing the file, and its upload piece by piece: a real progress bar, Retry after a dropped connection. */
function FileSection({ clip, limits }: { clip: Clip; limits: Limits }) {
  const { upload, start, retry, cancel, dismiss } = useUpload(clip.id, limits);
  const inputId = useId();
  const headingId = useId();
  const hasFile = clip.videoUrl !== null;

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-lg font-extrabold">
        Video file
      </h3>
      <p id={`${inputId}-limits`} className="mt-1 text-sm text-muted">
        {FILE_LIMITS}
        {hasFile && ' A new file replaces this one and is processed again.'}
      </p>
      {upload?.status === 'sending' ? (
        <div className="mt-3 grid gap-2">
          <label htmlFor={`${inputId}-progress`} className="break-all text-sm font-semibold">
            Uploading {upload.name}
          </label>
          <progress
            id={`${inputId}-progress`}
            value={upload.sent}
            max={upload.size}
            className="h-3 w-full appearance-none overflow-hidden rounded-full bg-surface-2 [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:bg-primary [&::-webkit-progress-value]:transition-all"
          />
          <p className="text-sm text-muted">
            {formatBytes(upload.sent)} of {formatBytes(upload.size)} ({Math.floor((upload.sent / upload.size) * 100)}%). Keep Rise open
            until it is done.
          </p>
          <div>
            <Button variant="outline" size="sm" onClick={cancel}>
              Cancel upload
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <input
            id={inputId}
            type="file"
            accept=".mp4,.mov,.webm,video/*"
            aria-describedby={`${inputId}-limits`}
            className="peer sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) start(file);
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-control border-2 border-line bg-surface px-4 text-sm font-bold transition-ui hover:bg-surface-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
          >
            <UploadIcon aria-hidden className="h-4 w-4" />
            {hasFile ? 'Choose another file' : 'Choose a video file'}
          </label>
        </div>
      )}
      {upload?.status === 'stopped' && (
        <div role="alert" className="mt-3 rounded-control bg-warning-soft p-3 text-sm text-on-warning-soft">
          <p>
            {upload.message} {formatBytes(upload.sent)} of {formatBytes(upload.size)} arrived; Retry goes on from there.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={retry}>
              Retry
            </Button>
            <Button variant="outline" size="sm" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {upload?.status === 'refused' && (
        <div role="alert" className="mt-3 rounded-control bg-danger-soft p-3 text-sm text-fg">
          <p className="break-words">
            <span className="font-semibold">This file can't be used.</span> {upload.message}
          </p>
          <Button variant="ghost" size="sm" className="-ml-3 mt-1" onClick={dismiss}>
            Dismiss
          </Button>
        </div>
      )}
    </section>
  );
}
