// Opens the database named by DATABASE_URL: embedded SQLite (default) or PostgreSQL, one Kysely API.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The PostgreSQL schema worked in, when not the default. */
  schema?: string;
  close(): Promise<void>;
}

// int8 (counts, sums of cents) arrives as text by default; every value we store fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

const MAX_CACHED_STATEMENTS = 500;

export interface OpenOptions {
  /** PostgreSQL schema to work in (tests give each file its own). */
  schema?: string;
}

export function openDatabase(url: string, options: OpenOptions = {}): Database {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length) || 'data/rise.db';
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    // NORMAL in WAL mode survives a process crash; only a power cut can lose the last commits.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Kysely prepares every query anew; better-sqlite3 statements are reusable, so keep them.
    const statements = new Map<string, SQLite.Statement>();
    const cached = {
      close: () => sqlite.close(),
      prepare(text: string) {
        let statement = statements.get(text);
        if (!statement) {
          if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
          statement = sqlite.prepare(text);
          statements.set(text, statement);
        }
        return statement;
      },
    };
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cached }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection cut by the server (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.warn('PostgreSQL pool: an idle connection failed:', error.message));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy() };
}
