// Turning an accepted upload into the three files Shorts serves: video.mp4 (720 wide), small.mp4
// (360 wide, for slow connections and the feed's preview) and poster.jpg. Every output is H.264 and
// AAC in MP4 with its index at the front (+faststart), so every phone browser plays it and starts
// before the whole file has arrived; its sound is brought to one loudness (EBU R128, -16 LUFS, the
// level phone platforms use) so swiping from clip to clip never blasts or whispers; and it carries no
// metadata, so the GPS position and phone model a camera writes into a clip never leave our servers.
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ProbedClip } from './probe';
import { ffmpegInput, INSTALL_HINT, runTool, type MediaTools } from './tools';

export interface ProcessedClip {
  video: string;
  small: string;
  poster: string;
  durationSeconds: number;
  width: number;
  height: number;
  bytes: { video: number; small: number; poster: number };
}

export interface TranscodeOptions {
  signal?: AbortSignal;
  /** Time limit for each ffmpeg call (there are three or four). Default 10 minutes. */
  timeoutMs?: number;
  /** How hard to compress, when not as an upload (UPLOAD_ENCODING): see STILL_PICTURE_ENCODING. */
  encoding?: Partial<Encoding>;
}

/** The encoder's settings for the two videos. */
export interface Encoding {
  /** x264's constant quality for video.mp4 and small.mp4 (lower is better and bigger). */
  crf: number;
  smallCrf: number;
  /** A key frame at least this often: seeking lands within this many seconds. */
  keyFrameSeconds: number;
  /** AAC bit rates of video.mp4's and small.mp4's sound. */
  audioKbps: number;
  smallAudioKbps: number;
}

/** For a phone's clip: clean at 720 wide, quick to seek. */
export const UPLOAD_ENCODING: Encoding = { crf: 24, smallCrf: 26, keyFrameSeconds: 2, audioKbps: 128, smallAudioKbps: 64 };

/**
 * For a clip of a still picture moving slowly under a voice (Shorts' sample clips: a photograph
 * panned a pixel a frame): nearly all of such a clip's bytes are its key frames, each a whole
 * detailed photograph, so it gets them every 4 s rather than every 2, a little more compression
 * (which a slow pan hides) and 64 kbit/s of sound, enough for one voice and soft music. A 15-20 s
 * clip's video.mp4 is then 300-700 KB instead of 0.8-1.8 MB.
 */
export const STILL_PICTURE_ENCODING: Encoding = { crf: 30, smallCrf: 30, keyFrameSeconds: 4, audioKbps: 64, smallAudioKbps: 48 };

