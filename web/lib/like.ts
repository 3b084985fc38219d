// The one way to like (Shorts' videos, pep talks): the heart answers the tap at once (optimistic), the
// server is told, and its answer ({likes, liked}: one like per person) is the count shown; a failure puts
// back what was shown before and toasts. On sample data the like stays on this screen and is never sent
// (unlessSample). Every like button is <LikeButton> (web/ui/like-button.tsx) fed by this hook.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { LikeResult } from '../../contract/social';
import { unlessSample } from './samples';

/** What a like button shows. */
export interface ShownLike extends LikeResult {
  /** The server has not answered yet: the button waits (aria-disabled, so it keeps focus). */
  pending: boolean;
}

/** Anything with a like: its id, the count and whether I like it, as last read. */
export interface Likeable extends LikeResult {
  id: number;
}

export interface LikesOptions {
  /** Likes or unlikes on the server; answers the count and whether I like it now. */
  send(id: number, like: boolean): Promise<LikeResult>;
  /** After the server answered: put its answer where the data lives (the query cache). */
  onLiked(id: number, result: LikeResult): void;
  /** SPEC §8's toast when the server refuses. */
  errorToast: string | { title: string; description: string };
  /** The items are the built-in samples: a like is kept here, never sent. */
  sample?: boolean;
}

/** Two likes that show the same (a memoised item's props hold a new object on every render of its list). */
export const sameLike = (a: ShownLike, b: ShownLike) => a.liked === b.liked && a.likes === b.likes && a.pending === b.pending;

/**
 * `memo`'s comparison for a list item with a like: its like by what it shows, every other prop by
 * identity (as memo does by default).
 */
export function sameItemWithLike<P extends { like: ShownLike }>(a: P, b: P): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof P)[]);
  return [...keys].every((key) => (key === 'like' ? sameLike(a.like, b.like) : Object.is(a[key], b[key])));
}

/** One tap's effect on what is shown: SPEC §4's one up or down, never below 0. */
export const toggled = ({ liked, likes }: LikeResult): LikeResult => ({ liked: !liked, likes: Math.max(0, likes + (liked ? -1 : 1)) });

export function useLikes({ send, onLiked, errorToast, sample = false }: LikesOptions) {
  /** What is shown instead of the item's own fields: while the server is asked, and a sample's like. */
  const [shown, setShown] = useState<Record<number, ShownLike>>({});
  const forget = (id: number) =>
    setShown((all) => {
      const { [id]: _gone, ...rest } = all;
      return rest;
    });
  // The hook's own callbacks (not mutate's) run for every call, even when several are in flight.
  const mutation = useMutation({
    mutationFn: ({ id, like }: { id: number; like: boolean }) => send(id, like),
    onSuccess: (result, { id }) => {
      // The answer goes where the data lives first, so that the item shows it as the stand-in goes.
      onLiked(id, result);
      forget(id);
    },
    // Rolled back: the item's own fields show again (the toast says why).
    onError: (_error, { id }) => forget(id),
    meta: { errorToast },
  });

  const of = (item: Likeable): ShownLike => shown[item.id] ?? { liked: item.liked, likes: item.likes, pending: false };

  function toggle(item: Likeable) {
    const now = of(item);
    if (now.pending) return;
    const next = toggled(now);
    unlessSample(
      sample,
      () => {
        setShown((all) => ({ ...all, [item.id]: { ...next, pending: true } }));
        mutation.mutate({ id: item.id, like: next.liked });
      },
      () => setShown((all) => ({ ...all, [item.id]: { ...next, pending: false } })),
    );
  }

  return { of, toggle };
}
