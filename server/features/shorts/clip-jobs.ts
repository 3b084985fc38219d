// The studio's background jobs (issue 55), run by server/jobs/worker.ts on any instance:
// - clip-process: probe, transcode (720p and a small rendition, loudness at -16 LUFS, fast start), a
//   poster, and draft captions from speech when the uploader gave none; then the clip waits for its
//   uploader to check the captions and submit it. Safe to run again: it works in a folder of its own and
//   moves it into place at the end.
// - clip-upload-expire: an upload that stopped half-way is removed a day later.
// - clip-files-remove: a deleted clip's (or account's) files, after the delete committed.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { z } from 'zod';
import { PermanentJobError, type JobHandler } from '../../jobs/worker';
import { clipDir, newMediaKey, originalPath, removeClipFiles, removeOriginal } from './clip-files';
import path from 'node:path';
import { TIP_BACKGROUNDS, type TipBackground } from '../../../contract/shorts';
import {
  MediaRefusal,
  composeVoiceClip,
  draftCaptions,
  findMediaTools,
  formatVtt,
  INSTALL_HINT,
  probeClip,
  probeVoice,
  transcodeClip,
} from './media';
import { findClip, updateClip } from './studio.repo';

const ClipPayload = z.object({ clipId: z.number().int() });
const FilesPayload = z.object({ mediaKeys: z.array(z.string()), originals: z.array(z.string()) });

/** What the uploader reads when processing failed for a reason of ours, not of their file. */
export const PROCESSING_FAILED = 'We could not process this clip. Please upload it again; if it keeps failing, tell the Rise team.';

/** How long an upload may sit unfinished before its piece are removed. */
export const ABANDONED_UPLOAD_MS = 24 * 3_600_000;

const clipProcess: JobHandler = {
  // A long clip's transcode takes a while: the lease is renewed every 20 s, and a dead worker's job is
  // taken again a minute after it stopped renewing.
  leaseMs: 60_000,
  async run(payload, { db, config, signal, log }) {
    const { clipId } = ClipPayload.parse(payload);
    const clip = await findClip(db, clipId);
    // Withdrawn, deleted or uploaded again since: nothing to do for this job.
    if (!clip || clip.state !== 'processing' || !clip.original_file) return;
    const tools = findMediaTools();
    if (!tools.ffmpeg || !tools.ffprobe) throw new PermanentJobError(`This server cannot process clips yet. ${INSTALL_HINT}`);
    const key = clip.media_key ?? newMediaKey();
    const target = clipDir(config.media.dir, key);
    const work = `${target}.part-${randomBytes(6).toString('hex')}`;
    try {
      await mkdir(work, { recursive: true });
      let original = originalPath(config.media.dir, clip.original_file);
      let probed;
      try {
        // A voice-only tip: its recording over the background the teen picked, then as any clip.
        const background = clip.kind === 'tip' && clip.background ? TIP_BACKGROUNDS[clip.background as TipBackground] : undefined;
        if (background) {
          const voice = await probeVoice(original, tools);
          const composed = path.join(work, 'composed.mp4');
          await composeVoiceClip(original, composed, background, voice, tools, { signal });
          original = composed;
        }
        probed = await probeClip(original, tools);
      } catch (error) {
        if (error instanceof MediaRefusal) throw new PermanentJobError(error.reason);
        throw error;
      }
      const made = await transcodeClip(original, work, probed, tools, { signal });
      let captions = clip.captions;
      let source = clip.captions_source;
      if (!captions && tools.pocketsphinx) {
        try {
          const cues = await draftCaptions(original, tools, { signal });
          if (cues.length > 0) {
            captions = formatVtt(cues);
            source = 'draft';
          }
        } catch (error) {
          // Captions are a draft to correct: without one the uploader writes their own.
          if (signal.aborted) throw error;
          log.warn({ err: error, clip: clipId }, 'caption draft failed');
        }
      }
      await rm(path.join(work, 'composed.mp4'), { force: true });
      await rm(target, { recursive: true, force: true });
      await rename(work, target);
      const moved = await updateClip(
        db,
        clipId,
        {
          // A teen's tip was submitted with its consent: it goes to review as soon as it is ready. A
          // studio clip waits for its uploader to check the captions and submit it.
          ...(clip.kind === 'tip'
            ? { state: 'in_review' as const, submitted_at: new Date().toISOString() }
            : { state: 'processed' as const }),
          media_key: key,
          duration_ms: Math.round(made.durationSeconds * 1000),
          width: made.width,
          height: made.height,
          captions,
          captions_source: source,
          failure_reason: null,
          ...(config.media.keepOriginals ? {} : { original_file: null }),
        },
        ['processing'],
      );
      if (!moved) {
        // Withdrawn or deleted while it ran: what it made goes.
        if (!clip.media_key) await removeClipFiles(config.media.dir, key);
        return;
      }
      if (!config.media.keepOriginals) await removeOriginal(config.media.dir, clip.original_file);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  },
  async failed(payload, { reason, permanent }, { db, config }) {
    const { clipId } = ClipPayload.parse(payload);
    const clip = await findClip(db, clipId);
    if (!clip || clip.state !== 'processing') return;
    await updateClip(
      db,
      clipId,
      { state: 'failed', failure_reason: permanent ? reason : PROCESSING_FAILED, original_file: null, received: 0 },
      ['processing'],
    );
    await removeOriginal(config.media.dir, clip.original_file);
  },
};

const clipUploadExpire: JobHandler = {
  async run(payload, { db, config }) {
    const { clipId } = ClipPayload.parse(payload);
    const clip = await findClip(db, clipId);
    if (!clip || !clip.original_file || clip.state === 'processing') return;
    // Still unfinished a day later: its pieces go, and the clip waits for a new upload.
    if (
      clip.upload_size !== null &&
      clip.received < clip.upload_size &&
      Date.parse(clip.updated_at) <= Date.now() - ABANDONED_UPLOAD_MS + 60_000
    ) {
      if (await updateClip(db, clipId, { original_file: null, received: 0, upload_size: null, upload_type: null }, [clip.state])) {
        await removeOriginal(config.media.dir, clip.original_file);
      }
    }
  },
};

const clipFilesRemove: JobHandler = {
  async run(payload, { config }) {
    const { mediaKeys, originals } = FilesPayload.parse(payload);
    for (const key of mediaKeys) await removeClipFiles(config.media.dir, key);
    for (const name of originals) await removeOriginal(config.media.dir, name);
  },
};

export const CLIP_JOBS = { 'clip-process': clipProcess, 'clip-upload-expire': clipUploadExpire, 'clip-files-remove': clipFilesRemove };
