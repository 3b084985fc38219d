import { mkdir, readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeClip } from './probe';
import { clip, clipDir, ffmpeg, hasFfmpeg, mp4Boxes, streamsOf, tools } from './test-clips';
import { runTool, ToolError } from './tools';
import { measureLoudness, scaledSize, STILL_PICTURE_ENCODING, transcodeClip, type ProcessedClip } from './transcode';

describe('scaledSize', () => {
  it('fits the width, keeps the shape with even sides, and never upscales', () => {
    expect(scaledSize({ width: 1080, height: 1920 }, 720)).toEqual({ width: 720, height: 1280 });
    expect(scaledSize({ width: 2160, height: 2160 }, 720)).toEqual({ width: 720, height: 720 });
    expect(scaledSize({ width: 180, height: 320 }, 720)).toEqual({ width: 180, height: 320 });
    expect(scaledSize({ width: 181, height: 323 }, 720)).toEqual({ width: 180, height: 322 });
    expect(scaledSize({ width: 1080, height: 1350 }, 360)).toEqual({ width: 360, height: 450 });
  });
});

/** Transcodes `input` into a folder of its own under `root`. */
async function processClip(input: string, root: string, name: string): Promise<ProcessedClip> {
  const out = `${root}/${name}`;
  await mkdir(out);
  return transcodeClip(input, out, await probeClip(input, tools), tools);
}

describe.skipIf(!hasFfmpeg)('transcodeClip', () => {
  let dir: Awaited<ReturnType<typeof clipDir>>;
  // Made once, checked by several tests: a small loud clip carrying where it was filmed, a tall quiet
  // one, a square one without sound, and a sideways one that its metadata turns upright.
  let loud: ProcessedClip;
  let quiet: ProcessedClip;
  let silent: ProcessedClip;
  let turned: ProcessedClip;

  beforeAll(async () => {
    dir = await clipDir();
    const sources = await Promise.all([
      clip(dir.file('loud.mp4'), {
        size: '180x320',
        seconds: 2,
        audio: 'sine=frequency=440:sample_rate=48000,volume=15dB',
        extra: ['-metadata', 'title=secret location', '-metadata', 'location=+51.5007-000.1246/'],
      }),
      clip(dir.file('quiet.mp4'), { size: '1080x1920', seconds: 1.5, fps: 10, audio: 'sine=frequency=440:sample_rate=44100,volume=-30dB' }),
      clip(dir.file('silent.mp4'), { size: '400x400', seconds: 1, audio: false }),
      clip(dir.file('sideways.mp4'), { size: '320x180', seconds: 1 }).then((sideways) =>
        ffmpeg(['-i', sideways, '-c', 'copy', '-metadata:s:v', 'rotate=90'], dir.file('turned.mp4')),
      ),
    ]);
    // One at a time, as the server would: two cores.
    loud = await processClip(sources[0], dir.dir, 'loud');
    quiet = await processClip(sources[1], dir.dir, 'quiet');
    silent = await processClip(sources[2], dir.dir, 'silent');
    turned = await processClip(sources[3], dir.dir, 'turned');
  }, 60_000);
  afterAll(() => dir.cleanup());

  it('writes H.264 + AAC MP4s with the index at the front, and a JPEG poster of the same size', async () => {
    for (const file of [loud.video, loud.small]) {
      const { streams } = await streamsOf(file);
      expect(streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
        ['video', 'h264'],
        ['audio', 'aac'],
      ]);
      expect(streams[0]).toMatchObject({ pix_fmt: 'yuv420p' });
      expect(streams[1]).toMatchObject({ channels: 2, sample_rate: '48000' });
      // +faststart: the moov box (the index) comes before mdat (the data), so playback starts at once.
      const boxes = mp4Boxes(await readFile(file));
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    }
    expect((await streamsOf(loud.video)).streams[0]?.profile).toBe('High');

    const poster = await readFile(loud.poster);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await streamsOf(loud.poster)).streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 180, height: 320 });
    expect(loud.bytes).toEqual({ video: expect.any(Number), small: expect.any(Number), poster: poster.length });
    expect(Object.values(loud.bytes).every((n) => n > 0)).toBe(true);
  });

  it('keeps the length within 0.2 s', () => {
    expect(loud.durationSeconds).toBeCloseTo(2, 0);
    expect(Math.abs(loud.durationSeconds - 2)).toBeLessThan(0.2);
    expect(Math.abs(quiet.durationSeconds - 1.5)).toBeLessThan(0.2);
    expect(Math.abs(silent.durationSeconds - 1)).toBeLessThan(0.2);
  });

  it('scales a tall clip to 720×1280 and 360×640, and leaves a small one at its own size', async () => {
    expect(quiet).toMatchObject({ width: 720, height: 1280 });
    expect((await streamsOf(quiet.video)).streams[0]).toMatchObject({ width: 720, height: 1280 });
    expect((await streamsOf(quiet.small)).streams[0]).toMatchObject({ width: 360, height: 640 });
    expect((await streamsOf(quiet.poster)).streams[0]).toMatchObject({ width: 720, height: 1280 });
    // 180 wide stays 180 wide in both: upscaling would add bytes and no detail.
    expect(loud).toMatchObject({ width: 180, height: 320 });
    expect((await streamsOf(loud.small)).streams[0]).toMatchObject({ width: 180, height: 320 });
    // A square clip stays square.
    expect((await streamsOf(silent.video)).streams[0]).toMatchObject({ width: 400, height: 400 });
    expect((await streamsOf(silent.small)).streams[0]).toMatchObject({ width: 360, height: 360 });
  });

  it('brings a loud and a quiet clip to -16 LUFS', async () => {
    const before = [await measureLoudness(dir.file('loud.mp4'), tools), await measureLoudness(dir.file('quiet.mp4'), tools)];
    expect(before[0]).toBeGreaterThan(-10);
    expect(before[1]).toBeLessThan(-40);
    for (const file of [loud.video, loud.small, quiet.video, quiet.small]) {
      const lufs = await measureLoudness(file, tools);
      expect(lufs, file).not.toBeNull();
      expect(Math.abs(lufs! + 16), `${file}: ${lufs} LUFS`).toBeLessThanOrEqual(1.5);
    }
  });

  it('gives a clip without sound a silent sound track', async () => {
    const { streams } = await streamsOf(silent.video);
    expect(streams.map((s) => s.codec_type)).toEqual(['video', 'audio']);
    expect((await streamsOf(silent.small)).streams.map((s) => s.codec_type)).toEqual(['video', 'audio']);
    expect(await measureLoudness(silent.video, tools)).toBeNull();
  });

  it('turns a clip upright by its rotation metadata, and the output carries no rotation', async () => {
    expect(turned).toMatchObject({ width: 180, height: 320 });
    const video = (await streamsOf(turned.video)).streams[0];
    expect(video).toMatchObject({ width: 180, height: 320 });
    expect(video?.side_data_list ?? []).toEqual([]);
  });

  it('drops the metadata a camera writes (title, location)', async () => {
    const source = await streamsOf(dir.file('loud.mp4'));
    expect(source.format.tags).toMatchObject({ title: 'secret location', location: '+51.5007-000.1246/' });
    for (const file of [loud.video, loud.small, loud.poster]) {
      const text = JSON.stringify(await streamsOf(file));
      expect(text).not.toContain('secret');
      expect(text).not.toContain('51.5007');
      // Not even in a box ffprobe does not show.
      expect((await readFile(file)).includes('51.5007')).toBe(false);
    }
  });

  it('stops when aborted, and leaves no half-written files', async () => {
    await mkdir(dir.file('aborted'));
    const input = dir.file('quiet.mp4');
    const probed = await probeClip(input, tools);
    const controller = new AbortController();
    const pending = transcodeClip(input, dir.file('aborted'), probed, tools, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toBeInstanceOf(ToolError);
    expect(await readdir(dir.file('aborted'))).toEqual([]);
  });
});

