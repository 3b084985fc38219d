// Where a studio clip's files live (issue 55), under the media folder (MEDIA_DIR):
//   originals/<clip id>-<random>.upload   the upload as it arrives, private, removed once processed
//                                        (unless KEEP_ORIGINALS) or when an upload is abandoned
//   clips/<media key>/video.mp4, small.mp4, poster.jpg   what the pipeline made, served at /media/clips/
// A media key is 128 random bits: a URL names one clip's files and says nothing else. Who may fetch them
// is still checked on every request (shorts.routes.ts): unpublished clips only by their uploader and staff.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const CLIP_FILES = ['video.mp4', 'small.mp4', 'poster.jpg'] as const;
export const CAPTIONS_FILE = 'captions.vtt';

export const originalsDir = (mediaDir: string) => join(mediaDir, 'originals');
export const clipsDir = (mediaDir: string) => join(mediaDir, 'clips');

export const newMediaKey = () => randomBytes(16).toString('base64url');
export const newOriginalName = (clipId: number) => `${clipId}-${randomBytes(9).toString('base64url')}.upload`;

/** The URLs of a clip's files (captions come from the database, so an edit shows at once). */
export function clipUrls(key: string) {
  const base = `/media/clips/${key}`;
  return { video: `${base}/video.mp4`, small: `${base}/small.mp4`, poster: `${base}/poster.jpg`, captions: `${base}/${CAPTIONS_FILE}` };
}

/** A media key as it may appear in a URL (base64url, 22 characters). */
export const MEDIA_KEY = /^[A-Za-z0-9_-]{22}$/;

export async function ensureMediaDirs(mediaDir: string): Promise<void> {
  await mkdir(originalsDir(mediaDir), { recursive: true });
  await mkdir(clipsDir(mediaDir), { recursive: true });
}

/**
 * Writes one piece of an upload at `offset`: the file is cut to `offset` first, so a piece sent again
 * (its answer was lost) replaces itself instead of being appended twice.
 */
export async function writePiece(mediaDir: string, name: string, offset: number, bytes: Buffer): Promise<void> {
  const file = await open(join(originalsDir(mediaDir), name), offset === 0 ? 'w' : 'r+');
  try {
    await file.truncate(offset);
    await file.write(bytes, 0, bytes.length, offset);
    // An acknowledged piece is on the disk: a crash after the answer does not lose it.
    await file.sync();
  } finally {
    await file.close();
  }
}

/** The size of an original on disk (0 when it is not there). */
export async function originalSize(mediaDir: string, name: string): Promise<number> {
  try {
    return (await stat(join(originalsDir(mediaDir), name))).size;
  } catch {
    return 0;
  }
}

export const originalPath = (mediaDir: string, name: string) => join(originalsDir(mediaDir), name);
export const clipDir = (mediaDir: string, key: string) => join(clipsDir(mediaDir), key);

export async function removeOriginal(mediaDir: string, name: string | null): Promise<void> {
  if (name) await rm(originalPath(mediaDir, name), { force: true });
}

export async function removeClipFiles(mediaDir: string, key: string | null): Promise<void> {
  if (key && MEDIA_KEY.test(key)) await rm(clipDir(mediaDir, key), { recursive: true, force: true });
}
