// All SQL of Mentor Matcher: the catalogue, where each teen stands with each mentor, and the threads.
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { LikeAnswer, LinkStatus, MatchedMentor, Mentor, MentorMessage, Message, ModeratedThread, Thread } from '../../../contract/mentors';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { type Page, decodeCursor, pageOf } from '../../http/paging';
import { forget, holdForCare, shownTo } from '../../social/safety.repo';
import type { FeatureModule, KeptThing } from '../../module';
import { notify, recordProgress } from '../../progress/progress.repo';

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
  status: (r.status ?? 'none') as LinkStatus,
});

/** The deck: every mentor in the catalogue, in its order, with where this teen stands with each. */
export async function listMentors(db: Db, userId: number, { limit, cursor }: Paging): Promise<Page<Mentor>> {
  const after = decodeCursor(cursor, ['number', 'number']);
  let query = selectMentors(db, userId).where('m.retired', '=', 0);
  if (after) {
    const [position, id] = after;
    query = query.where((eb) => eb.or([eb('m.position', '>', position), eb.and([eb('m.position', '=', position), eb('m.id', '>', id)])]));
  }
  const rows = await query.orderBy('m.position').orderBy('m.id').limit(limit + 1).execute();
  return pageOf(rows, limit, (r) => [r.position, r.id], toMentor);
}

/** The mentors this teen matched with, the newest match first. */
export async function listMatches(db: Db, userId: number, { limit, cursor }: Paging): Promise<Page<MatchedMentor>> {
  const after = decodeCursor(cursor, ['string', 'number']);
  let query = selectMentors(db, userId).where('l.status', '=', 'matched');
  if (after) {
    const [at, id] = after;
    query = query.where((eb) => eb.or([eb('l.matched_at', '<', at), eb.and([eb('l.matched_at', '=', at), eb('m.id', '<', id)])]));
  }
  const rows = await query.orderBy('l.matched_at', 'desc').orderBy('m.id', 'desc').limit(limit + 1).execute();
  return pageOf(
    rows,
    limit,
    (r) => [r.matched_at ?? '', r.id],
    (r) => ({ ...toMentor(r), matchedAt: r.matched_at ?? '' }),
  );
}

/** A mentor by id, with where this teen stands; undefined when there is none. */
export async function findMentor(db: Db, userId: number, mentorId: number): Promise<Mentor | undefined> {
  const row = await selectMentors(db, userId).where('m.id', '=', mentorId).executeTakeFirst();
  return row && toMentor(row);
}

async function statusOf(db: Db, userId: number, mentorId: number): Promise<LinkStatus> {
  const row = await db.selectFrom('mentor_links').select('status').where('user_id', '=', userId).where('mentor_id', '=', mentorId).executeTakeFirst();
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
  await db
    .insertInto('mentor_links')
    .values({ user_id: userId, mentor_id: mentorId, status: next, created_at: at, updated_at: at, matched_at: next === 'matched' ? at : null })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'mentor_id'])
        .doUpdateSet({ status: next, updated_at: at, matched_at: next === 'matched' ? at : null })
        // Only forward: a pass becomes a like; a request becomes a match once the mentor is open.
        .where('mentor_links.status', 'in', next === 'matched' ? ['rejected', 'requested'] : ['rejected']),
    )
    .execute();
  const status = await statusOf(db, userId, mentorId);
  if (status === 'matched') await recordProgress(db, userId, 'mentor-matched', mentorId);
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

// ---- Threads

/** Who wrote a message: the teen of the thread, or the mentor's account. */
const authorOfMessage = sql<number | null>`(case when mentor_messages.from_mentor = 1 then mentors.user_id else mentor_messages.user_id end)`;

const heldMessage = sql<number | boolean>`exists (select 1 from moderation_cases m where m.subject = 'mentor-message' and m.item_id = mentor_messages.id and m.hidden = 1)`;

/**
 * A thread's messages, oldest first; with a viewer (the teen or the mentor), without the other's
 * messages that are hidden or come from someone either of them blocked.
 */
