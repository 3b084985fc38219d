// A teen's peer tip in their voice only (issue 55, item 4): the recording from a Public Speaking practice
// (what the browser's MediaRecorder makes: WebM or Ogg with Opus, or MP4 with AAC) laid over a slowly
// turning background of two colours the teen picked, as a portrait video. The result then goes through
// the same pipeline as every clip (probe, loudness, renditions, poster).
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { MAX_CLIP_SECONDS, MAX_UPLOAD_BYTES, MediaRefusal, ffprobeJson, formatClipLength } from './probe';
import { INSTALL_HINT, type MediaTools, runTool } from './tools';

/** Containers a recording may come in (ffprobe's names). */
const VOICE_CONTAINERS = ['webm', 'matroska', 'ogg', 'mov', 'mp4'];
/** ffmpeg reads a recording with only these demuxers. */
const VOICE_FORMATS = 'mov,mp4,matroska,webm,ogg';
const PROBE_TIMEOUT_MS = 30_000;
const COMPOSE_TIMEOUT_MS = 5 * 60_000;
/** A generous bound on a 90 s still-ish 720p video. */
const COMPOSE_MAX_BYTES = 120 * 1024 * 1024;

export interface ProbedVoice {
  durationSeconds: number;
}

/** Checks a voice recording: sound, a known container, at most 90 s; MediaRefusal says why not. */
export async function probeVoice(file: string, tools: MediaTools): Promise<ProbedVoice> {
  if (!tools.ffprobe) throw new Error(`ffprobe is not installed, so recordings cannot be checked. ${INSTALL_HINT}`);
  const size = (await stat(file)).size;
  if (size === 0) throw new MediaRefusal('This recording is empty.');
  if (size > MAX_UPLOAD_BYTES) throw new MediaRefusal(`This recording is ${Math.ceil(size / 1024 / 1024)} MB; it can be at most 200 MB.`);
  const info = await ffprobeJson(file, tools, "This isn't a recording we can play.");
  const container = info.format?.format_name ?? '';
  if (!container.split(',').some((name) => VOICE_CONTAINERS.includes(name))) throw new MediaRefusal("This isn't a recording we can play.");
  const audio = (info.streams ?? []).find((s) => s.codec_type === 'audio');
  if (!audio) throw new MediaRefusal('This recording has no sound.');
  // A browser's WebM recording often carries no length: ffmpeg then reads it to the end (below).
  const stated = Number(info.format?.duration ?? audio.duration);
  const durationSeconds = Number.isFinite(stated) && stated > 0 ? stated : await measuredLength(file, tools);
  if (durationSeconds <= 0) throw new MediaRefusal('This recording is empty.');
  if (durationSeconds > MAX_CLIP_SECONDS + 0.5) {
    throw new MediaRefusal(`This recording is ${formatClipLength(durationSeconds)} long; tips can be at most ${MAX_CLIP_SECONDS} seconds.`);
  }
  return { durationSeconds };
}

/** The length of a recording that does not state it, by decoding it (quickly: audio only). */
async function measuredLength(file: string, tools: MediaTools): Promise<number> {
  if (!tools.ffmpeg) return 0;
  const { stderr } = await runTool(
    tools.ffmpeg,
    [
      '-nostdin',
      '-v',
      'info',
      '-format_whitelist',
      VOICE_FORMATS,
      '-protocol_whitelist',
      'file',
      '-i',
      `file:${path.resolve(file)}`,
      '-map',
      '0:a:0',
      '-f',
      'null',
      '-',
    ],
    { timeoutMs: PROBE_TIMEOUT_MS },
  ).catch(() => ({ stderr: '' }));
  const times = [...stderr.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
  const last = times.at(-1);
  return last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
}

/** A background's two colours, as #rrggbb. */
export interface VoiceBackground {
  from: string;
  to: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Writes `output` (MP4): the recording's sound over a 720x1280 background turning slowly between the two
 * colours, as long as the recording. The pipeline's transcode then normalises and renders it.
 */
export async function composeVoiceClip(
  input: string,
  output: string,
  background: VoiceBackground,
  voice: ProbedVoice,
  tools: MediaTools,
  opts: { signal?: AbortSignal } = {},
): Promise<void> {
  if (!tools.ffmpeg) throw new Error(`ffmpeg is not installed. ${INSTALL_HINT}`);
  if (!HEX.test(background.from) || !HEX.test(background.to)) throw new Error('A background is two #rrggbb colours.');
  const colour = (hex: string) => `0x${hex.slice(1)}`;
  await runTool(
    tools.ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `gradients=s=720x1280:r=15:c0=${colour(background.from)}:c1=${colour(background.to)}:speed=0.002`],
      ...['-format_whitelist', VOICE_FORMATS, '-protocol_whitelist', 'file', '-i', `file:${path.resolve(input)}`],
      // As long as the voice: -shortest alone lets the endless background run on by a second or more.
      ...['-map', '0:v', '-map', '1:a:0', '-shortest', '-t', Math.min(voice.durationSeconds, MAX_CLIP_SECONDS + 0.5).toFixed(3)],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-crf', '28'],
      ...['-c:a', 'aac', '-b:a', '128k', '-map_metadata', '-1', '-fs', String(COMPOSE_MAX_BYTES)],
      `file:${path.resolve(output)}`,
    ],
    { timeoutMs: COMPOSE_TIMEOUT_MS, ...(opts.signal ? { signal: opts.signal } : {}) },
  );
}
