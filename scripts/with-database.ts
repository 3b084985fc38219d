// For the server commands (npm run mentor, npm run moderator): the app's database from DATABASE_URL
// (the same default as npm start), migrated and with its catalogues, as the running app sees it.
import type { Kysely } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { redisBus } from '../server/events/bus';
import type { DB } from '../server/db/schema';
import { MODULES } from '../server/features/index';
import { migrationsOf } from '../server/module';

export async function withDatabase(work: (db: Kysely<DB>) => Promise<void>): Promise<void> {
  const database = openDatabase(loadConfig().databaseUrl);
  try {
    await migrateToLatest(database, migrationsOf(MODULES));
    for (const m of MODULES) await m.seed?.catalogue?.(database.db);
    await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Ends an account's open event streams on every instance at once (issue 52), when the instances share
 * Redis; without it each instance closes them at its next heartbeat, when it finds the session gone.
 */
export async function endStreamsEverywhere(userId: number): Promise<void> {
  const { redisUrl } = loadConfig();
  if (!redisUrl) return;
  const bus = await redisBus(redisUrl, { warn: (what: unknown, message?: string) => console.warn(message ?? what) });
  bus.publish({ kind: 'end', userId });
  await bus.close();
}

/** Prints a message and exits with status 1 (a mistake in the command, not a crash). */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
