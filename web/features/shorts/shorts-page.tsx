// SPEC §2 Leadership Shorts: a full-screen vertical scroll-snap feed of looping videos.
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { Video } from '../../../contract/shorts';
import { unlessSample, withSamples } from '../../lib/samples';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { useStableActions } from '../../lib/use-stable-actions';
import { FeedSkeleton } from '../../ui/page-skeleton';
import { SampleNotice } from '../../ui/sample-notice';
import { toast } from '../../lib/toast';
import { videosQuery } from './queries';
import { useMarkWatched, useVideoLikes } from './mutations';
import { CommentsSheet } from './comments-sheet';
import { BlockDialog, type BlockTarget, ReportDialog, type ReportTarget } from '../../ui/safety-dialogs';
import { SAMPLE_VIDEOS } from './samples';
import { type ShortActions, ShortItem } from './short-item';
import { keepVideoForOffline } from '../../lib/offline';

/** SPEC §2/§9: a decorative bar fixed at 45% (of the screen's width). */
const DECORATIVE_PROGRESS = 45;

export default function ShortsPage() {
  const read = useQuery(videosQuery());
  // SPEC §7: the sample videos stand in when the feed cannot be read, or is empty.
  const feed = withSamples(read, SAMPLE_VIDEOS, { whenEmpty: true });
  const reducedMotion = useReducedMotion();
  // The first video's download, its playing and the next videos wait for the feed's first paint: the
  // title and words over the first poster come first on a slow network.
  const painted = useAfterFirstPaint(feed.data !== undefined);
  const search = useSearch();
  const [current, setCurrent] = useState(0);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [commentsFor, setCommentsFor] = useState<Video | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const likes = useVideoLikes(feed.sample);
  const scroller = useRef<HTMLDivElement>(null);
  /** The videos already counted as watched on this visit: each is sent once (the server ignores repeats anyway). */
  const watched = useRef(new Set<number>());
  const markWatched = useMarkWatched();
  /** The comments button that opened the sheet: focus goes back to it when the sheet closes. */
  const opener = useRef<HTMLElement | null>(null);
  const videos = feed.data ?? [];

  // A shared link (?v={id}) opens at that video, once.
  const linked = Number(new URLSearchParams(search).get('v'));
  const scrolledToLink = useRef(false);
  useEffect(() => {
    if (!linked || !feed.data || scrolledToLink.current) return;
    scrolledToLink.current = true;
    document.getElementById(`short-${linked}`)?.scrollIntoView();
  }, [linked, feed.data]);

  async function share(v: Video) {
    const url = `${window.location.origin}/leadership-shorts?v=${v.id}`;
    if (navigator.share) {
      try {
        await navigator.share({ title: v.title, text: v.description, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it to share this video.', duration: 2000 });
    } catch {
      toast({ title: 'Copy this link to share', description: url });
    }
  }

  const actions = useStableActions<ShortActions>({
    onCurrent: setCurrent,
    onToggleLike: (v) => likes.toggle(v),
    onToggleCaptions: () => setCaptionsOn((on) => !on),
    onOpenComments: (v) => {
      opener.current = document.activeElement as HTMLElement | null;
      setCommentsFor(v);
    },
    onShare: (v) => void share(v),
    onReport: (v) => setReporting({ subject: 'video', id: v.id, what: `the video "${v.title}"` }),
    onBlock: (v) => setBlocking({ userId: v.authorId, name: v.authorName }),
    onWatched: (v) => {
      if (watched.current.has(v.id)) return;
      unlessSample(
        feed.sample,
        () => {
          watched.current.add(v.id);
          markWatched.mutate(v.id);
          // Watched once, it plays from the device next time, offline too (issue 17).
          keepVideoForOffline(v.videoUrl);
        },
        () => undefined,
      );
    },
  });

  /** Arrow keys and Page Up/Down move one video at a time: the keyboard twin of the swipe. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowDown: 1, PageDown: 1, ArrowUp: -1, PageUp: -1 }[event.key];
    if (!step || !scroller.current) return;
    event.preventDefault();
    const next = Math.min(videos.length - 1, Math.max(0, current + step));
    document.getElementById(`short-${videos[next]?.id}`)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  if (feed.data === undefined) {
    return (
      <main className="bg-black">
        <FeedSkeleton label="Loading videos..." />
      </main>
    );
  }

  return (
    <main className="bg-black">
      <div className="relative mx-auto h-dvh max-w-app">
        <h1 className="sr-only">Leadership Shorts</h1>
        {feed.sample && <SampleNotice className="absolute inset-x-2 top-16 z-20" />}
        <div
          ref={scroller}
          role="feed"
          aria-label="Leadership Shorts videos. Use the arrow keys to move between videos."
          aria-busy={false}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="h-dvh snap-y snap-mandatory overflow-y-scroll overscroll-contain focus-visible:outline-2 focus-visible:outline-white no-scrollbar"
        >
          {videos.map((v, i) => (
            <ShortItem
              key={v.id}
              video={v}
              index={i}
              count={videos.length}
              like={likes.of(v)}
              preload={painted && (i === current || i === current + 1)}
              near={painted ? i >= current - 1 && i <= current + 2 : i === current}
              autoPlay={painted && !reducedMotion}
              captionsOn={captionsOn}
              actions={actions}
            />
          ))}
        </div>
        {/* SPEC's decorative bar, drawn as an accent: centred, in the app's colours, on no track, so it
            reads as decoration and not as a video's progress stuck at 45%. */}
        <div
          aria-hidden
          data-testid="decorative-bar"
          className="pointer-events-none absolute bottom-1 left-1/2 h-1 -translate-x-1/2 rounded-full bg-linear-to-r from-shorts to-shorts-deep opacity-90"
          style={{ width: `${DECORATIVE_PROGRESS}%` }}
        />
        <ReportDialog target={reporting} onClose={() => setReporting(null)} />
        <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
        {commentsFor && (
          <CommentsSheet
            video={videos.find((v) => v.id === commentsFor.id) ?? commentsFor}
            sample={feed.sample}
            onClose={() => {
              setCommentsFor(null);
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        )}
      </div>
    </main>
  );
}
