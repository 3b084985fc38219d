// All SQL of the studio (issue 55): clips from upload to review, and publishing one as a video of the
// feed. What a clip's files are and where they live is clip-files.ts; the state rules are the routes'.
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { type Clip, type ClipKind, type ClipState, TIP_APPROVALS, type TipBackground } from '../../../contract/shorts';
import type { ClipsTable, DB } from '../../db/schema';
import { keyset } from '../../db/keyset';
import type { Page } from '../../http/paging';
import * as social from '../../social/social.repo';
import { clipUrls } from './clip-files';

export type ClipRow = Selectable<ClipsTable> & { uploader_name: string; approvals: number };

/** Staff approvals a clip needs before it is published: two for a teen's tip, one for staff's or a mentor's. */
export const approvalsNeeded = (kind: ClipKind) => (kind === 'tip' ? TIP_APPROVALS : 1);

const now = () => new Date().toISOString();

const withUploader = (db: Kysely<DB>) =>
  db
    .selectFrom('clips')
    .innerJoin('users', 'users.id', 'clips.uploader_id')
    .selectAll('clips')
    .select('users.display_name as uploader_name')
    // How many staff approved it in this review (a tip needs two).
    .select((eb) =>
      eb
        .selectFrom('clip_approvals')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('clip_approvals.clip_id', '=', 'clips.id')
        .as('approvals'),
    ) as unknown as SelectQueryBuilder<DB, 'clips' | 'users', ClipRow>;

/** A clip as the contract has it, for `viewerId`. */
export function toClip(row: ClipRow, viewerId: number): Clip {
  const urls = row.media_key ? clipUrls(row.media_key) : null;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    background: (row.background as TipBackground | null) ?? null,
    commentsOpen: row.comments_open === 1,
    approvals: Number(row.approvals ?? 0),
    approvalsNeeded: approvalsNeeded(row.kind),
    title: row.title,
    description: row.description,
    hashtags: JSON.parse(row.hashtags) as string[],
    category: row.category,
    failureReason: row.failure_reason,
    reviewNote: row.review_note,
    durationSeconds: row.duration_ms === null ? null : row.duration_ms / 1000,
    width: row.width,
    height: row.height,
    videoUrl: urls?.video ?? null,
    smallUrl: urls?.small ?? null,
    posterUrl: urls?.poster ?? null,
    captionsUrl: urls && row.captions ? urls.captions : null,
    captions: row.captions,
    captionsSource: row.captions_source,
    uploaderId: row.uploader_id,
    uploaderName: row.uploader_name,
    mine: row.uploader_id === viewerId,
    videoId: row.video_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    publishedAt: row.published_at,
  };
}

export interface ClipFieldValues {
  title: string;
  description: string;
  hashtags: string[];
  category: Clip['category'];
}

export async function createClip(
  db: Kysely<DB>,
  uploaderId: number,
  fields: ClipFieldValues,
  tip?: { kind: 'tip'; background: TipBackground | null; commentsOpen: boolean },
): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('clips')
    .values({
      uploader_id: uploaderId,
      state: 'draft',
      title: fields.title,
      description: fields.description,
      hashtags: JSON.stringify(fields.hashtags),
      category: fields.category,
      created_at: at,
      updated_at: at,
      ...(tip && { kind: 'tip', background: tip.background, comments_open: tip.commentsOpen ? 1 : 0, consented_at: at }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findClip = (db: Kysely<DB>, id: number): Promise<ClipRow | undefined> =>
  withUploader(db).where('clips.id', '=', id).executeTakeFirst();

export const findClipByKey = (db: Kysely<DB>, key: string) =>
  db.selectFrom('clips').select(['id', 'uploader_id', 'state', 'captions']).where('media_key', '=', key).executeTakeFirst();

/** An uploader's clips (or tips), newest first. */
export function listMine(
  db: Kysely<DB>,
  uploaderId: number,
  paging: { limit: number; cursor?: string },
  kind: ClipKind = 'clip',
): Promise<Page<ClipRow>> {
  return keyset(
    withUploader(db).where('clips.uploader_id', '=', uploaderId).where('clips.kind', '=', kind),
    [{ by: 'clips.id', type: 'number', desc: true, of: (r) => r.id }],
    paging,
  ).page((r) => r);
}

/** Clips waiting for this reviewer, the longest waiting first (not those they approved: a tip waits for a second). */
export function listInReview(db: Kysely<DB>, reviewerId: number, paging: { limit: number; cursor?: string }): Promise<Page<ClipRow>> {
  return keyset(
    withUploader(db)
      .where('clips.state', '=', 'in_review')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('clip_approvals')
              .select('clip_approvals.clip_id')
              .whereRef('clip_approvals.clip_id', '=', 'clips.id')
              .where('clip_approvals.reviewer_id', '=', reviewerId),
          ),
        ),
      ),
    [
      { by: 'clips.submitted_at', type: 'string', of: (r) => r.submitted_at ?? '' },
      { by: 'clips.id', type: 'number', of: (r) => r.id },
    ],
    paging,
  ).page((r) => r);
}

