// The level-up moment (issue 32, decision 0026): a calm full-screen card, once per level. A modal
// dialog (ModalSheet) named by its title, so a screen reader says it as it opens; focus goes to its one
// button and comes back to where it was (or to the screen's main region, when that is gone); Escape
// closes it too. Under reduced motion nothing moves.
import { Link } from 'wouter';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { Button } from '../../ui/button';
import { ModalSheet, SheetDescription, SheetTitle } from '../../ui/dialog';

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
  return (
    <ModalSheet
      open
      onClose={onClose}
      focus="field"
      described
      className="fixed inset-0 z-50 overflow-y-auto bg-surface px-6 pb-safe-6 pt-safe-6 text-fg"
      header={
        <div
          className={`mx-auto flex min-h-full max-w-sm flex-col items-center justify-center gap-4 text-center ${reduced ? '' : 'animate-pop'}`}
        >
          <RisingSun level={level} />
          <SheetTitle className="text-3xl font-extrabold">You reached Level {level}</SheetTitle>
          <SheetDescription className="text-muted">
            Real actions got you here. Keep going at your own pace: there is no rush, and nothing is lost by taking a break.
          </SheetDescription>
          <Button data-autofocus className="mt-2 w-full" onClick={onClose}>
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
      }
    >
      {null}
    </ModalSheet>
  );
}
