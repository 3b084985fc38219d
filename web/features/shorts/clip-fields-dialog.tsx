// "New clip" and "Edit details": a clip's title, description, hashtags (one field, split on spaces and
// commas) and category, checked with the contract's own schema before anything is sent; the server's
// refusal shows in the form, by field where it names one.
import { type FormEvent, useState } from 'react';
import { type Clip, ClipFields, type ClipFieldsInput, MAX_HASHTAGS } from '../../../contract/shorts';
import { DISCOVER_TOPICS, TOPIC_LABELS } from '../../../contract/discover-rules';
import { useForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { useCreateClip, useUpdateClip } from './studio-api';
import { hashtagsText } from './studio-parts';

const CATEGORY_OPTIONS: readonly (readonly [string, string])[] = [
  ['', 'Choose a category'],
  ...DISCOVER_TOPICS.map((t) => [t, TOPIC_LABELS[t]] as const),
];

/** "#confidence, teamwork  #focus" → ["#confidence", "teamwork", "#focus"] (the server drops the #). */
export const splitHashtags = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export interface ClipFieldsDialogProps {
  /** Edit this clip; without one, a new clip. */
  clip?: Clip;
  onClose(): void;
  /** A new clip was made: its page opens. */
  onCreated?(clip: Clip): void;
}

export function ClipFieldsDialog({ clip, onClose, onCreated }: ClipFieldsDialogProps) {
  const form = useForm();
  const { errors } = form;
  const create = useCreateClip();
  const update = useUpdateClip();
  const [description, setDescription] = useState(clip?.description ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const fields = {
      title: String(data.get('title') ?? ''),
      description,
      hashtags: splitHashtags(String(data.get('hashtags') ?? '')),
      category: String(data.get('category') ?? ''),
    } as ClipFieldsInput;
    if (!form.check(ClipFields, fields)) return;
    if (clip) form.save(() => update.mutateAsync({ id: clip.id, ...fields }), onClose);
    else
      form.save(
        () => create.mutateAsync(fields),
        (made) => {
          onClose();
          onCreated?.(made);
        },
      );
  }

  return (
    <Dialog onClose={() => !form.pending && onClose()} title={clip ? 'Edit details' : 'New clip'}>
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <TextField label="Title" name="title" required maxLength={80} defaultValue={clip?.title} error={errors.title} />
        <TextAreaField
          label="Description"
          hint="Optional"
          name="description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
          rows={3}
          error={errors.description}
        />
        <TextField
          label="Hashtags"
          name="hashtags"
          hint={`Up to ${MAX_HASHTAGS}, with spaces or commas between: #confidence teamwork`}
          defaultValue={clip ? hashtagsText(clip.hashtags) : ''}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={errors.hashtags}
        />
        <SelectField
          label="Category"
          name="category"
          defaultValue={clip?.category ?? ''}
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
        <FormMessage />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={form.pending}>
            Cancel
          </Button>
          <SubmitButton pendingLabel={clip ? 'Saving...' : 'Creating...'}>{clip ? 'Save' : 'Create clip'}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
