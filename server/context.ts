// What every feature's routes are registered with: passed explicitly, never decorated onto the app.
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { EndpointSpec } from '../contract/endpoint';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { DB } from './db/schema';
import type { Handler } from './http/route';
import type { AccountHooks, DueNotices, FindReported } from './module';
import type { ReportSubject } from '../contract/safety';

/** Registers one contract endpoint's route on `app` (see http/route.ts). */
export type RouteFor = <E extends EndpointSpec>(e: E, handler: Handler<E>, config?: RouteShorthandOptions['config']) => void;

export interface AppContext {
  db: Kysely<DB>;
  config: Config;
  auth: Auth;
  /** What the modules do when an account is made, made as a demo, or deleted. */
  accounts: AccountHooks;
  /** How to find a reported item of each subject, from the modules that own them. */
  reportables: Partial<Record<ReportSubject, FindReported>>;
  /** What the modules' things make due today (the bell's "due tomorrow"). */
  dueNotices: DueNotices;
  /** `const r = route(app)`, then `r(endpoint, handler)` for each endpoint of the contract. */
  route(app: FastifyInstance): RouteFor;
}