const integerIn = (n: number, min: number, max: number, what: string) => {
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${what} must be a whole number from ${min} to ${max}`);
  return String(n);
};

/** Width of video.mp4. A narrower source keeps its own width: upscaling adds bytes, not detail. */
export const VIDEO_WIDTH = 720;
/** Width of small.mp4, with the same rule. */
export const SMALL_WIDTH = 360;
/** The loudness every clip is brought to (EBU R128 integrated loudness), its true-peak ceiling and loudness range. */
export const TARGET_LUFS = -16;
const LOUDNORM_TARGET = `I=${TARGET_LUFS}:TP=-1.5:LRA=11`;
/** Below this a clip is silence (EBU R128's absolute gate): normalising it would only raise the hiss. */
const SILENCE_LUFS = -70;

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
/** ffmpeg stops writing at these sizes (-fs), whatever the input claims to be. */
const MAX_VIDEO_BYTES = 250 * 1024 * 1024;
const MAX_SMALL_BYTES = 60 * 1024 * 1024;
const MAX_POSTER_BYTES = 10 * 1024 * 1024;
/** Never encode more than this, even if the container lied about the clip's length to the probe. */
const MAX_OUTPUT_SECONDS = '90.5';

/** Options that start every ffmpeg call: never waiting for a key press, no progress lines, only messages of `level`. */
const start = (level: 'error' | 'info' = 'error') => ['-nostdin', '-hide_banner', '-nostats', '-v', level];

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** Output size for a target width: never wider than the source, even sides (H.264's 4:2:0 needs them), same shape. */
export function scaledSize(source: { width: number; height: number }, maxWidth: number): { width: number; height: number } {
  const width = Math.max(2, 2 * Math.floor(Math.min(maxWidth, source.width) / 2));
  return { width, height: even((width * source.height) / source.width) };
}

interface LoudnessMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

/** The last JSON object in ffmpeg's messages that holds `key`: loudnorm prints its measurement at the end. */
function lastJsonWith(stderr: string, key: string): Record<string, string> | null {
  const blocks = stderr.match(/\{[^{}]*\}/g) ?? [];
  for (const block of blocks.reverse()) {
    if (!block.includes(`"${key}"`)) continue;
    try {
      return JSON.parse(block) as Record<string, string>;
    } catch {
      return null;
    }
  }
  return null;
}

/** Loudnorm's first pass: how loud the clip's first sound track is, or null when it cannot be measured. */
async function measureForLoudnorm(input: string, ffmpeg: string, opts: Required<Pick<TranscodeOptions, 'timeoutMs'>> & TranscodeOptions) {
  try {
    const { stderr } = await runTool(
      ffmpeg,
      [
        ...start('info'),
        ...ffmpegInput(input),
        '-map',
        '0:a:0',
        '-t',
        MAX_OUTPUT_SECONDS,
        '-af',
        `loudnorm=${LOUDNORM_TARGET}:print_format=json`,
        '-f',
        'null',
        '-',
      ],
      { timeoutMs: opts.timeoutMs, signal: opts.signal },
    );
    const json = lastJsonWith(stderr, 'input_i');
    if (!json) return null;
    const keys: (keyof LoudnessMeasurement)[] = ['input_i', 'input_tp', 'input_lra', 'input_thresh', 'target_offset'];
    // Only plain finite numbers go into the second pass's filter text.
    if (!keys.every((k) => Number.isFinite(Number(json[k])))) return null;
    if (Number(json.input_i) <= SILENCE_LUFS) return null;
    return json as unknown as LoudnessMeasurement;
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    return null; // the single-pass filter below still evens the sound out
  }
}

/**
 * The sound for both videos, as a filter graph chain ending in [a1] and [a2]. With a measurement,
 * loudnorm's second pass in linear mode turns the whole clip up or down by one amount (no pumping);
 * without one (measurement failed, silence) it runs single-pass; a clip with no sound gets silence,
 * so every Short has a sound track and players treat them all the same.
 */
function audioGraph(probed: ProbedClip, measured: LoudnessMeasurement | null): string {
  const stereo48k = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';
  if (!probed.hasAudio)
    return `anullsrc=r=48000:cl=stereo,atrim=duration=${probed.durationSeconds.toFixed(3)},${stereo48k},asplit=2[a1][a2]`;
  const loudnorm = measured
    ? `loudnorm=${LOUDNORM_TARGET}:measured_I=${measured.input_i}:measured_TP=${measured.input_tp}:measured_LRA=${measured.input_lra}` +
      `:measured_thresh=${measured.input_thresh}:offset=${measured.target_offset}:linear=true:print_format=none`
    : `loudnorm=${LOUDNORM_TARGET}`;
  // loudnorm works at 192 kHz inside; aformat brings it back to 48 kHz stereo.
  return `[0:a:0]${loudnorm},${stereo48k},asplit=2[a1][a2]`;
}

/** Options for an MP4 that starts playing at once and says nothing about where or on what it was filmed. */
const MP4_TAIL = ['-map_metadata', '-1', '-map_chapters', '-1', '-movflags', '+faststart', '-t', MAX_OUTPUT_SECONDS, '-f', 'mp4'];

async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}

/**
 * Makes video.mp4, small.mp4 and poster.jpg in outDir from an upload that probeClip accepted.
 * Takes two or three ffmpeg runs: a loudness measurement, one run that decodes the clip once and
 * encodes both videos, and the poster from video.mp4. On failure the partial files are removed and
 * the ToolError is thrown.
 */
export async function transcodeClip(
  input: string,
  outDir: string,
  probed: ProbedClip,
  tools: MediaTools,
  opts: TranscodeOptions = {},
): Promise<ProcessedClip> {
  const ffmpeg = tools.ffmpeg;
  if (!ffmpeg) throw new Error(`ffmpeg is not installed, so clips cannot be processed. ${INSTALL_HINT}`);
  const run = { timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, signal: opts.signal };
  const out = {
    video: path.resolve(outDir, 'video.mp4'),
    small: path.resolve(outDir, 'small.mp4'),
    poster: path.resolve(outDir, 'poster.jpg'),
  };
  const big = scaledSize(probed, VIDEO_WIDTH);
  const small = scaledSize(big, SMALL_WIDTH);
  // Only whole numbers in range reach ffmpeg's arguments.
  const encoding = { ...UPLOAD_ENCODING, ...opts.encoding };
  const crf = integerIn(encoding.crf, 0, 51, 'crf');
  const smallCrf = integerIn(encoding.smallCrf, 0, 51, 'smallCrf');
  const keyFrames = `expr:gte(t,n_forced*${integerIn(encoding.keyFrameSeconds, 1, 10, 'keyFrameSeconds')})`;
  const audio = `${integerIn(encoding.audioKbps, 32, 320, 'audioKbps')}k`;
  const smallAudio = `${integerIn(encoding.smallAudioKbps, 32, 320, 'smallAudioKbps')}k`;

  try {
    const measured = probed.hasAudio ? await measureForLoudnorm(input, ffmpeg, run) : null;
    // The picture is decoded once and scaled twice. ffmpeg has already turned it upright (it applies
    // the rotation a phone records), so the sizes here are the upright ones from the probe.
    // [0:V:0] is the first real picture stream: capital V skips cover art.
    const graph =
      `[0:V:0]scale=${big.width}:${big.height}:flags=bicubic,setsar=1,format=yuv420p,split=2[big][s];` +
      `[s]scale=${small.width}:${small.height}:flags=bicubic,setsar=1[small];` +
      audioGraph(probed, measured);
    await runTool(
      ffmpeg,
      [
        ...start(),
        ...ffmpegInput(input),
        '-filter_complex',
        graph,
        '-filter_complex_threads',
        '2',
        // video.mp4: constant quality (an upload's CRF 24 looks clean at 720 wide) with a ceiling for busy
        // scenes, a key frame every 2 s so seeking is quick (`encoding` can ask otherwise). Phone clips at 60 fps are sent at 30 (half the work and
        // bytes, the same look on a phone), and each encoder gets two threads: the machine has two cores.
        ...['-map', '[big]', '-map', '[a1]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', crf, '-profile:v', 'high'],
        ...['-maxrate', '3M', '-bufsize', '6M', '-fpsmax', '30', '-force_key_frames', keyFrames, '-threads', '2'],
        ...['-c:a', 'aac', '-b:a', audio, '-ar', '48000', '-ac', '2', '-fs', String(MAX_VIDEO_BYTES), ...MP4_TAIL, `file:${out.video}`],
        // small.mp4: for slow connections, at most about 450 kbit/s of picture (a busy 360×640 clip uses
        // all of it, a calm one less: the quality target keeps an easy clip from wasting bytes).
        ...['-map', '[small]', '-map', '[a2]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', smallCrf, '-profile:v', 'main'],
        ...['-maxrate', '450k', '-bufsize', '900k', '-fpsmax', '30', '-force_key_frames', keyFrames],
        ...[
          '-threads',
          '2',
          '-c:a',
          'aac',
          '-b:a',
          smallAudio,
          '-ar',
          '48000',
          '-ac',
          '2',
          '-fs',
          String(MAX_SMALL_BYTES),
          ...MP4_TAIL,
          `file:${out.small}`,
        ],
      ],
      run,
    );

    // The poster comes from video.mp4, so it is already upright and exactly its size: a frame 1 s in
    // (past a fade from black), or 10% in for a clip under 2 s. If that seek finds no frame (a clip
    // whose length was counted generously), the first frame will do.
    const posterAt = async (seconds: number) => {
      await runTool(
        ffmpeg,
        [
          ...start(),
          ...['-ss', seconds.toFixed(3), '-i', `file:${out.video}`, '-map', '0:v:0', '-frames:v', '1', '-q:v', '4', '-update', '1'],
          ...['-map_metadata', '-1', '-fs', String(MAX_POSTER_BYTES), '-f', 'image2', `file:${out.poster}`],
        ],
        run,
      );
      return (await sizeOf(out.poster).catch(() => 0)) > 0;
    };
    if (!(await posterAt(probed.durationSeconds >= 2 ? 1 : probed.durationSeconds * 0.1)) && !(await posterAt(0))) {
      throw new Error('ffmpeg wrote no poster frame');
    }

    const durationSeconds = (await probeDuration(out.video, tools, run)) ?? probed.durationSeconds;
    return {
      ...out,
      durationSeconds,
      width: big.width,
      height: big.height,
      bytes: { video: await sizeOf(out.video), small: await sizeOf(out.small), poster: await sizeOf(out.poster) },
    };
  } catch (error) {
    await Promise.all(Object.values(out).map((file) => rm(file, { force: true })));
    throw error;
  }
}

/** The length of a file we wrote, from its container; null without ffprobe. */
async function probeDuration(file: string, tools: MediaTools, run: { timeoutMs: number; signal?: AbortSignal }): Promise<number | null> {
  if (!tools.ffprobe) return null;
  const { stdout } = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', `file:${file}`],
    { ...run, timeoutMs: Math.min(run.timeoutMs, 30_000) },
  );
  const seconds = Number(stdout.trim());
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Integrated loudness (EBU R128, LUFS) of a file's first sound track, measured with ffmpeg's ebur128
 * meter. Null when the file has no sound, the sound is silence (below the -70 LUFS gate), or the
 * measurement fails.
 */
export async function measureLoudness(file: string, tools: MediaTools): Promise<number | null> {
  if (!tools.ffmpeg) throw new Error(`ffmpeg is not installed. ${INSTALL_HINT}`);
  try {
    const { stderr } = await runTool(
      tools.ffmpeg,
      [
        ...start('info'),
        ...['-protocol_whitelist', 'file', '-i', `file:${path.resolve(file)}`],
        ...['-map', '0:a:0', '-af', 'ebur128', '-f', 'null', '-'],
      ],
      { timeoutMs: DEFAULT_TIMEOUT_MS },
    );
    // The summary at the end: "Integrated loudness:\n    I:         -16.0 LUFS".
    const summary = stderr.slice(stderr.lastIndexOf('Integrated loudness:'));
    const match = /I:\s+(-?\d+(?:\.\d+)?) LUFS/.exec(summary);
    if (!match) return null;
    const lufs = Number(match[1]);
    return lufs <= SILENCE_LUFS ? null : lufs;
  } catch {
    return null;
  }
}
