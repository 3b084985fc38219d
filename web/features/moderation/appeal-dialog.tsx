// "Ask for another look" (issue 29): the writer of something a moderator hid sends the case back to
// the queue, with an optional note, once per decision. Opened from the bell's notice; loaded apart, so
// that the dialog's code stays out of the first screen.
import { useState } from 'react';
import { REPORT_NOTE_MAX } from '../../../contract/safety-rules';
import { useForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormError, TextAreaField } from '../../ui/field';
import { Form, SubmitButton } from '../../ui/form';
import { useAppeal } from './mutations';

export interface AppealDialogProps {
  /** The case to look at again; null while closed. */
  caseId: number | null;
  onClose(): void;
  /** The request was taken (201). */
  onSent(caseId: number): void;
}

export default function AppealDialog({ caseId, onClose, onSent }: AppealDialogProps) {
  const [note, setNote] = useState('');
  const form = useForm();
  const { errors } = form;
  const appeal = useAppeal();

  function close() {
    if (form.pending) return;
    setNote('');
    form.setErrors({});
    onClose();
  }

  function submit() {
    if (caseId === null) return;
    form.setErrors({});
    // 409 (asked already, or nothing to look at again): the server's words, here in the dialog.
    form.save(
      () => appeal.mutateAsync({ caseId, note }),
      () => {
        toast({ title: 'Thanks. A moderator will look again.' });
        setNote('');
        onSent(caseId);
        onClose();
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
      <Form form={form} onSubmit={submit} className="grid gap-4">
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
          <Button variant="outline" onClick={close} disabled={form.pending}>
            Cancel
          </Button>
          <SubmitButton pendingLabel="Sending...">Send</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
