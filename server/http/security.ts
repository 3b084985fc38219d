// Security headers, the same-origin rule for writes (CSRF) and rate limits.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { Config, RateLimit } from '../config';
import { HttpProblem } from './problems';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether every string (and key) in a parsed JSON value is well-formed UTF-16. */
function wellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  // Bytes (a piece of an uploaded file) are not text.
  if (typeof value !== 'object' || value === null || depth > 64 || Buffer.isBuffer(value)) return true;
  if (Array.isArray(value)) return value.every((v) => wellFormed(v, depth + 1));
  return Object.entries(value).every(([k, v]) => k.isWellFormed() && wellFormed(v, depth + 1));
}

/** Whose requests a limit counts together: the signed-in user's, or (before sign-in) the address's. */
const userOrAddress = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

/**
 * Route option that gives a route its own limit, counted per client address before anything else
 * runs (sign-in, sign-up, the demo): routes for people who are not signed in yet. With a `group`, every
 * route that names it counts toward one limit (sign-ups and demos: issue 52).
 */
export function limitPerAddress(limit: RateLimit, group?: string) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowMs,
      hook: 'onRequest' as const,
      keyGenerator: (r: FastifyRequest) => `ip:${r.ip}`,
      ...(group !== undefined && { groupId: group }),
    },
  };
}

/**
 * Route option for a limit that several routes of a kind count together per signed-in user, by the
 * group's name (pep talk comments, video comments and their replies: one limit, issue 52).
 */
export function sharedLimit(limit: RateLimit, group: string) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs, groupId: group } };
}

interface GroupedLimit {
  max: number;
  timeWindow: number;
  groupId: string;
  hook?: 'onRequest' | 'preHandler';
  keyGenerator?: (r: FastifyRequest) => string;
}

/**
 * A state-changing request must come from our own pages: a browser says where a request comes from
 * in Sec-Fetch-Site and Origin. Clients that send neither (curl, tests) are not browsers and carry
 * no ambient cookie risk. Bodies must be JSON (the only parser installed), so a plain HTML form
 * post from another site is refused either way.
 */
function assertSameOrigin(request: FastifyRequest, secure: boolean) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpProblem(403, 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let given: string | undefined;
  try {
    given = new URL(origin).origin;
  } catch {
    given = undefined;
  }
  // Scheme, host and port must all match: http://rise.example is not https://rise.example. Served with
  // secure cookies, pages are https even when a proxy that is not trusted hands the request on as http.
  const scheme = secure ? 'https' : request.protocol;
  if (given === undefined || given !== `${scheme}://${request.host}`) {
    throw new HttpProblem(403, 'Cross-site requests are not allowed.');
  }
}

/**
 * helmet's headers for these options. They do not vary by request, so they are computed once here
 * rather than by @fastify/helmet on every request (which cost more than half of a simple read's time).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({} as never, res as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** CSP sources for the inline scripts of the built index.html: each allowed by its own hash, nothing else. */
export function inlineScriptHashes(staticDir: string | null): string[] {
  const page = staticDir ? path.join(staticDir, 'index.html') : null;
  if (!page || !existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/** The security headers of an answer to `url`: the short API set for /api, helmet's whole set otherwise. */
export type HeadersFor = (url: string) => Record<string, string>;

export async function installSecurity(app: FastifyInstance, config: Config): Promise<HeadersFor> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Our own scripts, and the one inline script of index.html (the saved theme, before the first paint).
        scriptSrc: ["'self'", ...inlineScriptHashes(config.staticDir)],
        // Our own stylesheet. No inline style attribute (React sets styles through the CSSOM, which CSP
        // does not govern); inline <style> elements only, because two libraries write one at run time
        // with contents no hash can foresee (Radix's scroll lock: the scrollbar's width; the board's
        // drag and drop: its context id and phase) and the page is one cached file, so no nonce either
        // (decision 0036). No script may be inline.
        styleSrc: ["'self'"],
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.cookieSecure,
    crossOriginEmbedderPolicy: false,
  });
  // JSON answers get the short set that OWASP's REST cheat sheet asks of an API: they are never
  // rendered, framed or cached. Pages and assets get helmet's whole set.
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    ...(config.cookieSecure ? { 'strict-transport-security': headers['strict-transport-security'] } : {}),
  };
  const headersFor: HeadersFor = (url) => (url.startsWith('/api/') ? apiHeaders : headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    if (!SAFE_METHODS.has(request.method)) {
      try {
        assertSameOrigin(request, config.cookieSecure);
      } catch (error) {
        return done(error as Error);
      }
    }
    done();
  });

  // Text must be well-formed UTF-16: a lone surrogate (from a "\ud800" escape) cannot be stored the
  // same way by both engines, so it is refused before anything reads it.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined && request.body !== null && !wellFormed(request.body)) {
      return done(new HttpProblem(400, 'The text contains characters that cannot be stored.'));
    }
    done();
  });

  // Only JSON bodies are accepted: anything else is 415.
  app.removeContentTypeParser(['text/plain']);

  let redis: Redis | undefined;
  if (config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error.message }, 'Redis is not answering: rate limits are not counted meanwhile'),
    );
    app.addHook('onClose', async () => void (await redis?.quit()));
  }
  // Fair limits (docs/decisions/0006): reads count per signed-in user, all together and generously;
  // each kind of write (each write route) counts apart per user, so 300 comments do not block saving
  // settings; routes for people not yet signed in count per address (limitPerAddress). Counted after
  // the session is known (preHandler), in Redis when REDIS_URL is set so that instances share them.
  // A limit with a group is one counter for all its routes: @fastify/rate-limit keeps a store per route
  // (its groupId only renames the key within it), so the group's one limiter runs as a hook of each.
  const groups = new Map<string, ReturnType<FastifyInstance['rateLimit']>>();
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!url.startsWith('/api/') || url === '/api/health') {
      route.config = { ...route.config, rateLimit: false };
      return;
    }
    const reads = [route.method].flat().every((m) => SAFE_METHODS.has(m));
    const own = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
    if (typeof own === 'object' && own !== null && 'groupId' in own) {
      const { groupId, hook = 'preHandler', keyGenerator = userOrAddress, ...limit } = own as GroupedLimit;
      let limiter = groups.get(groupId);
      if (!limiter) {
        // The group's name is in its key: in Redis, every group's limiter shares one prefix.
        limiter = app.rateLimit({ ...limit, hook, keyGenerator: (r) => `${groupId}:${keyGenerator(r)}` });
        groups.set(groupId, limiter);
      }
      route.config = { ...route.config, rateLimit: false };
      route[hook] = [route[hook] ?? []].flat().concat(limiter);
      return;
    }
    if (!reads && own === undefined) {
      route.config = { ...route.config, rateLimit: { max: config.rateLimits.writes.max, timeWindow: config.rateLimits.writes.windowMs } };
    }
  });
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    keyGenerator: userOrAddress,
    max: config.rateLimits.reads.max,
    timeWindow: config.rateLimits.reads.windowMs,
    // A Redis outage must not take the API down: requests go through uncounted (and it is logged).
    skipOnError: true,
    // Reads are limited generously; telling every read how much is left would only cost time.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    ...(redis ? { redis, nameSpace: 'rise-rate-limit-' } : {}),
  });
  return headersFor;
}
