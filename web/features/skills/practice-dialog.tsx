// A skill's practice (issue 32): one item of its catalogue (the next with "Try another"), done in the
// app in 2 to 5 minutes; Finish counts it toward that skill (points up to a daily cap per skill).
import { useCallback, useState } from 'react';
import { localToday } from '../../../contract/money';
import type { PracticeContent, SkillSlug } from '../../../contract/skills';
import { SKILLS, skillIdOf } from '../../../contract/progress-rules';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LoadFailed, Skeleton } from '../../ui/query-view';
import { usePractice, useSpendingCategories } from './queries';
import { useFinishPractice } from './mutations';
import { BudgetPractice } from './budget-practice';
import { ChoiceScenario } from './choice-scenario';
import { FocusPractice } from './focus-practice';
import { PuzzlePractice } from './puzzle-practice';
import { SpeakingPractice } from './speaking-practice';

const itemsOf = (c: PracticeContent): readonly { id: string; title?: string }[] =>
  c.skill === 'public-speaking'
    ? c.prompts
    : c.skill === 'teamwork'
      ? c.scenarios
      : c.skill === 'critical-thinking'
        ? c.puzzles
        : c.skill === 'budgeting'
          ? c.exercises
          : c.plans;

/** Where to start: a different item each day, so a new practice waits each time. */
const firstIndex = (length: number) => Math.floor(Date.parse(`${localToday()}T00:00:00Z`) / 86_400_000) % Math.max(1, length);

/** `startAt`: the item to begin with (Discover links one), else the day's. */
export function PracticeDialog({ skill, startAt = null, onClose }: { skill: SkillSlug | null; startAt?: number | null; onClose(): void }) {
  const name = skill ? SKILLS[skillIdOf(skill) - 1]!.name : '';
  return (
    <Dialog open={skill !== null} onClose={onClose} title={`${name} Practice`} description="A few minutes, at your own pace.">
      {skill && <PracticeBody key={skill} skill={skill} name={name} startAt={startAt} onClose={onClose} />}
    </Dialog>
  );
}

function PracticeBody({ skill, name, startAt, onClose }: { skill: SkillSlug; name: string; startAt: number | null; onClose(): void }) {
  const content = usePractice(skill);
  const spending = useSpendingCategories(skill === 'budgeting');
  const finish = useFinishPractice(skill);
  const [offset, setOffset] = useState(0);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);

  if (content.isPending) return <Skeleton rows={3} className="h-12" label="Loading the practice..." />;
  if (content.isError) return <LoadFailed look="line" what="this practice" onRetry={() => void content.refetch()} />;

  const c = content.data;
  const items = itemsOf(c);
  const index = ((startAt !== null && startAt < items.length ? startAt : firstIndex(items.length)) + offset) % items.length;
  const item = items[index]!;
  const another = () => {
    setOffset((o) => o + 1);
    setReady(false);
    finish.reset();
  };

  const body =
    c.skill === 'public-speaking' ? (
      <SpeakingPractice key={item.id} prompt={c.prompts[index]!} selfCheck={c.selfCheck} onReady={onReady} />
    ) : c.skill === 'teamwork' ? (
      <TeamworkPractice key={item.id} scenario={c.scenarios[index]!} onReady={onReady} />
    ) : c.skill === 'critical-thinking' ? (
      <PuzzlePractice key={item.id} puzzle={c.puzzles[index]!} onReady={onReady} />
    ) : c.skill === 'budgeting' ? (
      <BudgetPractice key={item.id} exercise={c.exercises[index]!} ownCategories={spending.data ?? []} onReady={onReady} />
    ) : (
      <FocusPractice key={item.id} plan={c.plans[index]!} onReady={onReady} />
    );

  return (
    <div>
      {'title' in item && item.title && <h3 className="mb-2 text-base font-bold">{item.title}</h3>}
      {body}
      <div className="mt-5 border-t border-line pt-4">
        {/* Always on the page, so that what it says is heard when it changes. */}
        <p
          role="status"
          className={finish.isSuccess ? 'rounded-control bg-success-soft p-3 font-semibold text-on-success-soft' : 'sr-only'}
        >
          {finish.isSuccess
            ? finish.data.points > 0
              ? `Practice done: +${finish.data.points} points for ${name}.`
              : `Practice done. Today's points for ${name} are already in; this one still counts on your Skill Path.`
            : ''}
        </p>
        {finish.isSuccess ? (
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={another}>
              Try another
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-end gap-2">
            {!ready && <p className="mr-auto text-sm text-muted">Finish appears when you've had a go.</p>}
            <Button variant="ghost" onClick={another}>
              Try another
            </Button>
            {ready && (
              <Button onClick={() => finish.mutate(item.id)} disabled={finish.isPending}>
                Finish practice
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function TeamworkPractice({
  scenario,
  onReady,
}: {
  scenario: Extract<PracticeContent, { skill: 'teamwork' }>['scenarios'][number];
  onReady(): void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <ChoiceScenario
      situation={scenario.situation}
      choices={scenario.choices}
      result={picked === null ? null : { choice: picked, feedback: scenario.choices }}
      onChoose={(i) => {
        setPicked(i);
        onReady();
      }}
    />
  );
}
