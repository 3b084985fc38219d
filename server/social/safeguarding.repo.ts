// What safeguarding keeps of a deleted account (issue 16, decision 0011): open reports about what it
// wrote and its mentor threads, copied out in the deletion's transaction, readable by moderators only,
// erased after KEPT_FOR_DAYS (at start-up and every hour, server/main.ts).
import type { Kysely } from 'kysely';
import type { PageQuery } from '../../contract/paging';
import { KEPT_FOR_DAYS, type KeptKind, type KeptRecord } from '../../contract/safety';
import type { DB } from '../db/schema';
import { type Page, decodeCursor, pageOf } from '../http/paging';
import type { FeatureModule, KeptThing } from '../module';

type Db = Kysely<DB>;

const SUBJECT_NAMES: Record<string, string> = {
  peptalk: 'Pep talk',
  'peptalk-comment': 'Comment on a pep talk',
  'video-comment': 'Comment on a video',
  'mentor-message': 'Message to a mentor',
};

/** Stores what the modules said to keep, under the former account's username, until the end of the stated time. */
export async function keep(trx: Db, userId: number, things: KeptThing[], now = Date.now()): Promise<void> {
  if (things.length === 0) return;
  const user = await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  const keptAt = new Date(now).toISOString();
  const eraseAfter = new Date(now + KEPT_FOR_DAYS * 86_400_000).toISOString();
  await trx
    .insertInto('safeguarding_holds')
    .values(things.map((t) => ({ kind: t.kind, about: t.about, lines: JSON.stringify(t.lines), former_username: user?.username ?? '', kept_at: keptAt, erase_after: eraseAfter })))
    .execute();
}

/** Why a case is open, in words: its reasons, and a hold for care ("bullying, held: self-harm"). */
async function whyOpen(trx: Db, caseId: number, heldFor: string | null): Promise<string> {
  const reasons = await trx.selectFrom('reports').select('reason').distinct().where('case_id', '=', caseId).orderBy('reason').execute();
  return [...reasons.map((r) => r.reason), ...(heldFor ? [`held: ${heldFor}`] : [])].join(', ');
}

/** Open cases about what the user wrote (reported, or held for care), with the words as they are now. */
export const keepOpenReports: NonNullable<FeatureModule['keepForSafeguarding']> = async (trx, userId, find) => {
  const cases = await trx
    .selectFrom('moderation_cases')
    .select(['id', 'subject', 'item_id', 'held_for', 'first_reported_at'])
    .where('author_id', '=', userId)
    .where('decision', 'is', null)
    .orderBy('id')
    .execute();
  const kept: KeptThing[] = [];
  for (const c of cases) {
    const item = await find[c.subject as keyof typeof find]?.(trx, c.item_id, null);
    const why = await whyOpen(trx, c.id, c.held_for);
    kept.push({
      kind: 'reported-content',
      about: `${SUBJECT_NAMES[c.subject] ?? c.subject}, ${why ? `reported (${why})` : 'reported'}`,
      lines: [{ from: 'them', text: item?.text ?? '(already deleted)', at: c.first_reported_at }],
    });
  }
  return kept;
};

/**
 * Open cases about other people's comments on things that go with a deleted account (its pep talks):
 * the comments go with the thread, so safeguarding keeps the reported ones, with who wrote them.
 */
export async function keepReportedCommentsOn(trx: Db, commentSubject: string, itemSubject: string, itemIds: readonly number[], owner: number): Promise<KeptThing[]> {
  if (itemIds.length === 0) return [];
  const rows = await trx
    .selectFrom('moderation_cases as c')
    .innerJoin('comments as m', 'm.id', 'c.item_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['c.id', 'c.held_for', 'c.first_reported_at', 'm.body', 'u.username'])
    .where('c.subject', '=', commentSubject)
    .where('c.decision', 'is', null)
    .where('m.subject', '=', itemSubject)
    .where('m.item_id', 'in', [...itemIds])
    // The owner's own comments are kept as what they wrote (keepOpenReports).
    .where('m.user_id', '!=', owner)
    .orderBy('c.id')
    .execute();
  const kept: KeptThing[] = [];
  for (const r of rows) {
    const why = await whyOpen(trx, r.id, r.held_for);
    kept.push({
      kind: 'reported-content',
      about: `${SUBJECT_NAMES[commentSubject] ?? commentSubject} by @${r.username}, on the deleted account's ${itemSubject === 'peptalk' ? 'pep talk' : itemSubject}, reported${why ? ` (${why})` : ''}`,
      lines: [{ from: `@${r.username}`, text: r.body, at: r.first_reported_at }],
    });
  }
  return kept;
}

/** What was kept, newest first. */
export async function listKept(db: Db, { limit, cursor }: PageQuery): Promise<Page<KeptRecord>> {
  const after = decodeCursor(cursor, ['number']);
  let query = db.selectFrom('safeguarding_holds').selectAll();
  if (after) query = query.where('id', '<', after[0]);
  const rows = await query.orderBy('id', 'desc').limit(limit + 1).execute();
  return pageOf(rows, limit, (r) => [r.id], (r) => ({
    id: r.id,
    kind: r.kind as KeptKind,
    about: r.about,
    lines: JSON.parse(r.lines) as KeptRecord['lines'],
    formerUsername: r.former_username,
    keptAt: r.kept_at,
    erasedAfter: r.erase_after,
  }));
}

/** Erases what has been kept for the stated time. */
export async function eraseExpiredHolds(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('safeguarding_holds').where('erase_after', '<=', new Date(now).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
