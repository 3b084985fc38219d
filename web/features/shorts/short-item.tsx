// One video of the feed (SPEC §2): plays when at least 70% visible, tap to play or pause with a
// ripple and an icon, mute, captions, like, comments and share. Every gesture also has a button.
import { ArrowLeft, Ban, Captions, CaptionsOff, Flag, MessageCircle, Pause, Play, Share2, Volume2, VolumeX } from 'lucide-react';
import { type MouseEvent, memo, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Video } from '../../../contract/shorts';
import { countOf } from '../../lib/format';
import { type ShownLike, sameItemWithLike } from '../../lib/like';
import { InitialAvatar } from '../../ui/avatar';
import { LikeButton } from '../../ui/like-button';
import { PlainPageLink } from '../../ui/plain-page-link';
import { prefersSmallMedia } from '../../lib/network';
import { WATCHED_AT } from './queries';

/** SPEC §9 video constants. */
export const VISIBLE_TO_PLAY = 0.7;
const RIPPLE_MS = 600;
const ICON_MS = 1000;

export interface ShortItemProps {
  video: Video;
  index: number;
  count: number;
  like: ShownLike;
  /** The current video and the next one load; the one after shows only its poster. */
  preload: boolean;
  /** Whether the video element is there at all: only near the current video, so the feed does not
   * fetch every poster and caption file at once on a slow network. */
  near: boolean;
  autoPlay: boolean;
  captionsOn: boolean;
  /** Kept by useStableActions: one identity for the life of the page. */
  actions: ShortActions;
}

export interface ShortActions {
  onCurrent(index: number): void;
  onToggleLike(video: Video): void;
  onToggleCaptions(): void;
  onOpenComments(video: Video): void;
  onShare(video: Video): void;
  /** A studio clip (not the catalogue's own samples): Report it. */
  onReport(video: Video): void;
  /** A teen's peer tip: Block its writer, as any teen. */
  onBlock(video: Video): void;
  /** 90% of it has played (sent once per video by the page). */
  onWatched(video: Video): void;
}

function showCaptions(video: HTMLVideoElement | null, on: boolean) {
  const track = video?.textTracks[0];
  if (track) track.mode = on ? 'showing' : 'hidden';
}

const control =
  'grid h-12 w-12 place-items-center rounded-full bg-black/45 text-white backdrop-blur-sm hover:bg-black/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * Memoised, so that opening the comments sheet (the page's state) does not draw every video again
 * (issue 33).
 */
