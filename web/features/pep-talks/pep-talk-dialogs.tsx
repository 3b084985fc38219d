// Pep Talk's dialogs (SPEC §2): Create (and Edit of my own), and Comments with its list and send box.
// A pep talk is text; public by default, which the form says plainly; private on request.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { PepTalk, PepTalkComment } from '../../../contract/pep-talks';
import {
  MISSING_COMMENT,
  MISSING_INFORMATION,
  PEP_TALK_CATEGORIES,
  PEP_TALK_LIMITS,
  type PepTalkCategory,
} from '../../../contract/pep-talks-rules';
import { errorsOf, useForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/session';
import { Button } from '../../ui/button';
import { CommentThread, CommentsSheet, type ThreadComment } from '../../ui/comment-thread';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { PlainPageLink } from '../../ui/plain-page-link';
import { commentsQuery } from './queries';
import { useAddComment, useDeleteComment } from './mutations';
import { CATEGORY_LABELS } from './labels';

export interface PepTalkDraft {
  title: string;
  content: string;
  category: PepTalkCategory;
  isPublic: boolean;
  /** Nobody can comment; only the author sees the comments there were (issue 31). */
  commentsOff: boolean;
}

export interface PepTalkFormDialogProps {
  open: boolean;
  /** 'Create a Pep Talk' or 'Edit your Pep Talk'. */
  title: string;
  submitLabel: string;
  initial: PepTalkDraft;
  /** A line above who-can-see-it: why a new pep talk starts private, or that a demo's posts reach no one. */
  visibilityNote?: string | undefined;
  onClose(): void;
  /** Sends the draft; rejects with the API's error, whose field messages show under their fields. */
  onSubmit(draft: PepTalkDraft): Promise<unknown>;
}

export function PepTalkFormDialog({ open, title, submitLabel, initial, visibilityNote, onClose, onSubmit }: PepTalkFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {/* A fresh form each time it opens, from the draft it is given. */}
      {open && (
        <PepTalkForm initial={initial} visibilityNote={visibilityNote} submitLabel={submitLabel} onCancel={onClose} onSubmit={onSubmit} />
      )}
    </Dialog>
  );
}

