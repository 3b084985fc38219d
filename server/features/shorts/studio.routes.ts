// The studio and its review (issue 55): staff and mentors upload clips in pieces, the worker processes
// them (clip-jobs.ts), the uploader checks the captions and submits, and a staff member other than the
// uploader approves it into the feed or sends it back with a reason. The clip's files are served at
// /media/clips/<key>/ to whoever may see it: anyone signed in once published, before that only its
// uploader and staff.
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CLIP_CHUNK_BYTES,
  FEED_CUE_SETTINGS,
  type ClipKind,
  type ClipState,
  MAX_CLIP_BYTES,
  MAX_CLIP_SECONDS,
  reviewApi,
  studioApi,
  tipsApi,
} from '../../../contract/shorts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import type { DB, UserRow } from '../../db/schema';
import { lockRows } from '../../db/lock';
import { HttpProblem, notFound } from '../../http/problems';
import { enqueue } from '../../jobs/jobs.repo';
import { jobsQueued } from '../../jobs/worker';
import { screenText } from '../../social/text-filter';
import { ABANDONED_UPLOAD_MS } from './clip-jobs';
import {
  CAPTIONS_FILE,
  MEDIA_KEY,
  clipsDir,
  ensureMediaDirs,
  newOriginalName,
  originalPath,
  originalSize,
  removeOriginal,
  writePiece,
} from './clip-files';
import {
  CaptionsError,
  INSTALL_HINT,
  MediaRefusal,
  captionsText,
  findMediaTools,
  formatVtt,
  parseVtt,
  probeClip,
  probeVoice,
} from './media';
import { assertMayShare } from '../../auth/ages';
import * as repo from './studio.repo';
import { approvalsNeeded } from './studio.repo';

/** States in which the uploader may change a clip's words or captions, or upload its file again. */
const EDITABLE: readonly ClipState[] = ['draft', 'processed', 'rejected', 'failed', 'withdrawn'];
const SUBMITTABLE: readonly ClipState[] = ['processed', 'rejected', 'withdrawn'];
const WITHDRAWABLE: readonly ClipState[] = ['in_review', 'published'];
/** What staff may open of others' clips: those in review and those published. */
const OPEN_TO_STAFF: readonly ClipState[] = ['in_review', 'published'];

const notEditable = (state: ClipState) =>
  new HttpProblem(
    409,
    state === 'processing'
      ? 'This clip is still being processed. Try again when it is ready.'
      : 'Withdraw this clip from review or from the feed before changing it.',
  );

/** How a published clip credits its uploader. */
const roleLabel = (user: Pick<UserRow, 'role'>) =>
  user.role === 'moderator' ? 'Rise team' : user.role === 'mentor' ? 'Mentor' : 'Peer tip';

