// buildApp(config) -> a ready Fastify instance: plugins first, then every module of features/index.ts.
import { randomBytes } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { MODULES } from './features/index';
import { installProblemHandlers, sendProblem } from './http/problems';
import { route } from './http/route';
import { type FeatureModule, accountHooksOf, dueNoticesOf, reportablesOf, migrationsOf } from './module';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import { type HeadersFor, installSecurity } from './http/security';
import { installSpa } from './http/spa';
import { lazyChildLogger } from './http/lazy-logger';
import { keep } from './social/safeguarding.repo';
import { type LiveOptions, installLiveEvents } from './events';

export const BODY_LIMIT = 64 * 1024;

export interface BuildOptions {
  /** Use this database instead of opening DATABASE_URL (tests hand in their own). */
  database?: Database;
  /** Pino options; false for silence. */
  logger?: boolean | object;
  /** The modules to serve; every module of features/index.ts by default. */
  modules?: readonly FeatureModule[];
  /** Live events' settings (tests and the benchmark shorten the heartbeat). */
  live?: LiveOptions;
}

/** A request id the client gave (a proxy's, to follow a request through both logs): a short word. */
const GIVEN_REQUEST_ID = /^[\w-]{1,64}$/;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Otherwise this instance's own: a random prefix (unique across instances and restarts) and a counter,
  // instead of a random UUID per request.
  const instance = randomBytes(6).toString('base64url');
  let requests = 0;
  // The security headers are known once installSecurity has run; errors raised before a route is
  // found (a bad URL, headers too large, a request too slow) ask for them then.
  let headersFor: HeadersFor = () => ({});
  const { timeouts } = config;
  const app = Fastify({
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    clientErrorHandler: clientErrorHandler(() => headersFor),
    frameworkErrors: frameworkErrors(() => headersFor),
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : `${instance}-${(requests += 1).toString(36)}`;
    },
    // A request's logger is made when something logs, not for every request.
    ...(options.logger !== false && { childLoggerFactory: lazyChildLogger }),
    routerOptions: { ignoreTrailingSlash: true },
    // One line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  if (['info', 'debug', 'trace'].includes(app.log.level)) {
    app.addHook('onResponse', (request, reply, done) => {
      // The path without its query string: a query may one day carry something private.
      request.log.info(
        { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? openDatabase(config.databaseUrl);
  app.addHook('onClose', () => database.close());
  const modules = options.modules ?? MODULES;
  await migrateToLatest(database, migrationsOf(modules));
  // Catalogue content (SPEC §3) follows the files in the repository.
  for (const m of modules) await m.seed?.catalogue?.(database.db);

  app.decorateRequest('user', null);
  app.decorateRequest('keptSignedIn', false);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  headersFor = await installSecurity(app, config);
  const auth = createAuth(database.db, config);
  installProblemHandlers(app, await installSpa(app, config.staticDir, (request) => auth.sessionToken(request) !== undefined));

  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { ok: true };
    } catch {
      return sendProblem(reply, 503, 'The database is not answering.');
    }
  });

  const live = await installLiveEvents(app, config, database.db, auth.sessionToken, options.live);
  // A signed-in write may have changed the user's row (progress, settings): forgotten before it answers.
  app.addHook('onSend', (request, _reply, payload, done) => {
    auth.afterWrite(request);
    done(null, payload);
  });
  const ctx: AppContext = {
    db: database.db,
    config,
    auth,
    accounts: accountHooksOf(modules, keep),
    reportables: reportablesOf(modules),
    dueNotices: dueNoticesOf(modules),
    route: (scope) => (e, handler, routeConfig) => route(scope, e, { requireUser: auth.requireUser, config: routeConfig }, handler),
  };
  await app.register(authRoutes, ctx);
  await app.register(async (scope) => live.routes(ctx.route(scope)));
  for (const m of modules) {
    const routes = m.routes;
    if (!routes) continue;
    // A write through a module's routes tells the user's other tabs that this area changed.
    await app.register(async (scope) => {
      live.markArea(scope, m.name);
      await scope.register(routes, ctx);
    });
  }

  return app;
}
