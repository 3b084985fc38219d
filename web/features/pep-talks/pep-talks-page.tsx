// Pep Talk (SPEC §2): a header with Create, the category chips (All plus eight; a chip reads
// /api/peptalks/category/{category}), the feed of cards, SPEC's empty state, 'Your Pep Talks' with
// likes, shares and Public/Private, and the Create and Comments dialogs. Made real: likes and shares
// are the server's counts, Report and Block sit in every card's ⋮, and words about hurting oneself are
// kept for their writer alone while the care card offers help.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Heart, Plus, Share2 } from 'lucide-react';
import { memo, useCallback, useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { PepTalk } from '../../../contract/pep-talks';
import { PEP_TALK_CATEGORIES, type PepTalkCategory, startsPrivate } from '../../../contract/pep-talks-rules';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { useCurrentUser } from '../../lib/session';
import { SharingNotice } from '../../ui/sharing-notice';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useStableActions } from '../../lib/use-stable-actions';
import { useFirstDrawLimit } from '../../lib/use-first-draw-limit';
import { Button } from '../../ui/button';
import { CareCard } from '../../ui/care-card';
import { QueryView, queryViewOf } from '../../ui/query-view';
import type { BlockTarget, ReportTarget } from '../../ui/safety-dialogs';
import { Section } from '../../ui/section';
import { feedQuery, mineQuery } from './queries';
import { useCreatePepTalk, useDeletePepTalk, usePepTalkLikes, useSharePepTalk, useUpdatePepTalk } from './mutations';
import { CATEGORY_LABELS } from './labels';
import { PepTalkCard, type PepTalkCardActions } from './pep-talk-card';
import { CommentsDialog, PepTalkFormDialog } from './pep-talk-dialogs';
import { BlockDialog, ReportDialog } from '../../ui/safety-dialogs';

