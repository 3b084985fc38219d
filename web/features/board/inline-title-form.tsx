// SPEC §2/§4/§5: the board's inline Add Task and Add Column forms. A title blank after trimming is not
// sent (and nothing is said); a failed save is said in the form, the title kept to try again; Cancel,
// success, a click outside or Escape closes the form and clears it.
import { useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api';
import { useForm } from '../../lib/form';
import { isOfflineError } from '../../lib/offline';
import { useOutsidePress } from '../../lib/use-outside-press';
import { Button } from '../../ui/button';
import { FormError, LimitCount, controlClass, limitCount } from '../../ui/field';
import { Form, SubmitButton } from '../../ui/form';

export interface InlineTitleFormProps {
  /** The field's name for screen readers: 'Title of the new task in To Do'. */
  label: string;
  placeholder: string;
  /** 'Add Task' / 'Add Column'; 'Adding...' while saving. */
  submitLabel: string;
  maxLength: number;
  /**
   * Sends the title; resolves when it is saved (the form then closes). A failed write is said in the
   * form; a refusal before anything is sent (a sample board) rejects after saying why itself.
   */
  onSubmit(title: string): Promise<unknown>;
  /** The form closes; `refocus` when focus should go back to what opened it (Cancel, Escape, success). */
  onClose(refocus: boolean): void;
}

export function InlineTitleForm({ label, placeholder, submitLabel, maxLength, onSubmit, onClose }: InlineTitleFormProps) {
  const [title, setTitle] = useState('');
  const form = useForm();
  const error = Object.values(form.errors)[0];
  const errorId = useId();
  const countId = useId();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = (refocus: boolean) => {
    setTitle('');
    onClose(refocus);
  };
  useOutsidePress(
    root,
    !form.pending,
    () => close(false),
    () => close(true),
  );

  function submit() {
    const trimmed = title.trim();
    if (!trimmed) {
      input.current?.focus();
      return;
    }
    form.setErrors({});
    form.save(
      () => onSubmit(trimmed),
      () => close(true),
      (failure) => {
        input.current?.focus(); // the text stays to try again
        // A write's failure is said here; a refusal before sending was said by the board.
        return !isApiError(failure) && !isOfflineError(failure);
      },
    );
  }

  return (
    <Form ref={root} form={form} onSubmit={submit} className="grid gap-2">
      <input
        ref={input}
        // The form opens on the person's own press, so its field takes focus as it appears.
        autoFocus
        aria-label={label}
        placeholder={placeholder}
        value={title}
        maxLength={maxLength}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={[limitCount(title.length, maxLength) && countId, error && errorId].filter(Boolean).join(' ') || undefined}
        className={controlClass}
      />
      <LimitCount id={countId} length={title.length} max={maxLength} />
      {error && (
        <div id={errorId}>
          <FormError text={error} />
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => close(true)}>
          Cancel
        </Button>
        <SubmitButton size="sm" pendingLabel="Adding...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
