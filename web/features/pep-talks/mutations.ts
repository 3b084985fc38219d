// Pep Talk's writes: create, edit, delete, like, share and comments. SPEC §4: counts change after the
// call succeeds, to what the server answers (a like's heart answers the tap at once: web/lib/like.ts).
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePepTalkInput, PepTalk, UpdatePepTalkInput } from '../../../contract/pep-talks';
import { type PageOf, call } from '../../lib/api';
import { useLikes } from '../../lib/like';
import { pepTalksApi } from '../../lib/endpoints';
import { pepTalkKeys } from './queries';

type Pages<T> = InfiniteData<PageOf<T>, string | null>;

/** Changes one pep talk wherever it is shown (every feed and my own list). */
function patchEverywhere(client: QueryClient, id: number, change: (p: PepTalk) => PepTalk | null) {
  const update = (data: Pages<PepTalk> | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.flatMap((p) => (p.id === id ? (change(p) ?? []) : [p])) })),
    };
  client.setQueriesData<Pages<PepTalk>>({ queryKey: pepTalkKeys.feeds() }, update);
  client.setQueryData<Pages<PepTalk>>(pepTalkKeys.mine(), update);
}

/** Every list reads again (a new or changed pep talk may move between feeds). */
const refreshAll = (client: QueryClient) => client.invalidateQueries({ queryKey: pepTalkKeys.all });

export function useCreatePepTalk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePepTalkInput) => call(pepTalksApi.create, { body }),
    onSuccess: () => refreshAll(client),
    meta: { errorToast: { title: 'Failed to create pep talk', description: 'Please try again later.' } },
  });
}

export function useUpdatePepTalk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePepTalkInput }) => call(pepTalksApi.update, { params: { id }, body }),
    onSuccess: () => refreshAll(client),
    meta: { errorToast: { title: 'Failed to update pep talk', description: 'Please try again later.' } },
  });
}

export function useDeletePepTalk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(pepTalksApi.remove, { params: { id } }),
    onSuccess: (_, id) => {
      patchEverywhere(client, id, () => null);
      return refreshAll(client);
    },
    meta: { errorToast: { title: 'Failed to delete pep talk', description: 'Please try again later.' } },
  });
}

/**
 * Like or unlike (web/lib/like.ts): the heart answers at once, then the server's count shows, in every
 * feed and my own list (SPEC §4's count after the call succeeds); a failure puts it back.
 */
export function usePepTalkLikes() {
  const client = useQueryClient();
  return useLikes({
    send: (id, like) => call(like ? pepTalksApi.like : pepTalksApi.unlike, { params: { id } }),
    onLiked: (id, result) => patchEverywhere(client, id, (p) => ({ ...p, ...result })),
    errorToast: { title: 'Failed to like pep talk', description: 'Please try again later.' },
  });
}

export function useSharePepTalk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(pepTalksApi.share, { params: { id } }),
    onSuccess: (result, id) => patchEverywhere(client, id, (p) => ({ ...p, ...result, shared: true })),
    meta: { errorToast: { title: 'Failed to share pep talk', description: 'Please try again later.' } },
  });
}

export function useAddComment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(pepTalksApi.comment, { params: { id }, body: { content } }),
    onSuccess: () => {
      patchEverywhere(client, id, (p) => ({ ...p, comments: p.comments + 1 }));
      return client.invalidateQueries({ queryKey: pepTalkKeys.comments(id) });
    },
    meta: {
      errorToast: { title: 'Failed to add comment', description: 'Please try again later.' },
      successToast: { title: 'Comment added!', duration: 2000 },
    },
  });
}

export function useDeleteComment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => call(pepTalksApi.deleteComment, { params: { id, commentId } }),
    onSuccess: () => {
      patchEverywhere(client, id, (p) => ({ ...p, comments: Math.max(0, p.comments - 1) }));
      return client.invalidateQueries({ queryKey: pepTalkKeys.comments(id) });
    },
    meta: { errorToast: { title: 'Failed to delete comment', description: 'Please try again later.' } },
  });
}