describe.skipIf(!hasFfmpeg)('transcodeClip with an encoding for still pictures', () => {
  let dir: Awaited<ReturnType<typeof clipDir>>;
  beforeAll(async () => {
    dir = await clipDir();
  });
  afterAll(() => dir.cleanup());

  /** The times of a video's key frames. */
  const keyFrames = async (file: string) =>
    (
      await runTool(
        tools.ffprobe!,
        ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0', file],
        { timeoutMs: 30_000 },
      )
    ).stdout
      .trim()
      .split('\n')
      .filter((line) => line.split(',')[1]?.startsWith('K'))
      .map((line) => Math.round(Number(line.split(',')[0])));

  it('puts a key frame every 4 s instead of every 2, and sends 64 kbit/s of sound', async () => {
    const input = await clip(dir.file('still.mp4'), { size: '180x320', seconds: 9 });
    const probed = await probeClip(input, tools);
    await mkdir(dir.file('upload'));
    await mkdir(dir.file('still'));
    const upload = await transcodeClip(input, dir.file('upload'), probed, tools);
    const still = await transcodeClip(input, dir.file('still'), probed, tools, { encoding: STILL_PICTURE_ENCODING });
    expect(await keyFrames(upload.video)).toEqual([0, 2, 4, 6, 8]);
    expect(await keyFrames(still.video)).toEqual([0, 4, 8]);
    expect(await keyFrames(still.small)).toEqual([0, 4, 8]);
    const rate = async (file: string) => Number((await streamsOf(file)).streams[1]?.bit_rate);
    expect(await rate(upload.video)).toBeGreaterThan(100_000);
    expect(await rate(still.video)).toBeLessThan(70_000);
    expect(still.bytes.video).toBeLessThan(upload.bytes.video);
  }, 60_000);

  it('refuses a setting that is not a whole number in range, before running anything', async () => {
    const input = await clip(dir.file('short.mp4'), { size: '180x320', seconds: 1 });
    const probed = await probeClip(input, tools);
    for (const encoding of [{ crf: 60 }, { crf: 24.5 }, { keyFrameSeconds: 0 }, { audioKbps: Number.NaN }]) {
      await expect(transcodeClip(input, dir.dir, probed, tools, { encoding }), JSON.stringify(encoding)).rejects.toThrow(/whole number/);
    }
  });
});
