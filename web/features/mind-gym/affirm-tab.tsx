// SPEC §2 Affirm: a textarea with Save Affirmation; three presets (of ten, a different three each
// day) as one-tap buttons that save; the list with a favourite star, play count and Play. Play speaks
// the affirmation where the browser can, or shows it large where it cannot, and counts the play.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Check, Pencil, Play, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Affirmation } from '../../../contract/mind-gym';
import { LIMITS } from '../../../contract/mind-gym-rules';
import { localToday } from '../../../contract/money';
import { toast } from '../../lib/toast';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { useForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { ItemMenu } from '../../ui/item-menu';
import { LoadFailed, QueryView, Skeleton, queryViewOf } from '../../ui/query-view';
import { Section } from '../../ui/section';
import { affirmationsQuery, presetsQuery } from './queries';
import { useCreateAffirmation, useDeleteAffirmation, useFavoriteAffirmation, usePlayAffirmation, useUpdateAffirmation } from './mutations';
import { FIRST_SECTION, TWO_COLUMNS } from './layout';
import { speak } from './speech';

const emptyToast = () => toast({ title: 'Affirmation is empty', description: 'Please enter an affirmation or select from presets.' });

export function AffirmTab() {
  const list = useInfiniteQuery(affirmationsQuery());
  const presets = useQuery(presetsQuery(localToday()));
  const create = useCreateAffirmation();
  const hidden = useHiddenByUndo();
  const [text, setText] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [editing, setEditing] = useState<Affirmation | null>(null);
  const play = usePlayAffirmation();
  const favorite = useFavoriteAffirmation();
  const remove = useDeleteAffirmation();

  const form = useForm();
  function save() {
    if (!text.trim()) return emptyToast();
    form.setErrors({});
    form.save(
      () => create.mutateAsync(text.trim()),
      () => setText(''),
    );
  }

  function playOne(a: Affirmation) {
    if (!speak(a.text, () => setShown(a.text))) setShown(a.text);
    void play(a.id);
  }

  const items = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((a) => !hidden.has(`affirmation:${a.id}`));
  const mine = new Set(items.map((a) => a.text));

  return (
    <div className={TWO_COLUMNS}>
      <div>
        <Card>
          <Form form={form} onSubmit={save} className="grid gap-3">
            <TextAreaField
              label="Write your own affirmation"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={LIMITS.affirmation}
              rows={3}
              placeholder="I am..."
              error={form.errors.text}
            />
            <FormMessage />
            <SubmitButton pendingLabel="Saving...">Save Affirmation</SubmitButton>
          </Form>
        </Card>

        <Section title="Today's Picks">
          <p className="mt-1 text-sm text-muted">Tap one to add it to your list. New picks every day.</p>
          <div className="mt-3 grid gap-2">
            {presets.isPending ? (
              <Skeleton rows={3} className="h-12" label="Loading today's picks..." />
            ) : presets.isError ? (
              <LoadFailed look="quiet" onRetry={() => void presets.refetch()} />
            ) : (
              presets.data.map((p) => {
                // A pick already in the list is not added twice: it says so instead.
                const added = mine.has(p.text);
                return (
                  <button
                    key={p.id}
                    type="button"
                    disabled={create.isPending || added}
                    onClick={() => create.mutate(p.text)}
                    className="flex min-h-11 items-center gap-3 rounded-control border-2 border-line bg-surface px-3 py-2 text-left text-sm font-semibold transition-ui hover:border-mind focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-50"
                  >
                    {added ? (
                      <Check aria-hidden className="h-4 w-4 shrink-0 text-mind" />
                    ) : (
                      <Plus aria-hidden className="h-4 w-4 shrink-0 text-mind" />
                    )}
                    <span className="min-w-0">{p.text}</span>
                    {added && <span className="ml-auto shrink-0 text-xs font-semibold text-muted">In your list</span>}
                  </button>
                );
              })
            )}
          </div>
        </Section>
      </div>
      <Section title="Your Affirmations" className={FIRST_SECTION}>
        <div className="mt-3">
          <QueryView
            query={queryViewOf(list, items)}
            what="affirmations"
            loadingText="Loading affirmations..."
            skeleton={{ rows: 3, className: 'h-24' }}
            empty="No affirmations yet. Write one, or tap one of today's picks."
            failed="empty"
          >
            {(items) => (
              <ul className="grid gap-2">
                {items.map((a) => (
                  <li key={a.id} className="rounded-card border border-line bg-surface p-3">
                    <div className="flex items-start gap-2">
                      <p className="min-w-0 flex-1 whitespace-pre-wrap break-words pt-2.5 font-semibold">{a.text}</p>
                      <button
                        type="button"
                        aria-pressed={a.isFavorite}
                        aria-label="Favourite"
                        // aria-disabled, not disabled: focus stays on the star while its call runs.
                        aria-disabled={favorite.isPending && favorite.variables.id === a.id}
                        onClick={() => {
                          if (favorite.isPending && favorite.variables.id === a.id) return;
                          favorite.mutate({ id: a.id, isFavorite: !a.isFavorite });
                        }}
                        className="grid h-11 w-11 shrink-0 place-items-center rounded-full transition-ui hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        <Star aria-hidden className={`h-5 w-5 ${a.isFavorite ? 'fill-warning-soft text-on-warning-soft' : 'text-muted'}`} />
                      </button>
                      <ItemMenu
                        label={`Actions for the affirmation ${a.text.slice(0, 40)}`}
                        items={[
                          { label: 'Edit', icon: Pencil, onSelect: () => setEditing(a) },
                          {
                            label: 'Delete',
                            icon: Trash2,
                            danger: true,
                            onSelect: () =>
                              deleteWithUndo({
                                key: `affirmation:${a.id}`,
                                title: 'Affirmation deleted',
                                description: a.text,
                                commit: () => remove(a.id),
                              }),
                          },
                        ]}
                      />
                    </div>
                    <div className="mt-2 flex items-center justify-between gap-2">
                      <p className="text-xs text-muted">{a.playCount === 1 ? 'Played once' : `Played ${a.playCount} times`}</p>
                      <Button variant="secondary" size="sm" onClick={() => playOne(a)} aria-label={`Play: ${a.text.slice(0, 60)}`}>
                        <Play aria-hidden className="h-4 w-4" />
                        Play
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
          {list.hasNextPage && (
            <Button variant="outline" className="mt-3 w-full" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          )}
        </div>
      </Section>

      <Dialog open={shown !== null} onClose={() => setShown(null)} title="Your affirmation">
        <p className="mt-4 text-center text-3xl font-extrabold leading-snug">{shown}</p>
        <p className="mt-3 text-center text-sm text-muted">Say it to yourself, slowly.</p>
        <Button className="mt-5 w-full" onClick={() => setShown(null)}>
          Done
        </Button>
      </Dialog>

      {editing && <EditAffirmation affirmation={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function EditAffirmation({ affirmation, onClose }: { affirmation: Affirmation; onClose(): void }) {
  const update = useUpdateAffirmation();
  const [text, setText] = useState(affirmation.text);
  const form = useForm();
  return (
    <Dialog onClose={onClose} title="Edit affirmation">
      <Form
        form={form}
        className="mt-4 grid gap-3"
        onSubmit={() => {
          if (!text.trim()) return emptyToast();
          form.setErrors({});
          form.save(() => update.mutateAsync({ id: affirmation.id, text: text.trim() }), onClose);
        }}
      >
        <TextAreaField
          label="Affirmation"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={LIMITS.affirmation}
          rows={3}
          error={form.errors.text}
        />
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
      </Form>
    </Dialog>
  );
}
