// One way to show a query's states on every screen: a skeleton in the shape of what is coming (with
// SPEC's loading text for screen readers), an error that offers Retry, the empty state, or the data.
import type { ReactNode } from 'react';
import { Button } from './button';

/** The parts of a TanStack query result this needs. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch(): unknown;
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
export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">{children}</div>;
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
  children(data: T): ReactNode;
}

export function QueryView<T>({ query, what, loadingText, skeleton, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <Skeleton {...skeleton} label={loadingText ?? `Loading ${what}...`} />;
  if (query.isError || query.data === undefined) {
    return (
      <EmptyState>
        <p role="alert">Couldn't load your {what}.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </EmptyState>
    );
  }
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}
