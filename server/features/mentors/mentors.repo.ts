// All SQL of Mentor Matcher: the catalogue, where each teen stands with each mentor, and the threads.
import { type Kysely, type SqlBool, sql } from 'kysely';
import type {
  LikeAnswer,
  LinkStatus,
  MatchedMentor,
  Mentor,
  MentorMessage,
  Message,
  ModeratedMessage,
  ModeratedThread,
  Thread,
} from '../../../contract/mentors';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import { holdForCare, holdForSafety, itemsDeleted, nameShownTo, shownTo } from '../../social/safety.repo';
import type { FeatureModule, FindReported, KeptThing } from '../../module';
import { notify, recordProgress } from '../../progress/progress.repo';
import { raise } from '../../events/raise';
import { PER_ROW } from '../../db/per-row';

type Db = Kysely<DB>;
type Paging = { limit: number; cursor?: string };

const now = () => new Date().toISOString();

// ---- The catalogue

function selectMentors(db: Db, userId: number) {
  return db
    .selectFrom('mentors as m')
    .leftJoin('mentor_links as l', (join) => join.onRef('l.mentor_id', '=', 'm.id').on('l.user_id', '=', userId))
    .select([
      'm.id',
      'm.name',
      'm.title',
      'm.bio',
      'm.image_url',
      'm.tags',
      'm.availability',
      'm.accepting',
      'm.position',
      'm.user_id',
      'l.status',
      'l.matched_at',
    ]);
}

type MentorRow = Awaited<ReturnType<ReturnType<typeof selectMentors>['executeTakeFirstOrThrow']>>;

const toMentor = (r: MentorRow): Mentor => ({
  id: r.id,
  name: r.name,
  title: r.title,
  bio: r.bio,
  imageUrl: r.image_url,
  tags: JSON.parse(r.tags) as string[],
  availability: r.availability,
  userId: r.user_id,
  acceptingMentees: Boolean(r.accepting),
  status: r.status ?? 'none',
});

/** The deck: every mentor in the catalogue, in its order, with where this teen stands with each. */
export async function listMentors(db: Db, userId: number, paging: Paging): Promise<Page<Mentor>> {
  return keyset(
    selectMentors(db, userId).where('m.retired', '=', 0),
    [
      { by: 'm.position', type: 'number', of: (r) => r.position },
      { by: 'm.id', type: 'number', of: (r) => r.id },
    ],
    paging,
  ).page(toMentor);
}

/** The mentors this teen matched with, the newest match first. */
export async function listMatches(db: Db, userId: number, paging: Paging): Promise<Page<MatchedMentor>> {
  return keyset(
    selectMentors(db, userId).where('l.status', '=', 'matched'),
    [
      { by: 'l.matched_at', desc: true, type: 'string', of: (r) => r.matched_at ?? '' },
      { by: 'm.id', desc: true, type: 'number', of: (r) => r.id },
    ],
    paging,
  ).page((r) => ({ ...toMentor(r), matchedAt: r.matched_at ?? '' }));
}

/** A mentor by id, with where this teen stands; undefined when there is none. */
export async function findMentor(db: Db, userId: number, mentorId: number): Promise<Mentor | undefined> {
  const row = await selectMentors(db, userId).where('m.id', '=', mentorId).executeTakeFirst();
  return row && toMentor(row);
}

async function statusOf(db: Db, userId: number, mentorId: number): Promise<LinkStatus> {
  const row = await db
    .selectFrom('mentor_links')
    .select('status')
    .where('user_id', '=', userId)
    .where('mentor_id', '=', mentorId)
    .executeTakeFirst();
  return row?.status ?? 'none';
}

/**
 * A like: a mentor open to new mentees matches at once; a full one gets a request. One statement, so
 * two likes at once make one link; liking again changes nothing (a match is never undone by a like).
 */