function selectMessages(db: Db, mentorId: number, userId: number, cursor: string | undefined, limit: number, viewerId?: number) {
  const after = decodeCursor(cursor, ['number']);
  let query = db
    .selectFrom('mentor_messages')
    .innerJoin('mentors', 'mentors.id', 'mentor_messages.mentor_id')
    .select(['mentor_messages.id', 'mentor_messages.body', 'mentor_messages.from_mentor', 'mentor_messages.created_at'])
    .select(heldMessage.as('held'))
    .where('mentor_messages.mentor_id', '=', mentorId)
    .where('mentor_messages.user_id', '=', userId);
  if (viewerId !== undefined) query = query.where(shownTo('mentor-message', 'mentor_messages.id', authorOfMessage, viewerId));
  if (after) query = query.where('mentor_messages.id', '>', after[0]);
  return query.orderBy('mentor_messages.id').limit(limit + 1);
}

type MessageRow = { id: number; body: string; from_mentor: number; created_at: string; held: number | boolean };

/** The thread as the teen sees it, oldest first. */
export async function teenMessages(db: Db, userId: number, mentorId: number, { limit, cursor }: Paging): Promise<Page<Message>> {
  const rows = await selectMessages(db, mentorId, userId, cursor, limit, userId).execute();
  return pageOf(rows, limit, (r) => [r.id], teenMessageOf);
}

/** The thread as its mentor sees it, oldest first. */
export async function mentorMessages(db: Db, mentorId: number, mentorUserId: number, userId: number, { limit, cursor }: Paging): Promise<Page<MentorMessage>> {
  const rows = await selectMessages(db, mentorId, userId, cursor, limit, mentorUserId).execute();
  return pageOf(rows, limit, (r) => [r.id], mentorMessageOf);
}

/** The thread as a moderator sees it, oldest first. */
export async function moderatedMessages(db: Db, mentorId: number, userId: number, { limit, cursor }: Paging) {
  const rows = await selectMessages(db, mentorId, userId, cursor, limit).execute();
  return pageOf(rows, limit, (r) => [r.id], (r) => ({ id: r.id, text: r.body, from: r.from_mentor ? ('mentor' as const) : ('mentee' as const), createdAt: r.created_at }));
}

/** Adds a message to a thread and marks the thread as just changed, in one transaction. */
/**
 * Adds a message to a thread and marks the thread as just changed, in one transaction; with `care`
 * (its writer spoke of hurting themselves) it is held for the writer alone and the moderators.
 */
