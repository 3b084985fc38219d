// SPEC §2/§4/§5: the board's inline Add Task and Add Column forms. A title blank after trimming is not
// sent (and nothing is said); Cancel, success, a click outside or Escape closes the form and clears it.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useOutsidePress } from '../../lib/use-outside-press';
import { Button } from '../../ui/button';
import { LimitCount, controlClass, limitCount } from '../../ui/field';

export interface InlineTitleFormProps {
  /** The field's name for screen readers: 'Title of the new task in To Do'. */
  label: string;
  placeholder: string;
  /** 'Add Task' / 'Add Column'; 'Adding...' while saving. */
  submitLabel: string;
  maxLength: number;
  pending: boolean;
  /** Sends the title; resolves when it is saved (the form then closes). */
  onSubmit(title: string): Promise<unknown>;
  /** The form closes; `refocus` when focus should go back to what opened it (Cancel, Escape, success). */
  onClose(refocus: boolean): void;
}

export function InlineTitleForm({ label, placeholder, submitLabel, maxLength, pending, onSubmit, onClose }: InlineTitleFormProps) {
  const [title, setTitle] = useState('');
  const countId = useId();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = (refocus: boolean) => {
    setTitle('');
    onClose(refocus);
  };
  useOutsidePress(
    root,
    !pending,
    () => close(false),
    () => close(true),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || pending) {
      input.current?.focus();
      return;
    }
    onSubmit(trimmed).then(
      () => close(true),
      () => input.current?.focus(), // the error toast says what happened; the text stays to try again
    );
  }

  return (
    <form ref={root} onSubmit={submit} className="grid gap-2">
      <input
        ref={input}
        // The form opens on the person's own press, so its field takes focus as it appears.
        autoFocus
        aria-label={label}
        placeholder={placeholder}
        value={title}
        maxLength={maxLength}
        onChange={(event) => setTitle(event.target.value)}
        aria-describedby={limitCount(title.length, maxLength) ? countId : undefined}
        className={controlClass}
      />
      <LimitCount id={countId} length={title.length} max={maxLength} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => close(true)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Adding...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
