// The sample community (issue 52, decision 0036): fictional teens kept for demo accounts, so that a demo
// reads real-looking pep talks, comments, likes and video comments without ever reading a real teen's
// words, name or id. Its accounts are rows flagged `is_sample`, made here at start-up from
// sample-community.json; each feature seeds what they wrote on its surface (pep talks, video comments).
// Nobody signs in as one (its password hash matches no password) and its username is one sign-ups
// refuse (the '_sample' ending is reserved: contract/auth.ts isReservedName).
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../db/schema';
import accounts from './sample-community.json';
import { PER_ROW } from '../db/per-row';

export interface SampleAccount {
  username: string;
  displayName: string;
  avatarColor: string;
}

export const SAMPLE_ACCOUNTS = accounts as readonly SampleAccount[];

/**
 * Whether what the account `user` wrote, liked or shared is in the viewer's community: nothing a demo
 * did (a sandbox: each demo is its own); for a demo viewer, the sample community and the accounts that
 * are not teens (the Rise team's, mentors', staff); for everyone else, every account but the samples.
 * A banned account (issue 52, decision 0034) is in nobody's community: its public words are hidden.
 * The viewer's own things are the caller's to allow; a thing whose account is gone (null) stays as it was.
 */
export function inCommunityOf(user: Expression<unknown>, viewerId: number) {
  // Whether the viewer is a demo is asked once per query (a subquery of nothing in the row); each row
  // then looks up only its author.
  return sql<SqlBool>`(${user} is null or exists (select 1 from users community_author
    where community_author.id = ${user} and community_author.is_demo = 0 and community_author.banned_at is null
      and case when (select community_viewer.is_demo from users community_viewer where community_viewer.id = ${viewerId}) = 1
        then (community_author.is_sample = 1 or community_author.verified = 1 or community_author.role <> 'member')
        else community_author.is_sample = 0 end${PER_ROW}))`;
}

/**
 * The accounts in a demo's community (inCommunityOf for a demo viewer, the demo itself aside): the
 * sample teens and the accounts that are not teens. A handful, read by an index of just them (migration
 * 0037-search-bounded, whose condition is this one's, word for word), so that what a demo may see can be
 * found without reading every teen's things.
 */
export function demoCommunity() {
  return sql<{ id: number }>`select demo_community.id from users demo_community
    where demo_community.is_demo = 0 and demo_community.banned_at is null
      and (is_sample = 1 or verified = 1 or role <> 'member')`;
}

/**
 * The accounts whose things a demo may see (its own and its community's): a few, so that what a demo
 * sees can be read from its writers instead of from everything the school wrote.
 */
export async function demoWriters(db: Kysely<DB>, demoId: number): Promise<number[]> {
  return [demoId, ...(await demoCommunity().execute(db)).rows.map((r) => r.id)];
}

/** Makes (or renames) the sample accounts; answers their ids by username. Idempotent, run at start-up. */
export async function seedSampleAccounts(db: Kysely<DB>): Promise<Map<string, number>> {
  for (const a of SAMPLE_ACCOUNTS) {
    await db
      .insertInto('users')
      .values({
        username: a.username,
        username_key: a.username.toLowerCase(),
        display_name: a.displayName,
        // No password hashes to this: nobody signs in as a sample account.
        password_hash: '!',
        avatar_color: a.avatarColor,
        is_sample: 1,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        // A real account that took the name before it was reserved keeps it: that sample is left out.
        oc
          .column('username_key')
          .doUpdateSet({ display_name: a.displayName, avatar_color: a.avatarColor })
          .where('users.is_sample', '=', 1),
      )
      .execute();
  }
  return sampleAccountIds(db);
}

/** The sample accounts' ids by username (as sample-community.json names them). */
export async function sampleAccountIds(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('users').select(['id', 'username']).where('is_sample', '=', 1).execute();
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** A sample comment as a feature's samples file has it: who wrote it, its words, and its replies. */
export interface SampleComment {
  author: string;
  text: string;
  replies?: { author: string; text: string }[];
}

/**
 * Puts the sample accounts' comments (and replies) and likes on one item, each once: a comment whose
 * writer already said those words there is kept as it is (demos' replies to it stay attached).
 */
export async function seedSampleSocial(
  db: Kysely<DB>,
  ids: Map<string, number>,
  subject: 'video' | 'peptalk',
  itemId: number,
  { comments = [], likes = [], at }: { comments?: readonly SampleComment[]; likes?: readonly string[]; at: Date },
): Promise<void> {
  let minute = 0;
  const stamp = () => new Date(at.getTime() + ++minute * 47 * 60_000).toISOString();
  const comment = async (author: string, text: string, parentId: number | null): Promise<number | undefined> => {
    const userId = ids.get(author);
    if (userId === undefined) return undefined;
    const found = await db
      .selectFrom('comments')
      .select('id')
      .where('subject', '=', subject)
      .where('item_id', '=', itemId)
      .where('user_id', '=', userId)
      .where('body', '=', text)
      .executeTakeFirst();
    if (found) return found.id;
    const row = await db
      .insertInto('comments')
      .values({ subject, item_id: itemId, user_id: userId, body: text, parent_id: parentId, created_at: stamp() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  for (const c of comments) {
    const id = await comment(c.author, c.text, null);
    if (id !== undefined) for (const r of c.replies ?? []) await comment(r.author, r.text, id);
  }
  for (const author of likes) {
    const userId = ids.get(author);
    if (userId === undefined) continue;
    await db
      .insertInto('reactions')
      .values({ subject, item_id: itemId, user_id: userId, created_at: stamp() })
      .onConflict((oc) => oc.columns(['subject', 'item_id', 'user_id']).doNothing())
      .execute();
  }
}