export async function addMessage(db: Db, mentorId: number, userId: number, from: { mentor: boolean; authorId: number }, text: string, care = false): Promise<MessageRow> {
  return inTransaction(db, async (trx) => {
    const at = now();
    const row = await trx
      .insertInto('mentor_messages')
      .values({ mentor_id: mentorId, user_id: userId, from_mentor: from.mentor ? 1 : 0, body: text, created_at: at })
      .returning(['id', 'body', 'from_mentor', 'created_at'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('mentor_links').set({ updated_at: at }).where('user_id', '=', userId).where('mentor_id', '=', mentorId).execute();
    if (care) await holdForCare(trx, 'mentor-message', row.id, from.authorId);
    // The teen's bell says a mentor wrote (not what: that stays in the thread).
    else if (from.mentor) {
      const mentor = await trx.selectFrom('mentors').select('name').where('id', '=', mentorId).executeTakeFirstOrThrow();
      await notify(trx, userId, 'mentor-reply', `${mentor.name} replied`, 'Open Mentor Matcher to read it.');
    }
    return { ...row, held: care };
  });
}

/** A message as a reportable item: found when the viewer is the teen or the mentor of its thread (any, for a moderator). */
export async function findReportedMessage(db: Db, id: number, viewerId: number | null) {
  let query = db
    .selectFrom('mentor_messages')
    .innerJoin('mentors', 'mentors.id', 'mentor_messages.mentor_id')
    .select(['mentor_messages.body', authorOfMessage.as('author_id')])
    .where('mentor_messages.id', '=', id);
  if (viewerId !== null) {
    query = query
      .where((eb) => eb.or([eb('mentor_messages.user_id', '=', viewerId), eb('mentors.user_id', '=', viewerId)]))
      .where(shownTo('mentor-message', 'mentor_messages.id', authorOfMessage, viewerId));
  }
  const row = await query.executeTakeFirst();
  return row && row.author_id !== null ? { authorId: Number(row.author_id), text: row.body } : undefined;
}

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

/** Whether the teen has written to the mentor: a mentor only answers, never writes first. */
export async function teenHasWritten(db: Db, mentorId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('mentor_messages')
    .select('id')
    .where('mentor_id', '=', mentorId)
    .where('user_id', '=', userId)
    .where('from_mentor', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- The mentor's inbox

/** The catalogue mentor an account speaks for; undefined when the account is linked to none. */
export function mentorOfAccount(db: Db, accountId: number) {
  return db.selectFrom('mentors').select(['id', 'name']).where('user_id', '=', accountId).executeTakeFirst();
}

function selectThreads(db: Db) {
  return db
    .selectFrom('mentor_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.user_id', 'l.mentor_id', 'u.display_name', 'u.avatar_color', 'l.status', 'l.updated_at'])
    .where('l.status', 'in', ['requested', 'matched']);
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThreads>['executeTakeFirstOrThrow']>>;

/** The latest message of each of these threads of one mentor, in one read. */
type LastMessage = Pick<MessageRow, 'body' | 'from_mentor' | 'created_at'>;

/** Each thread's latest message the mentor may read (a teen's hidden one is not shown, not even in part). */
async function lastMessages(db: Db, mentorId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, LastMessage>();
  const latest = db
    .selectFrom('mentor_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('mentor_id', '=', mentorId)
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

/** A mentor's threads (teens who asked or matched), the latest activity first. */
export async function listThreads(db: Db, mentorId: number, { limit, cursor }: Paging): Promise<Page<Thread>> {
  const after = decodeCursor(cursor, ['string', 'number']);
  let query = selectThreads(db).where('l.mentor_id', '=', mentorId);
  if (after) {
    const [at, id] = after;
    query = query.where((eb) => eb.or([eb('l.updated_at', '<', at), eb.and([eb('l.updated_at', '=', at), eb('l.user_id', '<', id)])]));
  }
  const rows = await query.orderBy('l.updated_at', 'desc').orderBy('l.user_id', 'desc').limit(limit + 1).execute();
  const last = await lastMessages(db, mentorId, rows.slice(0, limit).map((r) => r.user_id));
  return pageOf(rows, limit, (r) => [r.updated_at, r.user_id], (r) => toThread(r, last.get(r.user_id)));
}

/** One thread of a mentor; undefined when this teen never asked for or matched with them. */
export async function findThread(db: Db, mentorId: number, userId: number): Promise<Thread | undefined> {
  const row = await selectThreads(db).where('l.mentor_id', '=', mentorId).where('l.user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const last = await lastMessages(db, mentorId, [userId]);
  return toThread(row, last.get(userId));
}

/** The mentor accepts a request: matched from now on (accepting twice changes nothing). */
export async function acceptRequest(db: Db, mentorId: number, userId: number): Promise<Thread | undefined> {
  const at = now();
  await db
    .updateTable('mentor_links')
    .set({ status: 'matched', matched_at: at, updated_at: at })
    .where('mentor_id', '=', mentorId)
    .where('user_id', '=', userId)
    .where('status', '=', 'requested')
    .execute();
  if ((await statusOf(db, userId, mentorId)) === 'matched') await recordProgress(db, userId, 'mentor-matched', mentorId);
  return findThread(db, mentorId, userId);
}

// ---- Moderators

/** Every thread (a request or a match), the latest activity first. */
export async function listAllThreads(db: Db, { limit, cursor }: Paging): Promise<Page<ModeratedThread>> {
  const after = decodeCursor(cursor, ['string', 'number', 'number']);
  let query = selectThreads(db).innerJoin('mentors as m', 'm.id', 'l.mentor_id').select('m.name as mentor_name');
  if (after) {
    const [at, mentorId, userId] = after;
    query = query.where(
      sql<boolean>`(l.updated_at, l.mentor_id, l.user_id) < (${at}, ${mentorId}, ${userId})`,
    );
  }
  const rows = await query.orderBy('l.updated_at', 'desc').orderBy('l.mentor_id', 'desc').orderBy('l.user_id', 'desc').limit(limit + 1).execute();
  return pageOf(
    rows,
    limit,
    (r) => [r.updated_at, r.mentor_id, r.user_id],
    (r) => ({
      mentorId: r.mentor_id,
      mentorName: r.mentor_name,
      userId: r.user_id,
      displayName: r.display_name,
      status: r.status as ModeratedThread['status'],
      updatedAt: r.updated_at,
    }),
  );
}

/** Whether there is such a thread: a link or any message between them. */
export async function threadExists(db: Db, mentorId: number, userId: number): Promise<boolean> {
  const [link, message] = await Promise.all([
    db.selectFrom('mentor_links').select('user_id').where('mentor_id', '=', mentorId).where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('mentor_messages').select('id').where('mentor_id', '=', mentorId).where('user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return link !== undefined || message !== undefined;
}

// ---- A person's data

/** Issue 16: a deleted teen's threads with mentors, kept for safeguarding (the words as they were). */
export const keepThreads: NonNullable<FeatureModule['keepForSafeguarding']> = async (trx, userId) => {
  const rows = await trx
    .selectFrom('mentor_messages as msg')
    .innerJoin('mentors as m', 'm.id', 'msg.mentor_id')
    .select(['msg.mentor_id', 'm.name', 'msg.from_mentor', 'msg.body', 'msg.created_at'])
    .where('msg.user_id', '=', userId)
    .orderBy('msg.mentor_id')
    .orderBy('msg.id')
    .execute();
  const threads = new Map<number, KeptThing>();
  for (const r of rows) {
    const thread = threads.get(r.mentor_id) ?? { kind: 'mentor-thread' as const, about: `Thread with ${r.name}`, lines: [] };
    thread.lines.push({ from: r.from_mentor ? r.name : 'them', text: r.body, at: r.created_at });
    threads.set(r.mentor_id, thread);
  }
  return [...threads.values()];
};

/** The demo account has matched with the first two mentors open to new mentees (a like, as a teen's). */
export async function seedMentorsDemo(trx: Db, userId: number): Promise<void> {
  const open = await trx.selectFrom('mentors').select('id').where('accepting', '=', 1).where('retired', '=', 0).orderBy('id').limit(2).execute();
  for (const { id } of open) await like(trx, userId, id);
}

export async function exportUserData(db: Db, userId: number) {
  const [links, messages] = await Promise.all([
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
  ]);
  return {
    mentors: links.map((l) => ({ mentor: l.name, status: l.status, since: l.created_at, matchedAt: l.matched_at })),
    mentorMessages: messages.map((m) => ({ mentor: m.name, from: m.from_mentor ? 'mentor' : 'me', text: m.body, createdAt: m.created_at })),
  };
}

/** A teen's links and threads go with them; a mentor's account leaves its catalogue entry unlinked. */
export async function deleteUserData(trx: Db, userId: number): Promise<void> {
  const messages = await trx.selectFrom('mentor_messages').select('id').where('user_id', '=', userId).execute();
  await forget(trx, 'mentor-message', messages.map((m) => m.id));
  await trx.deleteFrom('mentor_messages').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mentor_links').where('user_id', '=', userId).execute();
  await trx.updateTable('mentors').set({ user_id: null }).where('user_id', '=', userId).execute();
}
