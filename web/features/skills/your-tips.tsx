// Your tips (issue 55, item 4): the Public Speaking recordings a teen shared, where each is, and what
// they can do with it: withdraw it at any time, share it again, or delete it. Shown in Skill Quest once
// there is at least one.
import { useState } from 'react';
import type { Clip } from '../../../contract/shorts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Section } from '../../ui/section';
import { useMyTips, useTipAction } from './tips';

/** Where a tip is, in a teen's words. */
function stateOf(tip: Clip): string {
  switch (tip.state) {
    case 'draft':
      return 'Not sent yet';
    case 'processing':
      return 'Getting it ready...';
    case 'processed':
    case 'in_review':
      return `Waiting for Rise's staff to listen (${tip.approvals} of ${tip.approvalsNeeded} checks done)`;
    case 'published':
      return 'Shared in Leadership Shorts';
    case 'rejected':
      return `Sent back by Rise's staff: ${tip.reviewNote ?? 'no reason given'}`;
    case 'failed':
      return tip.failureReason ?? "We couldn't prepare this recording.";
    case 'withdrawn':
      return 'Withdrawn: only you can see it';
  }
}

export function YourTips() {
  const tips = useMyTips();
  const action = useTipAction();
  const [deleting, setDeleting] = useState<Clip | null>(null);
  if (!tips.data || tips.data.length === 0) return null;
  return (
    <Section title="Your tips" className="mt-6">
      <ul className="mt-3 grid gap-3">
        {tips.data.map((tip) => (
          <li key={tip.id}>
            <Card>
              <h3 className="break-words font-bold">{tip.title}</h3>
              <p className="mt-1 text-sm text-muted" role="status">
                {stateOf(tip)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {(tip.state === 'in_review' || tip.state === 'published') && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ tip, action: 'withdraw' })}
                  >
                    Withdraw
                  </Button>
                )}
                {(tip.state === 'withdrawn' || tip.state === 'rejected' || tip.state === 'processed') && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ tip, action: 'submit' })}
                  >
                    Share again
                  </Button>
                )}
                <Button size="sm" variant="ghost" disabled={action.isPending} onClick={() => setDeleting(tip)}>
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this tip?"
        description="It leaves Leadership Shorts with its likes and comments, and the recording is deleted. This can't be undone."
        confirmLabel="Delete tip"
        onConfirm={() => deleting && action.mutate({ tip: deleting, action: 'remove' })}
      />
    </Section>
  );
}
