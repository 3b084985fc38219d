// Mentor Matcher (SPEC §2): 'Loading mentors...', the swipe-card stack, 'It's a Match!' and the
// message modal, made real: the server decides a match, and messages go to a thread the mentor answers.
// Beyond SPEC: a filter by topic behind the settings icon, and "Your mentors" with each thread.
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, SlidersHorizontal } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { LikeAnswer, MatchedMentor, Mentor } from '../../../contract/mentors';
import { withSamples } from '../../lib/samples';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SharingNotice } from '../../ui/sharing-notice';
import { Button } from '../../ui/button';
import { CareCard } from '../../ui/care-card';
import { EmptyState, QueryView } from '../../ui/query-view';
import { SampleNotice } from '../../ui/sample-notice';
import { Section } from '../../ui/section';
import { deckQuery, deckStart, matchesQuery } from './queries';
import { NOT_ON_RISE } from './mentor-card';
import { FilterDialog, MatchDialog, MessageDialog, ThreadDialog } from './mentor-dialogs';
import { SAMPLE_MENTORS } from './samples';
import { SwipeDeck } from './swipe-deck';

export default function MentorMatcherPage() {
  useDocumentTitle('Mentor Matcher');
  const deckRead = useQuery(deckQuery());
  // SPEC §8: the sample mentors stand in when the deck cannot be read (not when it is empty).
  const deck = withSamples(deckRead, SAMPLE_MENTORS);
  const [chosenTags, setChosenTags] = useState<Set<string>>(() => new Set());
  const [filterOpen, setFilterOpen] = useState(false);
  const [index, setIndex] = useState<number | null>(null);
  const [matched, setMatched] = useState<Mentor | null>(null);
  const [writingTo, setWritingTo] = useState<Mentor | null>(null);
  const [threadWith, setThreadWith] = useState<MatchedMentor | null>(null);
  const [care, setCare] = useState(false);

  const all = deck.data;
  const tags = useMemo(() => [...new Set((all ?? []).flatMap((m) => m.tags))].sort(), [all]);
  const shown = useMemo(() => (all ?? []).filter((m) => chosenTags.size === 0 || m.tags.some((t) => chosenTags.has(t))), [all, chosenTags]);
  // A link from Discover (/mentor-matcher?m=3) opens the deck at that mentor.
  const linked = Number(new URLSearchParams(useSearch()).get('m')) || null;
  const at = index ?? deckStart(shown, linked);

  function onLiked(mentor: Mentor, answer: LikeAnswer) {
    if (answer.matched) setMatched(mentor);
    else toast({ title: 'Request sent', description: `${mentor.name} is full right now. They will see your request and can accept it.` });
  }

  return (
    <div className="mx-auto max-w-md">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-extrabold">Find your mentor</h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={chosenTags.size > 0 ? `Filter mentors (${chosenTags.size} topics chosen)` : 'Filter mentors'}
          aria-haspopup="dialog"
          disabled={!all || all.length === 0}
          onClick={() => setFilterOpen(true)}
          className="relative"
        >
          <SlidersHorizontal aria-hidden className="h-5 w-5" />
          {chosenTags.size > 0 && <span aria-hidden className="absolute right-2 top-2 h-2.5 w-2.5 rounded-full bg-primary" />}
        </Button>
      </div>

      {care && (
        <div className="mt-3">
          <CareCard onClose={() => setCare(false)} />
        </div>
      )}
      <SharingNotice className="mt-3" />
      <div className="mt-3">
        {deckRead.isPending ? (
          <DeckSkeleton />
        ) : !all ? null : all.length === 0 ? (
          <EmptyState>No mentors are here yet. Check back soon.</EmptyState>
        ) : (
          <>
            {deck.sample && <SampleNotice className="mb-3" />}
            {chosenTags.size > 0 && (
              <p className="mb-2 flex items-center justify-between gap-2 text-sm text-muted">
                <span>
                  {shown.length} of {all.length} mentors: {[...chosenTags].join(', ')}
                </span>
                <button
                  type="button"
                  className="h-11 shrink-0 font-bold text-primary underline"
                  onClick={() => (setChosenTags(new Set()), setIndex(null))}
                >
                  Clear filter
                </button>
              </p>
            )}
            {shown.length === 0 ? (
              <EmptyState>No mentors match these topics. Try others, or clear the filter.</EmptyState>
            ) : (
              <SwipeDeck mentors={shown} sample={deck.sample} index={at} onIndexChange={setIndex} onLiked={onLiked} />
            )}
          </>
        )}
      </div>

      <YourMentors onOpen={setThreadWith} />

      {filterOpen && (
        <FilterDialog
          open
          tags={tags}
          chosen={chosenTags}
          onChange={(next) => {
            setChosenTags(next);
            setIndex(null);
          }}
          onClose={() => setFilterOpen(false)}
        />
      )}
      {matched && (
        <MatchDialog
          mentor={matched}
          onClose={() => setMatched(null)}
          onMessage={() => {
            setWritingTo(matched);
            setMatched(null);
          }}
        />
      )}
      {writingTo && <MessageDialog mentor={writingTo} onClose={() => setWritingTo(null)} onCare={() => setCare(true)} />}
      {threadWith && <ThreadDialog mentor={threadWith} onClose={() => setThreadWith(null)} />}
    </div>
  );
}

/** The deck's shape while it loads (card, the line under it, the two buttons): nothing below it moves when it comes. */
function DeckSkeleton() {
  const pulse = 'animate-pulse bg-surface-2 motion-reduce:animate-none';
  return (
    <div role="status" className="py-1.5">
      <span className="sr-only">Loading mentors...</span>
      <div aria-hidden className={`h-125 rounded-card ${pulse}`} />
      <div aria-hidden className="mt-3 h-4" />
      <div aria-hidden className="mt-3 flex justify-center gap-8">
        <div className={`h-16 w-16 rounded-full ${pulse}`} />
        <div className={`h-16 w-16 rounded-full ${pulse}`} />
      </div>
    </div>
  );
}

/**
 * Memoised: the first choice on the deck pins its place in the screen's state, and that tap draws the
 * deck, not this list as well (issue 53).
 */
const YourMentors = memo(function YourMentors({ onOpen }: { onOpen(mentor: MatchedMentor): void }) {
  const matches = useQuery(matchesQuery());
  return (
    <Section title="Your mentors">
      <div className="mt-3">
        <QueryView
          query={matches}
          what="mentors"
          skeleton={{ rows: 2, className: 'h-16' }}
          empty="Like a mentor to match. Your mentors show here, with your messages."
        >
          {(mentors) => (
            <ul className="flex flex-col gap-2">
              {mentors.map((m) => (
                <li key={m.id} className="flex items-center gap-3 rounded-card border border-line bg-surface p-3">
                  <img src={m.imageUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full object-cover" />
                  <div className="min-w-0 flex-1">
                    <p className="font-bold">{m.name}</p>
                    <p className="text-sm text-muted">{m.title}</p>
                    {m.userId === null && <p className="text-xs text-muted">{NOT_ON_RISE}</p>}
                  </div>
                  <Button variant="secondary" size="sm" aria-label={`Messages with ${m.name}`} onClick={() => onOpen(m)}>
                    <MessageCircle aria-hidden className="h-4 w-4" />
                    {/* At 320 px the icon alone, so the name and title keep the row's width. */}
                    <span className="max-[359px]:sr-only">Messages</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </Section>
  );
});