export const ShortItem = memo(function ShortItem({
  video,
  index,
  count,
  like,
  preload,
  near,
  autoPlay,
  captionsOn,
  actions,
}: ShortItemProps) {
  const { onCurrent } = actions;
  const root = useRef<HTMLElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [ripple, setRipple] = useState<{ x: number; y: number; key: number } | null>(null);
  const [flash, setFlash] = useState<'play' | 'pause' | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rippleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Whether the video was at least 70% visible at the last look, and whether its viewer paused it. */
  const visible = useRef(false);
  const pausedByViewer = useRef(false);

  /** Browsers refuse unmuted autoplay: then play muted, and say so on the mute button. */
  const play = useCallback(async () => {
    const v = player.current;
    if (!v) return;
    try {
      await v.play();
    } catch (error) {
      if ((error as DOMException).name === 'NotAllowedError' && !v.muted) {
        v.muted = true;
        setMuted(true);
        await v.play().catch(() => undefined);
      }
    }
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const nowVisible = entry.intersectionRatio >= VISIBLE_TO_PLAY;
        // Act only on crossing the line, so a nudge of a paused video does not restart it.
        if (nowVisible === visible.current) return;
        visible.current = nowVisible;
        if (nowVisible) {
          onCurrent(index);
          if (autoPlay && !pausedByViewer.current) void play();
        } else {
          pausedByViewer.current = false;
          player.current?.pause();
        }
      },
      { threshold: [0, VISIBLE_TO_PLAY, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [index, onCurrent, play, autoPlay]);

  useEffect(() => showCaptions(player.current, captionsOn), [captionsOn]);

  // A jump (a shared link, a fast fling) can make this video visible before its element is there.
  useEffect(() => {
    if (near && visible.current && autoPlay && !pausedByViewer.current) void play();
  }, [near, autoPlay, play]);

  useEffect(
    () => () => {
      clearTimeout(flashTimer.current);
      clearTimeout(rippleTimer.current);
    },
    [],
  );

  function toggle() {
    const v = player.current;
    if (!v) return;
    if (v.paused) {
      pausedByViewer.current = false;
      void play();
      setFlash('play');
    } else {
      pausedByViewer.current = true;
      v.pause();
      setFlash('pause');
    }
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(null), ICON_MS);
  }

  function tap(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const key = Date.now();
    setRipple({ x: event.clientX - box.left, y: event.clientY - box.top, key });
    clearTimeout(rippleTimer.current);
    rippleTimer.current = setTimeout(() => setRipple((r) => (r?.key === key ? null : r)), RIPPLE_MS);
    toggle();
  }

  function toggleMute() {
    const v = player.current;
    if (!v) return;
    v.muted = !v.muted;
    setMuted(v.muted);
  }

  const FlashIcon = flash === 'pause' ? Pause : Play;

  return (
    <article
      ref={root}
      id={`short-${video.id}`}
      aria-posinset={index + 1}
      aria-setsize={count}
      aria-labelledby={`short-${video.id}-title`}
      className="relative h-dvh w-full snap-start snap-always overflow-hidden bg-black text-white"
    >
      {near && (
        <video
          ref={player}
          className="absolute inset-0 h-full w-full object-cover"
          src={video.smallUrl && prefersSmallMedia() ? video.smallUrl : video.videoUrl}
          poster={video.posterUrl}
          preload={preload ? 'auto' : 'none'}
          loop
          playsInline
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
          onTimeUpdate={(e) => {
            const v = e.currentTarget;
            if (v.duration > 0 && v.currentTime / v.duration >= WATCHED_AT) actions.onWatched(video);
          }}
          onError={(e) => console.warn('Video failed to load', video.videoUrl, e.currentTarget.error)}
          aria-label={video.title}
        >
          {video.captionsUrl && <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default={captionsOn} />}
        </video>
      )}

      {/* The tap surface: a pointer gesture whose keyboard twin is the Play/Pause button. */}
      <div aria-hidden className="absolute inset-0" onClick={tap} data-testid="tap-surface">
        {ripple && (
          <span
            key={ripple.key}
            className="pointer-events-none absolute h-24 w-24 -translate-x-1/2 -translate-y-1/2 animate-ping rounded-full bg-white/40"
            style={{ left: ripple.x, top: ripple.y, animationDuration: `${RIPPLE_MS}ms` }}
          />
        )}
        {flash && (
          <span className="pointer-events-none absolute left-1/2 top-1/2 grid h-20 w-20 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-black/50">
            <FlashIcon className="h-10 w-10" />
          </span>
        )}
        {!playing && !flash && (
          <span className="pointer-events-none absolute left-1/2 top-1/2 grid h-20 w-20 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-black/40">
            <Play className="h-10 w-10" />
          </span>
        )}
      </div>

      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between p-3 pt-safe-3">
        <Link href="/" aria-label="Back to home" className={`pointer-events-auto ${control}`}>
          <ArrowLeft aria-hidden className="h-6 w-6" />
        </Link>
        <div className="pointer-events-auto flex gap-2">
          <button type="button" className={control} aria-pressed={captionsOn} aria-label="Captions" onClick={actions.onToggleCaptions}>
            {captionsOn ? <Captions aria-hidden className="h-6 w-6" /> : <CaptionsOff aria-hidden className="h-6 w-6" />}
          </button>
          <button type="button" className={control} aria-pressed={muted} aria-label="Mute" onClick={toggleMute}>
            {muted ? <VolumeX aria-hidden className="h-6 w-6" /> : <Volume2 aria-hidden className="h-6 w-6" />}
          </button>
        </div>
      </div>

      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end gap-3 bg-gradient-to-t from-black/85 via-black/50 to-transparent p-4 pb-safe-7 pt-24">
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <InitialAvatar name={video.authorName} color={video.authorAvatar} size="lg" className="ring-2 ring-white" />
            <div className="min-w-0">
              {/* A sample's author wrote the tip; a synthetic voice reads it (issue 55): "Tip by", never as if speaking. */}
              <p className="truncate font-bold">{video.sample ? `Tip by ${video.authorName}` : video.authorName}</p>
              <p className="truncate text-sm text-white/90">{video.authorRole}</p>
            </div>
          </div>
          {video.sample && (
            <p className="mt-1 text-xs font-semibold text-white/95">
              Sample clip · synthetic voice ·{' '}
              <PlainPageLink page="credits" inherit className="pointer-events-auto inline-flex min-h-6 items-center">
                Credits
              </PlainPageLink>
            </p>
          )}
          <h2 id={`short-${video.id}-title`} className="mt-2 font-semibold">
            {video.title}
          </h2>
          <p className="mt-1 text-sm text-white/95">{video.description}</p>
        </div>
        <div className="pointer-events-auto flex flex-col items-center gap-3">
          <button type="button" className={control} aria-label={playing ? 'Pause' : 'Play'} onClick={toggle}>
            {playing ? <Pause aria-hidden className="h-6 w-6" /> : <Play aria-hidden className="h-6 w-6" />}
          </button>
          <div className="flex flex-col items-center text-xs font-semibold">
            <LikeButton
              like={like}
              label={`Like, ${countOf(like.likes, 'like')}`}
              onToggle={() => actions.onToggleLike(video)}
              className={control}
              iconClassName="h-6 w-6"
              likedClassName="fill-like text-like"
            />
            <span aria-hidden>{like.likes}</span>
          </div>
          <div className="flex flex-col items-center text-xs font-semibold">
            <button
              type="button"
              className={control}
              aria-label={`Comments, ${video.comments}`}
              onClick={() => actions.onOpenComments(video)}
            >
              <MessageCircle aria-hidden className="h-6 w-6" />
            </button>
            <span aria-hidden>{video.comments}</span>
          </div>
          <div className="flex flex-col items-center text-xs font-semibold">
            <button type="button" className={control} aria-label="Share" onClick={() => actions.onShare(video)}>
              <Share2 aria-hidden className="h-6 w-6" />
            </button>
            <span aria-hidden>Share</span>
          </div>
          {video.fromStudio && (
            <div className="flex flex-col items-center text-xs font-semibold">
              <button type="button" className={control} aria-label={`Report ${video.title}`} onClick={() => actions.onReport(video)}>
                <Flag aria-hidden className="h-6 w-6" />
              </button>
              <span aria-hidden>Report</span>
            </div>
          )}
          {video.peerTip && (
            <div className="flex flex-col items-center text-xs font-semibold">
              <button type="button" className={control} aria-label={`Block ${video.authorName}`} onClick={() => actions.onBlock(video)}>
                <Ban aria-hidden className="h-6 w-6" />
              </button>
              <span aria-hidden>Block</span>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}, sameItemWithLike);
