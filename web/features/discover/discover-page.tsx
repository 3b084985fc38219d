// Discover (issue 32): everything Rise offers, by topic, and a search over titles, words and tags.
// Each result opens the item in its own mini-app. The topic and the search live in the address, so
// Back from an opened item comes back to the same list.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Brain, HandHeart, Lightbulb, Megaphone, Search, Trophy, Video, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { DiscoverItem } from '../../../contract/discover';
import {
  DISCOVER_TOPICS,
  type DiscoverKind,
  type DiscoverTopic,
  KIND_LABELS,
  SEARCH_MAX_LENGTH,
  TOPIC_LABELS,
  hrefOfItem,
  searchWordsOf,
} from '../../../contract/discover-rules';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { type Choice, ChoiceChips } from '../../ui/choice-chips';
import { controlClass } from '../../ui/field';
import { EmptyState, LoadFailed, Skeleton } from '../../ui/query-view';
import { browseQuery, searchQuery } from './queries';

/** How long typing pauses before the search is asked (Enter asks at once). */
const TYPING_PAUSE_MS = 300;

const KIND_STYLE: Record<DiscoverKind, { icon: typeof Video; colors: string }> = {
  short: { icon: Video, colors: 'from-shorts to-shorts-deep' },
  peptalk: { icon: Megaphone, colors: 'from-pep to-pep-deep' },
  mentor: { icon: HandHeart, colors: 'from-mentor to-mentor-deep' },
  session: { icon: Brain, colors: 'from-mind to-mind-deep' },
  practice: { icon: Trophy, colors: 'from-skills to-skills-deep' },
  challenge: { icon: Lightbulb, colors: 'from-skills to-skills-deep' },
};

type TopicChoice = DiscoverTopic | 'all';
const TOPIC_CHOICES: readonly Choice<TopicChoice>[] = [
  { value: 'all', label: 'All' },
  ...DISCOVER_TOPICS.map((t) => ({ value: t, label: TOPIC_LABELS[t] })),
];

const topicFrom = (value: string | null): DiscoverTopic | null =>
  (DISCOVER_TOPICS as readonly string[]).includes(value ?? '') ? (value as DiscoverTopic) : null;

/** Discover's address for a topic and a search. */
function addressOf(topic: DiscoverTopic | null, q: string): string {
  const search = new URLSearchParams();
  if (topic) search.set('topic', topic);
  if (q.trim()) search.set('q', q.trim());
  const query = search.toString();
  return `/discover${query ? `?${query}` : ''}`;
}

