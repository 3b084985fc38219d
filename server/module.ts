// The shape of a feature module: everything the app needs to know about one feature, in one object.
// server/features/index.ts lists the modules; buildApp, the migrator and the seeders iterate that list.
import type { FastifyPluginAsync } from 'fastify';
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DiscoverKind, DiscoverTopic } from '../contract/discover-rules';
import type { NotificationKind, ProgressEventName } from '../contract/progress-rules';
import type { KeptKind, ReportSubject } from '../contract/safety';
import type { AppContext } from './context';
import type { Dialect } from './db/database';
import type { DB } from './db/schema';
import type { JobHandler } from './jobs/worker';

/** One migration: named '<NNNN>-<what>' so that every module's migrations run in one global order. */
export type MigrationUp = (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;

/** A handle that may be a transaction: seeders and delete hooks always get the one they run in. */
export type Db = Kysely<DB>;

/** Something a person can report (SPEC-wide safety rules): whose it is and what it says. */
export interface ReportedItem {
  authorId: number;
  text: string;
}

/** How a viewer looks for an item: `reporting` when they are reporting it (issue 29: blocks do not hide it). */
export interface FindOptions {
  /** Someone who blocked the writer (or was blocked) may still report what they saw: blocks are ignored. */
  reporting?: boolean;
}

/**
 * Finds a reportable item by id. With a viewer: only if that person can see it now (their own, a
 * public one, one in their thread), so that a report reveals nothing. With null (a moderator): any.
 */
export type FindReported = (db: Db, itemId: number, viewerId: number | null, options?: FindOptions) => Promise<ReportedItem | undefined>;

/** What safeguarding needs kept of a deleted account's thing (server/social/safeguarding.repo.ts). */
export interface KeptThing {
  kind: KeptKind;
  about: string;
  lines: { from: string; text: string; at: string }[];
}

/** Something the bell should say today, said once by its key (a milestone due tomorrow). */
export interface DueNotice {
  onceKey: string;
  kind: NotificationKind;
  title: string;
  body: string;
}

/** What is due for the user, from their own today (YYYY-MM-DD): read when the bell is. */
export type DueNotices = (db: Db, userId: number, today: string) => Promise<DueNotice[]>;

/** One thing Discover can find (issue 32): plain text, indexed by title, text and tags. */
export interface SearchDocument {
  id: number;
  title: string;
  text: string;
  tags: readonly string[];
  topic: DiscoverTopic;
}

/** How Discover finds one kind of a module's things (docs/decisions/0025-discover-and-search.md). */
export interface SearchSource {
  /**
   * Catalogue things: the index of this kind is rebuilt from them at start-up. Absent when the kind's
   * rows are kept in the index by the database itself (pep talks: triggers of migration 0026-search).
   */
  catalogue?(db: Db): Promise<SearchDocument[]>;
  /** Whether the viewer may see the item whose id is `itemColumn`; absent: everyone may. */
  shownTo?(itemColumn: string, viewerId: number): Expression<SqlBool>;
  /**
   * The ids of this kind a demo account might be shown (at least every one `shownTo` allows it), as a
   * query: a demo sees only its own and the sample community's, a few among a school's, so Discover
   * searches those instead of every match. Absent: every item of the kind (a catalogue's few).
   */
  demoCandidates?(viewerId: number): Expression<unknown>;
  /** The social layer's subject its likes are kept under ('video'): Home's Popular Now counts them. */
  likedAs?: 'video' | 'peptalk';
}

export interface FeatureModule {
  /** The feature's name, the same on every side (contract/<name>.ts, web/features/<name>/, e2e/<name>.spec.ts). */
  name: string;
  /** Its HTTP routes, registered with the shared context. */
  routes?: FastifyPluginAsync<AppContext>;
  /** Its migrations, by globally ordered name. Never edited once landed. */
  migrations?: Record<string, MigrationUp>;
  seed?: {
    /** Catalogue content at start-up (idempotent: it follows the files in the repository). */
    catalogue?(db: Db): Promise<void>;
    /** A new account's starting data, in the sign-up's transaction. */
    newAccount?(trx: Db, userId: number): Promise<void>;
    /** The demo account's sample data, in the demo sign-up's transaction. */
    demo?(trx: Db, userId: number): Promise<void>;
  };
  /**
   * Once the server listens, in the background (server/housekeeping.ts checksAfterStart): checks what this
   * module keeps derived from other rows (the social layer's stored counts) in short transactions that
   * writes can go on beside, stops between them when `signal` aborts, and says what it corrected; a
   * warning, never a failed or a delayed start.
   */
  checkAfterStart?(db: Db, signal: AbortSignal): Promise<{ message: string; details: Record<string, unknown> } | undefined>;
  /** One user's data, in the contract's shapes: this module's section of the export. */
  exportUserData?(db: Db, userId: number): Promise<Record<string, unknown>>;
  /** Removes one user's data, inside the transaction it is given. */
  deleteUserData?(trx: Db, userId: number): Promise<void>;
  /** The progress events this module emits (contract/progress-rules.ts says what each is worth). */
  progressEvents?: readonly ProgressEventName[];
  /** What the bell should say today about this module's things. */
  dueNotices?: DueNotices;
  /**
   * Before an account is deleted: what of this module's safeguarding must keep (issue 16: open reports
   * about what it wrote, its mentor threads). `find` reads any reported item, as a moderator would.
   */
  keepForSafeguarding?(trx: Db, userId: number, find: Partial<Record<ReportSubject, FindReported>>): Promise<KeptThing[]>;
  /** How to find a reported item, by the subject names this module owns (e.g. 'video-comment'). */
  reportables?: Partial<Record<ReportSubject, FindReported>>;
  /** What Discover finds of this module's things, by kind (contract/discover-rules.ts DISCOVER_KINDS). */
  searchables?: Partial<Record<DiscoverKind, SearchSource>>;
  /** The background jobs it queues, by kind (server/jobs/worker.ts runs them). */
  jobs?: Record<string, JobHandler>;
}

/** What accounts (server/auth) need from the modules, without importing any of them. */
export interface AccountHooks {
  seedNewAccount(trx: Db, userId: number): Promise<void>;
  seedDemo(trx: Db, userId: number): Promise<void>;
  deleteUserData(trx: Db, userId: number): Promise<void>;
  /** One user's data, a module's section at a time (its name, then what its export hook answers). */
  exportUserData(db: Db, userId: number): AsyncGenerator<[string, Record<string, unknown>]>;
}

/** Where kept things go (server/social/safeguarding.repo.ts keep), given by the app. */
export type Keep = (trx: Db, userId: number, things: KeptThing[]) => Promise<void>;

export function accountHooksOf(modules: readonly FeatureModule[], keep?: Keep): AccountHooks {
  const find = reportablesOf(modules);
  return {
    async seedNewAccount(trx, userId) {
      for (const m of modules) await m.seed?.newAccount?.(trx, userId);
    },
    async seedDemo(trx, userId) {
      for (const m of modules) await m.seed?.demo?.(trx, userId);
    },
    async deleteUserData(trx, userId) {
      // What safeguarding needs is copied out first, in the same transaction, before anything goes.
      if (keep) {
        const things: KeptThing[] = [];
        for (const m of modules) if (m.keepForSafeguarding) things.push(...(await m.keepForSafeguarding(trx, userId, find)));
        await keep(trx, userId, things);
      }
      // Later modules may refer to earlier ones' rows: remove in reverse order.
      for (const m of [...modules].reverse()) await m.deleteUserData?.(trx, userId);
    },
    async *exportUserData(db, userId) {
      for (const m of modules) if (m.exportUserData) yield [m.name, await m.exportUserData(db, userId)];
    },
  };
}

/** Every module's reportables in one map, checked for subjects claimed twice. */
export function reportablesOf(modules: readonly FeatureModule[]): Partial<Record<ReportSubject, FindReported>> {
  const all: Partial<Record<ReportSubject, FindReported>> = {};
  for (const m of modules) {
    for (const [subject, find] of Object.entries(m.reportables ?? {}) as [ReportSubject, FindReported][]) {
      if (all[subject]) throw new Error(`Two modules can find reported ${subject} items`);
      all[subject] = find;
    }
  }
  return all;
}

/** Every module's due notices, asked one after the other. */
export function dueNoticesOf(modules: readonly FeatureModule[]): DueNotices {
  return async (db, userId, today) => {
    const all: DueNotice[] = [];
    for (const m of modules) if (m.dueNotices) all.push(...(await m.dueNotices(db, userId, today)));
    return all;
  };
}

/** Every module's migrations, checked for clashing names. */
export function migrationsOf(modules: readonly FeatureModule[]): Record<string, MigrationUp> {
  const all: Record<string, MigrationUp> = {};
  for (const m of modules) {
    for (const [name, up] of Object.entries(m.migrations ?? {})) {
      if (all[name]) throw new Error(`Two modules declare the migration ${name}`);
      all[name] = up;
    }
  }
  return all;
}

/** Every module's job handlers, by kind (a kind declared twice is a mistake). */
export function jobHandlersOf(modules: readonly FeatureModule[]): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const m of modules) {
    for (const [kind, handler] of Object.entries(m.jobs ?? {})) {
      if (handlers[kind]) throw new Error(`Job kind '${kind}' is declared twice (module '${m.name}')`);
      handlers[kind] = handler;
    }
  }
  return handlers;
}
