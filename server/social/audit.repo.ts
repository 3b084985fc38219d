// The moderators' audit (issue 29): every look at a case list, a case, a mentor thread or a kept record,
// and every decision, as a row that no route changes or deletes. A row naming a case lives as long as
// the case (its foreign key); one naming none is erased after CASE_KEPT_FOR_DAYS.
import type { Kysely } from 'kysely';
import type { PageQuery } from '../../contract/paging';
import { type AuditAction, CASE_KEPT_FOR_DAYS } from '../../contract/safety-rules';
import type { DB } from '../db/schema';
import { keyset } from '../db/keyset';
import type { Page } from '../http/paging';

type Db = Kysely<DB>;

export interface Moderator {
  id: number;
  username: string;
}

/**
 * Records that a moderator did or read something. `caseIds`: the cases it concerns (one row each, so
 * that each lives as long as its case); none: one row, about `about`, kept for the retention window.
 */
export async function recordAudit(
  db: Db,
  moderator: Moderator,
  action: AuditAction,
  about: string,
  caseIds: readonly number[] = [],
  now = Date.now(),
): Promise<void> {
  const at = new Date(now).toISOString();
  const base = { at, moderator_id: moderator.id, moderator_username: moderator.username, action, about };
  if (caseIds.length === 0) {
    await db
      .insertInto('moderation_audit')
      .values({ ...base, case_id: null, erase_after: new Date(now + CASE_KEPT_FOR_DAYS * 86_400_000).toISOString() })
      .execute();
    return;
  }
  await db
    .insertInto('moderation_audit')
    .values(caseIds.map((id) => ({ ...base, case_id: id, erase_after: null })))
    .execute();
}

export interface AuditEntry {
  id: number;
  at: string;
  moderatorId: number | null;
  moderatorUsername: string;
  action: AuditAction;
  caseId: number | null;
  about: string;
}

/** The audit, newest first, a page at a time. */
export async function listAudit(db: Db, page: PageQuery): Promise<Page<AuditEntry>> {
  return keyset(db.selectFrom('moderation_audit').selectAll(), [{ by: 'id', desc: true, type: 'number', of: (r) => r.id }], page).page(
    (r) => ({
      id: r.id,
      at: r.at,
      moderatorId: r.moderator_id,
      moderatorUsername: r.moderator_username,
      action: r.action,
      caseId: r.case_id,
      about: r.about,
    }),
  );
}

/** Erases the rows that name no case once their window has passed. */
export async function eraseExpiredAudit(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('moderation_audit').where('erase_after', '<=', new Date(now).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
