// Writing to a mentor, or a mentor's answer: SPEC §2's textarea ('Write your message here...') with
// Send enabled only for non-blank text (SPEC §5). The server judges what is sent (contract/contact-details.ts
// and the rest of the text filter): a refusal shows beside the text rather than in a toast. Nothing is
// refused here first: a teen who speaks of hurting themselves is heard even when the text also holds a
// number (issue 30), and a mentor's attempt to move a teen elsewhere is kept by the server as evidence.
import { type ReactNode, useState } from 'react';
import { MESSAGE_MAX } from '../../../contract/mentors-rules';
import { isApiError } from '../../lib/api';
import { useForm } from '../../lib/form';
import { useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { SharingNotice, useSharingPaused } from '../../ui/sharing-notice';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { Form, SubmitButton } from '../../ui/form';

export interface MessageComposerProps {
  /** Sends the text; resolves once it is stored. */
  send(text: string): Promise<unknown>;
  /** Called after a message is sent (the SPEC modal closes). */
  onSent?(): void;
  /** A Cancel button, when the composer is a modal of its own. */
  onCancel?(): void;
  label?: string;
  /** A note under the text (who will read it, when). */
  note?: ReactNode;
}

export function MessageComposer({ send, onSent, onCancel, label = 'Your message', note }: MessageComposerProps) {
  const [text, setText] = useState('');
  const form = useForm();
  const error = form.errors.text;
  const blank = text.trim() === '';
  // From 18 a member no longer writes to mentors (issue 31): the notice says why, in place of the box.
  const adult = useSharingPaused();
  // A demo account is a sandbox (issue 31): what it sends stays with it.
  const demo = useCurrentUser().data?.isDemo === true;

  function submit() {
    if (blank) return;
    form.save(
      () => send(text.trim()),
      () => {
        setText('');
        form.setErrors({});
        onSent?.();
      },
      (failure) => {
        // The server's reason when it refused this text (contact details, not matched); otherwise SPEC's toast.
        if (isApiError(failure) && (failure.status === 400 || failure.status === 403))
          form.setErrors({ text: failure.fieldErrors.text ?? failure.detail });
        else toast({ title: 'Failed to send message', description: 'Please try again later.', variant: 'destructive' });
        return true;
      },
    );
  }

  if (adult) {
    return (
      <div className="flex flex-col gap-3">
        <SharingNotice />
        {onCancel && (
          <div className="flex justify-end">
            <Button variant="outline" onClick={onCancel}>
              Close
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label={label}
        placeholder="Write your message here..."
        rows={4}
        value={text}
        maxLength={MESSAGE_MAX}
        error={error}
        hint="No phone, email, address, handles or links"
        onChange={(event) => {
          setText(event.target.value);
          if (error) form.setErrors({});
        }}
      />
      {/* True for both sides of a thread: moderators read any mentor thread, each read audited (decision 0016). */}
      <p className="text-xs text-muted">Rise's safety team can read conversations with mentors, to keep everyone safe.</p>
      {demo && (
        <p className="text-xs text-muted">This is a demo account: its messages reach no mentor. Make your own account to talk with one.</p>
      )}
      {note}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <SubmitButton disabled={blank} pendingLabel="Sending...">
          Send
        </SubmitButton>
      </div>
    </Form>
  );
}