type ClipChanges = Partial<Omit<Selectable<ClipsTable>, 'id' | 'uploader_id' | 'created_at'>>;

/** Changes a clip, only while it is in one of `from` (when given): false when it had moved on. */
export async function updateClip(db: Kysely<DB>, id: number, changes: ClipChanges, from?: readonly ClipState[]): Promise<boolean> {
  let q = db
    .updateTable('clips')
    .set({ ...changes, updated_at: now() })
    .where('id', '=', id);
  if (from) q = q.where('state', 'in', from);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteClipRow(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('clips').where('id', '=', id).execute();
}

/**
 * Publishes a processed clip as a video of the feed: the newest first, above the catalogue's (the
 * lowest position). Its likes and comments start at none.
 */
export async function publishAsVideo(db: Kysely<DB>, clip: ClipRow, authorRole: string, authorColor: string): Promise<number> {
  const urls = clipUrls(clip.media_key!);
  const top = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.min('position').as('position'))
    .executeTakeFirst();
  const row = await db
    .insertInto('videos')
    .values({
      slug: `clip-${clip.id}`,
      position: (top?.position ?? 0) - 1,
      title: clip.title,
      description: [clip.description, ...(JSON.parse(clip.hashtags) as string[]).map((t) => `#${t}`)].filter(Boolean).join(' '),
      video_url: urls.video,
      poster_url: urls.poster,
      captions_url: clip.captions ? urls.captions : '',
      author_id: clip.uploader_id,
      author_name: clip.uploader_name,
      author_role: authorRole,
      author_color: authorColor,
      tags: clip.hashtags,
      clip_id: clip.id,
      small_url: urls.small,
      comments_open: clip.comments_open,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes a clip's video off the feed, with its likes and comments (reports about them are kept as evidence). */
export async function unpublishVideo(db: Kysely<DB>, videoId: number): Promise<void> {
  await social.deleteAbout(db, 'video', [videoId]);
  await db.deleteFrom('videos').where('id', '=', videoId).execute();
}

/** The media folders and originals of an uploader's clips (to remove with the account). */
export const filesOfUploader = (db: Kysely<DB>, uploaderId: number) =>
  db.selectFrom('clips').select(['id', 'media_key', 'original_file', 'video_id']).where('uploader_id', '=', uploaderId).execute();

/** Records one staff member's approval: false when they had approved it already. */
export async function addApproval(db: Kysely<DB>, clipId: number, reviewerId: number): Promise<boolean> {
  const row = await db
    .insertInto('clip_approvals')
    .values({ clip_id: clipId, reviewer_id: reviewerId, approved_at: now() })
    .onConflict((oc) => oc.columns(['clip_id', 'reviewer_id']).doNothing())
    .returning('clip_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function approvalsOf(db: Kysely<DB>, clipId: number): Promise<number> {
  const { n } = await db
    .selectFrom('clip_approvals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('clip_id', '=', clipId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function clearApprovals(db: Kysely<DB>, clipId: number): Promise<void> {
  await db.deleteFrom('clip_approvals').where('clip_id', '=', clipId).execute();
}
