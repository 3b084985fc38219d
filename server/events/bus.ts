// How a live event raised on one instance reaches the streams held by every instance: Redis
// publish/subscribe when REDIS_URL is set, otherwise a bus inside this process (one instance).
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '../../contract/events';

/** Who an event is for: users by id, or every moderator. */
export type Audience = { users: number[] } | { moderators: true };

export type Envelope = { kind: 'event'; to: Audience; event: LiveEvent } | { kind: 'end'; userId: number };

export interface Bus {
  /** Hands an envelope to every instance (this one too). Never throws: a lost event never fails a write. */
  publish(envelope: Envelope): void;
  /** Called with every envelope that arrives; `gap` when some may have been lost (Redis was away). */
  onMessage(listener: (envelope: Envelope) => void, onGap: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'rise-events';

export function localBus(): Bus {
  const listeners: ((envelope: Envelope) => void)[] = [];
  return {
    // Delivered after the current call, as Redis would: the writer's request has answered first.
    publish: (envelope) => queueMicrotask(() => listeners.forEach((listener) => listener(envelope))),
    onMessage: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}

/**
 * Redis publish/subscribe: one connection publishes, one listens. While Redis is away, this instance's
 * own events still reach its own streams (the others cannot hear them), and once the listening connection
 * is back every stream here is told to read again (`onGap`): nothing missed stays missed.
 */
export async function redisBus(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Bus> {
  const { Redis: RedisClient } = await import('ioredis');
  // No offline queue: while Redis is away a command fails at once instead of waiting, and nothing
  // piles up to be sent later.
  const options = {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const publisher: Redis = new RedisClient(url, options);
  const subscriber: Redis = new RedisClient(url, options);
  const listeners: ((envelope: Envelope) => void)[] = [];
  const gapListeners: (() => void)[] = [];
  const deliver = (envelope: Envelope) => listeners.forEach((listener) => listener(envelope));
  const warn = (error: Error) => log.warn({ err: error.message }, 'Redis is not answering: live events reach this instance only meanwhile');
  publisher.on('error', warn);
  subscriber.on('error', warn);
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      deliver(JSON.parse(text) as Envelope);
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'a live event from Redis could not be read');
    }
  });
  // Listening starts once Redis answers (ioredis subscribes again by itself after each reconnect).
  // Events missed while it was away (or before it first answered) are made up by a re-read on every
  // stream here.
  let started = false;
  let listening = false;
  let lost = false;
  let heard: () => void = () => {};
  subscriber.on('close', () => void (lost = listening));
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(() => {
      if (lost || started) gapListeners.forEach((listener) => listener());
      listening = true;
      lost = false;
      heard();
    }, warn);
  });
  // At start, wait (a moment at most) for Redis, so that a healthy one is heard from the first request.
  await new Promise<void>((resolve) => {
    heard = resolve;
    subscriber.once('error', () => resolve());
    setTimeout(resolve, 1000).unref();
  });
  started = true;
  heard = () => {};
  return {
    publish(envelope) {
      if (publisher.status !== 'ready' || subscriber.status !== 'ready') {
        // Redis away: at least this instance's streams hear it (the others re-read once it is back).
        queueMicrotask(() => deliver(envelope));
        return;
      }
      publisher.publish(CHANNEL, JSON.stringify(envelope)).catch((error: Error) => {
        warn(error);
        deliver(envelope);
      });
    },
    onMessage(listener, onGap) {
      listeners.push(listener);
      gapListeners.push(onGap);
    },
    async close() {
      // quit() says goodbye to a Redis that answers; one that is away is simply let go.
      await Promise.allSettled([publisher, subscriber].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())));
    },
  };
}

/**
 * Publishes one envelope to every instance from a process that runs no bus (the command line), and
 * waits until Redis has taken it: rejects when Redis does not answer, so that the caller can say so.
 */
export async function publishOnce(url: string, envelope: Envelope): Promise<void> {
  const { Redis: RedisClient } = await import('ioredis');
  const client: Redis = new RedisClient(url, {
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.publish(CHANNEL, JSON.stringify(envelope));
  } finally {
    client.disconnect();
  }
}
