// The one like button (a video, a pep talk), fed by useLikes (web/lib/like.ts): aria-pressed says
// whether I like it, the name carries the count, the heart fills at once, and while the server is asked
// the button waits with aria-disabled (a disabled button would drop keyboard focus).
import { Heart } from 'lucide-react';
import type { ShownLike } from '../lib/like';

export interface LikeButtonProps {
  like: ShownLike;
  /** The accessible name, with the count ("Like, 12 likes"). */
  label: string;
  onToggle(): void;
  className: string;
  /** The heart's size. */
  iconClassName: string;
  /** The heart's fill (and colour) while liked. */
  likedClassName: string;
  /** The count beside the heart, inside the button (else the screen shows it where it fits). */
  withCount?: boolean;
}

export function LikeButton({ like, label, onToggle, className, iconClassName, likedClassName, withCount = false }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={like.liked}
      aria-label={label}
      aria-disabled={like.pending}
      onClick={() => {
        if (!like.pending) onToggle();
      }}
    >
      <Heart aria-hidden className={`${iconClassName} ${like.liked ? likedClassName : ''}`} />
      {withCount && like.likes}
    </button>
  );
}
