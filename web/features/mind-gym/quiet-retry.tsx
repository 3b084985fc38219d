// SPEC §8: a failed Mind Gym list read shows an empty list; this quiet line under it offers Retry.
import { Button } from '../../ui/button';

export function QuietRetry({ onRetry }: { onRetry(): void }) {
  return (
    <p className="mt-2 flex items-center justify-center gap-1 text-sm text-muted">
      Couldn't load.
      <Button variant="ghost" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </p>
  );
}