export default function DiscoverPage() {
  useDocumentTitle('Discover');
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const topic = topicFrom(params.get('topic'));
  const asked = (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const [typed, setTyped] = useState(asked);
  const inputId = useId();

  /** Goes to a topic and a search, replacing this address: typing is not a trail of pages. */
  function go(next: { topic?: DiscoverTopic | null; q?: string }) {
    navigate(addressOf(next.topic === undefined ? topic : next.topic, next.q ?? asked), { replace: true });
  }

  // The search follows the typing once it pauses.
  useEffect(() => {
    if (typed.trim() === asked) return;
    const timer = setTimeout(() => navigate(addressOf(topic, typed), { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, asked, topic, navigate]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    go({ q: typed });
  }

  const searching = searchWordsOf(asked).length > 0;
  const shownTopic = topic ? TOPIC_LABELS[topic] : 'Everything';

  return (
    <div className="mx-auto max-w-3xl">
      <h2 className="text-xl font-extrabold">Find something for today</h2>
      <p className="text-muted">
        Shorts, pep talks, mentors, guided sessions, skill practices and the challenges you've answered, by topic.
      </p>

      <form role="search" onSubmit={onSubmit} className="mt-4">
        <label htmlFor={inputId} className="text-sm font-medium">
          Search Rise
        </label>
        <div className="relative mt-1.5">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
          <input
            id={inputId}
            type="search"
            value={typed}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Try money or calm"
            autoComplete="off"
            enterKeyHint="search"
            className={`${controlClass} pl-10 pr-12 [&::-webkit-search-cancel-button]:hidden`}
          />
          {typed !== '' && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setTyped('');
                go({ q: '' });
              }}
              className="absolute right-0 top-0 grid h-11 w-11 place-items-center rounded-control text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden className="h-5 w-5" />
            </button>
          )}
        </div>
      </form>

      <div className="mt-4">
        <ChoiceChips
          legend="Topic"
          choices={TOPIC_CHOICES}
          value={topic ?? 'all'}
          onChange={(v) => go({ topic: v === 'all' ? null : v })}
        />
      </div>

      <section aria-labelledby="discover-results" className="@container mt-6">
        <h3 id="discover-results" className="text-lg font-extrabold">
          {searching ? `Results for “${asked}”${topic ? ` in ${shownTopic}` : ''}` : shownTopic}
        </h3>
        {searching ? (
          <SearchResults
            q={asked}
            topic={topic}
            onClear={() => {
              setTyped('');
              go({ q: '' });
            }}
          />
        ) : (
          <TopicList topic={topic} />
        )}
      </section>
    </div>
  );
}

function TopicList({ topic }: { topic: DiscoverTopic | null }) {
  const query = useInfiniteQuery(browseQuery(topic));
  return <Results query={query} what="this topic" empty={<p>Nothing in this topic yet. Pick another one above.</p>} />;
}

function SearchResults({ q, topic, onClear }: { q: string; topic: DiscoverTopic | null; onClear(): void }) {
  const query = useInfiniteQuery(searchQuery(q, topic));
  return (
    <Results
      query={query}
      what="the results"
      empty={
        <>
          <p>
            Nothing matches “{q}”{topic ? ` in ${TOPIC_LABELS[topic]}` : ''}. Try another word, or a topic.
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onClear}>
            Clear search
          </Button>
        </>
      }
    />
  );
}

interface ResultsQuery {
  isPending: boolean;
  isError: boolean;
  data: { pages: { items: DiscoverItem[] }[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): unknown;
  refetch(): unknown;
}

function Results({ query, what, empty }: { query: ResultsQuery; what: string; empty: ReactNode }) {
  if (query.isPending)
    return (
      <div className="mt-3">
        <Skeleton rows={4} className="h-24" label="Loading..." />
      </div>
    );
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isError && items.length === 0) {
    return (
      <div className="mt-3">
        <LoadFailed what={what} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <>
      <p role="status" className="sr-only">
        {items.length === 0
          ? 'No results'
          : `${items.length}${query.hasNextPage ? ' or more' : ''} ${items.length === 1 ? 'result' : 'results'}`}
      </p>
      {items.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            {empty}
            {/* A classmate's board is found by its code, not by searching (issue 36). */}
            <p className="mt-3">
              <Link href="/boost-board?join=1" className="inline-flex min-h-11 items-center font-bold text-primary underline">
                Join a board with a code
              </Link>
            </p>
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-3 grid gap-3 @xl:grid-cols-2">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <ResultCard item={item} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          Couldn't load more. Try again?
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}

function ResultCard({ item }: { item: DiscoverItem }) {
  const { icon: Icon, colors } = KIND_STYLE[item.kind];
  return (
    <Link
      href={hrefOfItem(item)}
      className="flex h-full min-h-24 gap-3 rounded-card border border-line bg-surface p-3 shadow-card transition-ui hover:-translate-y-0.5 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span aria-hidden className={`grid h-11 w-11 shrink-0 place-items-center rounded-control bg-gradient-to-br text-on-app ${colors}`}>
        <Icon className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-bold uppercase tracking-wide text-muted">
          {KIND_LABELS[item.kind]} · {TOPIC_LABELS[item.topic]}
        </span>
        <span className="block break-words font-extrabold leading-snug">{item.title}</span>
        {item.text && <span className="mt-0.5 line-clamp-2 break-words text-sm text-muted">{item.text}</span>}
      </span>
    </Link>
  );
}