/** Web Share where the device has it, else the link is copied. False when the teen closed the share sheet. */
async function shareLink(p: PepTalk): Promise<boolean> {
  const url = `${window.location.origin}/pep-talk?p=${p.id}`;
  if (navigator.share) {
    try {
      await navigator.share({ title: p.title, text: `A pep talk on Rise: ${p.title}`, url });
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  await navigator.clipboard.writeText(url);
  return true;
}

export default function PepTalksPage() {
  useDocumentTitle('Pep Talk');
  const user = useCurrentUser().data;
  const me = user?.id;
  const [category, setCategory] = useState<PepTalkCategory | null>(null);
  const feed = useInfiniteQuery(feedQuery(category));
  const mine = useInfiniteQuery(mineQuery());
  const update = useUpdatePepTalk();
  const remove = useDeletePepTalk();
  const likes = usePepTalkLikes();
  const share = useSharePepTalk();
  const [editing, setEditing] = useState<PepTalk | null>(null);
  const [commentsOn, setCommentsOn] = useState<PepTalk | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const [care, setCare] = useState(false);
  const showCare = useCallback(() => setCare(true), []);
  const hidden = useHiddenByUndo();

  // A shared link (/pep-talk?p=12) brings its pep talk into view once the feed has drawn it.
  const linked = Number(new URLSearchParams(useSearch()).get('p')) || null;
  // The first three cards fill a phone's screen; the others follow without holding them up.
  const items = useFirstDrawLimit(
    feed.data?.pages.flatMap((p) => p.items).filter((p) => !hidden.has(`pep-talk:${p.id}`)),
    3,
  );
  const linkedShown = linked !== null && items?.some((p) => p.id === linked);
  useEffect(() => {
    if (!linkedShown) return;
    const card = document.getElementById(`pep-talk-${linked}`);
    card?.focus({ preventScroll: true });
    void card?.scrollIntoView({ block: 'start' });
  }, [linked, linkedShown]);

  const actions = useStableActions<PepTalkCardActions>({
    onLike: likes.toggle,
    onComments: setCommentsOn,
    onShare: (p) => {
      shareLink(p)
        .then((shared) => {
          if (!shared) return;
          // SPEC §4: the count changes after the call succeeds; it counts once per person.
          share.mutate(p.id, { onSuccess: () => toast({ title: 'Pep Talk shared!', duration: 2000 }) });
        })
        .catch(() => toast({ title: 'Failed to share pep talk', description: 'Please try again later.', variant: 'destructive' }));
    },
    onReport: (p) => setReporting({ subject: 'peptalk', id: p.id, what: `"${p.title}"` }),
    onBlock: (p) => setBlocking({ userId: p.userId, name: p.userName }),
    onEdit: setEditing,
    onDelete: (p) =>
      deleteWithUndo({ key: `pep-talk:${p.id}`, title: 'Pep talk deleted', description: p.title, commit: () => remove.mutateAsync(p.id) }),
  });

  const myList = mine.data?.pages.flatMap((p) => p.items).filter((p) => !hidden.has(`pep-talk:${p.id}`));

  return (
    <div className="mx-auto max-w-xl">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-extrabold">Get hyped, get going</h2>
        {/* From 18 a member reads and deletes, but no longer posts (issue 31): the notice below says why. */}
        {user?.ageGroup !== '18+' && <CreatePepTalk category={category} onCare={showCare} />}
      </div>
      <SharingNotice className="mt-4" />

      {care && (
        <div className="mt-4">
          <CareCard onClose={() => setCare(false)} />
        </div>
      )}

      <div
        role="group"
        aria-label="Filter by category"
        className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        data-scrolls-sideways
      >
        {[null, ...PEP_TALK_CATEGORIES].map((c) => (
          <button
            key={c ?? 'all'}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className="min-h-11 shrink-0 rounded-full border-2 border-line bg-surface px-4 text-sm font-bold transition-ui hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary"
          >
            {c ? CATEGORY_LABELS[c] : 'All'}
          </button>
        ))}
      </div>

      <div className="mt-4">
        {/* SPEC §8: a failed read shows the empty list, with a quiet Retry. */}
        <QueryView
          query={queryViewOf(feed, items)}
          what="pep talks"
          loadingText="Loading pep talks..."
          skeleton={{ rows: 3, className: 'h-48' }}
          empty={
            <>
              <p className="font-bold text-fg">No pep talks found</p>
              <p>Be the first to create one!</p>
            </>
          }
          failed="empty"
        >
          {(list) => (
            <ul className="flex flex-col gap-4" aria-label={category ? `${CATEGORY_LABELS[category]} pep talks` : 'Pep talks'}>
              {list.map((p) => (
                <li key={p.id}>
                  <PepTalkCard p={p} mine={p.userId === me} editable={user?.ageGroup !== '18+'} like={likes.of(p)} actions={actions} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
        {feed.hasNextPage && (
          <Button variant="outline" className="mt-4 w-full" disabled={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            {feed.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </div>

      <Section title="Your Pep Talks" className="mt-8">
        <div className="mt-3">
          <QueryView
            query={queryViewOf(mine, myList)}
            what="pep talks"
            loadingText="Loading your pep talks..."
            skeleton={{ rows: 2, className: 'h-16' }}
            empty={<p>You haven't shared a pep talk yet.</p>}
            failed="empty"
          >
            {(list) => (
              <ul className="flex flex-col gap-2">
                {list.map((p) => (
                  <li key={p.id} className="flex items-center gap-3 rounded-card border border-line bg-surface p-3">
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-semibold">{p.title}</p>
                      <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
                        <span className="flex items-center gap-1">
                          <Heart aria-hidden className="h-4 w-4" /> {p.likes} <span className="sr-only">likes</span>
                        </span>
                        <span className="flex items-center gap-1">
                          <Share2 aria-hidden className="h-4 w-4" /> {p.shares} <span className="sr-only">shares</span>
                        </span>
                        <span className="flex items-center gap-1">
                          {p.isPublic ? <Eye aria-hidden className="h-4 w-4" /> : <EyeOff aria-hidden className="h-4 w-4" />}
                          {p.isPublic ? 'Public' : 'Private'}
                        </span>
                        {p.commentsOff && <span>Comments off</span>}
                        {p.held && <span className="font-semibold">Only you and Rise's safety team can see this for now</span>}
                      </p>
                    </div>
                    {user?.ageGroup !== '18+' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(p)}
                        aria-label={`Edit ${p.title}`}
                        disabled={p.mediaType !== 'text'}
                      >
                        Edit
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
          {mine.hasNextPage && (
            <Button variant="outline" className="mt-3 w-full" disabled={mine.isFetchingNextPage} onClick={() => void mine.fetchNextPage()}>
              Load more
            </Button>
          )}
        </div>
      </Section>

      {editing && (
        <PepTalkFormDialog
          open
          title="Edit your Pep Talk"
          submitLabel="Save"
          initial={{
            title: editing.title,
            content: editing.mediaUrl,
            category: editing.category,
            isPublic: editing.isPublic,
            commentsOff: editing.commentsOff,
          }}
          onClose={() => setEditing(null)}
          onSubmit={(d) =>
            update
              .mutateAsync({
                id: editing.id,
                body: { title: d.title, mediaUrl: d.content, category: d.category, isPublic: d.isPublic, commentsOff: d.commentsOff },
              })
              .then((updated) => {
                setEditing(null);
                toast({ title: 'Pep Talk updated' });
                if (updated.care) setCare(true);
              })
          }
        />
      )}
      {commentsOn && <CommentsDialog pepTalk={commentsOn} onClose={() => setCommentsOn(null)} onCare={() => setCare(true)} />}
      {reporting && <ReportDialog target={reporting} onClose={() => setReporting(null)} />}
      {blocking && <BlockDialog target={blocking} onClose={() => setBlocking(null)} />}
    </div>
  );
}

/**
 * Create and its dialog, apart from the screen: opening the dialog draws this and the dialog, not the
 * feed, the chips and the teen's own list (issue 53). Memoised, so the screen's own changes (a like, the
 * feed's next page) do not draw it either.
 */
const CreatePepTalk = memo(function CreatePepTalk({ category, onCare }: { category: PepTalkCategory | null; onCare(): void }) {
  const user = useCurrentUser().data;
  const create = useCreatePepTalk();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
        <Plus aria-hidden className="h-4 w-4" /> Create
      </Button>
      {creating && (
        <PepTalkFormDialog
          open
          title="Create a Pep Talk"
          submitLabel="Post"
          initial={{
            title: '',
            content: '',
            category: category ?? 'motivation',
            isPublic: !startsPrivate(user ?? { ageGroup: null, isDemo: false }),
            commentsOff: false,
          }}
          visibilityNote={
            user?.isDemo
              ? 'This is a demo account: what it posts is seen by you alone, whichever you choose.'
              : user && startsPrivate(user)
                ? 'New pep talks start private for under-16s. You choose who sees yours.'
                : undefined
          }
          onClose={() => setCreating(false)}
          onSubmit={(d) =>
            create
              .mutateAsync({
                title: d.title,
                mediaType: 'text',
                mediaUrl: d.content,
                category: d.category,
                isPublic: d.isPublic,
                commentsOff: d.commentsOff,
              })
              .then((created) => {
                setCreating(false);
                toast({ title: 'Pep Talk created!' });
                if (created.care) onCare();
              })
          }
        />
      )}
    </>
  );
});
