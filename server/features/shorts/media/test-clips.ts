// Test clips made on the spot with ffmpeg's built-in sources (lavfi: a moving test card, a sine
// tone, silence), tiny and short so that making them costs a fraction of a second. Used by the
// media tests only; the tests skip when ffmpeg is missing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findMediaTools, runTool } from './tools';

export const tools = findMediaTools();
export const hasFfmpeg = tools.ffmpeg !== null && tools.ffprobe !== null;

/** A temporary folder for one test file's clips, and a function that removes it. */
export async function clipDir(): Promise<{ dir: string; file: (name: string) => string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rise-media-test-'));
  return { dir, file: (name) => path.join(dir, name), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Runs ffmpeg with these arguments, overwriting `out`; resolves to `out`. */
export async function ffmpeg(args: string[], out: string): Promise<string> {
  await runTool(tools.ffmpeg ?? 'ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args, out], { timeoutMs: 60_000 });
  return out;
}

/** A test card `size` (e.g. "180x320") for `seconds` at `fps`, with a 440 Hz tone unless `audio` is false. */
export function clip(
  out: string,
  opts: { size: string; seconds: number; fps?: number; audio?: boolean | string; extra?: string[] },
): Promise<string> {
  const { size, seconds, fps = 15, audio = true, extra = [] } = opts;
  const tone = typeof audio === 'string' ? audio : 'sine=frequency=440:sample_rate=48000';
  return ffmpeg(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${fps}`],
      ...(audio ? ['-f', 'lavfi', '-i', tone] : []),
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
      ...extra,
    ],
    out,
  );
}

/** The top-level boxes of an MP4 file, in order ("ftyp", "moov", "mdat", ...). */
export function mp4Boxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (size === 1 && at + 16 <= bytes.length) size = Number(bytes.readBigUInt64BE(at + 8));
    boxes.push(type);
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** The streams of a file as ffprobe sees them, and its container's tags. */
export async function streamsOf(file: string): Promise<{
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    sample_rate?: string;
    channels?: number;
    bit_rate?: string;
    side_data_list?: unknown[];
  }[];
  format: { duration: string; tags?: Record<string, string> };
}> {
  const { stdout } = await runTool(
    tools.ffprobe ?? 'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeoutMs: 30_000 },
  );
  return JSON.parse(stdout);
}