function PepTalkForm({
  initial,
  visibilityNote,
  submitLabel,
  onCancel,
  onSubmit,
}: Pick<PepTalkFormDialogProps, 'initial' | 'visibilityNote' | 'submitLabel' | 'onSubmit'> & { onCancel(): void }) {
  const [draft, setDraft] = useState(initial);
  const form = useForm();
  const { errors } = form;
  const set = <K extends keyof PepTalkDraft>(key: K, value: PepTalkDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    // SPEC §5: both a title and content, or the 'Missing information' toast (and the field to fill takes focus).
    const missing = {
      ...(draft.title.trim() === '' && { title: 'Give your pep talk a title.' }),
      ...(draft.content.trim() === '' && { mediaUrl: 'Write your pep talk.' }),
    };
    if (Object.keys(missing).length > 0) {
      form.setErrors(missing);
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      (element.elements.namedItem(missing.title ? 'title' : 'mediaUrl') as HTMLElement | null)?.focus();
      return;
    }
    form.setErrors({});
    form.save(
      () => onSubmit(draft),
      undefined,
      (e) => {
        // Shown by the form; the first field it names takes focus.
        const found = errorsOf(e);
        const field = ['title', 'mediaUrl'].find((f) => found[f]);
        if (field) (element.elements.namedItem(field) as HTMLElement | null)?.focus();
      },
    );
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <TextField
        label="Title"
        name="title"
        value={draft.title}
        maxLength={PEP_TALK_LIMITS.title}
        error={errors.title}
        onChange={(e) => set('title', e.target.value)}
      />
      <TextAreaField
        label="Your pep talk"
        name="mediaUrl"
        rows={5}
        value={draft.content}
        maxLength={PEP_TALK_LIMITS.body}
        error={errors.mediaUrl}
        onChange={(e) => set('content', e.target.value)}
      />
      <SelectField
        label="Category"
        name="category"
        value={draft.category}
        error={errors.category}
        options={PEP_TALK_CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const)}
        onChange={(e) => set('category', e.target.value as PepTalkCategory)}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Who can see it</legend>
        {visibilityNote && <p className="mb-2 text-sm text-muted">{visibilityNote}</p>}
        <div className="grid gap-2">
          {[
            { value: true, label: 'Public', hint: 'Everyone on Rise can read it, like it and share it, and comment if comments are on.' },
            { value: false, label: 'Private', hint: 'Only you can see it. You can make it public later.' },
          ].map((o) => (
            <label
              key={o.label}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name="visibility"
                checked={draft.isPublic === o.value}
                onChange={() => set('isPublic', o.value)}
                className="mt-1 h-4 w-4 accent-primary"
              />
              <span>
                <span className="block font-semibold">{o.label}</span>
                <span className="block text-sm text-muted">{o.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          name="comments"
          checked={!draft.commentsOff}
          onChange={(e) => set('commentsOff', !e.target.checked)}
          className="mt-1 h-4 w-4 accent-primary"
        />
        <span>
          <span className="block font-semibold">Allow comments</span>
          <span className="block text-sm text-muted">
            Turn off to stop new comments. Comments already there are then shown to you alone, and you can remove any of them.
          </span>
        </span>
      </label>
      <p className="text-sm text-muted">
        Pep talks follow the <PlainPageLink page="community-standards">Community Standards</PlainPageLink>.{' '}
        <PlainPageLink page="privacy">Who can see what you write</PlainPageLink>
      </p>
      <FormMessage />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Saving...">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

const toThread = (c: PepTalkComment, me: number | undefined, myPepTalk: boolean): ThreadComment => ({
  id: c.id,
  author: c.userName,
  avatarColor: c.userAvatar,
  text: c.content,
  createdAt: c.createdAt,
  mine: c.userId === me,
  // The author of a pep talk may remove anyone's comment on it.
  removable: myPepTalk,
  userId: c.userId,
  held: c.held,
  sensitive: c.sensitive,
});

/** SPEC §2's Comments dialog: the list and the send box, in the shared comments sheet. */
export function CommentsDialog({ pepTalk, onClose, onCare }: { pepTalk: PepTalk; onClose(): void; onCare(): void }) {
  const comments = useInfiniteQuery(commentsQuery(pepTalk.id));
  // Opening the sheet again asks again for comments that could not be read (no retry on mount, SPEC §4).
  const { isError, refetch } = comments;
  useEffect(() => {
    if (isError) void refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the sheet opens
  }, []);
  const add = useAddComment(pepTalk.id);
  const remove = useDeleteComment(pepTalk.id);
  const user = useCurrentUser().data;
  const me = user?.id;
  // SPEC §8: a failed read shows an empty list.
  const list = comments.isError ? [] : comments.data?.pages.flatMap((p) => p.items);
  const myPepTalk = me !== undefined && pepTalk.userId === me;
  return (
    <CommentsSheet title={`Comments on "${pepTalk.title}"`} onClose={onClose}>
      <CommentThread
        comments={list?.map((c) => toThread(c, me, myPepTalk))}
        loadingText="Loading comments..."
        emptyText={pepTalk.commentsOff ? 'No comments.' : 'No comments yet. Be the first!'}
        sample={false}
        hasMore={comments.hasNextPage}
        loadingMore={comments.isFetchingNextPage}
        onLoadMore={() => void comments.fetchNextPage()}
        placeholder="Write a comment..."
        reportSubject="peptalk-comment"
        emptyMessage={MISSING_COMMENT.description}
        onPost={(content) =>
          add.mutateAsync(content).then((created) => {
            if (created.care) onCare();
          })
        }
        me={user ? { author: user.displayName, avatarColor: user.avatarColor } : undefined}
        onDelete={(c) => remove.mutateAsync(c.id)}
        closed={
          pepTalk.commentsOff
            ? myPepTalk
              ? 'You turned comments off: nobody can comment, and only you see the comments there were. Turn them on again with Edit.'
              : 'Comments are turned off on this pep talk.'
            : undefined
        }
      />
    </CommentsSheet>
  );
}