export const studioRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, auth, route }) => {
  const r = route(app);
  const mediaDir = config.media.dir;
  await ensureMediaDirs(mediaDir);

  /** One of my clips (or tips), or a 404 (someone else's is not there for me). */
  async function mine(id: number, me: UserRow, kind: ClipKind = 'clip') {
    const clip = await repo.findClip(db, id);
    if (!clip || clip.uploader_id !== me.id || clip.kind !== kind) throw notFound(kind);
    return clip;
  }

  /** Runs a change of state under the clip's row lock, on the clip as it is now. */
  function change<T>(id: number, work: (trx: Kysely<DB>, clip: repo.ClipRow) => Promise<T>) {
    return inTransaction(db, async (trx) => {
      await lockRows(trx, 'clips').where('id', '=', id).execute();
      const clip = await repo.findClip(trx, id);
      if (!clip) throw notFound('clip');
      return work(trx, clip);
    });
  }

  const answer = async (id: number, me: UserRow) => repo.toClip((await repo.findClip(db, id))!, me.id);

  /**
   * Words that go out to teens: refused when they would be refused anywhere (an adult's rules for staff
   * and mentors; a teen's for a tip, whose words about hurting oneself are never refused: a reviewer
   * reads every tip before anyone else does).
   */
  function screen(fields: { title: string; description: string; hashtags: string[] }, captions: string | null | undefined, me: UserRow) {
    const adult = me.role !== 'member';
    const verdict = screenText(
      [
        { field: 'title', label: 'title', text: fields.title },
        { field: 'description', label: 'description', text: fields.description },
        { field: 'hashtags', label: 'hashtags', text: fields.hashtags.join(' ') },
        ...(captions ? [{ field: 'captions', label: 'captions', text: captionsText(parseVtt(captions)) }] : []),
      ],
      { adult },
    );
    // A contact detail or a grooming cue from an adult is never published (the reviewer would refuse it).
    if (verdict === 'hold')
      throw new HttpProblem(400, 'Clips cannot ask teens to talk elsewhere or share contact details. Please change the words.');
  }

  r(studioApi.status, () => {
    const tools = findMediaTools();
    const processing = tools.ffmpeg !== null && tools.ffprobe !== null;
    return {
      processing,
      captionDrafts: processing && tools.pocketsphinx !== null,
      installHint: processing && tools.pocketsphinx ? null : INSTALL_HINT,
      maxSeconds: MAX_CLIP_SECONDS,
      maxBytes: MAX_CLIP_BYTES,
      chunkBytes: CLIP_CHUNK_BYTES,
    };
  });

  r(studioApi.clips, async (request) => {
    const page = await repo.listMine(db, request.user.id, request.query);
    return { ...page, items: page.items.map((c) => repo.toClip(c, request.user.id)) };
  });

  r(studioApi.clip, async (request) => {
    const clip = await repo.findClip(db, request.params.id);
    const mayOpen =
      clip && (clip.uploader_id === request.user.id || (request.user.role === 'moderator' && OPEN_TO_STAFF.includes(clip.state)));
    if (!mayOpen) throw notFound('clip');
    return repo.toClip(clip, request.user.id);
  });

  r(studioApi.create, async (request) => {
    screen(request.body, null, request.user);
    const id = await repo.createClip(db, request.user.id, request.body);
    return answer(id, request.user);
  });

  r(studioApi.update, async (request) => {
    const { id } = request.params;
    await mine(id, request.user);
    screen(request.body, null, request.user);
    await change(id, async (trx, clip) => {
      if (clip.state === 'in_review' || clip.state === 'published') throw notEditable(clip.state);
      const { title, description, hashtags, category } = request.body;
      await repo.updateClip(trx, id, { title, description, hashtags: JSON.stringify(hashtags), category });
    });
    return answer(id, request.user);
  });

  async function setCaptions(id: number, me: UserRow, kind: ClipKind, text: string) {
    await mine(id, me, kind);
    let vtt: string | null;
    try {
      const cues = parseVtt(text);
      vtt = cues.length === 0 ? null : formatVtt(cues);
    } catch (error) {
      if (error instanceof CaptionsError) throw new HttpProblem(400, error.message, { vtt: error.message });
      throw error;
    }
    await change(id, async (trx, clip) => {
      if (!EDITABLE.includes(clip.state)) throw notEditable(clip.state);
      await repo.updateClip(trx, id, { captions: vtt, captions_source: vtt ? 'uploader' : null });
    });
    return answer(id, me);
  }
  r(studioApi.captions, (request) => setCaptions(request.params.id, request.user, 'clip', request.body.vtt));

  /** One piece of an upload (a clip's file, or a tip's recording); the last one is checked and queued. */
  async function receivePiece(
    id: number,
    me: UserRow,
    kind: ClipKind,
    query: { offset: number; size: number; type: string },
    bytes: unknown,
  ) {
    const { offset, size, type } = query;
    if (!Buffer.isBuffer(bytes)) throw new HttpProblem(415, 'Send the file as application/octet-stream.');
    if (bytes.length > CLIP_CHUNK_BYTES)
      throw new HttpProblem(413, `Send the file in pieces of at most ${CLIP_CHUNK_BYTES / 1024 / 1024} MB.`);
    if (offset + bytes.length > size) throw new HttpProblem(400, 'This piece goes past the end of the file.');
    if (bytes.length === 0) throw new HttpProblem(400, 'This piece is empty.');
    const current = await mine(id, me, kind);
    const tools = findMediaTools();
    if (!tools.ffmpeg || !tools.ffprobe) throw new HttpProblem(503, `This server cannot process clips yet. ${INSTALL_HINT}`);

    const outcome = await change(id, async (trx, clip) => {
      if (!EDITABLE.includes(clip.state)) throw notEditable(clip.state);
      let name = clip.original_file;
      if (offset === 0) {
        // A new upload replaces whatever came before (a half-finished one, or the last file).
        await removeOriginal(mediaDir, name);
        name = newOriginalName(id);
        await repo.updateClip(trx, id, { original_file: name, upload_size: size, upload_type: type, received: 0, failure_reason: null });
        // Should it stop half-way, its pieces go a day later.
        await enqueue(trx, 'clip-upload-expire', { clipId: id }, { runAt: new Date(Date.now() + ABANDONED_UPLOAD_MS) });
      } else if (!name || clip.upload_size !== size || clip.upload_type !== type) {
        throw new HttpProblem(409, 'This upload has not started, or was for another file. Start again from the beginning.');
      } else if (offset !== clip.received) {
        throw new HttpProblem(409, `The upload should go on from byte ${clip.received}.`);
      }
      await writePiece(mediaDir, name, offset, bytes);
      const received = offset + bytes.length;
      if (received < size) {
        await repo.updateClip(trx, id, { received });
        return { received, queued: false };
      }
      // The whole file is here: is it a clip we can play? If not, say why and keep nothing.
      if ((await originalSize(mediaDir, name)) !== size)
        throw new HttpProblem(409, 'The file arrived incomplete. Start again from the beginning.');
      try {
        // A voice-only tip is a recording, laid over its background when it is processed.
        if (current.kind === 'tip' && current.background) await probeVoice(originalPath(mediaDir, name), tools);
        else await probeClip(originalPath(mediaDir, name), tools);
      } catch (error) {
        if (!(error instanceof MediaRefusal)) throw error;
        await repo.updateClip(trx, id, { original_file: null, upload_size: null, upload_type: null, received: 0 });
        await removeOriginal(mediaDir, name);
        return { refused: error.reason };
      }
      await repo.updateClip(trx, id, { received, state: 'processing', failure_reason: null, review_note: null });
      await enqueue(trx, 'clip-process', { clipId: id });
      return { received, queued: true };
    });
    if (outcome.refused !== undefined) throw new HttpProblem(422, outcome.refused, { file: outcome.refused });
    if (outcome.queued) jobsQueued();
    return { received: outcome.received!, size, clip: await answer(id, me) };
  }
  r(studioApi.upload, (request) => receivePiece(request.params.id, request.user, 'clip', request.query, request.body));

  async function submit(id: number, me: UserRow, kind: ClipKind) {
    const current = await mine(id, me, kind);
    screen({ ...current, hashtags: JSON.parse(current.hashtags) as string[] }, current.captions, me);
    await change(id, async (trx, clip) => {
      if (!SUBMITTABLE.includes(clip.state) || !clip.media_key) {
        throw new HttpProblem(
          409,
          clip.state === 'in_review' ? 'This is already waiting for review.' : 'Upload it and let it finish processing first.',
        );
      }
      await repo.updateClip(trx, id, { state: 'in_review', submitted_at: new Date().toISOString(), review_note: null });
      // A new review: approvals of an earlier one do not count.
      await repo.clearApprovals(trx, id);
    });
    return answer(id, me);
  }

  async function withdraw(id: number, me: UserRow, kind: ClipKind) {
    await mine(id, me, kind);
    await change(id, async (trx, clip) => {
      if (!WITHDRAWABLE.includes(clip.state)) throw new HttpProblem(409, 'This is not in review or on the feed.');
      if (clip.video_id !== null) await repo.unpublishVideo(trx, clip.video_id);
      await repo.updateClip(trx, id, { state: 'withdrawn', video_id: null, published_at: null });
    });
    return answer(id, me);
  }

  async function remove(id: number, me: UserRow, kind: ClipKind) {
    await mine(id, me, kind);
    await change(id, async (trx, clip) => {
      if (clip.video_id !== null) await repo.unpublishVideo(trx, clip.video_id);
      await repo.deleteClipRow(trx, id);
      // Its files go once the delete has committed (a job: it never runs for a delete that rolled back).
      await enqueue(trx, 'clip-files-remove', {
        mediaKeys: clip.media_key ? [clip.media_key] : [],
        originals: clip.original_file ? [clip.original_file] : [],
      });
    });
    jobsQueued();
  }

  r(studioApi.submit, (request) => submit(request.params.id, request.user, 'clip'));
  r(studioApi.withdraw, (request) => withdraw(request.params.id, request.user, 'clip'));
  r(studioApi.remove, (request) => remove(request.params.id, request.user, 'clip'));

  // A teen's peer tips: the same path, from a Public Speaking practice, after a consent screen.
  r(tipsApi.tips, async (request) => {
    const page = await repo.listMine(db, request.user.id, request.query, 'tip');
    return { ...page, items: page.items.map((c) => repo.toClip(c, request.user.id)) };
  });
  r(tipsApi.tip, async (request) => repo.toClip(await mine(request.params.id, request.user, 'tip'), request.user.id));
  r(tipsApi.create, async (request) => {
    const me = request.user;
    // A demo's words reach no one (issue 31): a tip from one would never be seen, so it is not made.
    if (me.is_demo === 1) throw new HttpProblem(403, 'Tips from the demo reach no one. Make an account to share yours.');
    assertMayShare(me);
    const { title, description, background, commentsOpen } = request.body;
    screen({ title, description, hashtags: [] }, null, me);
    const id = await repo.createClip(
      db,
      me.id,
      { title, description, hashtags: [], category: 'confidence' },
      { kind: 'tip', background, commentsOpen },
    );
    return answer(id, me);
  });
  r(tipsApi.upload, (request) => receivePiece(request.params.id, request.user, 'tip', request.query, request.body));
  r(tipsApi.captions, (request) => setCaptions(request.params.id, request.user, 'tip', request.body.vtt));
  r(tipsApi.submit, async (request) => {
    await mine(request.params.id, request.user, 'tip');
    assertMayShare(request.user);
    return submit(request.params.id, request.user, 'tip');
  });
  r(tipsApi.withdraw, (request) => withdraw(request.params.id, request.user, 'tip'));
  r(tipsApi.remove, (request) => remove(request.params.id, request.user, 'tip'));

  r(reviewApi.queue, async (request) => {
    const page = await repo.listInReview(db, request.user.id, request.query);
    return { ...page, items: page.items.map((c) => repo.toClip(c, request.user.id)) };
  });

  r(reviewApi.approve, async (request) => {
    const { id } = request.params;
    await change(id, async (trx, clip) => {
      if (clip.state !== 'in_review') throw new HttpProblem(409, 'This clip is not waiting for review.');
      // Four eyes: whoever uploaded a clip never approves it.
      if (clip.uploader_id === request.user.id) throw new HttpProblem(403, 'Another member of staff must review your own clip.');
      // A teen's tip needs two different staff members.
      if (!(await repo.addApproval(trx, id, request.user.id)))
        throw new HttpProblem(409, 'You have approved this already: another member of staff must approve it too.');
      if ((await repo.approvalsOf(trx, id)) < approvalsNeeded(clip.kind)) return;
      const uploader = await trx
        .selectFrom('users')
        .select(['role', 'avatar_color'])
        .where('id', '=', clip.uploader_id)
        .executeTakeFirstOrThrow();
      const videoId = await repo.publishAsVideo(trx, clip, roleLabel(uploader), uploader.avatar_color);
      await repo.updateClip(trx, id, {
        state: 'published',
        video_id: videoId,
        reviewer_id: request.user.id,
        published_at: new Date().toISOString(),
      });
    });
    return answer(id, request.user);
  });

  r(reviewApi.reject, async (request) => {
    const { id } = request.params;
    await change(id, async (trx, clip) => {
      if (clip.state !== 'in_review') throw new HttpProblem(409, 'This clip is not waiting for review.');
      if (clip.uploader_id === request.user.id) throw new HttpProblem(403, 'Another member of staff must review your own clip.');
      await repo.updateClip(trx, id, { state: 'rejected', review_note: request.body.reason, reviewer_id: request.user.id });
      await repo.clearApprovals(trx, id);
    });
    return answer(id, request.user);
  });

  // The clips' files, to whoever may see them; captions from the database, so an edit shows at once.
  await app.register(async (media) => {
    media.addHook('onRequest', auth.requireUser);
    media.addHook('preHandler', async (request) => {
      const params = request.params as { '*'?: string; key?: string };
      await mayFetch(db, request, params.key ?? params['*']?.split('/')[0]);
    });
    media.get(`/media/clips/:key/${CAPTIONS_FILE}`, async (request, reply) => {
      const clip = await mayFetch(db, request, (request.params as { key: string }).key);
      if (!clip.captions) throw notFound('captions');
      // Near the top, as the sample clips' are: the feed draws the title and its buttons over the bottom.
      const placed = formatVtt(parseVtt(clip.captions), { settings: FEED_CUE_SETTINGS });
      return reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, no-cache').send(placed);
    });
    await media.register(fastifyStatic, {
      root: resolve(clipsDir(mediaDir)),
      prefix: '/media/clips/',
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'private, max-age=86400'),
    });
  });
};

/** The clip behind a media key, when this signed-in account may fetch its files; a 404 otherwise. */
async function mayFetch(db: Kysely<DB>, request: FastifyRequest, key: string | undefined) {
  const user = request.user;
  const clip = key && MEDIA_KEY.test(key) ? await repo.findClipByKey(db, key) : undefined;
  const may = clip && user && (clip.state === 'published' || clip.uploader_id === user.id || user.role === 'moderator');
  if (!clip || !may) throw notFound('file');
  return clip;
}
