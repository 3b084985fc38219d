// Runs the migrations in order at start-up: the accounts tables' own and every module's, by name.
// Files of landed migrations never change.
import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { MigrationUp } from '../module';
import type { Database } from './database';
import * as accounts from './migrations/0001-accounts';
import * as signInThrottle from './migrations/0006-sign-in-throttle';
import * as trustedDevices from './migrations/0007-trusted-devices';
import * as roles from './migrations/0011-roles';
import * as verifiedAccounts from './migrations/0014-verified-accounts';
import * as staffModerators from './migrations/0019-staff-moderators';
import * as agesAndKeptSessions from './migrations/0021-ages-and-kept-sessions';

/**
 * A PostgreSQL advisory lock taken around a whole migration run, and by anything that drops a schema
 * (the tests' throwaway ones). Kysely's own migration lock comes after it has read the catalogue of
 * every schema, which fails ("schema ... does not exist") when a schema is dropped during the read.
 */
export const SCHEMA_CHANGE_LOCK = 7_330_001;

/** Runs `work` (migrations, or a schema's drop) on PostgreSQL while holding SCHEMA_CHANGE_LOCK. */
export async function takingTurns<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    }
  });
}

export async function migrateToLatest(database: Database, moduleMigrations: Record<string, MigrationUp>): Promise<void> {
  await takingTurns(database, () => migrate(database, moduleMigrations));
}

async function migrate({ db, dialect, schema }: Database, moduleMigrations: Record<string, MigrationUp>): Promise<void> {
  const all: Record<string, MigrationUp> = {
    '0001-accounts': accounts.up,
    '0006-sign-in-throttle': signInThrottle.up,
    '0007-trusted-devices': trustedDevices.up,
    '0011-roles': roles.up,
    '0014-verified-accounts': verifiedAccounts.up,
    '0019-staff-moderators': staffModerators.up,
    '0021-ages-and-kept-sessions': agesAndKeptSessions.up,
    ...moduleMigrations,
  };
  const provider: MigrationProvider = {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, up] of Object.entries(all)) migrations[name] = { up: (kysely) => up(kysely, dialect) };
      return migrations;
    },
  };
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
