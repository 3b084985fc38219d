// What every feature's routes are registered with: passed explicitly, never decorated onto the app.
import type { Kysely } from 'kysely';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { DB } from './db/schema';

export interface AppContext {
  db: Kysely<DB>;
  config: Config;
  auth: Auth;
}
