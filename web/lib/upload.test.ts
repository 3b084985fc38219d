// Sending a file in pieces (web/lib/upload.ts: the studio's clips, a teen's tips) against a fetch that
// answers as the server does: pieces in order at their offsets, a 409's "go on from byte N" followed, a
// dropped connection and a refusal told apart.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { sendPieces } from './upload';

interface Sent {
  url: URL;
  type: string | null;
  bytes: number;
}

/** A fetch that keeps what it was sent and answers each piece with `answer`. */
function server(answer: (sent: Sent, received: number) => Response | 'drop') {
  const sent: Sent[] = [];
  let received = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const piece = init.body as Blob;
    const one = { url: new URL(url, 'http://rise.test'), type: new Headers(init.headers).get('content-type'), bytes: piece.size };
    sent.push(one);
    const reply = answer(one, received);
    if (reply === 'drop') throw new TypeError('Failed to fetch');
    if (reply.ok) received = Number(one.url.searchParams.get('offset')) + one.bytes;
    return reply;
  });
  return sent;
}

const progress = (received: number, size: number) =>
  new Response(JSON.stringify({ received, size, clip: { id: 7, state: received >= size ? 'processing' : 'draft' } }), { status: 200 });
const problem = (status: number, detail: string) => new Response(JSON.stringify({ status, detail }), { status });
const file = (size: number) => new File([new Uint8Array(size)], 'tip.mp4', { type: 'video/mp4' });
const send = (f: File, from = 0, onProgress: (sent: number) => void = () => {}) =>
  sendPieces({
    path: '/api/studio/clips/7/file',
    file: f,
    type: 'video/mp4',
    chunkBytes: 10,
    from,
    signal: new AbortController().signal,
    onProgress,
  });

afterEach(() => vi.unstubAllGlobals());

describe('the uploader', () => {
  it('sends the file in pieces at their offsets, as raw bytes, and reports each', async () => {
    const sent = server((s) => progress(Number(s.url.searchParams.get('offset')) + s.bytes, 25));
    const seen: number[] = [];
    const answer = await send(file(25), 0, (n) => seen.push(n));
    expect(sent.map((s) => [s.url.pathname, s.url.searchParams.get('offset'), s.bytes])).toEqual([
      ['/api/studio/clips/7/file', '0', 10],
      ['/api/studio/clips/7/file', '10', 10],
      ['/api/studio/clips/7/file', '20', 5],
    ]);
    expect(sent.every((s) => s.type === 'application/octet-stream' && s.url.searchParams.get('size') === '25')).toBe(true);
    expect(seen).toEqual([10, 20, 25]);
    expect(answer.clip.state).toBe('processing');
  });

  it('goes on from where the server says it got to (the answer to a piece was lost)', async () => {
    // Retried from byte 10, where this page last heard; the server had the next piece too.
    const sent = server((s) =>
      s.url.searchParams.get('offset') === '10' ? problem(409, 'The upload should go on from byte 20.') : progress(25, 25),
    );
    await send(file(25), 10);
    expect(sent.map((s) => [s.url.searchParams.get('offset'), s.bytes])).toEqual([
      ['10', 10],
      ['20', 5],
    ]);
  });

  it('tells a dropped connection (Retry goes on) from a refusal (another file)', async () => {
    server(() => 'drop');
    await expect(send(file(5))).rejects.toThrow('The upload stopped');
    server(() => problem(422, 'Clips must be portrait or square; this one is landscape (320×180).'));
    const refusal = await send(file(5)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).detail).toMatch(/landscape/);
  });
});
