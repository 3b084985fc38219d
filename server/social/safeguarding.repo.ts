// What safeguarding keeps of a deleted account (issue 16, decision 0011): its mentor threads, copied out
// in the deletion's transaction, readable by moderators only, erased after KEPT_FOR_DAYS (at start-up
// and every hour, server/main.ts). Cases about what it wrote need no copy: they are kept as evidence
// with their words (issue 29, safety.repo).
import type { Kysely } from 'kysely';
import type { PageQuery } from '../../contract/paging';
import { KEPT_FOR_DAYS, type KeptRecord } from '../../contract/safety';
import type { DB } from '../db/schema';
import { keyset } from '../db/keyset';
import type { Page } from '../http/paging';
import type { KeptThing } from '../module';

type Db = Kysely<DB>;

/** Stores what the modules said to keep, under the former account's username, until the end of the stated time. */
export async function keep(trx: Db, userId: number, things: KeptThing[], now = Date.now()): Promise<void> {
  if (things.length === 0) return;
  const user = await trx.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  const keptAt = new Date(now).toISOString();
  const eraseAfter = new Date(now + KEPT_FOR_DAYS * 86_400_000).toISOString();
  await trx
    .insertInto('safeguarding_holds')
    .values(
      things.map((t) => ({
        kind: t.kind,
        about: t.about,
        lines: JSON.stringify(t.lines),
        former_username: user?.username ?? '',
        kept_at: keptAt,
        erase_after: eraseAfter,
      })),
    )
    .execute();
}

/** What was kept, newest first. */
export async function listKept(db: Db, page: PageQuery): Promise<Page<KeptRecord>> {
  return keyset(db.selectFrom('safeguarding_holds').selectAll(), [{ by: 'id', desc: true, type: 'number', of: (r) => r.id }], page).page(
    (r) => ({
      id: r.id,
      kind: r.kind,
      about: r.about,
      lines: JSON.parse(r.lines) as KeptRecord['lines'],
      formerUsername: r.former_username,
      keptAt: r.kept_at,
      erasedAfter: r.erase_after,
    }),
  );
}

/** Erases what has been kept for the stated time. */
export async function eraseExpiredHolds(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('safeguarding_holds').where('erase_after', '<=', new Date(now).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
