// SPEC §2 Pep Talk card: avatar initial, user name, verified badge, date, category, title, the body by
// media type, like count, Comment, share count; a ⋮ with Report and Block on others' pep talks, Edit
// and Delete on my own. Words are text, never HTML; a video never plays by itself. A pep talk restored
// after a self-harm hold or report shows its body to others behind a cover they open on purpose.
import { memo } from 'react';
import { Ban, BadgeCheck, Flag, MessageCircle, Pencil, Share2, Trash2 } from 'lucide-react';
import type { PepTalk } from '../../../contract/pep-talks';
import { countOf, formatMediumDate } from '../../lib/format';
import { type ShownLike, sameItemWithLike } from '../../lib/like';
import { useNearViewport } from '../../lib/use-near-viewport';
import { InitialAvatar } from '../../ui/avatar';
import { Card } from '../../ui/card';
import { ItemMenu, type ItemMenuItem } from '../../ui/item-menu';
import { LikeButton } from '../../ui/like-button';
import { SensitiveCover } from '../../ui/sensitive-cover';
import { CATEGORY_LABELS } from './labels';

export interface PepTalkCardActions {
  onLike(p: PepTalk): void;
  onComments(p: PepTalk): void;
  onShare(p: PepTalk): void;
  onReport(p: PepTalk): void;
  onBlock(p: PepTalk): void;
  onEdit(p: PepTalk): void;
  onDelete(p: PepTalk): void;
}

interface PepTalkCardProps {
  p: PepTalk;
  mine: boolean;
  /** False once the author can no longer edit (a member who has turned 18, issue 31). */
  editable: boolean;
  /** What its like button shows (useLikes: at once, then the server's count). */
  like: ShownLike;
  /** Kept by useStableActions: one identity for the life of the page. */
  actions: PepTalkCardActions;
}

function Body({ p }: { p: PepTalk }) {
  const [box, near] = useNearViewport<HTMLDivElement>();
  if (p.mediaType === 'text') return <p className="mt-2 whitespace-pre-line break-words">{p.mediaUrl}</p>;
  // The app's own posters are 540 x 960: the box (320 x 180) is there before the picture arrives.
  if (!near) {
    const label = p.mediaType === 'image' ? { role: 'img', 'aria-label': p.mediaAlt ?? '' } : { 'aria-hidden': true };
    return <div ref={box} {...label} className="mx-auto mt-3 h-80 w-45 rounded-card bg-surface-2" />;
  }
  if (p.mediaType === 'image') {
    return (
      <img
        src={p.mediaUrl}
        alt={p.mediaAlt ?? ''}
        width={540}
        height={960}
        decoding="async"
        className="mx-auto mt-3 h-80 w-auto rounded-card"
      />
    );
  }
  return (
    <video
      controls
      preload="none"
      playsInline
      poster={p.posterUrl ?? undefined}
      width={540}
      height={960}
      className="mx-auto mt-3 h-80 w-auto rounded-card bg-black"
    >
      <source src={p.mediaUrl} type="video/mp4" />
      {p.captionsUrl && <track kind="captions" src={p.captionsUrl} srcLang="en" label="English" default />}
    </video>
  );
}

/**
 * Memoised, so that opening a dialog over the feed (Create, Comments) does not draw every card again: the
 * page's state changes, the cards' props do not (issue 33).
 */
export const PepTalkCard = memo(function PepTalkCard({ p, mine, editable, like, actions }: PepTalkCardProps) {
  const items: ItemMenuItem[] = mine
    ? [
        ...(p.mediaType === 'text' && editable ? [{ label: 'Edit', icon: Pencil, onSelect: () => actions.onEdit(p) }] : []),
        { label: 'Delete', icon: Trash2, danger: true, onSelect: () => actions.onDelete(p) },
      ]
    : [
        { label: 'Report', icon: Flag, onSelect: () => actions.onReport(p) },
        ...(p.isVerified ? [] : [{ label: `Block ${p.userName}`, icon: Ban, danger: true, onSelect: () => actions.onBlock(p) }]),
      ];
  const action =
    'flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted transition-ui hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary';
  return (
    <Card id={`pep-talk-${p.id}`} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <article aria-labelledby={`pep-talk-title-${p.id}`}>
        <div className="flex items-start gap-3">
          <InitialAvatar name={p.userName} color={p.userAvatar} />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-1 font-semibold">
              <span className="break-words">{p.userName}</span>
              {p.isVerified && <BadgeCheck aria-label="Verified" role="img" className="h-4 w-4 shrink-0 text-primary" />}
            </p>
            <p className="text-xs text-muted">
              {formatMediumDate(p.createdAt)} · <span className="font-semibold">{CATEGORY_LABELS[p.category]}</span>
              {!p.isPublic && ' · Private'}
            </p>
          </div>
          <ItemMenu label={`Actions for ${p.title}`} items={items} className="-mr-2 -mt-2" />
        </div>
        <h3 id={`pep-talk-title-${p.id}`} className="mt-3 break-words text-lg font-bold">
          {p.title}
        </h3>
        {p.held && mine && <p className="mt-1 text-xs font-semibold text-muted">Only you and Rise's safety team can see this for now.</p>}
        <SensitiveCover sensitive={p.sensitive} mine={mine}>
          <Body p={p} />
        </SensitiveCover>
        <div className="-mx-2 mt-3 flex items-center gap-1">
          <LikeButton
            like={like}
            label={`Like ${p.title}, ${countOf(like.likes, 'like')}`}
            onToggle={() => actions.onLike(p)}
            className={`${action} ${like.liked ? 'text-pep' : ''}`}
            iconClassName="h-5 w-5"
            likedClassName="fill-current"
            withCount
          />
          <button
            type="button"
            className={action}
            aria-label={p.commentsOff ? `Comments are off on ${p.title}` : `Comment on ${p.title}, ${countOf(p.comments, 'comment')}`}
            aria-haspopup="dialog"
            onClick={() => actions.onComments(p)}
          >
            <MessageCircle aria-hidden className="h-5 w-5" /> {p.commentsOff ? 'Comments off' : 'Comment'}
          </button>
          <button
            type="button"
            className={`${action} ml-auto`}
            aria-label={`Share ${p.title}, ${countOf(p.shares, 'share')}`}
            disabled={!p.isPublic}
            onClick={() => actions.onShare(p)}
          >
            <Share2 aria-hidden className="h-5 w-5" /> {p.shares}
          </button>
        </div>
      </article>
    </Card>
  );
}, sameItemWithLike);
