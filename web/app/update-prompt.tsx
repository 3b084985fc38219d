// Issue 17: "A new version is ready" with Reload, a card at the bottom that stays until chosen or put
// off (it never reloads by itself); Reload asks first when something typed would be lost. Its own chunk,
// loaded only when a new version waits (web/app/app.tsx).
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { hasUnsentTyping } from '../lib/app-update';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

export default function UpdatePrompt({ apply }: { apply: () => void }) {
  const [later, setLater] = useState(false);
  const [asking, setAsking] = useState(false);
  if (later) return null;
  const reload = () => (hasUnsentTyping() ? setAsking(true) : apply());
  return (
    <>
      <div
        role="status"
        className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-app flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line bg-surface p-3 text-fg shadow-raised rail:inset-x-auto rail:bottom-6 rail:left-6 rail:w-96"
      >
        <RefreshCw aria-hidden className="h-5 w-5 shrink-0 text-primary" />
        <p className="min-w-0 flex-1 text-sm font-semibold">A new version is ready</p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setLater(true)}>
            Later
          </Button>
          <Button size="sm" onClick={reload}>
            Reload
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Reload now?"
        description="Reloading clears what you've typed on this page and not sent yet. Send or copy it first, or reload later."
        confirmLabel="Reload anyway"
        onConfirm={apply}
      />
    </>
  );
}
