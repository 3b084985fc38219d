// Runs the migrations in order at start-up. Files under migrations/ never change once landed.
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database';
import * as accounts from './migrations/0001-accounts';
import * as finance from './migrations/0002-finance';
import * as shorts from './migrations/0003-shorts';

const all = { '0001-accounts': accounts, '0002-finance': finance, '0003-shorts': shorts };

export async function migrateToLatest({ db, dialect, schema }: Database): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(all)) {
        migrations[name] = { up: (kysely) => m.up(kysely, dialect) };
      }
      return migrations;
    },
  };
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
