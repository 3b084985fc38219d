// Words restored after a self-harm hold or report (issue 29) reach others behind a calm cover that
// they open on purpose, on every surface (a pep talk, its comments, video comments). Its writer always
// sees their own words uncovered. No animation: the words simply appear.
import { HeartHandshake } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from './button';

export interface SensitiveCoverProps {
  /** The item says it talks about self-harm or suicide (`sensitive` in the contract). */
  sensitive: boolean;
  /** The signed-in user wrote it: their own words are never covered. */
  mine: boolean;
  /** The words (or picture, or video), drawn only once opened. */
  children: ReactNode;
  /** `compact` for a comment: smaller type, less room. */
  size?: 'card' | 'compact';
  className?: string;
}

export function SensitiveCover({ sensitive, mine, children, size = 'card', className = '' }: SensitiveCoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!sensitive || mine) return children;
  const compact = size === 'compact';
  return (
    <div className={className}>
      <div className={`rounded-control bg-tag-teal text-on-tag-teal ${compact ? 'mt-1 p-2 text-xs' : 'mt-2 p-3 text-sm'}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p id={`${id}-warning`} className="flex min-w-0 flex-1 basis-48 items-start gap-2 font-semibold">
            <HeartHandshake aria-hidden className={`${compact ? 'h-4 w-4' : 'h-5 w-5'} mt-px shrink-0`} />
            This talks about self-harm or suicide.
          </p>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={`${id}-words`}
            aria-describedby={`${id}-warning`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide' : 'Show'}
          </Button>
        </div>
        <p className={compact ? 'mt-1' : 'mt-2'}>
          If you're struggling, free and confidential{' '}
          <a href="/help-lines.html" className="font-bold underline underline-offset-2">
            help lines
          </a>{' '}
          can listen, your country's first.
        </p>
      </div>
      <div id={`${id}-words`} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
