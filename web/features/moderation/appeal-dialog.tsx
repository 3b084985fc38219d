// "Ask for another look" (issue 29): the writer of something a moderator hid sends the case back to
// the queue, with an optional note, once per decision. Opened from the bell's notice; loaded apart, so
// that the dialog's code stays out of the first screen.
import { type FormEvent, useState } from 'react';
import { REPORT_NOTE_MAX } from '../../../contract/safety-rules';
import { errorsOf } from '../../lib/form';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormError, TextAreaField } from '../../ui/field';
import { useAppeal } from './api';

export interface AppealDialogProps {
  /** The case to look at again; null while closed. */
  caseId: number | null;
  onClose(): void;
  /** The request was taken (201). */
  onSent(caseId: number): void;
}

export default function AppealDialog({ caseId, onClose, onSent }: AppealDialogProps) {
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const appeal = useAppeal();

  function close() {
    if (appeal.isPending) return;
    setNote('');
    setErrors({});
    appeal.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (caseId === null) return;
    setErrors({});
    appeal.mutate(
      { caseId, note },
      {
        onSuccess: () => {
          toast({ title: 'Thanks. A moderator will look again.' });
          setNote('');
          onSent(caseId);
          onClose();
        },
        // 409 (asked already, or nothing to look at again): the server's words, here in the dialog.
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <Dialog
      open={caseId !== null}
      onClose={close}
      title="Ask for another look"
      description="A moderator reads it again and decides. You can say why you think it should be seen."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextAreaField
          label="Anything you want the moderator to know? (optional)"
          name="note"
          value={note}
          maxLength={REPORT_NOTE_MAX}
          rows={3}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        <FormError text={errors.form ?? errors.caseId} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={appeal.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={appeal.isPending}>
            {appeal.isPending ? 'Sending...' : 'Send'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
