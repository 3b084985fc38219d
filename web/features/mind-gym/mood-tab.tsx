// SPEC §2 Mood: five mood buttons, an optional note, Track Mood, the latest 5. Beyond SPEC: the last
// 30 days as a picture, and after a down or sad mood an offer of a one-minute breath followed by
// "How do you feel now?", so the teen can see what it did.
import { useQuery } from '@tanstack/react-query';
import { Trash2, Wind } from 'lucide-react';
import { useRef, useState } from 'react';
import { LIMITS, type Mood, MOOD_HISTORY } from '../../../contract/mind-gym-rules';
import type { MoodEntry } from '../../../contract/mind-gym';
import { toast } from '../../lib/toast';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { useForm } from '../../lib/form';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextAreaField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { ItemMenu } from '../../ui/item-menu';
import { QueryView, queryViewOf } from '../../ui/query-view';
import { Section } from '../../ui/section';
import { moodsQuery } from './queries';
import { useDeleteMood, useTrackMood } from './mutations';
import { BreathingExercise } from './breathing-exercise';
import { closeLowMoodCard, lowMoodCardClosedAt, lowMoodStreak } from './care';
import { CareCard } from '../../ui/care-card';
import { formatDateTime } from '../../lib/format';
import { MOOD_LOOKS } from './labels';
import { MoodDays } from './mood-days';
import { MoodFace } from './mood-face';
import { MoodPicker } from './mood-picker';
import { FIRST_SECTION, TWO_COLUMNS } from './layout';

const LOW: ReadonlySet<Mood> = new Set<Mood>(['down', 'sad']);
const ONE_MINUTE = 60;

/** After a low mood: offered → breathing → asked how they feel now → compared. */
type FollowUp = { step: 'offer' | 'breathing' | 'ask'; before: Mood } | { step: 'done'; before: Mood; after: Mood };

export interface MoodTabProps {
  /** A note was just written: Mind Gym checks it for words about self-harm. */
  onWrote(text: string): void;
  /** The page already shows the care card (for words just written): one card at a time. */
  careShown: boolean;
}

