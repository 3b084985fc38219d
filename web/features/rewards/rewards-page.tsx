// Rewards (issue 32, decision 0026): where the teen stands, a cabinet of every achievement with its own
// drawn badge (earned ones with the day, the others with what earns them and how far along), and each
// level reached and when. All of it from real actions; no streaks, no leaderboards, nothing to lose.
import { ACHIEVEMENT_GOAL } from '../../../contract/progress-rules';
import type { AchievementProgress, Levels } from '../../../contract/progress';
import { formatMediumDate } from '../../lib/format';
import { useProgress } from '../../lib/progress';
import { AchievementBadge } from '../../ui/achievement-badges';
import { Card } from '../../ui/card';
import { ProgressBar } from '../../ui/progress-bar';
import { QueryView, queryViewOf } from '../../ui/query-view';
import { Section } from '../../ui/section';
import { useLevels } from './queries';

function LevelCard({ levels }: { levels: Levels }) {
  const toGo = Math.max(0, levels.nextLevelAt - levels.points);
  return (
    <Card className="flex items-center gap-4">
      <span
        aria-hidden
        className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-skills to-skills-deep text-2xl font-extrabold text-on-app"
      >
        {levels.level}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xl font-extrabold">Level {levels.level}</p>
        <ProgressBar value={levels.progress} label={`Toward Level ${levels.level + 1}`} className="mt-2" barClassName="bg-skills" />
        <p className="mt-1 text-sm text-muted">
          {levels.points} points · {toGo} more for Level {levels.level + 1}
        </p>
      </div>
    </Card>
  );
}

function AchievementCard({ a }: { a: AchievementProgress }) {
  return (
    <Card className="flex h-full items-start gap-3">
      <AchievementBadge id={a.id} title={a.title} earned={a.completed} />
      <div className="min-w-0 flex-1">
        <h4 className="font-bold">{a.title}</h4>
        <p className="text-sm text-muted">{a.description}</p>
        {a.completed ? (
          <p className="mt-1 text-sm font-bold text-primary">{a.date ? `Earned ${formatMediumDate(a.date)}` : 'Earned'}</p>
        ) : (
          <div className="mt-2">
            <ProgressBar value={(a.progress / ACHIEVEMENT_GOAL) * 100} label={`${a.title}: ${a.progress} of ${ACHIEVEMENT_GOAL}`} />
            <p className="mt-1 text-sm text-muted">
              {a.progress}/{ACHIEVEMENT_GOAL}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}

const GRID = 'mt-3 grid gap-3 @lg:grid-cols-2 @4xl:grid-cols-3';

/** Earned first (newest first), then the ones closest to earning. */
function Cabinet({ achievements }: { achievements: AchievementProgress[] }) {
  const earned = achievements.filter((a) => a.completed).sort((x, y) => (y.date ?? '').localeCompare(x.date ?? ''));
  const next = achievements.filter((a) => !a.completed).sort((x, y) => y.progress - x.progress || x.id - y.id);
  return (
    <>
      <p className="mt-1 text-sm text-muted">
        {earned.length} of {achievements.length} earned
      </p>
      {earned.length > 0 && (
        <>
          <h3 className="mt-4 font-bold">Earned</h3>
          <ul className={GRID}>
            {earned.map((a) => (
              <li key={a.id}>
                <AchievementCard a={a} />
              </li>
            ))}
          </ul>
        </>
      )}
      {next.length > 0 && (
        <>
          <h3 className="mt-4 font-bold">Still to earn</h3>
          {earned.length === 0 && (
            <p className="mt-1 text-sm text-muted">Each badge says what earns it. Every one comes from something you do in Rise.</p>
          )}
          <ul className={GRID}>
            {next.map((a) => (
              <li key={a.id}>
                <AchievementCard a={a} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function History({ levels }: { levels: Levels }) {
  return (
    <ol className="mt-3 grid gap-2">
      {levels.history.map((h) => (
        <li key={h.level} className="flex items-center gap-3 rounded-card border border-line bg-surface p-3">
          <span aria-hidden className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-primary-soft font-extrabold text-primary">
            {h.level}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-bold">Level {h.level}</p>
            <p className="text-sm text-muted">
              {h.reachedAt === null ? (
                'Reached before Rise kept dates'
              ) : (
                <>
                  {h.level === 1 ? 'Started ' : 'Reached '}
                  <time dateTime={h.reachedAt}>{formatMediumDate(h.reachedAt)}</time>
                </>
              )}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export default function RewardsPage() {
  const levels = useLevels();
  const progress = useProgress();
  return (
    <div className="@container">
      {/* Skeletons as tall as what replaces them: the level card's own height, and enough badges to fill
          a phone's screen, so that nothing in sight moves when the cabinet arrives (Level history waits
          below the fold). */}
      <QueryView query={levels} what="level" loadingText="Loading rewards..." skeleton={{ rows: 1, className: 'h-26' }}>
        {(data) => <LevelCard levels={data} />}
      </QueryView>
      <Section title="Achievements">
        <QueryView query={queryViewOf(progress, progress.data?.achievements)} what="achievements" skeleton={{ rows: 6, className: 'h-30' }}>
          {(achievements) => <Cabinet achievements={achievements} />}
        </QueryView>
      </Section>
      <Section title="Level history">
        <QueryView query={levels} what="level history" skeleton={{ rows: 2, className: 'h-16' }}>
          {(data) => <History levels={data} />}
        </QueryView>
      </Section>
    </div>
  );
}
