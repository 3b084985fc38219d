// One way to show a read's states on every screen: a skeleton in the shape of what is coming (with
// SPEC's loading text for screen readers), a failure that says what could not be loaded and offers
// Retry (<LoadFailed>, also used alone where a read is not a list), the empty state, or the data.
// Where SPEC §8 shows an empty list for a failed read (Mind Gym, Pep Talk), the empty state shows with a
// quiet Retry under it (`failed="empty"`, docs/spec-differences.md); where it shows samples, the screen
// reads through withSamples (web/lib/samples.ts) and never fails.
import type { ReactNode } from 'react';
import { Button } from './button';

/** The parts of a TanStack query result this needs. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch(): unknown;
}

/**
 * A query as QueryView shows it, with its data as the screen shows it (filtered, paged, less what waits
 * on Undo). A failed read counts only while nothing was read: a failed refresh keeps what is shown.
 */
export function queryViewOf<T>(
  query: { isPending: boolean; isError: boolean; data: unknown; refetch(): unknown },
  data: T | undefined,
): QueryLike<T> {
  return { isPending: query.isPending, isError: query.isError && query.data === undefined, data, refetch: query.refetch };
}

/** Grey blocks in the shape of a list of cards, while it loads. */
export function Skeleton({ rows = 3, className = 'h-20', label = 'Loading...' }: { rows?: number; className?: string; label?: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden className={`animate-pulse rounded-card bg-surface-2 motion-reduce:animate-none ${className}`} />
      ))}
    </div>
  );
}

/** The empty state: one short line, in a dashed card. */
export function EmptyState({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-card border border-dashed border-line p-6 text-center text-sm text-muted ${className}`}>{children}</div>;
}

export interface LoadFailedProps {
  /** What could not be loaded, in words: "your accounts" reads "Couldn't load your accounts." */
  what?: string;
  onRetry(): void;
  /**
   * card: in a dashed card, where the list would be (the default); line: one line, in a dialog or a
   * small section; quiet: "Couldn't load." under SPEC §8's empty list (no alert: SPEC shows no message).
   */
  look?: 'card' | 'line' | 'quiet';
  className?: string;
}

/** The one way a failed read says so: what could not be loaded, and Retry (which asks again). */
export function LoadFailed({ what, onRetry, look = 'card', className = '' }: LoadFailedProps) {
  if (look === 'quiet') {
    return (
      <p className={`mt-2 flex items-center justify-center gap-1 text-sm text-muted ${className}`}>
        Couldn't load.
        <Button variant="ghost" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </p>
    );
  }
  const message = <p role="alert">Couldn't load {what ?? 'this'}.</p>;
  if (look === 'line') {
    return (
      <div className={`flex flex-wrap items-center gap-2 text-sm text-muted ${className}`}>
        {message}
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <EmptyState className={className}>
      {message}
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </EmptyState>
  );
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** What is loading, in words: "accounts" reads "Couldn't load your accounts." */
  what: string;
  /** SPEC's loading text, for screen readers. */
  loadingText?: string;
  /** The skeleton's rows and their height class. */
  skeleton?: { rows?: number; className?: string };
  /** Shown instead of the children when the data is an empty list. */
  empty?: ReactNode;
  /**
   * What a failed read shows: `say` (the default) says so with Retry; `empty` is SPEC §8's empty list
   * (Mind Gym, Pep Talk), with a quiet Retry under it.
   */
  failed?: 'say' | 'empty';
  children(data: T): ReactNode;
}

export function QueryView<T>({ query, what, loadingText, skeleton, empty, failed = 'say', children }: QueryViewProps<T>) {
  if (query.isPending) return <Skeleton {...skeleton} label={loadingText ?? `Loading ${what}...`} />;
  const retry = () => void query.refetch();
  if (query.isError || query.data === undefined) {
    if (failed === 'say') return <LoadFailed what={`your ${what}`} onRetry={retry} />;
    return (
      <>
        <EmptyState>{empty}</EmptyState>
        <LoadFailed look="quiet" onRetry={retry} />
      </>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}
