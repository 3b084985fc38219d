// SPEC §2 Home: greeting, the eight adventures, Popular Now and the user's progress.
import { useQueryClient } from '@tanstack/react-query';
import { Puzzle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { progressQuery, useProgress } from '../../lib/progress';
import { sessionKeys, useCurrentUser } from '../../lib/session';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { Section } from '../../ui/section';
import { toast } from '../../lib/toast';
import type { AppCard } from '../../lib/apps';
import { PopularThisWeek, popularQuery } from './popular-now';

// SPEC §2: defaults when the user is missing. The stats are this user's own (issue 15), in the same
// words as Profile's.
const DEFAULT_LEVEL = 3;
const DEFAULT_PROGRESS = 45;

/** `apps`: the eight mini-apps' cards, from the app registry. */
export function HomePage({ apps }: { apps: readonly AppCard[] }) {
  const { data: user } = useCurrentUser();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [refreshing, setRefreshing] = useState(false);
  const mine = useProgress();
  const level = user?.level ?? DEFAULT_LEVEL;
  const progress = user?.progress ?? DEFAULT_PROGRESS;
  const stats = mine.data?.stats;
  const STATS = [
    { value: stats?.videosWatched, label: 'Videos Watched' },
    { value: stats?.mentorsMatched, label: 'Mentor Matches' },
    { value: stats?.tasksCompleted, label: 'Tasks Completed' },
  ];

  async function refresh() {
    setRefreshing(true);
    try {
      await Promise.all([
        client.refetchQueries({ queryKey: sessionKeys.currentUser }),
        client.refetchQueries({ queryKey: progressQuery.queryKey }),
        client.refetchQueries({ queryKey: popularQuery.queryKey }),
      ]);
      toast({ title: 'Up to date', description: 'Your progress has been refreshed.' });
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <>
      <section aria-labelledby="greeting">
        <h1 id="greeting" className="text-2xl font-extrabold">
          Hey {user?.displayName ?? 'Explorer'}!
        </h1>
        <p className="text-muted">Ready for new adventures today?</p>
      </section>

      <Section
        title="Your Adventures"
        action={
          <Link href="/discover" className={buttonClass('ghost', 'sm', 'text-primary')}>
            See All
          </Link>
        }
      >
        <ul className="mt-3 grid grid-cols-2 gap-3 @xl:grid-cols-4">
          {apps.map(({ id, title, description, path, colors, icon: Icon }) => (
            <li key={id}>
              <Link
                href={path}
                className={`flex h-full min-h-32 flex-col justify-between gap-3 rounded-card bg-gradient-to-br p-4 text-on-app shadow-card transition-ui hover:-translate-y-0.5 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${colors}`}
              >
                <Icon aria-hidden className="h-7 w-7" />
                <span>
                  <span className="block text-lg font-extrabold leading-tight">{title}</span>
                  <span className="block text-xs opacity-95">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Popular Now"
        action={
          <Button variant="ghost" size="sm" onClick={refresh} disabled={refreshing} aria-label="Refresh">
            <RefreshCw aria-hidden className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        }
      >
        <Card className="mt-3 flex items-center gap-3">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-control bg-primary-soft text-primary">
            <Puzzle aria-hidden className="h-6 w-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">Daily Challenge</p>
            <p className="text-sm text-muted">Solve today's leadership puzzle</p>
          </div>
          <Button size="sm" aria-label="Try the daily challenge" onClick={() => navigate('/skill-quest?open=challenge')}>
            Try
          </Button>
        </Card>
        <PopularThisWeek />
      </Section>

      <Section title="Your Progress">
        <Card className="mt-3">
          <div className="flex items-baseline justify-between">
            <p className="text-sm text-muted">Overall Level</p>
            <p className="text-xl font-extrabold">Level {level}</p>
          </div>
          <ProgressBar value={progress} label="Overall progress" className="mt-3" />
          <p className="mt-2 text-sm text-muted">
            {progress}% of the way to Level {level + 1}
          </p>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-control bg-surface-2 p-2">
                <dt className="text-xs text-muted">{s.label}</dt>
                {/* While it loads, a dash of the same size (no number that is not true). */}
                <dd className="text-xl font-extrabold">{s.value ?? (mine.isError ? '?' : '–')}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>
    </>
  );
}
