// A calm card that offers help: in Mind Gym (issue 10 → Care, a check on this device only), and after
// words about hurting oneself in a pep talk, a comment or a message (issue 14). It never blocks
// anything and closes with one tap. Issue 31: the lines of the teen's own country come first (told on
// the device from the browser's time zone and languages, never sent); the rest are a tap away.
import { HeartHandshake } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type HelpLine, browserCountry, countryByCode, DEFAULT_COUNTRY, howOf } from '../lib/help-lines';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { Card } from './card';
import { CloseButton } from './close-button';
import { PlainPageLink } from './plain-page-link';

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
            You don't have to handle it alone. Talking to someone you trust can help: a parent, a teacher, a school counsellor, a coach or a
            friend.
          </p>
          <LinesHere />
          <p className="mt-2 text-xs">
            <PlainPageLink page="privacy" inherit>
              Who can see what you write
            </PlainPageLink>
          </p>
        </div>
        <CloseButton label="Close this message" onClick={onClose} />
      </div>
    </Card>
  );
}

/** The lines of the country this browser is in (or the default's, said as such), and the way to the rest. */
function LinesHere() {
  const [known] = useState(browserCountry);
  const country = countryByCode(known ?? DEFAULT_COUNTRY);
  return (
    <>
      <p className="mt-2 text-sm">If you are in {country.inName}, you can reach these any time. They are free and confidential.</p>
      <ul className="mt-1 flex flex-col gap-1 text-sm" aria-label={`Help lines in ${country.name}`}>
        {country.lines.map((line) => (
          <li key={line.name}>
            <LineText line={line} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        {known ? '' : 'Somewhere else? '}
        <a href="/help-lines.html" className="font-bold underline underline-offset-2">
          Help lines in other countries
        </a>
      </p>
      <p className="mt-2 text-xs">If you are in danger right now, call {known ? country.emergency : 'your local emergency number'}.</p>
    </>
  );
}

function LineText({ line }: { line: HelpLine }) {
  return (
    <>
      <strong>{line.name}</strong>
      {line.for && ` (${line.for})`}:{' '}
      {howOf(line).map((part, i) => {
        const text = part.strong ? <strong>{part.text}</strong> : part.text;
        return part.href ? (
          <a key={i} href={part.href} className="whitespace-nowrap underline underline-offset-2">
            {text}
          </a>
        ) : (
          <span key={i}>{text}</span>
        );
      })}
    </>
  );
}
