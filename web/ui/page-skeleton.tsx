import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
// What a screen looks like before its data (or its code) has arrived: grey blocks in the shape of a
// heading, a row of tabs or stats, and cards, with SPEC's loading text for screen readers.
export function PageSkeleton({ label = 'Loading...' }: { label?: string }) {
  const block = 'animate-pulse rounded-card bg-surface-2 motion-reduce:animate-none';
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden className={`h-8 w-2/3 max-w-xs ${block}`} />
      <div aria-hidden className={`h-12 ${block}`} />
      <div aria-hidden className="grid grid-cols-2 gap-3">
        <div className={`h-28 ${block}`} />
        <div className={`h-28 ${block}`} />
      </div>
      <div aria-hidden className={`h-24 ${block}`} />
      <div aria-hidden className={`h-24 ${block}`} />
    </div>
  );
}

/** The same for a full-screen video feed: a dark phone-shaped frame, with the way back already there. */
export function FeedSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="relative mx-auto h-dvh max-w-app bg-black text-white">
      <div aria-hidden className="absolute inset-x-4 bottom-8 flex flex-col gap-3">
        <div className="h-10 w-1/2 animate-pulse rounded-full bg-white/15 motion-reduce:animate-none" />
        <div className="h-5 w-3/4 animate-pulse rounded-full bg-white/15 motion-reduce:animate-none" />
        <div className="h-5 w-2/3 animate-pulse rounded-full bg-white/15 motion-reduce:animate-none" />
      </div>
      <Link
        href="/"
        aria-label="Back to home"
        className="absolute left-3 top-3 grid h-12 w-12 place-items-center rounded-full bg-black/45 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <ArrowLeft aria-hidden className="h-6 w-6" />
      </Link>
      {/* Said and shown: the feed's first paint says what is coming (not a blank black screen). */}
      <p role="status" className="absolute inset-x-0 top-1/2 text-center text-sm font-semibold text-white/80">
        {label}
      </p>
    </div>
  );
}
