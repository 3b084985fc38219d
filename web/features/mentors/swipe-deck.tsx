// SPEC §2/§4's swipe-card stack: the red X passes, the green heart likes; a drag past 50 px left or
// right does the same with a 300 ms fly-off (SPEC §9), and so do the arrow keys while the stack has
// focus, so no gesture is needed (WCAG 2.5.1, 2.5.7). The buttons are disabled while a call is pending;
// the index advances after each choice and wraps to the first mentor after the last. Under reduced
// motion the card does not fly or tilt: it changes at once.
import { Heart, X } from 'lucide-react';
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import type { LikeAnswer, Mentor } from '../../../contract/mentors';
import { CARD_ANIMATION_MS, SWIPE_THRESHOLD_PX } from '../../../contract/mentors-rules';
import { unlessSample } from '../../lib/samples';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { useLikeMentor, useRejectMentor } from './mutations';
import { MentorCard } from './mentor-card';

type Choice = 'like' | 'reject';

export interface SwipeDeckProps {
  mentors: readonly Mentor[];
  /** SPEC's sample mentors stand in: a choice moves the deck on and is never sent (their ids are no one's). */
  sample: boolean;
  index: number;
  onIndexChange(index: number): void;
  /** After the server answered a like (SPEC: the match modal when it says matched). */
  onLiked(mentor: Mentor, answer: LikeAnswer): void;
}

export function SwipeDeck({ mentors, sample, index, onIndexChange, onLiked }: SwipeDeckProps) {
  const reduced = useReducedMotion();
  const like = useLikeMentor();
  const reject = useRejectMentor();
  const pending = like.isPending || reject.isPending;
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [flying, setFlying] = useState<Choice | null>(null);
  const [said, setSaid] = useState('');
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const mentor = mentors[index % mentors.length];
  const next = mentors.length > 1 ? mentors[(index + 1) % mentors.length] : undefined;
  if (!mentor) return null;

  function choose(choice: Choice) {
    if (!mentor || pending || flying) return;
    const at = index;
    const chosen = mentor;
    // The deck stays on this card while it flies, whatever the answer changes about the list.
    onIndexChange(at);
    setFlying(choice);
    let landed = false;
    let failed = false;
    unlessSample(
      sample,
      () => {
        if (choice === 'like') {
          like.mutate(chosen, {
            onSuccess: (answer) => onLiked(chosen, answer),
            // A like that was not stored must not be lost: back to that mentor.
            onError: () => {
              failed = true;
              if (landed) onIndexChange(at);
            },
          });
        } else {
          reject.mutate(chosen);
        }
      },
      () => undefined,
    );
    const nextMentor = mentors[(at + 1) % mentors.length]!;
    setSaid(
      `${choice === 'like' ? 'Liked' : 'Passed on'} ${chosen.name}. ${nextMentor === chosen ? '' : `Now showing ${nextMentor.name}.`}`,
    );
    timer.current = window.setTimeout(
      () => {
        landed = true;
        setFlying(null);
        setDx(0);
        onIndexChange(failed ? at : (at + 1) % mentors.length);
      },
      reduced ? 0 : CARD_ANIMATION_MS,
    );
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || pending || flying) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (start.current?.id !== event.pointerId) return;
    setDx(event.clientX - start.current.x);
  }

  function endDrag(event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) {
    if (start.current?.id !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    if (!cancelled && Math.abs(moved) > SWIPE_THRESHOLD_PX) choose(moved > 0 ? 'like' : 'reject');
    else setDx(0);
  }

  const offset = flying ? (flying === 'like' ? 1 : -1) * 480 : dx;
  const tilt = reduced ? 0 : offset / 24;
  const style = reduced
    ? undefined
    : {
        transform: `translateX(${offset}px) rotate(${tilt}deg)`,
        transition: dragging ? 'none' : `transform ${flying ? CARD_ANIMATION_MS : 200}ms ease-out, opacity ${CARD_ANIMATION_MS}ms`,
        opacity: flying ? 0 : 1,
      };
  // What a drag would do if let go now, shown on the card as it moves.
  // SPEC §5: disabled while a call is pending; aria-disabled keeps focus on the button meanwhile.
  const busy = pending || flying !== null;
  const hint = Math.abs(dx) > SWIPE_THRESHOLD_PX ? (dx > 0 ? 'like' : 'reject') : null;

  return (
    // A card flying off is clipped at the screen's edge (nothing scrolls sideways); the margin keeps the focus ring in view.
    <div className="-mx-1.5 overflow-x-clip px-1.5 py-1.5">
      <div
        role="group"
        aria-roledescription="card stack"
        aria-label={`Mentor ${(index % mentors.length) + 1} of ${mentors.length}`}
        aria-describedby="deck-keys"
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
            event.preventDefault();
            choose(event.key === 'ArrowRight' ? 'like' : 'reject');
          }
        }}
        className="relative h-125 rounded-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
      >
        {next && next.id !== mentor.id && (
          <div aria-hidden inert className="absolute inset-0 scale-95 opacity-60">
            <MentorCard mentor={next} />
          </div>
        )}
        <div
          key={mentor.id}
          data-testid="mentor-card"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, false)}
          onPointerCancel={(event) => endDrag(event, true)}
          style={style}
          className={`absolute inset-0 touch-pan-y select-none ${dragging ? 'cursor-grabbing' : 'cursor-grab'}`}
        >
          <MentorCard mentor={mentor} />
          {hint && (
            <span
              aria-hidden
              className={`absolute top-6 rounded-control border-4 px-3 py-1 text-2xl font-extrabold uppercase ${
                hint === 'like'
                  ? 'left-6 -rotate-12 border-success bg-surface text-success'
                  : 'right-6 rotate-12 border-danger-strong bg-surface text-danger-strong'
              }`}
            >
              {hint === 'like' ? 'Like' : 'Pass'}
            </span>
          )}
        </div>
      </div>
      <p id="deck-keys" className="mt-3 text-center text-xs text-muted">
        Swipe the card, use the buttons, or press ← and → on it.
      </p>
      <div className="mt-3 flex items-center justify-center gap-8">
        <button
          type="button"
          aria-label={`Pass on ${mentor.name}`}
          aria-disabled={busy}
          onClick={() => choose('reject')}
          className="press grid h-16 w-16 place-items-center rounded-full border-2 border-line bg-surface text-danger-strong shadow-raised transition-ui focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-disabled:opacity-50"
        >
          <X aria-hidden className="h-8 w-8" strokeWidth={3} />
        </button>
        <button
          type="button"
          aria-label={`Like ${mentor.name}`}
          aria-disabled={busy}
          onClick={() => choose('like')}
          className="press grid h-16 w-16 place-items-center rounded-full bg-success text-white shadow-raised transition-ui focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-disabled:opacity-50"
        >
          <Heart aria-hidden className="h-8 w-8 fill-current" />
        </button>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
