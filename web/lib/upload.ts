// A file goes to the server in pieces (issue 55: a studio clip, a teen's peer tip): each piece a short
// PUT of raw bytes at its offset, so a dropped connection costs one piece, and sending again goes on from
// where the server says it got to. The JSON client (call()) does not send bytes, so this uses fetch
// itself, same-origin, with the tab's id like every write.
import type { Problem } from '../../contract/common';
import { TAB_HEADER } from '../../contract/events-rules';
import type { UploadProgress } from '../../contract/shorts';
import { ApiError } from './api';
import { tabId } from './events';

/** The network failed mid-piece: nothing is wrong with the file, and sending again goes on. */
export class UploadInterrupted extends Error {}

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

export interface SendPieces {
  /** The upload's address without its query: `/api/studio/clips/3/file`. */
  path: string;
  file: Blob;
  /** The type the server is told (the contract's list). */
  type: string;
  chunkBytes: number;
  /** Where to start: 0, or where a stopped upload got to. */
  from: number;
  signal?: AbortSignal;
  onProgress?(sent: number): void;
}

/**
 * Sends the file from byte `from`, piece by piece, and answers the last piece's answer (the clip, now
 * being processed). A 409 that names where to go on from is followed (once per piece: the answer to
 * an earlier piece was lost); one that says to start again starts from the beginning, once. A failed
 * connection throws UploadInterrupted; the server's refusal, its ApiError (a 422 says why).
 */
export async function sendPieces({ path, file, type, chunkBytes, from, signal, onProgress }: SendPieces): Promise<UploadProgress> {
  let offset = from;
  let restarts = 0;
  for (;;) {
    const piece = file.slice(offset, Math.min(file.size, offset + chunkBytes));
    const query = new URLSearchParams({ offset: String(offset), size: String(file.size), type });
    let response: Response;
    try {
      response = await fetch(`${path}?${query}`, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/octet-stream', accept: 'application/json', [TAB_HEADER]: tabId },
        body: piece,
        ...(signal && { signal }),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new UploadInterrupted('The upload stopped: Rise could not be reached.');
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
    if (response.status === 502 || response.status === 504) throw new UploadInterrupted('The upload stopped: Rise did not answer.');
    if (!response.ok) throw await problemOf(response);
    const answer = (await response.json()) as UploadProgress;
    offset = answer.received;
    onProgress?.(offset);
    if (answer.received >= answer.size) return answer;
  }
}
