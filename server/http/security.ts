// Security headers, the same-origin rule for writes (CSRF) and rate limits.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export async function installSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
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

  // Only JSON bodies are accepted: anything else is 415.
  app.removeContentTypeParser(['text/plain']);

  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  });

  let redis: Redis | undefined;
  if (config.redisUrl) {
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    app.addHook('onClose', async () => void (await redis?.quit()));
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.writes.max,
    timeWindow: config.rateLimits.writes.windowMs,
    // Reads are cheap and never limited; writes are, and sign-in/sign-up more strictly per route.
    allowList: (request) => SAFE_METHODS.has(request.method),
    ...(redis ? { redis, nameSpace: 'rise-rate-limit-' } : {}),
  });
}
