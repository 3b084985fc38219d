// SPEC §2's mentor card, 500 px high: portrait, name, title, coloured tags, bio and availability;
// beyond SPEC, where this teen stands with the mentor, and whether the mentor is on Rise yet.
import { CalendarClock, Info } from 'lucide-react';
import type { Mentor } from '../../../contract/mentors';
import { TagChips } from './tags';

const STATUS_LABELS: Partial<Record<Mentor['status'], { text: string; className: string }>> = {
  matched: { text: 'Your mentor', className: 'bg-success-soft text-on-success-soft' },
  requested: { text: 'Request sent', className: 'bg-warning-soft text-on-warning-soft' },
  rejected: { text: 'Passed', className: 'bg-surface-2 text-muted' },
};

/** SPEC §2 and issue 13: nobody is led to think a message was read when no one can read it. */
export const NOT_ON_RISE = 'Not on Rise yet: they will see your message when they join';

export function MentorCard({ mentor, headingLevel = 'h2' }: { mentor: Mentor; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const status = STATUS_LABELS[mentor.status];
  return (
    <article
      aria-label={mentor.name}
      className="flex h-125 flex-col overflow-hidden rounded-card border border-line bg-surface shadow-raised"
    >
      <div className="relative h-44 shrink-0 bg-surface-2">
        <img
          src={mentor.imageUrl}
          alt={`Illustrated portrait of ${mentor.name}`}
          width={800}
          height={400}
          draggable={false}
          className="h-full w-full object-cover"
        />
        {status && (
          <span className={`absolute left-3 top-3 rounded-full px-2.5 py-1 text-xs font-bold ${status.className}`}>{status.text}</span>
        )}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-2 p-4">
        <div>
          <Heading className="text-2xl font-extrabold leading-tight">{mentor.name}</Heading>
          <p className="text-sm font-semibold text-muted">{mentor.title}</p>
        </div>
        <TagChips tags={mentor.tags} />
        <p className="min-h-0 flex-1 overflow-y-auto text-sm leading-relaxed">{mentor.bio}</p>
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          <CalendarClock aria-hidden className="h-4 w-4 shrink-0 text-primary" />
          <span className="sr-only">Available: </span>
          {mentor.availability}
        </p>
        {mentor.userId === null && (
          <p className="flex items-start gap-1.5 text-xs text-muted">
            <Info aria-hidden className="mt-px h-3.5 w-3.5 shrink-0" />
            {NOT_ON_RISE}
          </p>
        )}
      </div>
    </article>
  );
}
