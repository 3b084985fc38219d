// The open event streams of this instance: who holds each, what each may hear, the heartbeat, the
// five-per-user cap, and a short memory of recent events so that a reconnect resumes where it stopped.
// At each heartbeat (or every `checkMs`, STREAM_CHECK_MS) the sessions behind the streams are asked again:
// a stream whose session ended by any road (signed out, expired, a staff account revoked from the command
// line) closes (issue 52).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { HEARTBEAT_MS, type LiveEvent, MAX_STREAMS_PER_USER } from '../../contract/events';
import type { Audience, Envelope } from './bus';

export interface StreamOwner {
  userId: number;
  moderator: boolean;
  /** The SHA-256 of the session it was opened with (never the token itself). */
  session?: string;
}

interface Stream extends StreamOwner {
  response: ServerResponse;
  openedAt: number;
  /** When it ends by itself (the browser reconnects, and signs in again if its session ended). */
  endsAt: number;
}

interface Remembered {
  seq: number;
  to: Audience;
  event: LiveEvent;
}

export interface StreamsOptions {
  heartbeatMs?: number;
  /** How long a stream stays open at most; each gets a random tenth more, so that reconnects spread out. */
  lifetimeMs?: number;
  /** How many recent events are kept for resuming. */
  memory?: number;
  /** Of these session hashes, the ones still live (asked every checkMs); none: not asked. */
  liveSessions?: (sessions: string[]) => Promise<Set<string>>;
  /** How often liveSessions is asked; by default at each heartbeat. */
  checkMs?: number;
}

export type Streams = ReturnType<typeof createStreams>;

const isFor = (to: Audience, owner: StreamOwner) => ('moderators' in to ? owner.moderator : to.users.includes(owner.userId));

const frame = (id: string, event: LiveEvent) => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

