// Looking at an uploaded clip before doing any work on it: ffprobe reads its container and streams,
// and a clip that Shorts cannot show (not a video, too long, landscape, a photo) is refused here with
// a reason written for the teenager or mentor who uploaded it, not for a developer.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { INSTALL_HINT, runTool, type MediaTools } from './tools';

/** The longest clip we take. A few frames over is allowed (see MAX_DURATION_SLACK): phones round. */
export const MAX_CLIP_SECONDS = 90;
/** The largest upload we take: a 90 s 4K phone clip is about 150-200 MB. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/**
 * Containers we take, as ffprobe names them in format_name ("mov,mp4,m4a,3gp,3g2,mj2" for MP4 and
 * MOV, "matroska,webm" for WebM): what phones and browsers record.
 */
export const ACCEPTED_CONTAINERS: readonly string[] = ['mov', 'mp4', 'webm', 'matroska'];
/**
 * The largest picture side we decode (4K portrait is 2160×3840). A bigger frame is not a phone clip,
 * and decoding it costs memory and time that one upload should not have.
 */
export const MAX_VIDEO_SIDE = 4096;

/** A clip rounded to 90.5 s by its container is still a 90-second clip. */
const MAX_DURATION_SLACK = 0.5;
const PROBE_TIMEOUT_MS = 30_000;
/** ffprobe's JSON for a real clip is a few KB; a file with thousands of streams is not a clip. */
const PROBE_MAX_OUTPUT = 512 * 1024;
/** Codecs of still pictures: an image dressed as a one-frame video. */
const IMAGE_CODECS = new Set(['mjpeg', 'png', 'bmp', 'gif', 'webp', 'tiff', 'jpeg2000', 'jpegls', 'pam', 'ppm', 'pgm', 'svg', 'qoi']);

export interface ProbedClip {
  durationSeconds: number;
  /** Display size: after the rotation a phone records in the file's metadata, and after a non-square pixel shape. */
  width: number;
  height: number;
  hasAudio: boolean;
  /** ffprobe's format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  container: string;
  /** ffprobe's codec_name of the picture, e.g. "h264", "hevc", "vp9". */
  videoCodec: string;
}

/** A clip we will not take; `reason` is written to be shown to the person who uploaded it. */
export class MediaRefusal extends Error {
  override name = 'MediaRefusal';
  constructor(readonly reason: string) {
    super(reason);
  }
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  nb_frames?: string;
  sample_aspect_ratio?: string;
  disposition?: { attached_pic?: number; still_image?: number };
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}
export interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

/** "2:14" for 134 s: how a person says a clip's length. */
export function formatClipLength(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Degrees the player turns the picture: the display matrix's rotation, or the older rotate tag. */
function rotationOf(stream: FfprobeStream): number {
  const matrix = stream.side_data_list?.find((d) => typeof d.rotation === 'number');
  const degrees = matrix?.rotation ?? Number(stream.tags?.rotate ?? 0);
  return Number.isFinite(degrees) ? degrees : 0;
}

/** Width × height as shown: pixels widened or narrowed by a non-square pixel shape, then turned. */
function displaySize(stream: FfprobeStream): { width: number; height: number } {
  let width = stream.width ?? 0;
  const height = stream.height ?? 0;
  const sar = /^(\d+):(\d+)$/.exec(stream.sample_aspect_ratio ?? '');
  if (sar && Number(sar[1]) > 0 && Number(sar[2]) > 0 && sar[1] !== sar[2]) width = Math.round((width * Number(sar[1])) / Number(sar[2]));
  const quarterTurn = Math.abs(Math.round(rotationOf(stream))) % 180 === 90;
  return quarterTurn ? { width: height, height: width } : { width, height };
}

function parseSeconds(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * ffprobe's JSON of a file's container and streams. "file:" and the absolute path keep a name like "-x"
 * or "http:..." from being read as an option or a network address; the protocol whitelist stops a
 * playlist inside the file from fetching others. What ffprobe cannot read (or takes far too long on)
 * is, to the uploader, simply not something we can play: MediaRefusal with `unreadable`.
 */
export async function ffprobeJson(file: string, tools: MediaTools, unreadable: string): Promise<FfprobeOutput> {
  try {
    const { stdout } = await runTool(
      tools.ffprobe!,
      [
        '-v',
        'error',
        '-protocol_whitelist',
        'file',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        `file:${path.resolve(file)}`,
      ],
      { timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes: PROBE_MAX_OUTPUT },
    );
    return JSON.parse(stdout) as FfprobeOutput;
  } catch {
    throw new MediaRefusal(unreadable);
  }
}

/**
 * Reads a clip with ffprobe and returns what the rest of the pipeline needs, or throws MediaRefusal
 * saying why the clip cannot be a Short. Throws a plain Error when ffprobe itself is missing.
 */
export async function probeClip(file: string, tools: MediaTools): Promise<ProbedClip> {
  if (!tools.ffprobe) throw new Error(`ffprobe is not installed, so clips cannot be checked. ${INSTALL_HINT}`);
  const size = (await stat(file)).size;
  if (size === 0) throw new MediaRefusal("This file is empty: it isn't a video we can play.");
  if (size > MAX_UPLOAD_BYTES) {
    throw new MediaRefusal(`This file is ${Math.ceil(size / 1024 / 1024)} MB; clips can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
  }

  const info = await ffprobeJson(file, tools, "This file isn't a video we can play.");

  const streams = info.streams ?? [];
  const container = info.format?.format_name ?? '';
  if (!info.format || !container) throw new MediaRefusal("This file isn't a video we can play.");

  // Cover art in an MP4 or M4A is a picture stream too; it is not the clip's picture.
  const pictures = streams.filter((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const video = pictures[0];
  const isImage =
    /^image2|_pipe$/.test(container) ||
    (video !== undefined &&
      IMAGE_CODECS.has(video.codec_name ?? '') &&
      (video.disposition?.still_image === 1 || Number(video.nb_frames ?? 2) <= 1));
  if (isImage) throw new MediaRefusal('This file is a photo, not a video.');
  if (!container.split(',').some((name) => ACCEPTED_CONTAINERS.includes(name)))
    throw new MediaRefusal('Please upload an MP4, MOV or WebM file.');
  if (!video) throw new MediaRefusal('This clip has no picture.');
  if (!video.codec_name) throw new MediaRefusal("This file isn't a video we can play.");

  const { width, height } = displaySize(video);
  if (width <= 0 || height <= 0) throw new MediaRefusal("This file isn't a video we can play.");
  if (Math.max(width, height) > MAX_VIDEO_SIDE) {
    throw new MediaRefusal(`This clip's picture is too big (${width}×${height}); clips can be at most 4K (2160×3840).`);
  }

  // WebM often records the length only on the whole file, MP4 on both: take the file's, else the picture's.
  const durationSeconds = parseSeconds(info.format.duration) ?? parseSeconds(video.duration);
  if (durationSeconds === null) throw new MediaRefusal("We couldn't tell how long this clip is, so we can't play it.");
  if (durationSeconds <= 0) throw new MediaRefusal('This clip is empty: it has no length.');
  if (durationSeconds > MAX_CLIP_SECONDS + MAX_DURATION_SLACK) {
    throw new MediaRefusal(`This clip is ${formatClipLength(durationSeconds)} long; clips can be at most ${MAX_CLIP_SECONDS} seconds.`);
  }
  if (width > height) throw new MediaRefusal(`Clips must be portrait or square; this one is landscape (${width}×${height}).`);

  return {
    durationSeconds,
    width,
    height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    container,
    videoCodec: video.codec_name,
  };
}
