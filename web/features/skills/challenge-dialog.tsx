// The day's leadership challenge (issue 32): the situation, the choices, then the feedback on each.
// One a day in the teen's own calendar, the same for everyone; no streaks, no clock.
import { localToday } from '../../../contract/money';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/query-view';
import { useAnswerChallenge, useChallenge } from './api';
import { ChoiceScenario } from './choice-scenario';

export function ChallengeDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const day = localToday();
  const challenge = useChallenge(open, day);
  const answer = useAnswerChallenge(day);
  const data = challenge.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Daily Challenge" description={data ? data.title : "Today's leadership situation"}>
      {challenge.isPending ? (
        <Skeleton rows={3} className="h-12" label="Loading today's challenge..." />
      ) : challenge.isError || !data ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-muted">
          Couldn't load today's challenge.
          <Button variant="outline" size="sm" onClick={() => void challenge.refetch()}>
            Retry
          </Button>
        </p>
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
            <p className="mt-4 rounded-control bg-primary-soft p-3 text-sm font-semibold text-primary">Come back tomorrow for a new one, whenever suits you.</p>
          )}
          <div className="mt-4 flex justify-end">
            <Button variant={data.answer ? 'primary' : 'ghost'} onClick={() => onOpenChange(false)}>
              {data.answer ? 'Done' : 'Not now'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