export function MoodTab({ onWrote, careShown }: MoodTabProps) {
  const moods = useQuery(moodsQuery());
  const track = useTrackMood();
  const deleteMood = useDeleteMood();
  const hidden = useHiddenByUndo();
  // The form answers the tap that chose this tab; the list of recent moods comes a frame later.
  const listDrawn = useAfterFirstPaint(true);
  const [mood, setMood] = useState<Mood | null>(null);
  const [note, setNote] = useState('');
  const [followUp, setFollow] = useState<FollowUp | null>(null);
  const followCard = useRef<HTMLDivElement>(null);
  const trackButton = useRef<HTMLButtonElement>(null);
  /**
   * Each step replaces the buttons that led to it: focus goes to the card (read from its start), or
   * back to Track Mood when the card closes, so it is never lost (WCAG 2.4.3).
   */
  const setFollowUp = (next: FollowUp | null) => {
    setFollow(next);
    requestAnimationFrame(() => (next ? followCard.current : trackButton.current)?.focus());
  };
  const [after, setAfter] = useState<Mood | null>(null);
  const [, closedNow] = useState(0);
  const form = useForm();
  const afterForm = useForm();

  function submit() {
    if (!mood) {
      toast({ title: 'Please select a mood', description: "Let us know how you're feeling today." });
      return;
    }
    const chosen = mood;
    const written = note.trim();
    form.setErrors({});
    form.save(
      () => track.mutateAsync({ mood: chosen, note: written || null }),
      () => {
        setMood(null);
        setNote('');
        if (written) onWrote(written);
        if (LOW.has(chosen)) setFollow({ step: 'offer', before: chosen });
      },
    );
  }

  function trackAfter() {
    if (!after || !followUp) return;
    const before = followUp.before;
    afterForm.setErrors({});
    afterForm.save(
      () => track.mutateAsync({ mood: after, note: null }),
      () => setFollowUp({ step: 'done', before, after }),
    );
  }

  const list = (moods.data ?? []).filter((m) => !hidden.has(`mood:${m.id}`));
  const newest = list[0]?.id;
  const streak = lowMoodStreak(list.map((m) => m.mood)) && lowMoodCardClosedAt() !== newest;

  return (
    <>
      {streak && !careShown && (
        <CareCard
          onClose={() => {
            closeLowMoodCard(newest);
            closedNow((n) => n + 1);
          }}
        />
      )}
      <div className={TWO_COLUMNS}>
        <div>
          <Card>
            <Form form={form} onSubmit={submit} className="grid gap-4">
              <MoodPicker legend="How are you feeling?" value={mood} onChange={(m) => setMood(m as Mood)} />
              <TextAreaField
                label="Add a note (optional)"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={LIMITS.note}
                rows={3}
                placeholder="What's on your mind?"
                error={form.errors.note}
              />
              <FormMessage />
              <SubmitButton ref={trackButton} pendingLabel="Tracking...">
                Track Mood
              </SubmitButton>
            </Form>
          </Card>

          {followUp && (
            <Card ref={followCard} tabIndex={-1} aria-label="After a low mood" className="mt-4 border-mind focus:outline-none">
              {followUp.step === 'offer' && (
                <>
                  <p className="font-bold">Thanks for being honest about how you feel.</p>
                  <p className="mt-1 text-sm text-muted">A minute of slow breathing can take the edge off. Want to try?</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button onClick={() => setFollowUp({ step: 'breathing', before: followUp.before })}>
                      <Wind aria-hidden className="h-4 w-4" />
                      Breathe for a minute
                    </Button>
                    <Button variant="ghost" onClick={() => setFollowUp(null)}>
                      Not now
                    </Button>
                  </div>
                </>
              )}
              {followUp.step === 'breathing' && (
                <BreathingExercise
                  autoStart
                  limitSeconds={ONE_MINUTE}
                  startLabel="Breathe again"
                  onStopped={() => {
                    setAfter(null);
                    afterForm.setErrors({});
                    setFollowUp({ step: 'ask', before: followUp.before });
                  }}
                />
              )}
              {followUp.step === 'ask' && (
                <Form form={afterForm} onSubmit={trackAfter} className="grid gap-3">
                  <MoodPicker legend="How do you feel now?" value={after} onChange={(m) => setAfter(m as Mood)} />
                  <FormMessage />
                  <div className="flex flex-wrap gap-2">
                    <SubmitButton disabled={!after} pendingLabel="Track Mood">
                      Track Mood
                    </SubmitButton>
                    <Button variant="ghost" onClick={() => setFollowUp(null)}>
                      Skip
                    </Button>
                  </div>
                </Form>
              )}
              {followUp.step === 'done' && (
                <>
                  <p className="font-bold">
                    Before: {MOOD_LOOKS[followUp.before].label}. Now: {MOOD_LOOKS[followUp.after].label}.
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {rank(followUp.after) < rank(followUp.before)
                      ? 'A minute made a difference. You can come back to it any time.'
                      : 'Some days are just hard, and that is okay. Breathing is here whenever you need it.'}
                  </p>
                  <Button variant="ghost" className="mt-2" onClick={() => setFollowUp(null)}>
                    Close
                  </Button>
                </>
              )}
            </Card>
          )}
        </div>
        <div>
          <Section title="Recent Moods" className={FIRST_SECTION}>
            <div className="mt-3">
              <QueryView
                query={listDrawn ? queryViewOf(moods, list) : { ...queryViewOf(moods, list), isPending: true }}
                what="moods"
                loadingText="Loading moods..."
                skeleton={{ rows: 3, className: 'h-16' }}
                empty="No moods tracked yet. How are you feeling today?"
                failed="empty"
              >
                {(list) => (
                  <ul className="grid gap-2">
                    {list.slice(0, MOOD_HISTORY).map((m) => (
                      <MoodRow
                        key={m.id}
                        entry={m}
                        onDelete={() =>
                          deleteWithUndo({
                            key: `mood:${m.id}`,
                            title: 'Mood deleted',
                            description: MOOD_LOOKS[m.mood].label,
                            commit: () => deleteMood(m.id),
                          })
                        }
                      />
                    ))}
                  </ul>
                )}
              </QueryView>
            </div>
          </Section>

          <Section title="Your Last 30 Days">
            <div className="mt-3">
              <MoodDays />
            </div>
          </Section>
        </div>
      </div>
    </>
  );
}

const rank = (m: Mood) => ['great', 'good', 'okay', 'down', 'sad'].indexOf(m);

function MoodRow({ entry, onDelete }: { entry: MoodEntry; onDelete(): void }) {
  const look = MOOD_LOOKS[entry.mood];
  return (
    <li className="flex items-start gap-3 rounded-card border border-line bg-surface p-3">
      <span aria-hidden className={`grid h-11 w-11 shrink-0 place-items-center rounded-full ${look.tint}`}>
        <MoodFace mood={entry.mood} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold">{look.label}</p>
        <p className="text-xs text-muted">{formatDateTime(entry.createdAt)}</p>
        {entry.note && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{entry.note}</p>}
      </div>
      <ItemMenu
        label={`Actions for the ${look.label} mood of ${formatDateTime(entry.createdAt)}`}
        items={[{ label: 'Delete', icon: Trash2, danger: true, onSelect: onDelete }]}
      />
    </li>
  );
}
