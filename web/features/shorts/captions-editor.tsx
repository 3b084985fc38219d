// The captions of a clip as a list of captions to correct (issue 55): each with when it starts and
// ends, in seconds, and its words. Draft captions made from the audio are said to be a draft. Saved as
// WebVTT; the server checks it again and says what is wrong (`errors.vtt`) in the form. What anyone
// typed is drawn as text, never as HTML.
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { Clip } from '../../../contract/shorts';
import { useForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { FormError, controlClass } from '../../ui/field';
import { Form, SubmitButton } from '../../ui/form';
import { type CueDraft, cueErrors, cuesOf, newKey, secondsText, vttOf } from './captions';
import { useSaveCaptions } from './studio-api';

/** A new caption's length, in seconds. */
const NEW_CUE_SECONDS = 2;

export function CaptionsEditor({ clip }: { clip: Clip }) {
  // Edited here from the captions as they were when the editor opened; saved, the clip's answer is kept.
  const [cues, setCues] = useState<CueDraft[]>(() => cuesOf(clip.captions));
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm();
  const save = useSaveCaptions();
  const headingId = useId();
  const errors = checked ? cueErrors(cues) : new Map<number, string>();

  const change = (key: number, part: Partial<CueDraft>) => {
    setSaved(false);
    setCues((all) => all.map((c) => (c.key === key ? { ...c, ...part } : c)));
  };

  function add() {
    const last = cues.at(-1);
    const start = last && Number.isFinite(Number(last.end)) ? Number(last.end) : 0;
    const key = newKey();
    setSaved(false);
    setCues((all) => [...all, { key, start: secondsText(start), end: secondsText(start + NEW_CUE_SECONDS), text: '' }]);
    // Its words are what is typed next.
    requestAnimationFrame(() => document.getElementById(`cue-${key}-text`)?.focus());
  }

  function remove(key: number) {
    setSaved(false);
    setCues((all) => all.filter((c) => c.key !== key));
  }

  function submit(_event: FormEvent<HTMLFormElement>) {
    setChecked(true);
    setSaved(false);
    if (cueErrors(cues).size > 0) {
      form.setErrors({ form: 'Some captions need a change: see the messages under them.' });
      return;
    }
    form.setErrors({});
    form.save(
      () => save.mutateAsync({ id: clip.id, vtt: vttOf(cues) }),
      (answer) => {
        setCues(cuesOf(answer.captions));
        setChecked(false);
        setSaved(true);
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="text-lg font-extrabold">
        Captions
      </h3>
      {clip.captionsSource === 'draft' ? (
        <p className="mt-1 rounded-control bg-warning-soft p-3 text-sm text-on-warning-soft">
          Draft captions from the audio: please check every line.
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">
          Captions let everyone follow the clip with the sound off. Write what is said, a line or two at a time, with when it starts and
          ends in seconds from the start.
        </p>
      )}
      <Form form={form} onSubmit={submit} className="mt-3 grid gap-3">
        {cues.length === 0 ? (
          <p className="rounded-control border border-dashed border-line p-4 text-center text-sm text-muted">No captions yet.</p>
        ) : (
          <ol aria-label="Captions" className="grid gap-3">
            {cues.map((cue, i) => (
              <CueRow
                key={cue.key}
                cue={cue}
                number={i + 1}
                error={errors.get(cue.key)}
                onChange={(part) => change(cue.key, part)}
                onRemove={() => remove(cue.key)}
              />
            ))}
          </ol>
        )}
        <FormError text={form.errors.vtt ?? form.errors.form} />
        {saved && (
          <p role="status" className="text-sm font-semibold text-success">
            Captions saved.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={add}>
            <Plus aria-hidden className="h-4 w-4" /> Add caption
          </Button>
          <SubmitButton pendingLabel="Saving...">Save captions</SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function CueRow({
  cue,
  number,
  error,
  onChange,
  onRemove,
}: {
  cue: CueDraft;
  number: number;
  error: string | undefined;
  onChange(part: Partial<CueDraft>): void;
  onRemove(): void;
}) {
  const id = `cue-${cue.key}`;
  const invalid = error !== undefined;
  const described = invalid ? `${id}-error` : undefined;
  return (
    <li>
      <fieldset className="grid min-w-0 gap-2 rounded-control border border-line p-3" aria-describedby={described}>
        <legend className="px-1 text-sm font-bold">Caption {number}</legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid w-24 gap-1">
            <label htmlFor={`${id}-start`} className="text-xs font-medium">
              Start (seconds)
            </label>
            <input
              id={`${id}-start`}
              inputMode="decimal"
              value={cue.start}
              onChange={(e) => onChange({ start: e.target.value })}
              aria-invalid={invalid}
              className={controlClass}
            />
          </div>
          <div className="grid w-24 gap-1">
            <label htmlFor={`${id}-end`} className="text-xs font-medium">
              End (seconds)
            </label>
            <input
              id={`${id}-end`}
              inputMode="decimal"
              value={cue.end}
              onChange={(e) => onChange({ end: e.target.value })}
              aria-invalid={invalid}
              className={controlClass}
            />
          </div>
          <Button variant="ghost" size="icon" className="ml-auto text-muted" onClick={onRemove} aria-label={`Remove caption ${number}`}>
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
        <label htmlFor={`${id}-text`} className="-mb-1 text-xs font-medium">
          Words
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          maxLength={400}
          value={cue.text}
          onChange={(e) => onChange({ text: e.target.value })}
          aria-invalid={invalid}
          className={`${controlClass} h-auto py-2`}
        />
        {error && (
          <p id={described} className="text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
    </li>
  );
}
