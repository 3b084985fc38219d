// Report and Block (issue 14), the same on every shared surface: pep talks, their comments, video
// comments and mentor messages. Report asks why (and an optional note) and thanks the teen, saying what
// happens next; a note that speaks of hurting oneself brings the care card into the dialog (issue 51).
// Block asks first, saying what it does and where to undo it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORT_THANKS,
  DEMO_REPORT,
  type ReportReason,
  type ReportSubject,
} from '../../contract/safety-rules';
import { call } from '../lib/api';
import { safetyApi } from '../lib/endpoints';
import { useForm } from '../lib/form';
import { toast } from '../lib/toast';
import { Button } from './button';
import { CareCard } from './care-card';
import { ChoiceChips } from './choice-chips';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { FormError, TextAreaField } from './field';
import { Form, SubmitButton } from './form';
import { PlainPageLink } from './plain-page-link';

/** What is being reported: its kind, its id, and how the dialog names it ("this comment"). */
export interface ReportTarget {
  subject: ReportSubject;
  id: number;
  what: string;
}

export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose(): void }) {
  const [reason, setReason] = useState<ReportReason>('bullying');
  const [note, setNote] = useState('');
  const form = useForm();
  /** The note spoke of hurting oneself: the report was sent, and the dialog offers help before it closes. */
  const [care, setCare] = useState(false);
  const report = useMutation({
    mutationFn: (t: ReportTarget) =>
      call(safetyApi.report, { body: { subject: t.subject, id: t.id, reason, ...(note.trim() && { note }) } }),
  });

  function close() {
    setReason('bullying');
    setNote('');
    form.setErrors({});
    setCare(false);
    onClose();
  }

  function submit() {
    if (!target) return;
    form.setErrors({});
    form.save(
      () => report.mutateAsync(target),
      (answer) => {
        // A demo account's reports reach no one (issue 31): say so rather than thank it falsely.
        toast(
          answer.reachesModerators
            ? { title: 'Thanks for reporting', description: REPORT_THANKS }
            : { title: 'Not sent: this is a demo', description: DEMO_REPORT },
        );
        if (answer.care) setCare(true);
        else close();
      },
    );
  }

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={`Report ${target?.what ?? ''}`}
      description="Only moderators see reports. The writer is not told who reported."
    >
      {care ? (
        <div className="grid gap-2">
          <CareCard onClose={close} />
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <ChoiceChips<ReportReason>
            legend="What is wrong?"
            // Mentors are adults the Rise team checked: "may be an adult" is no reason about their words.
            choices={REPORT_REASONS.filter((r) => r !== 'adult' || target?.subject !== 'mentor-message').map((value) => ({
              value,
              label: REPORT_REASON_LABELS[value],
            }))}
            value={reason}
            onChange={setReason}
          />
          {reason === 'self-harm' && (
            <p className="rounded-control bg-tag-teal p-3 text-sm text-on-tag-teal">
              If someone is in danger right now, tell a trusted adult or call your local emergency number. In the US you can call or text
              988.
            </p>
          )}
          <TextAreaField
            label="Anything else we should know? (optional)"
            value={note}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
          <p className="text-sm text-muted">
            What is not allowed and what moderators do: <PlainPageLink page="community-standards">Community Standards</PlainPageLink>
          </p>
          {/* One message, whichever field the server named (the note, or the report as a whole). */}
          <FormError text={Object.values(form.errors)[0]} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <SubmitButton pendingLabel="Sending...">Send report</SubmitButton>
          </div>
        </Form>
      )}
    </Dialog>
  );
}

/** Someone to block: their id and the name the screen shows for them. */
export interface BlockTarget {
  userId: number;
  name: string;
}

/** Every list reads again after a block or an unblock: what each of us sees has changed. */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      block ? call(safetyApi.block, { body: { userId } }) : call(safetyApi.unblock, { params: { userId } }),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'users' }),
    meta: { errorToast: 'Could not change who you block. Please try again.' },
  });
}

export function BlockDialog({ target, onClose, onBlocked }: { target: BlockTarget | null; onClose(): void; onBlocked?(): void }) {
  const block = useBlock();
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={`Block ${target?.name ?? ''}?`}
      description="You will not see each other's pep talks, comments or messages, and neither of you can comment on the other's pep talks. They are not told. You can unblock them in your profile's settings."
      confirmLabel="Block"
      onConfirm={() => {
        if (!target) return;
        block.mutate(
          { userId: target.userId, block: true },
          {
            onSuccess: () => {
              toast({ title: 'Blocked', description: `You will no longer see ${target.name}.` });
              onBlocked?.();
            },
          },
        );
        onClose();
      }}
    />
  );
}