export async function like(db: Db, userId: number, mentorId: number): Promise<LikeAnswer | undefined> {
  const mentor = await db.selectFrom('mentors').select('accepting').where('id', '=', mentorId).where('retired', '=', 0).executeTakeFirst();
  if (!mentor) return undefined;
  const next = mentor.accepting ? 'matched' : 'requested';
  const at = now();
  // A like is for whoever speaks for the mentor now (or the next account, while it has none).
  const tenureId = (await currentTenure(db, mentorId))?.id ?? null;
  await db
    .insertInto('mentor_links')
    .values({
      user_id: userId,
      mentor_id: mentorId,
      status: next,
      created_at: at,
      updated_at: at,
      matched_at: next === 'matched' ? at : null,
      tenure_id: tenureId,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'mentor_id'])
        .doUpdateSet({ status: next, updated_at: at, matched_at: next === 'matched' ? at : null, tenure_id: tenureId })
        // Only forward: a pass becomes a like; a request becomes a match once the mentor is open.
        .where('mentor_links.status', 'in', next === 'matched' ? ['rejected', 'requested'] : ['rejected']),
    )
    .execute();
  const status = await statusOf(db, userId, mentorId);
  if (status === 'matched') await recordProgress(db, userId, 'mentor-matched', mentorId);
  // The mentor's inbox lists the new match or request.
  await raiseForMentor(db, mentorId, userId);
  return status === 'matched' ? { matched: true, status } : { matched: false, status: 'requested' };
}

/** A pass: remembered, but it never undoes a request or a match (those are undone elsewhere, on purpose). */
export async function reject(db: Db, userId: number, mentorId: number): Promise<LinkStatus | undefined> {
  const mentor = await db.selectFrom('mentors').select('id').where('id', '=', mentorId).where('retired', '=', 0).executeTakeFirst();
  if (!mentor) return undefined;
  const at = now();
  await db
    .insertInto('mentor_links')
    .values({ user_id: userId, mentor_id: mentorId, status: 'rejected', created_at: at, updated_at: at, matched_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'mentor_id']).doNothing())
    .execute();
  return statusOf(db, userId, mentorId);
}

// ---- Tenures (issue 29): mentor threads belong to a person

/**
 * Each period an account speaks for a catalogue mentor is a tenure. A teen's thread with a mentor is
 * with one tenure at a time (mentor_links.tenure_id) and each line records the tenure it was written
 * in: an account reads and answers the lines of its own tenure only. So unlinking an account ends its
 * access to every thread at once, and the next account linked to the mentor starts with no threads
 * (the teen writes first again). The teen keeps the whole of their thread with the mentor; moderators
 * read every line, each with the account that wrote it.
 */
export interface Tenure {
  id: number;
  userId: number;
}

