// The Rise team's verified account and its pep talks follow catalogue.json (run at start-up;
// idempotent). The account cannot sign in (its password hash matches no password) and its username is
// one sign-ups refuse (contract/auth.ts isReservedName). Likes, shares and comments on a seeded pep
// talk are kept when the file changes its words; one taken out of the file is deleted with them.
import type { Kysely } from 'kysely';
import type { MediaType, PepTalkCategory } from '../../../contract/pep-talks';
import type { DB } from '../../db/schema';
import { type SampleComment, sampleAccountIds, seedSampleSocial } from '../../social/sample-community';
import catalogue from './catalogue.json';
import { deletePepTalk } from './pep-talks.repo';
import samples from './samples.json';

export interface CataloguePepTalk {
  slug: string;
  category: PepTalkCategory;
  title: string;
  mediaType: MediaType;
  mediaUrl: string;
  mediaAlt?: string;
  captionsUrl?: string;
  posterUrl?: string;
  /** How long before the first seeding it was posted: the feed starts with a history. */
  daysAgo: number;
}

export const CATALOGUE = catalogue as readonly CataloguePepTalk[];

/** A text pep talk of the sample community that demos read (decision 0036), with its comments and likes. */
export interface SamplePepTalk {
  slug: string;
  /** A sample account's username (server/social/sample-community.json). */
  author: string;
  category: PepTalkCategory;
  title: string;
  text: string;
  daysAgo: number;
  likes: readonly string[];
  comments: readonly SampleComment[];
}

export const SAMPLES = samples as readonly SamplePepTalk[];

export const RISE_ACCOUNT = { username: 'rise', displayName: 'Rise Team', avatarColor: '#7c3aed' } as const;

/** The Rise account's id, made on first use. */
export async function riseAccountId(db: Kysely<DB>): Promise<number> {
  await db
    .insertInto('users')
    .values({
      username: RISE_ACCOUNT.username,
      username_key: RISE_ACCOUNT.username,
      display_name: RISE_ACCOUNT.displayName,
      // No password hashes to this: nobody signs in as the Rise account.
      password_hash: '!',
      avatar_color: RISE_ACCOUNT.avatarColor,
      verified: 1,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('username_key').doUpdateSet({ verified: 1, display_name: RISE_ACCOUNT.displayName }))
    .execute();
  const { id } = await db.selectFrom('users').select('id').where('username_key', '=', RISE_ACCOUNT.username).executeTakeFirstOrThrow();
  return id;
}

export async function seedPepTalkCatalogue(db: Kysely<DB>): Promise<void> {
  const userId = await riseAccountId(db);
  const slugs = CATALOGUE.map((p) => p.slug);
  const gone = await db
    .selectFrom('pep_talks')
    .select('id')
    .where('user_id', '=', userId)
    .where('slug', 'is not', null)
    .where('slug', 'not in', slugs)
    .execute();
  for (const { id } of gone) await deletePepTalk(db, id, userId);
  const firstSeeded = Date.now();
  for (const p of CATALOGUE) {
    const row = {
      title: p.title,
      media_type: p.mediaType,
      media_url: p.mediaUrl,
      media_alt: p.mediaAlt ?? null,
      captions_url: p.captionsUrl ?? null,
      poster_url: p.posterUrl ?? null,
      category: p.category,
      is_public: 1,
    };
    await db
      .insertInto('pep_talks')
      .values({ slug: p.slug, user_id: userId, created_at: new Date(firstSeeded - p.daysAgo * 86_400_000).toISOString(), ...row })
      .onConflict((oc) => oc.column('slug').doUpdateSet(row))
      .execute();
  }
}

/** The sample community's pep talks, comments and likes (after the social module made its accounts). */
export async function seedSamplePepTalks(db: Kysely<DB>): Promise<void> {
  const ids = await sampleAccountIds(db);
  const firstSeeded = Date.now();
  for (const p of SAMPLES) {
    const userId = ids.get(p.author);
    if (userId === undefined) continue;
    const at = new Date(firstSeeded - p.daysAgo * 86_400_000);
    const row = { title: p.title, media_type: 'text' as const, media_url: p.text, category: p.category, is_public: 1 };
    await db
      .insertInto('pep_talks')
      .values({ slug: p.slug, user_id: userId, created_at: at.toISOString(), ...row })
      .onConflict((oc) => oc.column('slug').doUpdateSet(row).where('pep_talks.user_id', '=', userId))
      .execute();
    const { id, created_at } = await db
      .selectFrom('pep_talks')
      .select(['id', 'created_at'])
      .where('slug', '=', p.slug)
      .executeTakeFirstOrThrow();
    await seedSampleSocial(db, ids, 'peptalk', id, { comments: p.comments, likes: p.likes, at: new Date(created_at) });
  }
}
