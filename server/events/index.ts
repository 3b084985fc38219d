// Live events (issue 35, docs/decisions/0031-live-events.md): `GET /api/events` and what feeds it.
// A request's raised events (raise.ts) are published when it has answered without an error; a write
// by a signed-in user also tells the user's other tabs which area changed. The bus (bus.ts) carries
// them to every instance, and each instance writes them to the streams it holds (streams.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LIVE_AREAS, type LiveArea, TAB_HEADER, TAB_ID, eventsApi } from '../../contract/events';
import type { Config } from '../config';
import type { RouteFor } from '../context';
import type { DB } from '../db/schema';
import { blockedBetween } from '../social/safety.repo';
import { liveSessionHashes, sessionHashOf } from '../auth/sessions';
import { type Bus, localBus, redisBus } from './bus';
import { type Pending, holdingEvents, refusingEvents } from './raise';
import { type StreamsOptions, createStreams } from './streams';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A read that may raise live events (the bell's reads put what is due on it). Writes always may;
     * a read that is not declared holds nothing, and in strict mode (tests) raising from it throws.
     */
    raisesEvents?: boolean;
  }
  interface FastifyRequest {
    /** What this request raised (server/events/raise.ts), published once it has answered. */
    liveEvents: Pending[];
    /** The feature whose route this is (a module's name): the area a write changed. */
    liveArea: LiveArea | null;
  }
}

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
/** What a read that holds nothing has raised: nothing (never pushed to: only writes add to theirs). */
const NONE: Pending[] = Object.freeze([]) as unknown as Pending[];

export interface LiveOptions {
  /** Overrides for tests and the benchmark (a short heartbeat, a small memory). */
  streams?: StreamsOptions;
  /** Tests: a read not declared to raise events (raisesEvents) throws if it raises one, instead of losing it. */
  strict?: boolean;
}

export async function installLiveEvents(
  app: FastifyInstance,
  config: Config,
  db: Kysely<DB>,
  sessionToken: (request: FastifyRequest) => string | undefined,
  options: LiveOptions = {},
) {
  const bus: Bus = config.redisUrl ? await redisBus(config.redisUrl, app.log) : localBus();
  // A stream whose session ended by a road that raised nothing here (another instance without Redis,
  // expiry, a command line that could not reach Redis) closes at the next heartbeat, or the next check
  // of STREAM_CHECK_MS when it is set.
  const streams = createStreams({
    liveSessions: (hashes) => liveSessionHashes(db, hashes, config.session),
    ...(config.streamCheckMs !== undefined && { checkMs: config.streamCheckMs }),
    ...options.streams,
  });
  bus.onMessage(streams.deliver, streams.gap);

  app.decorateRequest('liveEvents', null as unknown as Pending[]);
  app.decorateRequest('liveArea', null);
  const strict = options.strict ?? false;
  // A write, or a read declared to raise events, holds what it raises from here on, wherever in its
  // work that happens, until its answer has gone (or its connection closed). Other reads hold nothing:
  // holding costs every promise of the process while it lasts (raise.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const holds = WRITES.has(request.method) || request.routeOptions.config.raisesEvents === true;
    if (!holds && !strict) {
      request.liveEvents = NONE;
      return done();
    }
    request.liveEvents = holds ? [] : refusingEvents(`${request.method} ${request.routeOptions.url ?? request.url}`);
    const { release } = holdingEvents(request.liveEvents, done);
    reply.raw.once('close', release);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const pending = request.liveEvents;
    const user = request.user;
    const changed = user !== null && WRITES.has(request.method) && request.liveArea !== null;
    if (reply.statusCode < 400 && (pending.length > 0 || changed)) void publishAll(request, pending);
    done();
  });

  async function publishAll(request: FastifyRequest, pending: Pending[]) {
    const user = request.user;
    const header = request.headers[TAB_HEADER];
    const tab = typeof header === 'string' && TAB_ID.test(header) ? header : undefined;
    if (user && WRITES.has(request.method) && request.liveArea) {
      pending.push({ kind: 'event', to: { users: [user.id] }, event: { type: 'changed', area: request.liveArea } });
    }
    // Once each: a request that rang the bell twice (a level and an achievement) tells it once.
    const sent = new Set<string>();
    for (const item of pending) {
      const key = JSON.stringify(item);
      if (sent.has(key)) continue;
      sent.add(key);
      await publish(request, tab && user ? fromTab(item, user.id, tab) : item);
    }
  }

  /**
   * An event for the writer alone, raised by a write from one of their tabs, names that tab: the tab
   * refreshed what it changed itself, and ignores its echo; the writer's other tabs do not.
   */
  function fromTab(item: Pending, userId: number, tab: string): Pending {
    if (item.kind !== 'event' || !('users' in item.to) || item.to.users.length !== 1 || item.to.users[0] !== userId) return item;
    const { event } = item;
    if (event.type === 'changed' || event.type === 'notifications' || event.type === 'progress')
      return { ...item, event: { ...event, tab } };
    return item;
  }

  async function publish(request: FastifyRequest, item: Pending) {
    try {
      if (item.kind === 'end') return bus.publish(item);
      const { to, event, actor } = item;
      if (actor !== undefined && 'users' in to) {
        // A blocked person's actions never reach the person who blocked them (nor the other way).
        const users: number[] = [];
        for (const id of to.users) if (id !== actor && !(await blockedBetween(db, id, actor))) users.push(id);
        if (users.length > 0) bus.publish({ kind: 'event', to: { users }, event });
        return;
      }
      bus.publish({ kind: 'event', to, event });
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'a live event was not sent');
    }
  }

  // Open streams end before the server stops listening, so that the browsers reconnect elsewhere.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', () => bus.close());

  return {
    streams,
    /** Marks the routes registered in `scope` as the feature `area`'s. */
    markArea(scope: FastifyInstance, name: string) {
      const area = LIVE_AREAS.find((a) => a === name);
      if (!area) throw new Error(`The module '${name}' has routes but is not in LIVE_AREAS (contract/events-rules.ts).`);
      scope.addHook('onRequest', (request, _reply, done) => {
        request.liveArea = area;
        done();
      });
    },
    /** The route itself. */
    routes(r: RouteFor) {
      r(eventsApi.stream, async (request, reply) => {
        const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId;
        // The security headers the hooks set so far go out with the stream's own.
        const headers = Object.fromEntries(
          Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined),
        );
        reply.hijack();
        streams.open(
          reply.raw,
          { userId: request.user.id, moderator: request.user.role === 'moderator', session: sessionHashOf(sessionToken(request) ?? '') },
          typeof lastEventId === 'string' ? lastEventId.slice(0, 64) : undefined,
          headers,
        );
        return reply;
      });
    },
  };
}
