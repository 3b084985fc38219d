// Security headers, the same-origin rule for writes (CSRF) and rate limits.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { Config, RateLimit } from '../config';
import { HttpProblem } from './problems';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route option that gives a route its own, stricter limit than the general write limit. */
export function limitTo(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
}

/**
 * A state-changing request must come from our own pages: a browser says where a request comes from
 * in Sec-Fetch-Site and Origin. Clients that send neither (curl, tests) are not browsers and carry
 * no ambient cookie risk. Bodies must be JSON (the only parser installed), so a plain HTML form
 * post from another site is refused either way.
 */
function assertSameOrigin(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpProblem(403, 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host === undefined || host !== request.host) {
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

export async function installSecurity(app: FastifyInstance, config: Config) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    if (!SAFE_METHODS.has(request.method)) {
      try {
        assertSameOrigin(request);
      } catch (error) {
        return done(error as Error);
      }
    }
    done();
  });

  // Only JSON bodies are accepted: anything else is 415.
  app.removeContentTypeParser(['text/plain']);

  let redis: Redis | undefined;
  if (config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => void (await redis?.quit()));
  }
  // Reads are cheap and never limited, so read routes get no rate-limit hook at all; writes share
  // the general limit, and sign-in/sign-up set stricter ones of their own (limitTo).
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((m) => SAFE_METHODS.has(m))) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.writes.max,
    timeWindow: config.rateLimits.writes.windowMs,
    ...(redis ? { redis, nameSpace: 'rise-rate-limit-' } : {}),
  });
}
