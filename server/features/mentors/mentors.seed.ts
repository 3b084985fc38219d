// The mentor catalogue follows catalogue.json (run at start-up; idempotent). Portraits are drawn by
// scripts/make-portraits.ts into public/assets/mentors/. A mentor taken out of the file leaves the deck
// but keeps its threads and its account's link, so nothing anyone wrote is lost.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import catalogue from './catalogue.json';

export interface CatalogueMentor {
  slug: string;
  name: string;
  title: string;
  bio: string;
  tags: string[];
  availability: string;
  acceptingMentees: boolean;
}

export const CATALOGUE: readonly CatalogueMentor[] = catalogue;

export const portraitUrl = (slug: string) => `/assets/mentors/${slug}.svg`;

export async function seedMentorCatalogue(db: Kysely<DB>): Promise<void> {
  const slugs = CATALOGUE.map((m) => m.slug);
  await db.updateTable('mentors').set({ retired: 1 }).where('slug', 'not in', slugs).execute();
  for (const [position, m] of CATALOGUE.entries()) {
    const row = {
      name: m.name,
      title: m.title,
      bio: m.bio,
      image_url: portraitUrl(m.slug),
      tags: JSON.stringify(m.tags),
      availability: m.availability,
      accepting: m.acceptingMentees ? 1 : 0,
      position,
      retired: 0,
    };
    await db
      .insertInto('mentors')
      .values({ slug: m.slug, ...row })
      .onConflict((oc) => oc.column('slug').doUpdateSet(row))
      .execute();
  }
}
