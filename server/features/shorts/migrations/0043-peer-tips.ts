import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';

// Issue 55, item 4: teens' peer tips are clips too (kind 'tip'): a Public Speaking recording over a
// background the teen picked (or with their video), published after two staff approvals, with comments
// only if the teen chose them. Each approval is a row, so two different moderators are needed.
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('clips')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('clip'))
    .execute();
  /** A voice-only tip's background (contract/shorts.ts TIP_BACKGROUNDS); null with video. */
  await db.schema.alterTable('clips').addColumn('background', 'text').execute();
  await db.schema
    .alterTable('clips')
    .addColumn('comments_open', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('clips').addColumn('consented_at', 'text').execute();
  await db.schema
    .alterTable('videos')
    .addColumn('comments_open', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('clip_approvals')
    .addColumn('clip_id', 'integer', (c) => c.notNull().references('clips.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('approved_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('clip_approvals_pk', ['clip_id', 'reviewer_id'])
    .execute();
}
