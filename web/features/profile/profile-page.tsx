// SPEC §2 Profile: who I am, my level, and the Stats, Achievements and Settings tabs.
import { Award, CheckCircle2 } from 'lucide-react';
import { formatMediumDate } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { InitialAvatar } from '../../ui/avatar';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { LoadFailed, Skeleton } from '../../ui/query-view';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { ACHIEVEMENT_GOAL } from '../../../contract/progress-rules';
import { useProgress } from '../../lib/progress';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { ACHIEVEMENT_ICONS } from './achievements';
import BlockedPeople from './blocked-people';
import SettingsForm from './settings-form';
import YourAccount from './your-account';

export default function ProfilePage() {
  const { data: user, isPending } = useCurrentUser();
  // Its numbers sit below the profile card: read once the card has drawn.
  const mine = useProgress(useAfterFirstPaint(Boolean(user)));
  const stats = mine.data?.stats;
  // The same words as Home's (issue 15).
  const STATS = [
    { value: stats?.skillsMastered, label: 'Skills Mastered' },
    { value: stats?.tasksCompleted, label: 'Tasks Completed' },
    { value: stats?.videosWatched, label: 'Videos Watched' },
    { value: stats?.mentorsMatched, label: 'Mentor Matches' },
  ];

  return (
    <>
      {isPending || !user ? (
        <ProfileSkeleton />
      ) : (
        <>
          <Card className="flex flex-col items-center text-center">
            <InitialAvatar name={user.displayName} color={user.avatarColor} size="xl" className="font-extrabold" />
            <h2 className="mt-3 text-xl font-bold">{user.displayName}</h2>
            <p className="text-sm text-muted">@{user.username}</p>
            <span className="mt-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">Level {user.level}</span>
            <div className="mt-4 w-full text-left">
              <div className="flex justify-between text-sm">
                <span className="font-medium">Level Progress</span>
                <span className="text-muted">{user.progress}%</span>
              </div>
              <ProgressBar value={user.progress} label="Level progress" className="mt-2" />
              <p className="mt-2 text-sm text-muted">
                {user.progress}% of the way to Level {user.level + 1}
              </p>
            </div>
          </Card>

          <Tabs defaultValue="stats" className="mt-5">
            <TabsList aria-label="Profile sections">
              <TabsTrigger value="stats">Stats</TabsTrigger>
              <TabsTrigger value="achievements">Achievements</TabsTrigger>
              <TabsTrigger value="settings">Settings</TabsTrigger>
            </TabsList>
            <TabsContent value="stats">
              <dl className="grid grid-cols-2 gap-3">
                {STATS.map((s) => (
                  <Card key={s.label} className="text-center">
                    <dt className="text-sm text-muted">{s.label}</dt>
                    <dd className="text-2xl font-extrabold">{s.value ?? (mine.isError ? '?' : '–')}</dd>
                  </Card>
                ))}
              </dl>
              {mine.isError && <RetryProgress onRetry={() => void mine.refetch()} />}
            </TabsContent>
            <TabsContent value="achievements">
              {mine.isPending && <Skeleton rows={4} className="h-20" label="Loading achievements..." />}
              {mine.isError && <RetryProgress onRetry={() => void mine.refetch()} />}
              <ul className="grid gap-3">
                {mine.data?.achievements.map((a) => {
                  const Icon = ACHIEVEMENT_ICONS[a.id] ?? Award;
                  return (
                    <li key={a.id}>
                      <Card className="flex items-start gap-3">
                        <span
                          className={`grid h-11 w-11 shrink-0 place-items-center rounded-control ${a.completed ? 'bg-primary text-on-primary' : 'bg-surface-2 text-muted'}`}
                        >
                          <Icon aria-hidden className="h-5 w-5" />
                        </span>
                        <div className="min-w-0 flex-1">
                          <h3 className="font-semibold">{a.title}</h3>
                          <p className="text-sm text-muted">{a.description}</p>
                          {a.completed && a.date ? (
                            <p className="mt-1 flex items-center gap-1 text-sm font-medium text-primary">
                              <CheckCircle2 aria-hidden className="h-4 w-4" />
                              Completed {formatMediumDate(a.date)}
                            </p>
                          ) : (
                            <div className="mt-2">
                              <ProgressBar value={(a.progress / ACHIEVEMENT_GOAL) * 100} label={`${a.title} progress`} />
                              <p className="mt-1 text-sm text-muted">
                                {a.progress}/{ACHIEVEMENT_GOAL}
                              </p>
                            </div>
                          )}
                        </div>
                      </Card>
                    </li>
                  );
                })}
              </ul>
            </TabsContent>
            <TabsContent value="settings">
              <Card>
                <SettingsForm user={user} />
              </Card>
              <BlockedPeople />
              <YourAccount demo={user.isDemo} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </>
  );
}

/** SPEC's 'Loading profile...', for screen readers, over grey blocks in the profile's shape. */
function ProfileSkeleton() {
  const block = 'animate-pulse bg-surface-2 motion-reduce:animate-none';
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading profile...</span>
      <div aria-hidden className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-4">
        <div className={`h-20 w-20 rounded-full ${block}`} />
        <div className={`h-6 w-32 rounded-full ${block}`} />
        <div className={`h-4 w-24 rounded-full ${block}`} />
        <div className={`h-3 w-full rounded-full ${block}`} />
      </div>
      <div aria-hidden className={`h-12 rounded-card ${block}`} />
      <div aria-hidden className="grid grid-cols-2 gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-24 rounded-card ${block}`} />
        ))}
      </div>
    </div>
  );
}

/** A failed read of the user's progress: said plainly, with a way to try again (no made-up numbers). */
function RetryProgress({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed look="line" what="your progress" onRetry={onRetry} className="mt-3" />;
}
