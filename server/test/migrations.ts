// A migration's test on a database that already holds data: the server's migrations, read from their
// folders as the app lists them, run up to the one before it; the test writes rows as they were, then
// runs the rest (see server/features/mentors/mentor-authors-migration.test.ts).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Migration, Migrator } from 'kysely';
import { expect } from 'vitest';
import { takingTurns } from '../db/migrate';
import type { MigrationUp } from '../module';
import type { TestDatabase } from './app';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every migration of the server, by name. */
async function allMigrations(): Promise<Record<string, MigrationUp>> {
  const folders = [join(SERVER, 'db', 'migrations'), join(SERVER, 'social', 'migrations'), join(SERVER, 'progress', 'migrations')];
  for (const feature of readdirSync(join(SERVER, 'features'), { withFileTypes: true })) {
    if (feature.isDirectory()) folders.push(join(SERVER, 'features', feature.name, 'migrations'));
  }
  const all: Record<string, MigrationUp> = {};
  for (const folder of folders) {
    let files: string[];
    try {
      files = readdirSync(folder);
    } catch {
      continue;
    }
    for (const file of files.filter((f) => /^\d{4}-.+\.ts$/.test(f))) {
      all[file.replace(/\.ts$/, '')] = ((await import(join(folder, file))) as { up: MigrationUp }).up;
    }
  }
  return all;
}

/** Migrates a fresh test database to just before `name`; answers how to run the rest. */
export async function migratedUpTo(database: TestDatabase['database'], name: string): Promise<{ rest(): Promise<void> }> {
  const all = await allMigrations();
  const names = Object.keys(all).sort();
  expect(names).toContain(name);
  const before = names[names.indexOf(name) - 1]!;
  const provider = {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [n, up] of Object.entries(all)) migrations[n] = { up: (db) => up(db, database.dialect) };
      return migrations;
    },
  };
  const migrator = new Migrator({ db: database.db, provider, ...(database.schema ? { migrationTableSchema: database.schema } : {}) });
  expect((await takingTurns(database, () => migrator.migrateTo(before))).error).toBeUndefined();
  return {
    async rest() {
      const { error } = await takingTurns(database, () => migrator.migrateToLatest());
      expect(error).toBeUndefined();
    },
  };
}
