// The studio's and the review's calls (issue 55), for mentor and staff accounts: their reads and cache
// keys, and their writes with what each refreshes. Apart from queries.ts and mutations.ts (the teens'
// feed, whose reads start in the app's entry) so that none of this travels with the feed; named like
// the mentor inbox's inbox-api.ts, so that `npm run check:invalidations` tries its refreshes. The feed
// is not refreshed: these accounts never have it. The file's upload goes in pieces through upload.ts.
import { type QueryClient, infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { Clip, ClipFieldsInput } from '../../../contract/shorts';
import { type PageOf, call, callPage, fetchNextPage } from '../../lib/api';
import { reviewApi, studioApi } from '../../lib/endpoints';

export const studioKeys = {
  all: ['studio'] as const,
  status: ['studio', 'status'] as const,
  clips: ['studio', 'clips'] as const,
  clip: (id: number) => ['studio', 'clip', id] as const,
  review: ['studio', 'review'] as const,
};

/**
 * Others act on these clips (the worker, a reviewer), so unlike the teens' screens (SPEC §4: read once)
 * they are read again: every 2 s while a clip is processed, every 15 s while it waits for review (the
 * list every 5 s and 30 s), and when a screen opens on a read more than 30 s old.
 */
export const PROCESSING_POLL_MS = 2000;
const REVIEW_POLL_MS = 15_000;
const LIST_PROCESSING_POLL_MS = 5000;
const LIST_REVIEW_POLL_MS = 30_000;
const STALE_MS = 30_000;

const any = (clips: readonly Clip[] | undefined, state: Clip['state']) => clips?.some((c) => c.state === state) ?? false;

/** Whether this server can process clips, and its limits. */
export const studioStatusQuery = () => queryOptions({ queryKey: studioKeys.status, queryFn: () => call(studioApi.status) });

type ClipPages = InfiniteData<PageOf<Clip>, string | null>;

/** My clips, newest first, a page at a time. */
export const myClipsQuery = () =>
  infiniteQueryOptions({
    queryKey: studioKeys.clips,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<Clip>> => (pageParam ? fetchNextPage<Clip>(pageParam) : callPage(studioApi.clips)),
    getNextPageParam: (last) => last.next,
    staleTime: STALE_MS,
    refetchInterval: (query) => {
      const clips = query.state.data?.pages.flatMap((p) => p.items);
      return any(clips, 'processing') ? LIST_PROCESSING_POLL_MS : any(clips, 'in_review') ? LIST_REVIEW_POLL_MS : false;
    },
  });

/** One clip; what it reads goes into my list too. */
export const clipQuery = (id: number) =>
  queryOptions({
    queryKey: studioKeys.clip(id),
    queryFn: async ({ client }) => {
      const clip = await call(studioApi.clip, { params: { id } });
      putInList(client, clip);
      return clip;
    },
    staleTime: STALE_MS,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'processing' ? PROCESSING_POLL_MS : state === 'in_review' ? REVIEW_POLL_MS : false;
    },
  });

/** The clips waiting for review, the longest waiting first. */
export const reviewQueueQuery = () =>
  infiniteQueryOptions({
    queryKey: studioKeys.review,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<PageOf<Clip>> => (pageParam ? fetchNextPage<Clip>(pageParam) : callPage(reviewApi.queue)),
    getNextPageParam: (last) => last.next,
    staleTime: STALE_MS,
  });

/** The clip as the server now has it, in my list (without reading the list again). */
function putInList(client: QueryClient, clip: Clip) {
  client.setQueryData<ClipPages>(
    studioKeys.clips,
    (list) => list && { ...list, pages: list.pages.map((p) => ({ ...p, items: p.items.map((c) => (c.id === clip.id ? clip : c)) })) },
  );
}

/** The clip as the server now has it, in its own read and in my list. */
export function putClip(client: QueryClient, clip: Clip) {
  client.setQueryData(studioKeys.clip(clip.id), clip);
  putInList(client, clip);
}

/** Staff and mentors' writes make no progress and no notification of their own (web/lib/query-client.ts). */
const quiet = { keepsProgress: true } as const;

/** A new clip, in 'draft': first in my list. */
export function useCreateClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClipFieldsInput) => call(studioApi.create, { body }),
    onSuccess: (clip) => {
      // not a refresh: the new clip's own read, filled so that its page draws at once
      client.setQueryData(studioKeys.clip(clip.id), clip);
      return client.invalidateQueries({ queryKey: studioKeys.clips });
    },
    // The form says why it failed.
    meta: quiet,
  });
}

/** Its title, description, hashtags and category (not while in review or published: 409 says so). */
export function useUpdateClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ClipFieldsInput & { id: number }) => call(studioApi.update, { params: { id }, body }),
    onSuccess: (clip) => putClip(client, clip),
    meta: quiet,
  });
}

/** Its captions, as WebVTT (a 400 names what is wrong in `errors.vtt`). */
export function useSaveCaptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vtt }: { id: number; vtt: string }) => call(studioApi.captions, { params: { id }, body: { vtt } }),
    onSuccess: (clip) => putClip(client, clip),
    meta: quiet,
  });
}

/** Into review; the review queue then has it. */
export function useSubmitClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(studioApi.submit, { params: { id } }),
    onSuccess: (clip) => {
      putClip(client, clip);
      return client.invalidateQueries({ queryKey: studioKeys.review });
    },
    meta: { ...quiet, errorToast: { title: 'The clip was not submitted' } },
  });
}

/** Out of review, or off the feed. */
export function useWithdrawClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(studioApi.withdraw, { params: { id } }),
    onSuccess: (clip) => {
      putClip(client, clip);
      return client.invalidateQueries({ queryKey: studioKeys.review });
    },
    meta: { ...quiet, errorToast: { title: 'The clip was not withdrawn' } },
  });
}

/** Gone, with its files, and from the feed when it was there. */
export function useRemoveClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(studioApi.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: studioKeys.clip(id) });
      void client.invalidateQueries({ queryKey: studioKeys.review });
      return client.invalidateQueries({ queryKey: studioKeys.clips });
    },
    meta: { ...quiet, errorToast: { title: 'The clip was not deleted' } },
  });
}

/** Published into the feed: it leaves the queue (403 for one's own clip). */
export function useApproveClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(reviewApi.approve, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: studioKeys.review }),
    meta: { ...quiet, errorToast: { title: 'The clip was not published' } },
  });
}

/** Sent back to its uploader with the reason: it leaves the queue. */
export function useRejectClip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => call(reviewApi.reject, { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.review }),
    // The dialog says why it failed.
    meta: quiet,
  });
}