export function createStreams({
  heartbeatMs = HEARTBEAT_MS,
  lifetimeMs = 30 * 60_000,
  memory = 1000,
  liveSessions,
  checkMs = heartbeatMs,
}: StreamsOptions = {}) {
  // Event ids are `<this instance's boot>.<the sequence, enciphered>`: a reconnect to another instance (or
  // after a restart) cannot be resumed, and is told to read again instead. The sequence counts every
  // event of the instance, so it is enciphered with a key of this boot (issue 52): two ids a stream sees
  // say nothing of how much happened to others between them.
  const boot = randomBytes(4).toString('hex');
  const key = randomBytes(16);
  let seq = 0;
  const byUser = new Map<number, Stream[]>();
  const recent: Remembered[] = [];

  /** One AES block: eight zero bytes (a check that the id is ours), then the sequence. */
  function idOf(n: number): string {
    const block = Buffer.alloc(16);
    block.writeBigUInt64BE(BigInt(n), 8);
    const cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
    return `${boot}.${Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url')}`;
  }

  /** The sequence of an id of this boot, or null for anything else. */
  function seqOf(id: string | undefined): number | null {
    const match = /^([0-9a-f]{8})\.([A-Za-z0-9_-]{22})$/.exec(id ?? '');
    if (!match || match[1] !== boot) return null;
    const decipher = createDecipheriv('aes-128-ecb', key, null).setAutoPadding(false);
    const block = Buffer.concat([decipher.update(Buffer.from(match[2]!, 'base64url')), decipher.final()]);
    if (block.length !== 16 || block.readBigUInt64BE(0) !== 0n) return null;
    const n = block.readBigUInt64BE(8);
    return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : null;
  }

  function remove(stream: Stream) {
    const list = byUser.get(stream.userId);
    if (!list) return;
    const left = list.filter((s) => s !== stream);
    if (left.length > 0) byUser.set(stream.userId, left);
    else byUser.delete(stream.userId);
  }

  function end(stream: Stream, last?: LiveEvent) {
    remove(stream);
    if (last && !stream.response.writableEnded) stream.response.write(frame(idOf(seq), last));
    stream.response.end();
  }

  let checking = false;
  /** Ends the streams whose session is gone (asked every checkMs, a page of sessions at a time). */
  async function endOrphans() {
    if (!liveSessions || checking) return;
    checking = true;
    try {
      const streams = [...byUser.values()].flat().filter((s) => s.session !== undefined);
      const hashes = [...new Set(streams.map((s) => s.session!))];
      const live = new Set<string>();
      for (let i = 0; i < hashes.length; i += 500) for (const h of await liveSessions(hashes.slice(i, i + 500))) live.add(h);
      for (const stream of streams) if (!live.has(stream.session!)) end(stream);
    } catch {
      // The database did not answer: the next heartbeat asks again.
    } finally {
      checking = false;
    }
  }

  const heartbeat = setInterval(() => {
    const at = Date.now();
    for (const list of [...byUser.values()]) {
      for (const stream of list) {
        if (at >= stream.endsAt) end(stream);
        else stream.response.write(': heartbeat\n\n');
      }
    }
  }, heartbeatMs);
  heartbeat.unref();
  const check = setInterval(() => void endOrphans(), checkMs);
  check.unref();

  /** What a stream resuming after `lastEventId` missed: the events, or null when they are not all known. */
  function missed(lastEventId: string | undefined, owner: StreamOwner): Remembered[] | null {
    const after = seqOf(lastEventId);
    if (after === null || after > seq) return null;
    const oldest = recent[0]?.seq ?? seq + 1;
    // Every event after `after` must still be remembered.
    if (after < seq && after + 1 < oldest) return null;
    return recent.filter((r) => r.seq > after && isFor(r.to, owner));
  }

  return {
    /** Takes over the response: headers, the first event, then whatever arrives until it closes. */
    open(
      response: ServerResponse,
      owner: StreamOwner,
      lastEventId: string | undefined,
      headers: Record<string, string | number | string[]>,
    ) {
      const at = Date.now();
      const stream: Stream = { ...owner, response, openedAt: at, endsAt: at + lifetimeMs * (1 + Math.random() / 10) };
      const list = byUser.get(owner.userId) ?? [];
      // The oldest of a user's streams gives way to the newest.
      while (list.length >= MAX_STREAMS_PER_USER) {
        const oldest = list.shift()!;
        end(oldest, { type: 'replaced' });
      }
      list.push(stream);
      byUser.set(owner.userId, list);
      response.on('close', () => remove(stream));
      // The server's idle timeout does not apply: the heartbeat keeps the line busy.
      const socket = response.socket as { setTimeout?: (ms: number) => void } | null;
      socket?.setTimeout?.(0);
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies (nginx) must pass each event on at once, and nothing may compress the stream.
        'x-accel-buffering': 'no',
        'content-encoding': 'identity',
        connection: 'keep-alive',
      });
      // How long the browser waits before its own reconnect (the web app reconnects itself, with backoff).
      let text = 'retry: 5000\n\n';
      if (lastEventId !== undefined) {
        const events = missed(lastEventId, owner);
        if (events === null) text += frame(idOf(seq), { type: 're-read' });
        else for (const r of events) text += frame(idOf(r.seq), r.event);
      }
      text += frame(idOf(seq), { type: 'ready' });
      response.write(text);
    },

    /** An envelope from the bus: an event written to the streams it is for, or a user's streams ended. */
    deliver(envelope: Envelope) {
      if (envelope.kind === 'end') {
        for (const stream of [...(byUser.get(envelope.userId) ?? [])]) end(stream);
        return;
      }
      seq += 1;
      recent.push({ seq, to: envelope.to, event: envelope.event });
      if (recent.length > memory) recent.shift();
      const text = frame(idOf(seq), envelope.event);
      const lists = 'moderators' in envelope.to ? [...byUser.values()] : envelope.to.users.map((id) => byUser.get(id) ?? []);
      for (const list of lists) for (const stream of list) if (isFor(envelope.to, stream)) stream.response.write(text);
    },

    /** Every stream here may have missed events (Redis was away): each is told to read again. */
    gap() {
      seq += 1;
      recent.length = 0;
      const text = frame(idOf(seq), { type: 're-read' });
      for (const list of byUser.values()) for (const stream of list) stream.response.write(text);
    },

    /** Asks at once whether each stream's session is still live (tests; the heartbeat does it otherwise). */
    endOrphans,

    /** How many streams are open (for the benchmark and tests). */
    count: () => [...byUser.values()].reduce((n, list) => n + list.length, 0),

    /** Ends every stream (the server is closing; the browsers reconnect to another instance). */
    closeAll() {
      clearInterval(heartbeat);
      clearInterval(check);
      for (const list of [...byUser.values()]) for (const stream of list) end(stream);
    },
  };
}
