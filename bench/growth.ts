// Growth (issue 53): each main screen's calls, for one ordinary teen, as the school around them grows.
// At 1x the data is 500 of the teen's transactions, 1,000 search documents, a 12-member shared board, a
// pep talk with 1,000 comments, 10 comments and 10 likes on each other pep talk, 50 notifications and 50
// mentor messages (and 50 progress actions) of the teen's; 10x and 100x multiply all of it, and the
// classmates who wrote it (100 per 1x). The same calls are timed at each scale on a fresh database, on
// SQLite and on PostgreSQL; the goal is every call's 100x time at most twice its 1x time.
//
// The teen signs up and is read through the real API; the rest is written straight into the real tables
// in bulk (INSERT ... SELECT over a table of numbers, the same SQL on both engines), with the rules of
// what a teen may see at work: a few blocks both ways, hidden, held and restored items, private pep
// talks, comments turned off, a banned classmate, a name held for care, and demo accounts' likes. Pep
// talks reach Discover's index through its own triggers, as every write does. PostgreSQL is analysed
// after the load (as its autovacuum would); SQLite is left as the app leaves it.
//
// `npx tsx bench/growth.ts` runs it alone; BENCH_GROWTH_SCALES=1,10, BENCH_GROWTH_ROUNDS=5 and
// BENCH_GROWTH_ENGINES=sqlite shorten it. PostgreSQL is TEST_DATABASE_URL's (by default the local test
// database), a throwaway schema per scale.
import { checkCounts } from '../server/social/counts.repo';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { localToday } from '../contract/money';
import { PEP_TALK_CATEGORIES } from '../contract/pep-talks-rules';
import { PROGRESS_EVENTS, PROGRESS_EVENT_NAMES, levelOf } from '../contract/progress-rules';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/database';
import type { DB } from '../server/db/schema';
import { createMentorAccount } from '../server/features/mentors/mentor-accounts';
import { fillGoalReached } from '../server/progress/migrations/0039-goal-reached';
import { type SignedIn, createTestDatabase, signUp, tryDemo } from '../server/test/app';
import { seedFinance } from './finance';

export const GROWTH_RATIO_GOAL = 2;
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '1,10,100').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_GROWTH_ROUNDS ?? 15);
const WARM_UP = 5;
const MIN_SPENT_MS = 300;
const SLOW_MS = 1000;
const CALL_BUDGET_MS = 5000;
const LONG_BUDGET_MS = 15_000;
const ENGINES = (process.env.BENCH_GROWTH_ENGINES ?? 'sqlite,postgres').toLowerCase().split(',');
/** BENCH_GROWTH_KEEP=1 keeps each scale's database (and prints where) to look at its plans after. */
const KEEP = process.env.BENCH_GROWTH_KEEP === '1';

/** The common word Discover's search is timed with: in three pep talks of eight. */
const COMMON_WORD = 'believe';
const MINUTES = 30 * 24 * 60;
const LIMITS = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SIGN_UP: '1000',
  RATE_LIMIT_WRITES: '1000000',
  RATE_LIMIT_POSTS: '1000000',
  RATE_LIMIT_READS: '1000000000',
};

type Engine = 'SQLite' | 'PostgreSQL';
type Db = Kysely<DB>;

export interface GrowthCall {
  screen: string;
  name: string;
  /** The call's address, the seeded ids in it written as :name (they differ from one database to the next). */
  path: string;
}

export interface CallFigures extends GrowthCall {
  /** Median per scale, in SCALES' order; null when the call did not answer 200. */
  medianMs: (number | null)[];
  /** Items answered (a list's length), per scale: the teen's view should be the same size at each. */
  items: (number | null)[];
  status: number[];
  /** Timings each median is of (fewer than ROUNDS for a slow call). */
  runs: number[];
  /** Largest scale ÷ smallest. */
  ratio: number | null;
  ok: boolean;
}

export interface ScaleRun {
  scale: number;
  seedMs: number;
  /** Each part of the seeding, ms. */
  seedSteps: Record<string, number>;
  rows: Record<string, number>;
}

export interface EngineGrowth {
  engine: Engine;
  runs: ScaleRun[];
  /** How long the timing of every call at every scale took. */
  measureMs?: number;
  calls: CallFigures[];
  /** Why this engine was not measured. */
  skipped?: string;
}

export interface GrowthReport {
  goal: number;
  scales: number[];
  rounds: number;
  engines: EngineGrowth[];
}

// ---- Seeding

const lit = (v: number) => sql.lit(v);
/** A CASE over `expr` % values.length picking each value (constant text, quoted here). */
const pick = (expr: string, values: readonly string[]) =>
  sql.raw(`(case (${expr}) % ${values.length} ${values.map((v, i) => `when ${i} then '${v.replaceAll("'", "''")}'`).join(' ')} end)`);

const TITLES = [
  'Believe in your next step',
  'Small wins count',
  'You belong here',
  'Believe the practice',
  'One page at a time',
  'Ask for help early',
  'Believe you can, then start',
  'Rest is part of the plan',
];
const TEXTS = [
  'I used to freeze before every test. Now I believe a plan beats panic: one page, one break, one more page.',
  'Tried out for the team and did not make it. Going again next term, and training until then.',
  'New school, nobody knew me. I said hi to one person a day. It works, slowly.',
  'Nobody is good at something the first time. Believe the practice, not the first try.',
  'Reading one page a night got me through a whole book this month.',
  'Asked my teacher for help on Monday instead of Friday. Best decision of the week.',
  'If you believe you can do the hard part, the easy parts get easier too.',
  'Took a real break this weekend and came back with more energy than I left with.',
];
const COMMENTS = ['So true!', 'Needed this today', 'Thanks for sharing', 'Same here', 'Love this', 'Going to try it', 'Great advice'];
const KINDS = ['achievement', 'pep-talk-comment', 'mentor-reply', 'board-member', 'level-up'];

interface Seeded {
  me: SignedIn;
  /** A demo account (the sign-in page's "Try the demo"), which sees the sample community, not the school. */
  demo: SignedIn;
  busyPepTalk: number;
  video: number;
  mentor: number;
  board: number;
  rows: Record<string, number>;
  /** How long each part of the seeding took, ms. */
  steps: Record<string, number>;
}

/** What every part of the seeding works from. */
interface School {
  app: FastifyInstance;
  db: Db;
  me: SignedIn;
  meId: number;
  scale: number;
  /** Classmates: 100 per 1x. */
  members: number;
  /** The teen's own notifications, mentor lines and progress actions: 50 per 1x. */
  mine: number;
  now: number;
  nowIso: string;
}

async function count(db: Db, table: string, where = sql``): Promise<number> {
  const row = (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} ${where}`.execute(db)).rows[0]!;
  return Number(row.n);
}

/** Rows into a helper table, in batches (under both engines' limits on bound values). */
async function fill(db: Db, table: string, columns: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => sql`(${sql.join(r)})`);
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(batch)}`.execute(db);
  }
}

