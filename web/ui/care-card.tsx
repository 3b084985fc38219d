// A calm card that offers help: in Mind Gym (issue 10 → Care, a check on this device only), and after
// words about hurting oneself in a pep talk, a comment or a message (issue 14). It never blocks
// anything and closes with one tap.
import { HeartHandshake } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { Card } from './card';
import { CloseButton } from './close-button';

export function CareCard({ onClose }: { onClose(): void }) {
  const card = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  // It may appear above a form the teen has scrolled down to: bring it into view (focus stays put).
  // (In braces: scrollIntoView answers a promise in newer browsers, which must not become a cleanup.)
  useEffect(() => {
    void card.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [reducedMotion]);
  return (
    <Card ref={card} className="mb-4 scroll-mt-20 border-mind bg-tag-teal text-on-tag-teal" role="region" aria-labelledby="care-title">
      <div className="flex items-start gap-3">
        <HeartHandshake aria-hidden className="mt-0.5 h-6 w-6 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="care-title" className="font-extrabold">
            It sounds like things are heavy right now
          </h2>
          <p className="mt-1 text-sm">
            You don't have to handle it alone. Talking to someone you trust can help: a parent, a teacher, a school counsellor, a
            coach or a friend.
          </p>
          <p className="mt-2 text-sm">
            If you are in the US, you can <strong>call or text 988</strong> any time, or <strong>text HOME to 741741</strong>. It's
            free and confidential.
          </p>
          <p className="mt-2 text-sm">
            <a href="/help-lines.html" className="font-bold underline underline-offset-2">
              Help lines in other countries
            </a>
          </p>
          <p className="mt-2 text-xs">If you are in danger right now, call your local emergency number.</p>
        </div>
        <CloseButton label="Close this message" onClick={onClose} />
      </div>
    </Card>
  );
}
