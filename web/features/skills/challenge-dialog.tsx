// The day's leadership challenge (issue 32): the situation, the choices, then the feedback on each.
// One a day in the teen's own calendar, the same for everyone; no streaks, no clock.
import { localToday } from '../../../contract/money';
import { formatMediumDate } from '../../lib/format';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LoadFailed, Skeleton } from '../../ui/query-view';
import { useChallenge, usePastChallenge } from './queries';
import { useAnswerChallenge } from './mutations';
import { ChoiceScenario } from './choice-scenario';

/**
 * `past`: a challenge answered on an earlier day, as Discover numbers it (read only, with that answer's
 * feedback); null for today's.
 */
export function ChallengeDialog({ open, past = null, onClose }: { open: boolean; past?: number | null; onClose(): void }) {
  const day = localToday();
  const today = useChallenge(open && past === null, day);
  const earlier = usePastChallenge(open ? past : null);
  const challenge = past === null ? today : earlier;
  const answer = useAnswerChallenge(day);
  const data = challenge.data;
  const fromEarlierDay = data !== undefined && data.day !== day;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Daily Challenge"
      description={data ? data.title : past === null ? "Today's leadership situation" : 'A challenge you answered'}
    >
      {challenge.isPending ? (
        <Skeleton rows={3} className="h-12" label="Loading today's challenge..." />
      ) : challenge.isError || !data ? (
        <LoadFailed look="line" what={past === null ? "today's challenge" : 'this challenge'} onRetry={() => void challenge.refetch()} />
      ) : (
        <>
          <ChoiceScenario
            situation={data.situation}
            choices={data.choices}
            result={data.answer}
            pending={answer.isPending}
            onChoose={(i) => answer.mutate(i)}
          />
          {data.answer && (
            <p className="mt-4 rounded-control bg-primary-soft p-3 text-sm font-semibold text-primary">
              {fromEarlierDay
                ? `You answered this on ${formatMediumDate(data.day)}.`
                : 'Come back tomorrow for a new one, whenever suits you.'}
            </p>
          )}
          <div className="mt-4 flex justify-end">
            <Button variant={data.answer ? 'primary' : 'ghost'} onClick={() => onClose()}>
              {data.answer ? 'Done' : 'Not now'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