const person = (k: number) => sql<number>`(select id from growth_people where k = ${lit(k)})`;

/** Helper tables: numbers, and times (minutes ago over 30 days, and days over five years). */
async function helperTables({ db, scale, now }: School) {
  await sql`create table growth_n (n integer primary key)`.execute(db);
  await sql`create table growth_at (n integer primary key, at text not null, day text not null)`.execute(db);
  await sql`create table growth_people (k integer primary key, id integer not null)`.execute(db);
  await sql`create table growth_mentors (k integer primary key, id integer not null, account integer, tenure integer)`.execute(db);
  await fill(
    db,
    'growth_n',
    ['n'],
    Array.from({ length: 1000 * scale + 1000 }, (_, n) => [n]),
  );
  await fill(
    db,
    'growth_at',
    ['n', 'at', 'day'],
    Array.from({ length: MINUTES }, (_, n) => [
      n,
      new Date(now - n * 60_000).toISOString(),
      new Date(now - (n % 1825) * 86_400_000).toISOString().slice(0, 10),
    ]),
  );
}

/** Classmates (nobody signs in as one: no password hashes to '!'), five demo accounts, and blocks. */
async function people({ db, meId, members, nowIso }: School) {
  await sql`insert into users (username, username_key, display_name, password_hash, avatar_color, created_at)
    select 'growth_' || cast(g.n as text), 'growth_' || cast(g.n as text), 'Classmate ' || cast(g.n as text), '!',
      ${pick('g.n', ['#7c3aed', '#2563eb', '#db2777', '#059669'])}, t.at
    from growth_n g join growth_at t on t.n = ${lit(MINUTES - 1)} - g.n % 1000
    where g.n < ${lit(members)} order by g.n`.execute(db);
  await sql`insert into growth_people (k, id)
    select row_number() over (order by id) - 1, id from users where username like 'growth%' order by id`.execute(db);
  await sql`insert into users (username, username_key, display_name, password_hash, avatar_color, created_at, is_demo)
    select 'demo_growth_' || cast(g.n as text), 'demo_growth_' || cast(g.n as text), 'Demo', '!', '#ca8a04', ${nowIso}, 1
    from growth_n g where g.n < 5`.execute(db);
  // Classmate 7 is banned (their words are hidden); classmate 9's name is held for care.
  await sql`update users set banned_at = ${nowIso} where id = ${person(7)}`.execute(db);

  // Blocks: the teen blocked 1 to 3, 4 and 5 blocked the teen; and one classmate in 20 blocked the next.
  await sql`insert into blocks (blocker_id, blocked_id, created_at)
    select ${meId}, p.id, ${nowIso} from growth_people p where p.k in (1, 2, 3)`.execute(db);
  await sql`insert into blocks (blocker_id, blocked_id, created_at)
    select p.id, ${meId}, ${nowIso} from growth_people p where p.k in (4, 5)`.execute(db);
  await sql`insert into blocks (blocker_id, blocked_id, created_at)
    select a.id, b.id, ${nowIso} from growth_people a join growth_people b on b.k = a.k + 1 where a.k % 20 = 0`.execute(db);
}

/**
 * Pep talks: enough that Discover's index holds 1,000 documents per 1x with the busy one and the teen's
 * five; ten comments on each (nine, and one reply on average), ten likes (over the last 30 days), a share
 * in three.
 */
