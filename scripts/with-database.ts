// For the server commands (npm run mentor, npm run moderator): the app's database from DATABASE_URL
// (the same default as npm start), migrated and with its catalogues, as the running app sees it.
import type { Kysely } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { publishOnce } from '../server/events/bus';
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
 * Redis; without it (or when Redis does not answer, which is said) each instance closes them at its next
 * check of its streams' sessions (every heartbeat, or STREAM_CHECK_MS).
 */
export async function endStreamsEverywhere(userId: number): Promise<void> {
  const { redisUrl } = loadConfig();
  if (!redisUrl) return;
  // Published and waited for here: a bus (redisBus) would drop it, delivering to this process alone,
  // whenever Redis had not answered within its first second.
  await publishOnce(redisUrl, { kind: 'end', userId }).catch((error: Error) =>
    console.warn(`Redis did not answer (${error.message}): open streams close at each instance's next check.`),
  );
}

/** Prints a message and exits with status 1 (a mistake in the command, not a crash). */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
