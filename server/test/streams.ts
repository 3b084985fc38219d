// An event stream (GET /api/events) opened through app.inject(), read as it arrives: for the API tests,
// the authorization matrix and the fuzz, which must not wait for a stream's end that never comes.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { LiveEvent } from '../../contract/events';
import { type Received, framesOf } from './sse-frames';

export type { Received };

export interface OpenStream {
  response: LightMyRequestResponse;
  /** Every event read so far, in order. */
  events: Received[];
  /** The id of the last event read. */
  lastId(): string;
  ended(): boolean;
  /** Waits (up to `ms`) for an event that matches, read since `from` (an index into `events`). */
  next(match: (event: LiveEvent) => boolean, options?: { ms?: number; from?: number }): Promise<Received>;
  /** Waits (up to `ms`) for the server to end the stream. */
  end(ms?: number): Promise<void>;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

const until = async (done: () => boolean, ms: number) => {
  const stop = Date.now() + ms;
  while (!done() && Date.now() < stop) await new Promise((resolve) => setTimeout(resolve, 5));
  return done();
};

/** Opens a stream with these headers (a cookie, a Last-Event-ID) and this query. */
export async function openStream(app: FastifyInstance, headers: Record<string, string> = {}, query = ''): Promise<OpenStream> {
  const response = await app.inject({ method: 'GET', url: `/api/events${query}`, headers, payloadAsStream: true });
  const events: Received[] = [];
  let ended = response.statusCode !== 200;
  let buffer = '';
  if (response.statusCode === 200) {
    const body = response.stream();
    body.setEncoding('utf8');
    body.on('data', (chunk: string) => {
      const read = framesOf(buffer + chunk);
      buffer = read.rest;
      events.push(...read.events);
    });
    body.on('end', () => void (ended = true));
    body.on('error', () => void (ended = true));
  }
  return {
    response,
    events,
    lastId: () => events.at(-1)?.id ?? '',
    ended: () => ended,
    async next(match, { ms = 2000, from = 0 } = {}) {
      const found = () => events.slice(from).find((e) => match(e.event));
      await until(() => found() !== undefined, ms);
      const hit = found();
      expect(hit, `no such event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.event))}`).toBeDefined();
      return hit!;
    },
    async end(ms = 2000) {
      expect(await until(() => ended, ms), 'the stream did not end').toBe(true);
    },
    close: () => response.raw.res.destroy(),
  };
}

/** Waits a little for anything in flight to arrive, then checks that nothing matching did. */
export async function expectNothing(stream: OpenStream, match: (event: LiveEvent) => boolean, from = 0, ms = 150) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(stream.events.slice(from).filter((e) => match(e.event))).toEqual([]);
}
