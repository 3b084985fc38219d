// A picture of the last 30 days of moods: one square per day, coloured by the day's latest mood.
// Plain elements, no chart library; a screen reader reads it as a list of days.
import { useQuery } from '@tanstack/react-query';
import type { MoodDay } from '../../../contract/mind-gym';
import { formatMediumDate } from '../../lib/format';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { moodDaysQuery } from './queries';
import { MOOD_LOOKS } from './labels';
import { MoodFace } from './mood-face';
import { LoadFailed } from '../../ui/query-view';

let zone: string | undefined;
/** The browser's time zone, for the days' edges. The page's first Intl call costs a slow phone 100 ms or more. */
const timeZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

const skeleton = <div aria-hidden className="h-24 animate-pulse rounded-card bg-surface-2 motion-reduce:animate-none" />;

function describe(day: MoodDay) {
  const date = formatMediumDate(day.date);
  return day.moods.length === 0 ? `${date}: no mood tracked` : `${date}: ${day.moods.map((m) => MOOD_LOOKS[m].label).join(', ')}`;
}

/**
 * Asked for once the Mood tab has been drawn: the time zone (the page's first Intl call, at 4x CPU slowdown
 * 128 ms inside the tap that opened the tab) is read after the tab's form is on screen, not before it.
 */
export function MoodDays() {
  return useAfterFirstPaint(true) ? <Days /> : skeleton;
}

function Days() {
  const days = useQuery(moodDaysQuery(timeZone()));
  if (days.isPending) return skeleton;
  if (days.isError) return <LoadFailed look="line" what="your last 30 days" onRetry={() => void days.refetch()} />;
  const tracked = days.data.filter((d) => d.moods.length > 0).length;
  return (
    <div>
      <p className="text-sm text-muted">
        {tracked === 0 ? 'Track a mood and it shows up here.' : `You tracked your mood on ${tracked} of the last ${days.data.length} days.`}
      </p>
      <ol aria-label="Your moods, day by day, the last 30 days" className="mt-3 grid max-w-md grid-cols-10 gap-1.5">
        {days.data.map((day) => {
          const latest = day.moods.at(-1);
          return (
            <li
              key={day.date}
              aria-label={describe(day)}
              title={describe(day)}
              className={`grid aspect-square place-items-center rounded-control ${latest ? MOOD_LOOKS[latest].tint : 'border border-dashed border-line'}`}
            >
              {latest && <MoodFace mood={latest} className="h-4/5 w-4/5" />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
