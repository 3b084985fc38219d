// A clip's file goes to the server in pieces (issue 55; web/lib/upload.ts sends them): a dropped
// connection costs one piece, and Retry goes on from where the server says it got to. The uploads in
// progress live here, outside any screen, so that going from a clip back to the list (or to another
// clip) does not stop one; a screen reads them with useUpload.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api';
import { UploadInterrupted, sendPieces } from '../../lib/upload';
import { putClip, studioKeys } from './studio-api';

/** The containers the server takes, by file name when the browser gives no type (a .mov on some systems). */
const TYPES_BY_EXTENSION: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };
const TYPES = new Set(Object.values(TYPES_BY_EXTENSION));

/** The file's type as the server names it, or null when it is not one it takes. */
export function clipTypeOf(file: Pick<File, 'name' | 'type'>): string | null {
  if (TYPES.has(file.type)) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && TYPES_BY_EXTENSION[extension]) || null;
}

/** Where an upload is: on its way, stopped by the network (Retry goes on), or refused (choose another file). */
export type Upload =
  | { status: 'sending'; name: string; sent: number; size: number }
  | { status: 'stopped'; name: string; sent: number; size: number; message: string }
  | { status: 'refused'; name: string; message: string };

// ---- The uploads in progress, one per clip ----

const uploads = new Map<number, Upload>();
const controllers = new Map<number, AbortController>();
const listeners = new Set<() => void>();

function set(clipId: number, upload: Upload | null) {
  if (upload) uploads.set(clipId, upload);
  else uploads.delete(clipId);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether any upload is on its way. */
export const anyUploadSending = () => [...uploads.values()].some((u) => u.status === 'sending');

/**
 * While an upload is on its way, closing or reloading the page asks first, on whatever screen the
 * person has gone to meanwhile (listened for from the first upload on).
 */
let warning = false;
function warnBeforeLeaving() {
  if (warning) return;
  warning = true;
  window.addEventListener('beforeunload', (event) => {
    if (anyUploadSending()) event.preventDefault();
  });
}

/** What was chosen for each clip, kept for Retry. */
const files = new Map<number, { file: File; type: string; chunkBytes: number }>();

async function run(client: QueryClient, clipId: number, from: number) {
  const chosen = files.get(clipId);
  if (!chosen) return;
  const { file, type, chunkBytes } = chosen;
  controllers.get(clipId)?.abort();
  const controller = new AbortController();
  controllers.set(clipId, controller);
  let sent = from;
  set(clipId, { status: 'sending', name: file.name, sent, size: file.size });
  try {
    const answer = await sendPieces({
      path: `/api/studio/clips/${clipId}/file`,
      file,
      type,
      chunkBytes,
      from,
      signal: controller.signal,
      onProgress: (received) => {
        sent = received;
        set(clipId, { status: 'sending', name: file.name, sent, size: file.size });
      },
    });
    files.delete(clipId);
    set(clipId, null);
    putClip(client, answer.clip);
    void client.invalidateQueries({ queryKey: studioKeys.clips });
  } catch (error) {
    if (controller.signal.aborted) return;
    if (error instanceof UploadInterrupted) {
      set(clipId, { status: 'stopped', name: file.name, sent, size: file.size, message: error.message });
      return;
    }
    files.delete(clipId);
    // 422: not a clip we can use (not a video, landscape, too long...); 503: no ffmpeg here; anything else in the server's words.
    const message = error instanceof ApiError ? error.detail : 'The upload failed. Please try again.';
    set(clipId, { status: 'refused', name: file.name, message });
    // The clip is as it was (a draft): whatever was half-sent has been dropped.
    void client.invalidateQueries({ queryKey: studioKeys.clip(clipId) });
  } finally {
    if (controllers.get(clipId) === controller) controllers.delete(clipId);
  }
}

/** Refused before sending: what the server would say, without sending 200 MB first. */
function refuseEarly(clipId: number, file: File, maxBytes: number): boolean {
  if (!clipTypeOf(file)) {
    set(clipId, { status: 'refused', name: file.name, message: 'Please upload an MP4, MOV or WebM file.' });
    return true;
  }
  if (file.size > maxBytes) {
    set(clipId, { status: 'refused', name: file.name, message: `Clips can be at most ${Math.round(maxBytes / 1024 / 1024)} MB.` });
    return true;
  }
  if (file.size === 0) {
    set(clipId, { status: 'refused', name: file.name, message: 'This file is empty.' });
    return true;
  }
  return false;
}

/** A clip's upload: where it is, and starting, retrying or cancelling it. */
export function useUpload(clipId: number, limits: { chunkBytes: number; maxBytes: number } | undefined) {
  const client = useQueryClient();
  const upload = useSyncExternalStore(
    subscribe,
    () => uploads.get(clipId) ?? null,
    () => null,
  );
  const start = useCallback(
    (file: File) => {
      if (!limits || refuseEarly(clipId, file, limits.maxBytes)) return;
      files.set(clipId, { file, type: clipTypeOf(file)!, chunkBytes: limits.chunkBytes });
      warnBeforeLeaving();
      void run(client, clipId, 0);
    },
    [client, clipId, limits],
  );
  const retry = useCallback(() => {
    const now = uploads.get(clipId);
    if (now?.status === 'stopped') void run(client, clipId, now.sent);
  }, [client, clipId]);
  const cancel = useCallback(() => {
    controllers.get(clipId)?.abort();
    controllers.delete(clipId);
    files.delete(clipId);
    set(clipId, null);
  }, [clipId]);
  const dismiss = useCallback(() => {
    if (uploads.get(clipId)?.status !== 'sending') set(clipId, null);
  }, [clipId]);
  return { upload, start, retry, cancel, dismiss };
}