async function pepTalks({ db, me, meId, scale, members, now }: School) {
  const documentsBefore = await count(db, 'search_documents');
  const pepTalks = 1000 * scale - documentsBefore - 6;
  await sql`insert into pep_talks (user_id, title, media_type, media_url, category, is_public, created_at, comments_off)
    select p.id, ${pick('g.n', TITLES)}, 'text', ${pick('g.n', TEXTS)}, ${pick('g.n / 8', PEP_TALK_CATEGORIES)},
      case when g.n % 10 = 3 then 0 else 1 end, t.at, case when g.n % 50 = 7 then 1 else 0 end
    from growth_n g join growth_people p on p.k = g.n % ${lit(members)}
      join growth_at t on t.n = 60 + cast(${lit(pepTalks)} - g.n as bigint) * ${lit(MINUTES - 120)} / ${lit(pepTalks)}
    where g.n < ${lit(pepTalks)} order by g.n`.execute(db);
  const range = (
    await sql<{
      lo: number;
      hi: number;
    }>`select min(id) as lo, max(id) as hi from pep_talks where user_id in (select id from growth_people)`.execute(db)
  ).rows[0]!;
  const [lo, hi] = [Number(range.lo), Number(range.hi)];

  await sql`insert into comments (subject, item_id, user_id, body, created_at, parent_id)
    select 'peptalk', x.id, p.id, ${pick('x.id + g.n', COMMENTS)}, x.created_at, null
    from pep_talks x join growth_n g on g.n < 9 join growth_people p on p.k = (x.id * 7 + g.n * 3) % ${lit(members)}
    where x.id between ${lit(lo)} and ${lit(hi)} order by x.id, g.n`.execute(db);
  await sql`insert into comments (subject, item_id, user_id, body, created_at, parent_id)
    select 'peptalk', c.item_id, p.id, 'Agreed, thanks', c.created_at, c.id
    from comments c join growth_people p on p.k = (c.id * 11) % ${lit(members)}
    where c.subject = 'peptalk' and c.item_id between ${lit(lo)} and ${lit(hi)} and c.parent_id is null and c.id % 9 = 0
    order by c.id`.execute(db);
  await sql`insert into reactions (subject, item_id, user_id, created_at)
    select 'peptalk', x.id, p.id, t.at
    from pep_talks x join growth_n g on g.n < 10 join growth_people p on p.k = (x.id * 7 + g.n) % ${lit(members)}
      join growth_at t on t.n = (x.id * 13 + g.n * 1009) % ${lit(MINUTES)}
    where x.id between ${lit(lo)} and ${lit(hi)}`.execute(db);
  await sql`insert into pep_talk_shares (pep_talk_id, user_id, created_at)
    select x.id, p.id, x.created_at from pep_talks x join growth_people p on p.k = (x.id * 5) % ${lit(members)}
    where x.id between ${lit(lo)} and ${lit(hi)} and x.id % 3 = 0`.execute(db);
  // Demo accounts' likes this week (a demo is a sandbox: they count for nobody else), and the teen's own.
  await sql`insert into reactions (subject, item_id, user_id, created_at)
    select 'peptalk', x.id, d.id, t.at
    from pep_talks x join users d on d.username = 'demo_growth_' || cast(x.id % 10 as text) join growth_at t on t.n = x.id % 10000
    where x.id between ${lit(lo)} and ${lit(hi)}`.execute(db);
  await sql`insert into reactions (subject, item_id, user_id, created_at)
    select 'peptalk', x.id, ${meId}, x.created_at from pep_talks x
    where x.id between ${lit(lo)} and ${lit(hi)} and x.id % 50 = 0`.execute(db);

  // The busy pep talk, newest of the classmates': 1,000 comments per 1x (one in ten a reply).
  const busyPepTalk = (
    await db
      .insertInto('pep_talks')
      .values({
        user_id: (await sql<{ id: number }>`select id from growth_people where k = 30`.execute(db)).rows[0]!.id,
        title: 'What helped you believe in yourself this year?',
        media_type: 'text',
        media_url: 'Tell me one thing. I will start: my little sister asking me for homework help.',
        category: 'confidence',
        is_public: 1,
        created_at: new Date(now - 30 * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const topLevel = 900 * scale;
  await sql`insert into comments (subject, item_id, user_id, body, created_at, parent_id)
    select 'peptalk', ${lit(busyPepTalk)}, p.id, ${pick('g.n', COMMENTS)}, t.at, null
    from growth_n g join growth_people p on p.k = g.n % ${lit(members)}
      join growth_at t on t.n = (${lit(topLevel)} - g.n) * 29 / ${lit(topLevel)}
    where g.n < ${lit(topLevel)} order by g.n`.execute(db);
  await sql`insert into comments (subject, item_id, user_id, body, created_at, parent_id)
    select 'peptalk', c.item_id, p.id, 'Love this', c.created_at, c.id
    from comments c join growth_people p on p.k = (c.id * 11) % ${lit(members)}
    where c.subject = 'peptalk' and c.item_id = ${lit(busyPepTalk)} and c.parent_id is null and c.id % 9 = 0
    order by c.id`.execute(db);

  // The teen's own five pep talks (one private), through the API.
  for (let i = 0; i < 5; i++) {
    const r = await me.request({
      method: 'POST',
      url: '/api/peptalks',
      payload: { title: `My note ${i + 1}`, mediaType: 'text', mediaUrl: TEXTS[i]!, category: 'focus', isPublic: i !== 2 },
    });
    if (r.statusCode !== 201) throw new Error(`posting a pep talk answered ${r.statusCode}: ${r.body}`);
  }

  return { lo, hi, busyPepTalk };
}

/** Shorts: half the classmates like each video; 150 comments per 1x on each (one in ten a reply). */
async function shorts({ db, scale, members }: School) {
  const videos = (await db.selectFrom('videos').select('id').orderBy('position').execute()).map((v) => v.id);
  await sql`insert into reactions (subject, item_id, user_id, created_at)
    select 'video', v.id, p.id, t.at from videos v join growth_people p on (p.k + v.id) % 2 = 0
      join growth_at t on t.n = (p.k * 37 + v.id * 101) % ${lit(MINUTES)}`.execute(db);
  await sql`insert into comments (subject, item_id, user_id, body, created_at, parent_id)
    select 'video', v.id, p.id, ${pick('g.n', COMMENTS)}, t.at, null
    from videos v join growth_n g on g.n < ${lit(150 * scale)} join growth_people p on p.k = (g.n * 7 + v.id) % ${lit(members)}
      join growth_at t on t.n = (${lit(150 * scale)} - g.n) * 97 / ${lit(150 * scale)}
    order by v.id, g.n`.execute(db);
  await sql`insert into comments (subject, item_id, user_id, body, created_at, parent_id)
    select 'video', c.item_id, p.id, 'Good point', c.created_at, c.id
    from comments c join growth_people p on p.k = (c.id * 11) % ${lit(members)}
    where c.subject = 'video' and c.parent_id is null and c.id % 10 = 0 and c.user_id in (select id from growth_people)
    order by c.id`.execute(db);

  return videos[0]!;
}

/**
 * Moderation: one pep talk in 97 hidden on reports, one in 211 held for care, one in 157 restored behind
 * a warning; one comment in 101 hidden; classmate 9's name held.
 */
async function moderation({ db, nowIso }: School, lo: number, hi: number) {
  const caseOf = (subject: string, from: string, where: string, set: string) =>
    sql.raw(`insert into moderation_cases (subject, item_id, author_id, author_username, author_display_name, author_role,
      first_reported_at, hidden, held_for, warn, decision)
      select ${subject}, x.id, u.id, u.username, u.display_name, u.role, '${nowIso}', ${set}
      from ${from} join users u on u.id = x.user_id where ${where}`);
  await caseOf("'peptalk'", 'pep_talks x', `x.id between ${lo} and ${hi} and x.id % 97 = 0`, `1, null, 0, null`).execute(db);
  await caseOf(
    "'peptalk'",
    'pep_talks x',
    `x.id between ${lo} and ${hi} and x.id % 211 = 0 and x.id % 97 <> 0`,
    `1, 'self-harm', 0, null`,
  ).execute(db);
  await caseOf(
    "'peptalk'",
    'pep_talks x',
    `x.id between ${lo} and ${hi} and x.id % 157 = 0 and x.id % 97 <> 0 and x.id % 211 <> 0`,
    `0, null, 1, 'restore'`,
  ).execute(db);
  await caseOf(
    "case x.subject when 'peptalk' then 'peptalk-comment' else 'video-comment' end",
    'comments x',
    `x.id % 101 = 0 and x.user_id in (select id from growth_people)`,
    `1, null, 0, null`,
  ).execute(db);
  await sql`insert into moderation_cases (subject, item_id, author_id, author_username, author_display_name, author_role,
      first_reported_at, hidden, held_for)
    select 'name', u.id, u.id, u.username, u.display_name, u.role, ${nowIso}, 1, 'self-harm' from users u where u.id = ${person(9)}`.execute(
    db,
  );
}

/** Money: the teen's as bench/finance.ts seeds it (500 transactions per 1x); 20 for each classmate. */
async function money({ app, db, me, scale, nowIso }: School) {
  await seedFinance(app, me.cookie, 500 * scale, db);
  await sql`insert into finance_accounts (user_id, name, type, color, balance_cents, created_at)
    select p.id, 'Everyday', 'checking', '#2563eb', 10000, ${nowIso} from growth_people p order by p.k`.execute(db);
  await sql`insert into finance_transactions (user_id, account_id, description, amount_cents, date, category, is_expense, created_at)
    select p.id, a.id, 'Snack', 100 + g.n * 37, t.day, 'food', 1, ${nowIso}
    from growth_people p join finance_accounts a on a.user_id = p.id join growth_n g on g.n < 20
      join growth_at t on t.n = (p.k * 13 + g.n * 97) % 1825`.execute(db);
}

/**
 * Boards: each classmate's own (three columns, two tasks in each), and the shared one: classmate 10's,
 * with the teen and ten others on it (classmate 4, who blocked the teen, among them).
 */
async function boards({ db, meId, nowIso }: School): Promise<number> {
  await sql`insert into board_projects (owner_id, title, created_at)
    select p.id, 'Board ' || cast(p.k as text), ${nowIso} from growth_people p order by p.k`.execute(db);
  await sql`insert into board_members (project_id, user_id, joined_at) select b.id, b.owner_id, b.created_at from board_projects b
    where b.owner_id in (select id from growth_people)`.execute(db);
  await sql`insert into board_columns (project_id, title, position, done, created_at)
    select b.id, ${pick('g.n', ['To Do', 'In Progress', 'Completed'])}, g.n, case when g.n = 2 then 1 else 0 end, b.created_at
    from board_projects b join growth_n g on g.n < 3 where b.owner_id in (select id from growth_people) order by b.id, g.n`.execute(db);
  await sql`insert into board_tasks (project_id, column_id, created_by, title, position, created_at)
    select c.project_id, c.id, b.owner_id, 'Task ' || cast(g.n as text), g.n, c.created_at
    from board_columns c join board_projects b on b.id = c.project_id join growth_n g on g.n < 2
    where b.owner_id in (select id from growth_people)`.execute(db);
  const owner = (await sql<{ id: number }>`select id from growth_people where k = 10`.execute(db)).rows[0]!.id;
  const crew = (await sql<{ id: number }>`select id from growth_people where k = 4 or k between 11 and 19 order by k`.execute(db)).rows.map(
    (r) => r.id,
  );
  const board = (
    await db
      .insertInto('board_projects')
      .values({ owner_id: owner, title: 'Science fair', created_at: nowIso })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const onBoard = [owner, meId, ...crew];
  await db
    .insertInto('board_members')
    .values(onBoard.map((user_id) => ({ project_id: board, user_id, joined_at: nowIso })))
    .execute();
  await db
    .insertInto('board_titles')
    .values({ project_id: board, column_id: null, title: 'Science fair', written_by: owner, written_at: nowIso })
    .execute();
  for (const [position, title] of ['To Do', 'In Progress', 'Review', 'Completed'].entries()) {
    const done = title === 'Completed';
    const column = (
      await db
        .insertInto('board_columns')
        .values({ project_id: board, title, position, done: done ? 1 : 0, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('board_titles')
      .values({ project_id: board, column_id: column, title, written_by: owner, written_at: nowIso })
      .execute();
    await db
      .insertInto('board_tasks')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          project_id: board,
          column_id: column,
          created_by: onBoard[(position * 10 + i) % onBoard.length]!,
          title: `Step ${position * 10 + i + 1}`,
          description: i % 3 === 0 ? 'Check with the group first.' : null,
          tag: i % 2 === 0 ? 'Research' : null,
          tag_color: i % 2 === 0 ? '#3b82f6' : null,
          due_date: i % 4 === 0 ? localToday() : null,
          assigned_to: i % 3 === 1 ? null : onBoard[(position + i) % onBoard.length]!,
          position: i,
          created_at: nowIso,
          completed_at: done ? nowIso : null,
        })),
      )
      .execute();
  }
  await sql`insert into board_titles (project_id, column_id, title, written_by, written_at)
    select b.id, null, b.title, b.owner_id, b.created_at from board_projects b where b.owner_id in (select id from growth_people)
      and b.id <> ${lit(board)}`.execute(db);
  await sql`insert into board_titles (project_id, column_id, title, written_by, written_at)
    select c.project_id, c.id, c.title, b.owner_id, c.created_at from board_columns c join board_projects b on b.id = c.project_id
    where b.owner_id in (select id from growth_people) and b.id <> ${lit(board)}`.execute(db);

  return board;
}

/**
 * Mentors: one open mentor gets an account; the teen matches with it (through the API) and their thread
 * has 50 lines per 1x; a third of the classmates have a thread of ten lines with some mentor.
 */
async function mentors({ db, me, meId, mine, nowIso }: School): Promise<number> {
  const catalogue = await db
    .selectFrom('mentors')
    .select(['id', 'slug', 'accepting'])
    .where('retired', '=', 0)
    .orderBy('position')
    .execute();
  const open = catalogue.find((m) => m.accepting === 1)!;
  await createMentorAccount(db, open.slug, 'growth_mentor');
  const account = await db.selectFrom('mentors').select('user_id').where('id', '=', open.id).executeTakeFirstOrThrow();
  const tenure = await db
    .selectFrom('mentor_tenures')
    .select('id')
    .where('mentor_id', '=', open.id)
    .where('unlinked_at', 'is', null)
    .executeTakeFirstOrThrow();
  const liked = await me.request({ method: 'POST', url: `/api/mentors/${open.id}/like` });
  if (liked.statusCode !== 200) throw new Error(`liking a mentor answered ${liked.statusCode}: ${liked.body}`);
  await fill(
    db,
    'growth_mentors',
    ['k', 'id', 'account', 'tenure'],
    catalogue.map((m, k) => [k, m.id, m.id === open.id ? account.user_id : null, m.id === open.id ? tenure.id : null]),
  );
  await sql`insert into mentor_messages (mentor_id, user_id, from_mentor, body, created_at, author_id, tenure_id)
    select ${lit(open.id)}, ${meId}, g.n % 2, ${pick('g.n', ['Thanks for the tip!', 'How did the project go?', 'I tried it today', 'Keep me posted'])},
      t.at, case when g.n % 2 = 1 then ${lit(account.user_id!)} else ${meId} end, ${lit(tenure.id)}
    from growth_n g join growth_at t on t.n = ${lit(mine)} - g.n where g.n < ${lit(mine)} order by g.n`.execute(db);
  await sql`update mentor_links set updated_at = ${nowIso} where user_id = ${meId}`.execute(db);
  await sql`insert into mentor_links (user_id, mentor_id, status, created_at, updated_at, matched_at, tenure_id)
    select p.id, m.id, 'matched', t.at, t.at, t.at, m.tenure
    from growth_people p join growth_mentors m on m.k = p.k % ${lit(catalogue.length)} join growth_at t on t.n = p.k % ${lit(MINUTES)}
    where p.k % 3 = 0`.execute(db);
  await sql`insert into mentor_messages (mentor_id, user_id, from_mentor, body, created_at, author_id, tenure_id)
    select l.mentor_id, l.user_id, g.n % 2, 'Line ' || cast(g.n as text), l.created_at,
      case when g.n % 2 = 1 then m.account else l.user_id end, m.tenure
    from mentor_links l join growth_mentors m on m.id = l.mentor_id join growth_n g on g.n < 10
    where l.user_id in (select id from growth_people) order by l.user_id, g.n`.execute(db);

  return open.id;
}

/** The bell: 50 per 1x for the teen (all read but the newest five), five for each classmate; and progress. */
async function bellAndProgress({ db, meId, mine, nowIso }: School) {
  await sql`insert into notifications (user_id, kind, title, body, created_at, read_at)
    select ${meId}, ${pick('g.n', KINDS)}, 'Notice ' || cast(g.n as text), 'Something happened.', t.at,
      case when g.n < ${lit(mine - 5)} then t.at end
    from growth_n g join growth_at t on t.n = ${lit(mine)} - g.n where g.n < ${lit(mine)} order by g.n`.execute(db);
  await sql`insert into notifications (user_id, kind, title, body, created_at, read_at)
    select p.id, ${pick('g.n', KINDS)}, 'Notice', 'Something happened.', ${nowIso}, case when g.n < 4 then ${nowIso} end
    from growth_people p join growth_n g on g.n < 5`.execute(db);

  // Progress: 50 actions per 1x for the teen (their level and points kept to match), 20 for each classmate.
  const pointsOf = (expr: string) =>
    sql.raw(
      `(case (${expr}) % ${PROGRESS_EVENT_NAMES.length} ${PROGRESS_EVENT_NAMES.map((name, i) => `when ${i} then ${PROGRESS_EVENTS[name].points}`).join(' ')} end)`,
    );
  await sql`insert into progress_events (user_id, name, subject, day, points, created_at)
    select ${meId}, ${pick('g.n', PROGRESS_EVENT_NAMES)}, 'growth-' || cast(g.n as text), substr(t.at, 1, 10), ${pointsOf('g.n')}, t.at
    from growth_n g join growth_at t on t.n = ${lit(mine)} - g.n where g.n < ${lit(mine)} order by g.n`.execute(db);
  const total = Number(
    (await sql<{ n: number | string }>`select sum(points) as n from progress_events where user_id = ${meId}`.execute(db)).rows[0]!.n,
  );
  await db
    .updateTable('users')
    .set({ points: total, ...levelOf(total) })
    .where('id', '=', meId)
    .execute();
  await sql`insert into progress_events (user_id, name, subject, day, points, created_at)
    select p.id, ${pick('p.k + g.n', PROGRESS_EVENT_NAMES)}, 'growth-' || cast(g.n as text), ${nowIso.slice(0, 10)},
      ${pointsOf('p.k + g.n')}, ${nowIso}
    from growth_people p join growth_n g on g.n < 20`.execute(db);
}

/**
 * The school at `scale`: classmates, their pep talks, comments, likes, shares, boards, money, mentor
 * threads, progress and notifications, and the teen's own share of it; answers what the calls need.
 */
async function seed(app: FastifyInstance, database: Database, scale: number): Promise<Seeded> {
  const { db } = database;
  const now = Date.now();
  const me = await signUp(app);
  const school: School = {
    app,
    db,
    me,
    meId: me.user.id,
    scale,
    members: 100 * scale,
    mine: 50 * scale,
    now,
    nowIso: new Date(now).toISOString(),
  };
  const steps: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    steps[name] = performance.now() - start;
    return result;
  };
  await step('helpers', () => helperTables(school));
  await step('people', () => people(school));
  const { lo, hi, busyPepTalk } = await step('pepTalks', () => pepTalks(school));
  const video = await step('shorts', () => shorts(school));
  await step('moderation', () => moderation(school, lo, hi));
  await step('money', () => money(school));
  const board = await step('boards', () => boards(school));
  const mentor = await step('mentors', () => mentors(school));
  await step('bellAndProgress', () => bellAndProgress(school));
  // PostgreSQL's statistics of the rows written here, as its autovacuum would gather them after an import
  // and before the app's next start. Without them the start-up check's recount (below) guesses that almost
  // no account counts and starts each item's count from every account: at 100x it ran for hours.
  const analyse = async () => {
    if (database.dialect !== 'postgres') return;
    const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
    for (const { name } of tables.rows) await sql`analyze ${sql.table(name)}`.execute(db);
  };
  await step('analyse', analyse);
  // What the app keeps beside the rows written here in bulk, as a school's data imported would get it:
  // the stored like and comment counts (the start-up check fills them, decision 0037) and progress totals.
  await step('counts', async () => {
    await checkCounts(db);
    await sql`delete from progress_totals`.execute(db);
    await sql`insert into progress_totals (user_id, name, actions, points)
      select user_id, name, count(*), coalesce(sum(points), 0) from progress_events group by user_id, name`.execute(db);
    await fillGoalReached(db);
  });
  await step('finish', async () => {
    for (const table of ['growth_n', 'growth_at', 'growth_people', 'growth_mentors']) await sql`drop table ${sql.table(table)}`.execute(db);
    await analyse();
  });
  const meId = school.meId;
  const rows = {
    classmates: school.members,
    searchDocuments: await count(db, 'search_documents'),
    pepTalks: await count(db, 'pep_talks'),
    comments: await count(db, 'comments'),
    reactions: await count(db, 'reactions'),
    busyPepTalkComments: await count(db, 'comments', sql`where subject = 'peptalk' and item_id = ${busyPepTalk}`),
    myTransactions: await count(db, 'finance_transactions', sql`where user_id = ${meId}`),
    myNotifications: await count(db, 'notifications', sql`where user_id = ${meId}`),
    myMentorMessages: await count(db, 'mentor_messages', sql`where user_id = ${meId}`),
    boardMembers: await count(db, 'board_members', sql`where project_id = ${board}`),
    mentorMessages: await count(db, 'mentor_messages'),
    boardTasks: await count(db, 'board_tasks'),
  };
  const demo = await step('demo', () => tryDemo(app));
  return { me, demo, busyPepTalk, video, mentor, board, rows, steps };
}

// ---- The calls

/** What each main screen asks for when it opens (web/app/registry.tsx's prefetches, the header's bell, Home). */
function callsOf(s: Seeded): (GrowthCall & { url: string; asDemo: boolean })[] {
  const day = localToday();
  const month = day.slice(0, 7);
  const call = (screen: string, name: string, url: string, path = url, asDemo = false) => ({ screen, name, url, path, asDemo });
  return [
    call('Pep Talk', 'feed, first page', '/api/peptalks'),
    call('Pep Talk', 'feed, one category', '/api/peptalks/category/focus'),
    call('Pep Talk', 'my pep talks', '/api/peptalks/user'),
    call('Pep Talk', "a demo's feed", '/api/peptalks', '/api/peptalks (as a demo)', true),
    call('Pep Talk', "a busy pep talk's comments", `/api/peptalks/${s.busyPepTalk}/comments`, '/api/peptalks/:busy/comments'),
    call('Shorts', 'feed', '/api/videos'),
    call('Shorts', "a video's comments", `/api/videos/${s.video}/comments`, '/api/videos/:first/comments'),
    call('Discover', 'browse', '/api/discover?limit=20'),
    call('Discover', `search "${COMMON_WORD}"`, `/api/discover/search?q=${COMMON_WORD}&limit=20`),
    call(
      'Discover',
      `a demo's search "${COMMON_WORD}"`,
      `/api/discover/search?q=${COMMON_WORD}&limit=20`,
      '/api/discover/search (as a demo)',
      true,
    ),
    call('Home', 'Popular Now', '/api/discover/popular'),
    call('Home', 'progress', '/api/progress'),
    call('Bell', 'unread dot', `/api/notifications/unread?day=${day}`, '/api/notifications/unread?day=:today'),
    call('Bell', 'panel', `/api/notifications?day=${day}&limit=20`, '/api/notifications?day=:today&limit=20'),
    call('Mentors', 'deck', '/api/mentors'),
    call('Mentors', 'my matches', '/api/mentors/matches'),
    // The same page at every scale: the 1x thread holds 50 messages, and a page is 100 by default.
    call('Mentors', 'long thread, first page', `/api/mentors/${s.mentor}/messages?limit=50`, '/api/mentors/:mentor/messages?limit=50'),
    call('Finance', 'accounts', '/api/finances/accounts'),
    call('Finance', '10 transactions', '/api/finances/transactions?limit=10'),
    call('Finance', 'savings goals', '/api/finances/goals'),
    call('Finance', "the month's summary", `/api/finances/summary?month=${month}`, '/api/finances/summary?month=:this'),
    call('Board', 'my boards', '/api/projects'),
    call('Board', 'shared board', `/api/projects/${s.board}`, '/api/projects/:shared'),
    call('Board', 'its columns', `/api/projects/${s.board}/columns`, '/api/projects/:shared/columns'),
    call('Board', 'its tasks', `/api/projects/${s.board}/tasks`, '/api/projects/:shared/tasks'),
  ];
}

/** One scale, seeded and served, until it is closed. */
interface Stage {
  run: ScaleRun;
  me: SignedIn;
  demo: SignedIn;
  calls: (GrowthCall & { url: string; asDemo: boolean })[];
  close(): Promise<void>;
}

/** A fresh database of the engine, the app on it and the school seeded at `scale`. */
async function openStage(engine: Engine, scale: number): Promise<Stage> {
  let database: Database;
  let drop: () => Promise<void>;
  let where: string;
  const config = loadConfig(LIMITS);
  config.staticDir = null;
  if (engine === 'SQLite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'rise-bench-growth-'));
    database = openDatabase(`sqlite:${path.join(dir, 'growth.db')}`);
    drop = async () => rmSync(dir, { recursive: true, force: true });
    where = path.join(dir, 'growth.db');
  } else {
    const made = await createTestDatabase(PG_URL);
    database = made.database;
    drop = made.drop;
    where = `schema ${made.schema}`;
  }
  const app = await buildApp(config, { database });
  const close = async () => {
    await app.close();
    if (KEEP) console.log(`  kept ${engine} ${scale}x: ${where}`);
    else await drop();
  };
  try {
    const start = performance.now();
    const seeded = await seed(app, database, scale);
    const run: ScaleRun = { scale, seedMs: performance.now() - start, seedSteps: seeded.steps, rows: seeded.rows };
    console.log(
      `  ${engine} ${scale}x seeded in ${(run.seedMs / 1000).toFixed(1)} s (` +
        `${Object.entries(seeded.steps)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
          .join(', ')}): ${Object.entries(seeded.rows)
          .map(([k, v]) => `${k} ${v.toLocaleString('en')}`)
          .join(', ')}`,
    );
    return { run, me: seeded.me, demo: seeded.demo, calls: callsOf(seeded), close };
  } catch (error) {
    await close();
    throw error;
  }
}

interface Timing {
  medianMs: number | null;
  items: number | null;
  status: number;
  /** Timings the median is of. */
  runs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Times every call at every scale; answers each stage's timings, call by call. First up to WARM_UP
 * rounds of every call on each (the process compiles the app's code, the pool opens its connections; a
 * call stops warming once it has spent SLOW_MS, and a first call that slow counts as a timing). Then one
 * call at a time (so that a slow call's garbage is not collected in the next one's time), its scales in
 * turn, round after round, so that the shared machine's moods fall on every scale alike: the median of
 * at least ROUNDS timings and MIN_SPENT_MS of them (a call of a millisecond is timed a few hundred
 * times), or of three once they took CALL_BUDGET_MS, or of one past LONG_BUDGET_MS: the bench stays
 * minutes long whatever it finds.
 */
async function measure(stages: Stage[]): Promise<Timing[][]> {
  const state = stages.map((st) => st.calls.map(() => ({ status: 0, items: null as number | null, times: [] as number[], warm: 0 })));
  for (const [k, st] of stages.entries()) {
    for (let round = 0; round < WARM_UP; round++) {
      for (const [i, { url, asDemo }] of st.calls.entries()) {
        const s = state[k]![i]!;
        if (s.warm >= SLOW_MS || (round > 0 && s.status !== 200)) continue;
        const start = performance.now();
        const r = await (asDemo ? st.demo : st.me).request({ url });
        const ms = performance.now() - start;
        s.warm += ms;
        if (round > 0) continue;
        const body: unknown = r.statusCode === 200 ? r.json() : null;
        [s.status, s.items] = [r.statusCode, Array.isArray(body) ? body.length : null];
        if (ms >= SLOW_MS) s.times.push(ms);
      }
    }
  }
  const enough = (s: (typeof state)[number][number]) => {
    if (s.status !== 200) return true;
    const [n, spent] = [s.times.length, s.times.reduce((a, b) => a + b, 0)];
    return (
      (n >= ROUNDS && spent >= MIN_SPENT_MS) ||
      n >= 20 * ROUNDS ||
      (n >= 3 && spent >= CALL_BUDGET_MS) ||
      (n >= 1 && spent >= LONG_BUDGET_MS)
    );
  };
  for (const i of stages[0]!.calls.keys()) {
    while (stages.some((_, k) => !enough(state[k]![i]!))) {
      for (const [k, st] of stages.entries()) {
        const s = state[k]![i]!;
        if (enough(s)) continue;
        const start = performance.now();
        const { url, asDemo } = st.calls[i]!;
        await (asDemo ? st.demo : st.me).request({ url });
        s.times.push(performance.now() - start);
      }
    }
  }
  return state.map((calls) =>
    calls.map((s) => ({ status: s.status, items: s.items, runs: s.times.length, medianMs: s.status === 200 ? median(s.times) : null })),
  );
}

/** Why PostgreSQL cannot be used, or null when it can. */
async function postgresUnreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `${PG_URL.replace(/\/\/[^@/]*@/, '//')}: ${(error as Error).message || String(error)}`;
  } finally {
    await client.end().catch(() => {});
  }
}

const ratioLabel = () => `${SCALES.at(-1)}x/${SCALES[0]}x`;

/** Every scale seeded side by side (each its own database), then timed together; then all of it gone. */
async function runEngine(engine: Engine): Promise<EngineGrowth> {
  const stages: Stage[] = [];
  try {
    for (const scale of SCALES) stages.push(await openStage(engine, scale));
    const start = performance.now();
    const timings = await measure(stages);
    const measureMs = performance.now() - start;
    console.log(`  ${engine}: timed in ${(measureMs / 1000).toFixed(1)} s`);
    const calls: CallFigures[] = stages[0]!.calls.map(({ screen, name, path }, i) => {
      const at = timings.map((t) => t[i]!);
      const [first, last] = [at[0]!.medianMs, at.at(-1)!.medianMs];
      const ratio = first !== null && last !== null ? last / first : null;
      return {
        screen,
        name,
        path,
        medianMs: at.map((t) => t.medianMs),
        items: at.map((t) => t.items),
        status: at.map((t) => t.status),
        runs: at.map((t) => t.runs),
        ratio,
        ok: ratio !== null && ratio <= GROWTH_RATIO_GOAL,
      };
    });
    printTable(engine, calls);
    return { engine, runs: stages.map((st) => st.run), measureMs, calls };
  } finally {
    for (const st of stages) await st.close();
  }
}

const verdict = (f: CallFigures) => (f.ratio === null ? `ERROR (${f.status.join(', ')})` : f.ok ? 'OK' : 'ABOVE GOAL');

function printTable(engine: Engine, figures: CallFigures[]) {
  const width = Math.max(...figures.map((f) => `${f.screen}: ${f.name}`.length));
  console.log(
    `\nGrowth on ${engine}: median ms of at least ${ROUNDS} calls each, through app.inject() (goal: ${ratioLabel()} at most ${GROWTH_RATIO_GOAL})`,
  );
  console.log(
    `  ${'call'.padEnd(width)}  ${'items'.padStart(10)}  ${SCALES.map((s) => `${s}x `.padStart(9)).join('')}  ${ratioLabel().padStart(9)}`,
  );
  for (const f of figures) {
    // The teen's view: a list's length, the same at every scale (or each scale's when not).
    const items = new Set(f.items).size === 1 ? String(f.items[0] ?? '') : f.items.map((n) => n ?? '-').join('/');
    const ms = f.medianMs.map((m, i) => (m === null ? 'error' : `${m.toFixed(2)}${f.runs[i]! < ROUNDS ? '*' : ' '}`).padStart(9)).join('');
    const ratio = (f.ratio === null ? '-' : f.ratio.toFixed(2)).padStart(9);
    console.log(`  ${`${f.screen}: ${f.name}`.padEnd(width)}  ${items.padStart(10)}  ${ms}  ${ratio}  ${verdict(f)}`);
  }
  if (figures.some((f) => f.runs.some((n) => n < ROUNDS)))
    console.log(
      `  * a slow call: the median of fewer timings (three once they took ${CALL_BUDGET_MS / 1000} s, one past ${LONG_BUDGET_MS / 1000} s)`,
    );
}

export async function runGrowth(): Promise<GrowthReport> {
  console.log(`\nGrowth benchmark: each main screen's calls for one teen at ${SCALES.map((s) => `${s}x`).join(', ')} the data`);
  const engines: EngineGrowth[] = [];
  // An engine that cannot be measured is reported as skipped, with why: the rest of the bench goes on.
  const skip = (engine: Engine, why: string) => {
    console.log(`\nGrowth on ${engine} skipped: ${why}`);
    engines.push({ engine, runs: [], calls: [], skipped: why });
  };
  const attempt = async (engine: Engine) => {
    try {
      engines.push(await runEngine(engine));
    } catch (error) {
      console.error(error);
      skip(engine, `failed: ${(error as Error).message}`);
    }
  };
  if (ENGINES.includes('sqlite')) await attempt('SQLite');
  if (ENGINES.includes('postgres')) {
    const unreachable = await postgresUnreachable();
    if (unreachable) skip('PostgreSQL', unreachable);
    else await attempt('PostgreSQL');
  }
  return { goal: GROWTH_RATIO_GOAL, scales: SCALES, rounds: ROUNDS, engines };
}

/** The summary's lines: how many calls each engine kept within the goal, then each call's ratio on each. */
export function growthSummaryLines(report: GrowthReport): string[] {
  const label = `${report.scales.at(-1)}x/${report.scales[0]}x`;
  const measured = report.engines.filter((e) => !e.skipped);
  const head = report.engines.map((e) =>
    e.skipped
      ? `${e.engine} skipped (${e.skipped})`
      : `${e.engine} ${e.calls.filter((c) => c.ok).length} of ${e.calls.length} within it ` +
        `(seeding ${e.runs.map((r) => `${r.scale}x ${(r.seedMs / 1000).toFixed(0)} s`).join(', ')})`,
  );
  const calls = (measured[0]?.calls ?? []).map(
    (c, i) =>
      `growth  ${c.screen}: ${c.name}: ` +
      measured
        .map((e) => {
          const f = e.calls[i]!;
          const ms = f.medianMs.map((m) => (m === null ? 'error' : m.toFixed(1))).join(' → ');
          return `${e.engine} ${f.ratio === null ? '-' : f.ratio.toFixed(2)} (${ms} ms) ${verdict(f)}`;
        })
        .join('; '),
  );
  return [`growth  each main screen's calls, ${label} (goal: at most ${report.goal}): ${head.join('; ')}`, ...calls];
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const report = await runGrowth();
  console.log(['', ...growthSummaryLines(report)].join('\n'));
  process.exit(0);
}
