// Runs the migrations in order at start-up: the accounts tables' own and every module's, by name.
// Files of landed migrations never change.
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { MigrationUp } from '../module';
import type { Database } from './database';
import * as accounts from './migrations/0001-accounts';
import * as signInThrottle from './migrations/0006-sign-in-throttle';
import * as trustedDevices from './migrations/0007-trusted-devices';
import * as roles from './migrations/0011-roles';
import * as verifiedAccounts from './migrations/0014-verified-accounts';
import * as staffModerators from './migrations/0019-staff-moderators';
import * as agesAndKeptSessions from './migrations/0021-ages-and-kept-sessions';

export async function migrateToLatest({ db, dialect, schema }: Database, moduleMigrations: Record<string, MigrationUp>): Promise<void> {
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
