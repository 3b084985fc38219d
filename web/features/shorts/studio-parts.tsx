// What the studio and the review both draw of a clip: its state in words (with a colour and an icon,
// never the colour alone), its length, its category, and its video with the captions track.
import { AlertTriangle, CheckCircle2, Clock, FileVideo, Loader2, type LucideIcon, PauseCircle, Send, Undo2 } from 'lucide-react';
import type { Clip, ClipState } from '../../../contract/shorts';
import { TOPIC_LABELS } from '../../../contract/discover-rules';

const TONES = {
  quiet: 'bg-surface-2 text-muted',
  info: 'bg-tag-blue text-on-tag-blue',
  waiting: 'bg-tag-amber text-on-tag-amber',
  good: 'bg-tag-green text-on-tag-green',
  bad: 'bg-tag-rose text-on-tag-rose',
} as const;

export const STATE_LABELS: Record<ClipState, string> = {
  draft: 'Draft',
  processing: 'Processing',
  processed: 'Processed',
  in_review: 'In review',
  published: 'Published',
  rejected: 'Sent back',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
};

const STATE_LOOKS: Record<ClipState, { tone: keyof typeof TONES; icon: LucideIcon }> = {
  draft: { tone: 'quiet', icon: FileVideo },
  processing: { tone: 'info', icon: Loader2 },
  processed: { tone: 'info', icon: CheckCircle2 },
  in_review: { tone: 'waiting', icon: Clock },
  published: { tone: 'good', icon: Send },
  rejected: { tone: 'bad', icon: Undo2 },
  failed: { tone: 'bad', icon: AlertTriangle },
  withdrawn: { tone: 'quiet', icon: PauseCircle },
};

export function StateBadge({ state }: { state: ClipState }) {
  const { tone, icon: Icon } = STATE_LOOKS[state];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${TONES[tone]}`}>
      <Icon aria-hidden className={`h-3.5 w-3.5 shrink-0 ${state === 'processing' ? 'animate-spin motion-reduce:animate-none' : ''}`} />
      {STATE_LABELS[state]}
    </span>
  );
}

/** States in which the uploader may change its words, its captions or its file (the server's rule). */
export const EDITABLE: readonly ClipState[] = ['draft', 'processed', 'rejected', 'failed', 'withdrawn'];

export const categoryLabel = (clip: Pick<Clip, 'category'>) => TOPIC_LABELS[clip.category];

/** 42.4 → "0:42", 75 → "1:15". */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "12.5 MB", "640 KB": a file's size, for the upload's progress. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${bytes > 0 ? Math.max(1, Math.round(bytes / 1024)) : 0} KB`;
}

/** "#confidence #teamwork" */
export const hashtagsText = (tags: readonly string[]) => tags.map((t) => `#${t}`).join(' ');

/**
 * A clip's video with its controls, poster and captions (on by default). Sized by the clip's own
 * shape (its width and height attributes), never wider than a phone's column. The captions' address
 * carries when the clip last changed, so that captions just saved are the ones played.
 */
export function ClipVideo({ clip, label, preload = 'metadata' }: { clip: Clip; label: string; preload?: 'none' | 'metadata' }) {
  if (!clip.videoUrl) return null;
  const captions = clip.captionsUrl ? `${clip.captionsUrl}?v=${encodeURIComponent(clip.updatedAt)}` : null;
  return (
    <video
      // A new track element for new captions: a browser does not read a track's file twice.
      key={captions ?? 'no captions'}
      controls
      playsInline
      preload={preload}
      poster={clip.posterUrl ?? undefined}
      width={clip.width ?? 9}
      height={clip.height ?? 16}
      aria-label={label}
      className="block h-auto max-h-96 w-full max-w-60 rounded-card bg-black object-contain"
    >
      <source src={clip.videoUrl} type="video/mp4" />
      {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
    </video>
  );
}
