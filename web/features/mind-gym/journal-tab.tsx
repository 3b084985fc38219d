// SPEC §2 Journal: title, content, mood picker, Save Entry and the latest 3 entries. Beyond SPEC: every
// entry on demand, edit, and delete with Undo. Entries are private: only their writer can read them.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { JournalEntry } from '../../../contract/mind-gym';
import { JOURNAL_SHOWN, type JournalMood, LIMITS } from '../../../contract/mind-gym-rules';
import { toast } from '../../lib/toast';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { useForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { TextAreaField, TextField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { ItemMenu } from '../../ui/item-menu';
import { QueryView, queryViewOf } from '../../ui/query-view';
import { Section } from '../../ui/section';
import { journalQuery } from './queries';
import { useCreateJournalEntry, useDeleteJournalEntry, useUpdateJournalEntry } from './mutations';
import { formatDateTime } from '../../lib/format';
import { MOOD_LOOKS } from './labels';
import { MoodFace } from './mood-face';
import { MoodPicker } from './mood-picker';
import { FIRST_SECTION, TWO_COLUMNS } from './layout';

interface Draft {
  title: string;
  content: string;
  mood: JournalMood | null;
}

const incomplete = () =>
  toast({ title: 'Incomplete entry', description: 'Please provide both a title and content for your journal entry.' });

function JournalForm({
  initial,
  submitLabel,
  onSubmit,
  onSaved,
}: {
  initial: Draft;
  submitLabel: string;
  /** Sends the entry; resolves when it is saved. */
  onSubmit(draft: Draft): Promise<unknown>;
  /** Saved: `reset` empties the form for the next entry. */
  onSaved(draft: Draft, reset: () => void): void;
}) {
  const [draft, setDraft] = useState(initial);
  const form = useForm();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <Form
      form={form}
      className="grid gap-3"
      onSubmit={() => {
        if (!draft.title.trim() || !draft.content.trim()) return incomplete();
        const sent = { ...draft, title: draft.title.trim(), content: draft.content.trim() };
        form.setErrors({});
        form.save(
          () => onSubmit(sent),
          () => onSaved(sent, () => setDraft({ title: '', content: '', mood: null })),
        );
      }}
    >
      <TextField
        label="Title"
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        maxLength={LIMITS.title}
        placeholder="Give your entry a title"
        error={form.errors.title}
      />
      <TextAreaField
        label="What's on your mind?"
        hint="Private to you"
        value={draft.content}
        onChange={(e) => set({ content: e.target.value })}
        maxLength={LIMITS.entry}
        rows={6}
        placeholder="Write freely. Only you can read this."
        error={form.errors.content}
      />
      <MoodPicker legend="Mood" value={draft.mood} onChange={(mood) => set({ mood })} withNone />
      <FormMessage />
      <SubmitButton pendingLabel="Saving...">{submitLabel}</SubmitButton>
    </Form>
  );
}

export interface JournalTabProps {
  /** An entry was just written: Mind Gym checks it for words about self-harm. */
  onWrote(text: string): void;
}

export function JournalTab({ onWrote }: JournalTabProps) {
  const journal = useInfiniteQuery(journalQuery());
  const create = useCreateJournalEntry();
  const remove = useDeleteJournalEntry();
  const hidden = useHiddenByUndo();
  const [editing, setEditing] = useState<JournalEntry | null>(null);
  const [showAll, setShowAll] = useState(false);

  const all = (journal.data?.pages.flatMap((p) => p.items) ?? []).filter((e) => !hidden.has(`journal:${e.id}`));
  const entries = showAll ? all : all.slice(0, JOURNAL_SHOWN);
  const more = all.length > JOURNAL_SHOWN || journal.hasNextPage;

  return (
    <div className={TWO_COLUMNS}>
      <Card>
        <JournalForm
          initial={{ title: '', content: '', mood: null }}
          submitLabel="Save Entry"
          onSubmit={(d) => create.mutateAsync({ title: d.title, content: d.content, mood: d.mood ?? 'neutral' })}
          onSaved={(d, reset) => {
            reset();
            onWrote(`${d.title}\n${d.content}`);
          }}
        />
      </Card>

      <Section title={showAll ? 'All Entries' : 'Recent Entries'} className={FIRST_SECTION}>
        <div className="mt-3">
          <QueryView
            query={queryViewOf(journal, entries)}
            what="journal entries"
            loadingText="Loading journal..."
            skeleton={{ rows: 3, className: 'h-28' }}
            empty="No journal entries yet. Your first one can be just a sentence."
            failed="empty"
          >
            {(entries) => (
              <ul className="grid gap-2">
                {entries.map((e) => (
                  <EntryCard
                    key={e.id}
                    entry={e}
                    onEdit={() => setEditing(e)}
                    onDelete={() =>
                      deleteWithUndo({ key: `journal:${e.id}`, title: 'Entry deleted', description: e.title, commit: () => remove(e.id) })
                    }
                  />
                ))}
              </ul>
            )}
          </QueryView>
          {!showAll && more && (
            <Button
              variant="outline"
              className="mt-3 w-full"
              onClick={() => {
                setShowAll(true);
                if (journal.hasNextPage) void journal.fetchNextPage();
              }}
            >
              Show all entries
            </Button>
          )}
          {showAll && journal.hasNextPage && (
            <Button
              variant="outline"
              className="mt-3 w-full"
              disabled={journal.isFetchingNextPage}
              onClick={() => void journal.fetchNextPage()}
            >
              {journal.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          )}
        </div>
      </Section>

      {editing && <EditEntry entry={editing} onClose={() => setEditing(null)} onWrote={onWrote} />}
    </div>
  );
}

function EntryCard({ entry, onEdit, onDelete }: { entry: JournalEntry; onEdit(): void; onDelete(): void }) {
  const look = MOOD_LOOKS[entry.mood];
  const [open, setOpen] = useState(false);
  const long = entry.content.length > 240 || entry.content.split('\n').length > 4;
  return (
    <li className="rounded-card border border-line bg-surface p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="break-words font-bold">{entry.title}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted">
            <span>{formatDateTime(entry.createdAt)}</span>
            <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${look.tint}`}>
              <MoodFace mood={entry.mood} className="h-3.5 w-3.5" />
              {look.label}
            </span>
            {entry.updatedAt && <span>Edited</span>}
          </p>
        </div>
        <ItemMenu
          label={`Actions for ${entry.title}`}
          items={[
            { label: 'Edit', icon: Pencil, onSelect: onEdit },
            { label: 'Delete', icon: Trash2, danger: true, onSelect: onDelete },
          ]}
        />
      </div>
      <p className={`mt-2 whitespace-pre-wrap break-words text-sm ${long && !open ? 'line-clamp-4' : ''}`}>{entry.content}</p>
      {long && (
        <Button variant="ghost" size="sm" className="-ml-3 mt-1" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Show less' : 'Read more'}
        </Button>
      )}
    </li>
  );
}

function EditEntry({ entry, onClose, onWrote }: { entry: JournalEntry; onClose(): void; onWrote(text: string): void }) {
  const update = useUpdateJournalEntry();
  return (
    <Dialog onClose={onClose} title="Edit entry">
      <div className="mt-4">
        <JournalForm
          initial={{ title: entry.title, content: entry.content, mood: entry.mood }}
          submitLabel="Save Changes"
          onSubmit={(d) => update.mutateAsync({ id: entry.id, title: d.title, content: d.content, mood: d.mood ?? 'neutral' })}
          onSaved={(d) => {
            onClose();
            onWrote(`${d.title}\n${d.content}`);
          }}
        />
      </div>
    </Dialog>
  );
}