/** The tenure of the account that speaks for the mentor now; undefined while it has none. */
export async function currentTenure(db: Db, mentorId: number): Promise<Tenure | undefined> {
  const row = await db
    .selectFrom('mentor_tenures as t')
    .innerJoin('mentors as m', (join) => join.onRef('m.id', '=', 't.mentor_id').onRef('m.user_id', '=', 't.user_id'))
    .select(['t.id', 't.user_id'])
    .where('t.mentor_id', '=', mentorId)
    .where('t.unlinked_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id! };
}

/** Whether an account ever spoke for the mentor (then lines written while it has none are nobody's). */
export async function hadAccount(db: Db, mentorId: number): Promise<boolean> {
  const row = await db.selectFrom('mentor_tenures').select('id').where('mentor_id', '=', mentorId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * An account starts speaking for the mentor (in the transaction that links it). It takes the requests
 * waiting for the mentor and the matches made while it had no account (neither holds any words). Only
 * a mentor's first account also reads what teens wrote before it joined, as the deck's card told them
 * ("they will see your message when they join"); a later account reads nothing written before it.
 */
export async function startTenure(trx: Db, mentorId: number, account: { id: number; username: string }): Promise<void> {
  const first = !(await hadAccount(trx, mentorId));
  const { id } = await trx
    .insertInto('mentor_tenures')
    .values({ mentor_id: mentorId, user_id: account.id, username: account.username, linked_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('mentor_links')
    .set({ tenure_id: id })
    .where('mentor_id', '=', mentorId)
    .where((eb) => eb.or([eb('tenure_id', 'is', null), eb('status', '=', 'requested')]))
    .execute();
  if (first)
    await trx
      .updateTable('mentor_messages')
      .set({ tenure_id: id })
      .where('mentor_id', '=', mentorId)
      .where('tenure_id', 'is', null)
      .execute();
}

/** The account stops speaking for any mentor: its threads stay, for the teens and the moderators. */
export async function endTenure(trx: Db, accountId: number): Promise<void> {
  await trx
    .updateTable('mentor_tenures')
    .set({ unlinked_at: now() })
    .where('user_id', '=', accountId)
    .where('unlinked_at', 'is', null)
    .execute();
}

/**
 * Whether the teen and the mentor can no longer reach each other: the teen blocked (or was blocked by)
 * any account that ever spoke for the mentor, whoever speaks for it now. Columns or values.
 */
function mentorBlocked(mentorId: number | ReturnType<typeof sql.ref>, teenId: number | ReturnType<typeof sql.ref>) {
  return sql<SqlBool>`(exists (select 1 from mentor_tenures bt join blocks b
      on (b.blocker_id = ${teenId} and b.blocked_id = bt.user_id) or (b.blocker_id = bt.user_id and b.blocked_id = ${teenId})
      where bt.mentor_id = ${mentorId})
    or exists (select 1 from mentor_blocks mb where mb.mentor_id = ${mentorId} and mb.user_id = ${teenId}))`;
}

/** Whether the teen blocked the mentor (any account of theirs), or one of its accounts blocked the teen. */
export async function blockedWithMentor(db: Db, mentorId: number, teenId: number): Promise<boolean> {
  const row = await db.selectNoFrom(mentorBlocked(mentorId, teenId).as('blocked')).executeTakeFirstOrThrow();
  return Boolean(Number(row.blocked));
}

/**
 * Whether the thread is paused: a line the account wrote in it is hidden because someone reported it
 * (a `sexual` report on an adult's message hides it at once) or a moderator hid it, until a moderator
 * restores it. A line held only for care (its words spoke of hurting oneself) is kept from the teen
 * but pauses nothing: a mentor may speak of getting help.
 */
export async function isPaused(db: Db, mentorId: number, teenId: number, tenureId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mentor_messages as x')
    .innerJoin('moderation_cases as c', (join) => join.on('c.subject', '=', 'mentor-message').onRef('c.item_id', '=', 'x.id'))
    .select('x.id')
    .where('x.mentor_id', '=', mentorId)
    .where('x.user_id', '=', teenId)
    .where('x.tenure_id', '=', tenureId)
    .where('x.from_mentor', '=', 1)
    .where('c.hidden', '=', 1)
    .where((eb) =>
      eb.or([
        eb('c.held_for', 'is', null),
        // Held on writing for a grooming cue (server/social/text-filter.ts): paused as for a report.
        eb('c.held_for', '=', 'grooming'),
        eb('c.decision', '=', 'hide'),
        eb.exists(eb.selectFrom('case_reports as r').select('r.id').whereRef('r.case_id', '=', 'c.id')),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- Threads

const heldMessage = sql<
  number | boolean
>`exists (select 1 from moderation_cases m where m.subject = 'mentor-message' and m.item_id = mentor_messages.id and m.hidden = 1${PER_ROW})`;

type Viewer = { teen: number } | { account: number; tenureId: number } | 'moderator';

/**
 * A page of a thread's messages, newest first (issue 53): the first page is the latest lines, and each
 * next page (its cursor the last id shown) goes back in time, on the (mentor_id, user_id, id) index read
 * backwards. The teen reads every line of their thread with the mentor (the earlier accounts' too); an
 * account reads the lines of its own tenure; each without the other's lines that are hidden or come from
 * someone either of them blocked. A moderator reads every line.
 */
function selectMessages(db: Db, mentorId: number, userId: number, paging: Paging, viewer: Viewer) {
  let query = db
    .selectFrom('mentor_messages')
    .select([
      'mentor_messages.id',
      'mentor_messages.body',
      'mentor_messages.from_mentor',
      'mentor_messages.created_at',
      'mentor_messages.author_id',
    ])
    .select(heldMessage.as('held'))
    .where('mentor_messages.mentor_id', '=', mentorId)
    .where('mentor_messages.user_id', '=', userId);
  if (viewer !== 'moderator') {
    const viewerId = 'teen' in viewer ? viewer.teen : viewer.account;
    if ('tenureId' in viewer) query = query.where('mentor_messages.tenure_id', '=', viewer.tenureId);
    query = query.where(shownTo('mentor-message', 'mentor_messages.id', 'mentor_messages.author_id', viewerId));
  }
  return keyset(query, [{ by: 'mentor_messages.id', desc: true, type: 'number', of: (r) => r.id }], paging);
}

type MessageRow = { id: number; body: string; from_mentor: number; created_at: string; held: number | boolean };

/** The thread as the teen sees it, a page at a time, newest first. */
export async function teenMessages(db: Db, userId: number, mentorId: number, paging: Paging): Promise<Page<Message>> {
  return selectMessages(db, mentorId, userId, paging, { teen: userId }).page(teenMessageOf);
}

/** The thread as the account that speaks for the mentor sees it: its own tenure's lines, newest first. */
export async function mentorMessages(
  db: Db,
  mentorId: number,
  tenure: Tenure,
  userId: number,
  paging: Paging,
): Promise<Page<MentorMessage>> {
  return selectMessages(db, mentorId, userId, paging, { account: tenure.userId, tenureId: tenure.id }).page(mentorMessageOf);
}

/** The thread as a moderator sees it, newest first: every line, with the account that wrote it. */
export async function moderatedMessages(db: Db, mentorId: number, userId: number, paging: Paging): Promise<Page<ModeratedMessage>> {
  const messages = selectMessages(db, mentorId, userId, paging, 'moderator');
  const rows = await messages.query
    .leftJoin('users as au', 'au.id', 'mentor_messages.author_id')
    .leftJoin('mentor_tenures as t', 't.id', 'mentor_messages.tenure_id')
    .select(['au.username as author_username', 't.username as tenure_username'])
    .execute();
  return messages.pageOf(rows, (r) => ({
    id: r.id,
    text: r.body,
    from: r.from_mentor ? ('mentor' as const) : ('mentee' as const),
    createdAt: r.created_at,
    authorId: r.author_id,
    // A deleted mentor account is still named, as it was when it was linked.
    authorUsername: r.author_username ?? (r.from_mentor ? r.tenure_username : null),
  }));
}

/** Tells the account speaking for a catalogue mentor (if one does) that its thread with this teen changed. */
async function raiseForMentor(db: Db, mentorId: number, userId: number): Promise<void> {
  const account = await db.selectFrom('mentors').select('user_id').where('id', '=', mentorId).executeTakeFirst();
  if (account?.user_id) raise(account.user_id, { type: 'mentor-thread', userId }, userId);
}

/**
 * Adds a message to a thread, in the tenure it is written in (null while the mentor has no account),
 * and marks the thread as just changed and as the tenure's, in one transaction; with `care` (its writer
 * spoke of hurting themselves) it is held for the writer alone and the moderators.
 */
export async function addMessage(
  db: Db,
  mentorId: number,
  userId: number,
  from: { mentor: boolean; authorId: number },
  tenureId: number | null,
  text: string,
  care = false,
  /** An adult's line with a grooming cue: held for the moderators, the thread paused (issue 30). */
  grooming = false,
): Promise<MessageRow> {
  return inTransaction(db, async (trx) => {
    const at = now();
    const row = await trx
      .insertInto('mentor_messages')
      .values({
        mentor_id: mentorId,
        user_id: userId,
        from_mentor: from.mentor ? 1 : 0,
        body: text,
        created_at: at,
        author_id: from.authorId,
        tenure_id: tenureId,
      })
      .returning(['id', 'body', 'from_mentor', 'created_at'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('mentor_links')
      .set({ updated_at: at, ...(tenureId !== null && { tenure_id: tenureId }) })
      .where('user_id', '=', userId)
      .where('mentor_id', '=', mentorId)
      .execute();
    if (care) await holdForCare(trx, 'mentor-message', row.id, from.authorId, text);
    else if (grooming) await holdForSafety(trx, 'mentor-message', row.id, from.authorId, text, 'grooming');
    // The teen's bell says a mentor wrote (not what: that stays in the thread).
    else if (from.mentor) {
      const mentor = await trx.selectFrom('mentors').select('name').where('id', '=', mentorId).executeTakeFirstOrThrow();
      await notify(trx, userId, 'mentor-reply', `${mentor.name} replied`, 'Open Mentor Matcher to read it.');
    }
    // Live (issue 35): the other side's open thread shows the line; a held line reaches only its writer.
    if (from.mentor) {
      if (!care && !grooming) raise(userId, { type: 'mentor-messages', mentorId }, from.authorId);
    } else if (!care) {
      await raiseForMentor(trx, mentorId, userId);
    }
    return { ...row, held: care || grooming };
  });
}

/**
 * A message as a reportable item: found when the viewer is the teen of its thread, or the account
 * that speaks for the mentor and the line is of its tenure; any, for a moderator. When reporting,
 * blocks do not hide it (someone who blocked a person may still report what they saw).
 */
export const findReportedMessage: FindReported = async (db, id, viewerId, options) => {
  let query = db
    .selectFrom('mentor_messages')
    .leftJoin('mentor_tenures as t', 't.id', 'mentor_messages.tenure_id')
    .select(['mentor_messages.body', 'mentor_messages.author_id'])
    .where('mentor_messages.id', '=', id);
  if (viewerId !== null) {
    query = query
      .where((eb) =>
        eb.or([eb('mentor_messages.user_id', '=', viewerId), eb.and([eb('t.user_id', '=', viewerId), eb('t.unlinked_at', 'is', null)])]),
      )
      .where(
        shownTo('mentor-message', 'mentor_messages.id', 'mentor_messages.author_id', viewerId, {
          ignoreBlocks: options?.reporting === true,
        }),
      );
  }
  const row = await query.executeTakeFirst();
  return row && row.author_id !== null ? { authorId: row.author_id, text: row.body } : undefined;
};

export const teenMessageOf = (r: MessageRow): Message => ({
  id: r.id,
  text: r.body,
  from: r.from_mentor ? 'mentor' : 'me',
  held: Boolean(Number(r.held)),
  createdAt: r.created_at,
});
export const mentorMessageOf = (r: MessageRow): MentorMessage => ({
  id: r.id,
  text: r.body,
  from: r.from_mentor ? 'me' : 'mentee',
  held: Boolean(Number(r.held)),
  createdAt: r.created_at,
});

/** Whether the teen has written to this account: it only answers, never writes first. */
export async function teenHasWritten(db: Db, mentorId: number, tenureId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mentor_messages')
    .select('id')
    .where('mentor_id', '=', mentorId)
    .where('user_id', '=', userId)
    .where('tenure_id', '=', tenureId)
    .where('from_mentor', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- The mentor's inbox

/** The catalogue mentor an account speaks for now, and its tenure; undefined when it speaks for none. */
export async function mentorOfAccount(db: Db, accountId: number) {
  const row = await db
    .selectFrom('mentors as m')
    .innerJoin('mentor_tenures as t', (join) => join.onRef('t.mentor_id', '=', 'm.id').onRef('t.user_id', '=', 'm.user_id'))
    .select(['m.id', 'm.name', 't.id as tenure_id'])
    .where('m.user_id', '=', accountId)
    .where('t.unlinked_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, name: row.name, tenure: { id: row.tenure_id, userId: accountId } satisfies Tenure };
}

/** Requests and matches, each teen named as the viewer sees them (null: a moderator, who sees every name). */
function selectThreads(db: Db, viewerId: number | null) {
  return (
    db
      .selectFrom('mentor_links as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select(['l.user_id', 'l.mentor_id', 'u.avatar_color', 'l.status', 'l.updated_at'])
      // A teen's names held for care are theirs and the moderators' (issue 51): a mentor sees a neutral one.
      .select(nameShownTo('u.display_name', 'u.id', viewerId).as('display_name'))
      .where('l.status', 'in', ['requested', 'matched'])
      // A demo account is a sandbox (issue 31): its requests and messages reach no mentor (nor staff).
      .where('u.is_demo', '=', 0)
  );
}

/** An account's threads: its tenure's, as the account sees them. */
function selectTenureThreads(db: Db, mentorId: number, tenure: Tenure) {
  return selectThreads(db, tenure.userId).where('l.mentor_id', '=', mentorId).where('l.tenure_id', '=', tenure.id);
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThreads>['executeTakeFirstOrThrow']>>;

/** The latest message of each of these threads of one tenure, in one read. */
type LastMessage = Pick<MessageRow, 'body' | 'from_mentor' | 'created_at'>;

/** Each thread's latest message the account may read (a teen's hidden one is not shown, not even in part). */
async function lastMessages(db: Db, mentorId: number, tenureId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, LastMessage>();
  const latest = db
    .selectFrom('mentor_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('mentor_id', '=', mentorId)
    .where('tenure_id', '=', tenureId)
    .where('user_id', 'in', userIds)
    .where(sql<SqlBool>`(mentor_messages.from_mentor = 1 or not ${heldMessage})`)
    .groupBy('user_id');
  const rows = await db
    .selectFrom('mentor_messages')
    .select(['id', 'user_id', 'body', 'from_mentor', 'created_at'])
    .where('id', 'in', latest)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

function toThread(r: ThreadRow, last: LastMessage | undefined): Thread {
  return {
    userId: r.user_id,
    displayName: r.display_name,
    avatarColor: r.avatar_color,
    status: r.status as Thread['status'],
    lastMessage: last ? { text: last.body, from: last.from_mentor ? 'me' : 'mentee', createdAt: last.created_at } : null,
    updatedAt: r.updated_at,
  };
}

/**
 * An account's threads (teens who asked or matched, in its tenure), the latest activity first; a teen
 * who blocked the mentor (any account of theirs) is not listed.
 */
export async function listThreads(db: Db, mentorId: number, tenure: Tenure, paging: Paging): Promise<Page<Thread>> {
  const threads = keyset(
    selectTenureThreads(db, mentorId, tenure).where((eb) => eb.not(mentorBlocked(sql.ref('l.mentor_id'), sql.ref('l.user_id')))),
    [
      { by: 'l.updated_at', desc: true, type: 'string', of: (r) => r.updated_at },
      { by: 'l.user_id', desc: true, type: 'number', of: (r) => r.user_id },
    ],
    paging,
  );
  const rows = await threads.query.execute();
  const last = await lastMessages(
    db,
    mentorId,
    tenure.id,
    rows.slice(0, paging.limit).map((r) => r.user_id),
  );
  return threads.pageOf(rows, (r) => toThread(r, last.get(r.user_id)));
}

/**
 * One thread of the account; undefined when this teen never asked for or matched with the mentor, or
 * their thread is with an earlier account (the teen writes first again).
 */
export async function findThread(db: Db, mentorId: number, tenure: Tenure, userId: number): Promise<Thread | undefined> {
  const row = await selectTenureThreads(db, mentorId, tenure).where('l.user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const last = await lastMessages(db, mentorId, tenure.id, [userId]);
  return toThread(row, last.get(userId));
}

/** The account accepts a request: matched from now on (accepting twice changes nothing). */
export async function acceptRequest(db: Db, mentorId: number, tenure: Tenure, userId: number): Promise<Thread | undefined> {
  const at = now();
  await db
    .updateTable('mentor_links')
    .set({ status: 'matched', matched_at: at, updated_at: at })
    .where('mentor_id', '=', mentorId)
    .where('user_id', '=', userId)
    .where('tenure_id', '=', tenure.id)
    .where('status', '=', 'requested')
    .execute();
  if ((await statusOf(db, userId, mentorId)) === 'matched') await recordProgress(db, userId, 'mentor-matched', mentorId);
  raise(userId, { type: 'mentor-messages', mentorId }, tenure.userId);
  return findThread(db, mentorId, tenure, userId);
}

// ---- Moderators

/** Every thread (a request or a match), the latest activity first. */
export async function listAllThreads(db: Db, paging: Paging): Promise<Page<ModeratedThread>> {
  // A row value: one range of the index on (updated_at, mentor_id, user_id).
  return keyset(
    selectThreads(db, null).innerJoin('mentors as m', 'm.id', 'l.mentor_id').select('m.name as mentor_name'),
    [
      { by: 'l.updated_at', desc: true, type: 'string', of: (r) => r.updated_at },
      { by: 'l.mentor_id', desc: true, type: 'number', of: (r) => r.mentor_id },
      { by: 'l.user_id', desc: true, type: 'number', of: (r) => r.user_id },
    ],
    paging,
    { rowValue: true },
  ).page((r) => ({
    mentorId: r.mentor_id,
    mentorName: r.mentor_name,
    userId: r.user_id,
    displayName: r.display_name,
    status: r.status as ModeratedThread['status'],
    updatedAt: r.updated_at,
  }));
}

/** Whether there is such a thread: a link or any message between them. */
export async function threadExists(db: Db, mentorId: number, userId: number): Promise<boolean> {
  const [link, message] = await Promise.all([
    db.selectFrom('mentor_links').select('user_id').where('mentor_id', '=', mentorId).where('user_id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('mentor_messages')
      .select('id')
      .where('mentor_id', '=', mentorId)
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return link !== undefined || message !== undefined;
}

const accountName = (username: string | null | undefined) => (username ? `@${username}` : 'an account not recorded');

/**
 * A thread in plain words, for the moderators' audit: `thread of @teen with Maya Okafor (@maya_1,
 * @maya_2)`, naming every account that spoke for the mentor in it (or "no account").
 */
export async function describeThread(db: Db, mentorId: number, userId: number): Promise<string> {
  const [teen, mentor, accounts] = await Promise.all([
    db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('mentors').select('name').where('id', '=', mentorId).executeTakeFirst(),
    db
      .selectFrom('mentor_tenures as t')
      .select(['t.id', 't.username'])
      .where('t.mentor_id', '=', mentorId)
      .where((eb) =>
        eb.or([
          eb.exists(
            eb.selectFrom('mentor_messages as x').select('x.id').whereRef('x.tenure_id', '=', 't.id').where('x.user_id', '=', userId),
          ),
          eb.exists(
            eb.selectFrom('mentor_links as l').select('l.user_id').whereRef('l.tenure_id', '=', 't.id').where('l.user_id', '=', userId),
          ),
        ]),
      )
      .orderBy('t.id')
      .execute(),
  ]);
  const who = accounts.length > 0 ? accounts.map((a) => accountName(a.username)).join(', ') : 'no account';
  return `thread of ${teen ? `@${teen.username}` : `account ${userId}`} with ${mentor?.name ?? `mentor ${mentorId}`} (${who})`;
}

// ---- A person's data

/**
 * Issue 16: a deleted teen's threads with mentors, and a deleted mentor account's threads, kept for
 * safeguarding: the words as they were, each line naming the account that wrote it.
 */
export const keepThreads: NonNullable<FeatureModule['keepForSafeguarding']> = async (trx, userId) => {
  const rows = await trx
    .selectFrom('mentor_messages as msg')
    .innerJoin('mentors as m', 'm.id', 'msg.mentor_id')
    .innerJoin('users as teen', 'teen.id', 'msg.user_id')
    .leftJoin('users as au', 'au.id', 'msg.author_id')
    .leftJoin('mentor_tenures as t', 't.id', 'msg.tenure_id')
    .select(['msg.mentor_id', 'msg.user_id', 'm.name', 'teen.username as teen_username', 'msg.from_mentor', 'msg.body', 'msg.created_at'])
    .select(['au.username as author_username', 't.username as tenure_username'])
    .where((eb) =>
      eb.or([
        eb('msg.user_id', '=', userId),
        // A mentor account's own tenures: the threads it was part of.
        eb('msg.tenure_id', 'in', eb.selectFrom('mentor_tenures').select('id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('msg.mentor_id')
    .orderBy('msg.user_id')
    .orderBy('msg.id')
    .execute();
  const threads = new Map<string, KeptThing>();
  for (const r of rows) {
    const key = `${r.mentor_id}:${r.user_id}`;
    // Said from the deleted account's side: the teen's thread with the mentor, or the account's with the teen.
    const about = r.user_id === userId ? `Thread with ${r.name}` : `Thread with @${r.teen_username}, as ${r.name}`;
    const thread = threads.get(key) ?? { kind: 'mentor-thread' as const, about, lines: [] };
    const from = r.from_mentor ? `${r.name} (${accountName(r.author_username ?? r.tenure_username)})` : `@${r.teen_username}`;
    thread.lines.push({ from, text: r.body, at: r.created_at });
    threads.set(key, thread);
  }
  return [...threads.values()];
};

/** The demo account has matched with the first two mentors open to new mentees (a like, as a teen's). */
export async function seedMentorsDemo(trx: Db, userId: number): Promise<void> {
  const open = await trx
    .selectFrom('mentors')
    .select('id')
    .where('accepting', '=', 1)
    .where('retired', '=', 0)
    .orderBy('id')
    .limit(2)
    .execute();
  for (const { id } of open) await like(trx, userId, id);
}

export async function exportUserData(db: Db, userId: number) {
  const [links, messages, blocks] = await Promise.all([
    db
      .selectFrom('mentor_links as l')
      .innerJoin('mentors as m', 'm.id', 'l.mentor_id')
      .select(['m.name', 'l.status', 'l.created_at', 'l.matched_at'])
      .where('l.user_id', '=', userId)
      .orderBy('l.created_at')
      .execute(),
    db
      .selectFrom('mentor_messages as x')
      .innerJoin('mentors as m', 'm.id', 'x.mentor_id')
      .select(['m.name', 'x.from_mentor', 'x.body', 'x.created_at'])
      .where('x.user_id', '=', userId)
      .orderBy('x.id')
      .execute(),
    // My blocks of mentor accounts since deleted: they still hold against those mentors.
    db
      .selectFrom('mentor_blocks as b')
      .innerJoin('mentors as m', 'm.id', 'b.mentor_id')
      .select(['m.name', 'b.created_at'])
      .where('b.user_id', '=', userId)
      .orderBy('b.created_at')
      .execute(),
  ]);
  return {
    mentors: links.map((l) => ({ mentor: l.name, status: l.status, since: l.created_at, matchedAt: l.matched_at })),
    mentorMessages: messages.map((m) => ({ mentor: m.name, from: m.from_mentor ? 'mentor' : 'me', text: m.body, createdAt: m.created_at })),
    mentorBlocks: blocks.map((b) => ({ mentor: b.name, blockedAt: b.created_at })),
  };
}

/**
 * A teen's links and threads go with them (the cases about their lines stay, marked deleted). A
 * mentor's account leaves its catalogue entry unlinked, its tenure ended, and its lines in the teens'
 * threads (named by the tenure from now on); the teens' blocks of it keep holding against the mentor.
 */
export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  await itemsDeleted(trx, 'mentor-message', trx.selectFrom('mentor_messages').select('id').where('user_id', '=', userId));
  await trx.deleteFrom('mentor_messages').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mentor_links').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mentor_blocks').where('user_id', '=', userId).execute();
  // Blocks between this account and teens go with it (server/social): keep them against its mentors.
  for (const [mine, theirs] of [
    ['blocked_id', 'blocker_id'],
    ['blocker_id', 'blocked_id'],
  ] as const) {
    await trx
      .insertInto('mentor_blocks')
      .columns(['mentor_id', 'user_id', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('blocks as b')
          .innerJoin('mentor_tenures as t', 't.user_id', `b.${mine}`)
          .select(['t.mentor_id', `b.${theirs} as user_id`, 'b.created_at'])
          .where(`b.${mine}`, '=', userId),
      )
      .onConflict((oc) => oc.columns(['mentor_id', 'user_id']).doNothing())
      .execute();
  }
  await endTenure(trx, userId);
  await trx.updateTable('mentors').set({ user_id: null }).where('user_id', '=', userId).execute();
}
