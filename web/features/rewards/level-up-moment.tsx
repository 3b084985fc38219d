// The level-up moment (issue 32, decision 0026): a calm full-screen card, once per level. A modal
// dialog named by its title, so a screen reader says it as it opens; focus goes to its one button and
// comes back to where it was; Escape closes it too. Under reduced motion nothing moves.
import * as RadixDialog from 'radix-ui/dialog';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { Button } from '../../ui/button';

export interface LevelUpMomentProps {
  level: number;
  onClose(): void;
}

/** A sun rising over two hills, the new level in the sun. */
function RisingSun({ level }: { level: number }) {
  return (
    <svg viewBox="0 0 200 140" aria-hidden className="h-40 w-auto">
      <circle cx={100} cy={70} r={62} className="fill-primary-soft" />
      <circle cx={100} cy={64} r={34} className="fill-primary" />
      <text x={100} y={76} textAnchor="middle" className="fill-on-primary text-4xl font-extrabold">
        {level}
      </text>
      <path d="M10 132 C50 92 82 96 112 120 C132 104 162 98 190 132 Z" className="fill-success-soft" />
      <path d="M0 140 C40 112 80 112 104 128 C130 112 168 110 200 140 Z" className="fill-success" />
    </svg>
  );
}

export default function LevelUpMoment({ level, onClose }: LevelUpMomentProps) {
  const reduced = useReducedMotion();
  const opener = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Before Radix moves focus in: where it goes back to, however the moment closes.
  useLayoutEffect(() => {
    opener.current = document.activeElement as HTMLElement | null;
  }, []);
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className="fixed inset-0 z-50 overflow-y-auto bg-surface px-6 pb-safe-6 pt-safe-6 text-fg focus:outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Back to what had focus; if that is gone (the tap that reached the level redrew its screen),
            // to the screen's main region, so focus is never lost to the top of the page.
            const opened = opener.current;
            const back = opened?.isConnected && opened !== document.body ? opened : document.getElementById('main');
            if (back) {
              event.preventDefault();
              back.focus();
            }
          }}
        >
          <div
            className={`mx-auto flex min-h-full max-w-sm flex-col items-center justify-center gap-4 text-center ${reduced ? '' : 'animate-pop'}`}
          >
            <RisingSun level={level} />
            <RadixDialog.Title className="text-3xl font-extrabold">You reached Level {level}</RadixDialog.Title>
            <RadixDialog.Description className="text-muted">
              Real actions got you here. Keep going at your own pace: there is no rush, and nothing is lost by taking a break.
            </RadixDialog.Description>
            <Button ref={button} className="mt-2 w-full" onClick={onClose}>
              Keep going
            </Button>
            <Link
              href="/rewards"
              onClick={onClose}
              className="inline-flex h-11 items-center rounded-control px-3 font-bold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            >
              See your rewards
            </Link>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
