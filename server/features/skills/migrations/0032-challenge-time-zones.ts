import type { Kysely } from 'kysely';

// Issue 52: the daily challenge for a day opens only when the teen's own time zone has reached it
// (decision 0036). The zones a teen's app has said it is in, each with when it last said so: a day
// opens once every zone of the last ZONE_MEMORY hours has reached it, so switching the device to a
// zone ahead of one's own does not open tomorrow's challenge today.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('skill_time_zones')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('skill_time_zones_pk', ['user_id', 'time_zone'])
    .execute();
}
