// A clip's file goes to the server in pieces (issue 55): each piece a short PUT of raw bytes at its
// offset, so a dropped connection costs one piece, and Retry goes on from where the server says it got
// to. The JSON client (call()) does not send bytes, so this uses fetch itself, same-origin, with the
// tab's id like every write. The uploads in progress live here, outside any screen, so that going from
// a clip back to the list (or to another clip) does not stop one; a screen reads them with useUpload.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Problem } from '../../../contract/common';
import { TAB_HEADER } from '../../../contract/events-rules';
import type { UploadProgress } from '../../../contract/shorts';
import { ApiError } from '../../lib/api';
import { tabId } from '../../lib/events';
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

/** The network failed mid-piece: nothing is wrong with the file. */
class Interrupted extends Error {}

/** "The upload should go on from byte 1000." → 1000 */
const resumeAt = (detail: string | undefined) => {
  const match = /from byte (\d+)/.exec(detail ?? '');
  return match ? Number(match[1]) : null;
};

async function problemOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let problem: Problem | undefined;
  try {
    problem = text ? (JSON.parse(text) as Problem) : undefined;
  } catch {
    problem = undefined;
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, problem);
}

interface Sending {
  clipId: number;
  file: File;
  type: string;
  chunkBytes: number;
  from: number;
  signal: AbortSignal;
  onProgress(sent: number): void;
}

/**
 * Sends the file from byte `from`, piece by piece, and answers the last piece's answer (the clip, now
 * being processed). A 409 that names where to go on from is followed (once per piece: the answer to
 * an earlier piece was lost); one that says to start again starts from the beginning, once.
 */
export async function sendFile({ clipId, file, type, chunkBytes, from, signal, onProgress }: Sending): Promise<UploadProgress> {
  let offset = from;
  let restarts = 0;
  for (;;) {
    const piece = file.slice(offset, Math.min(file.size, offset + chunkBytes));
    const query = new URLSearchParams({ offset: String(offset), size: String(file.size), type });
    let response: Response;
    try {
      response = await fetch(`/api/studio/clips/${clipId}/file?${query}`, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/octet-stream', accept: 'application/json', [TAB_HEADER]: tabId },
        body: piece,
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Interrupted('The upload stopped: Rise could not be reached.');
    }
    if (response.status === 409) {
      const failure = await problemOf(response);
      const at = resumeAt(failure.problem?.detail);
      if (at !== null && at !== offset && at <= file.size && restarts < 3) {
        restarts += 1;
        offset = at;
        continue;
      }
      if (at === null && /start again/i.test(failure.detail) && offset !== 0 && restarts < 3) {
        restarts += 1;
        offset = 0;
        continue;
      }
      throw failure;
    }
    // A server or proxy that fell over mid-way: the piece can be sent again.
    if (response.status === 502 || response.status === 504) throw new Interrupted('The upload stopped: Rise did not answer.');
    if (!response.ok) throw await problemOf(response);
    const answer = (await response.json()) as UploadProgress;
    offset = answer.received;
    onProgress(offset);
    if (answer.received >= answer.size) return answer;
  }
}

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
    const answer = await sendFile({
      clipId,
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
    if (error instanceof Interrupted) {
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
