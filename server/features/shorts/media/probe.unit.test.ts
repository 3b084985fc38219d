import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClipLength, MediaRefusal, probeClip } from './probe';
import { clip, clipDir, ffmpeg, hasFfmpeg, tools } from './test-clips';

/** The refusal's reason for a file, or "accepted". */
async function refusalOf(file: string): Promise<string> {
  try {
    await probeClip(file, tools);
    return 'accepted';
  } catch (error) {
    if (error instanceof MediaRefusal) return error.reason;
    throw error;
  }
}

describe('formatClipLength', () => {
  it('says a length as minutes and seconds', () => {
    expect(formatClipLength(134)).toBe('2:14');
    expect(formatClipLength(91)).toBe('1:31');
    expect(formatClipLength(5.4)).toBe('0:05');
  });
});

describe.skipIf(!hasFfmpeg)('probeClip', () => {
  let dir: Awaited<ReturnType<typeof clipDir>>;
  beforeAll(async () => {
    dir = await clipDir();
  });
  afterAll(() => dir.cleanup());

  it('reads a portrait MP4: length, size, sound, container and codec', async () => {
    const file = await clip(dir.file('portrait.mp4'), { size: '180x320', seconds: 2 });
    expect(await probeClip(file, tools)).toEqual({
      durationSeconds: expect.closeTo(2, 1),
      width: 180,
      height: 320,
      hasAudio: true,
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      videoCodec: 'h264',
    });
  });

  it('takes a square clip without sound, and a WebM', async () => {
    const square = await clip(dir.file('square.mp4'), { size: '240x240', seconds: 1, audio: false });
    expect(await probeClip(square, tools)).toMatchObject({ width: 240, height: 240, hasAudio: false });
    const webm = await ffmpeg(
      ['-f', 'lavfi', '-i', 'testsrc2=size=90x160:rate=10', '-t', '1', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8'],
      dir.file('clip.webm'),
    );
    expect(await probeClip(webm, tools)).toMatchObject({ width: 90, height: 160, container: 'matroska,webm', videoCodec: 'vp9' });
  });

  it('turns a clip by its rotation metadata: a landscape frame filmed upright is portrait', async () => {
    const sideways = await clip(dir.file('sideways.mp4'), { size: '320x180', seconds: 1 });
    const rotated = await ffmpeg(['-i', sideways, '-c', 'copy', '-metadata:s:v', 'rotate=90'], dir.file('rotated.mp4'));
    expect(await probeClip(rotated, tools)).toMatchObject({ width: 180, height: 320 });
  });

  it('refuses a landscape clip, saying its size', async () => {
    const file = await clip(dir.file('landscape.mp4'), { size: '320x180', seconds: 1 });
    expect(await refusalOf(file)).toBe('Clips must be portrait or square; this one is landscape (320×180).');
  });

  it('refuses a clip over 90 seconds, saying how long it is', async () => {
    const file = await clip(dir.file('long.mp4'), { size: '16x32', seconds: 91, fps: 1, audio: false });
    expect(await refusalOf(file)).toBe('This clip is 1:31 long; clips can be at most 90 seconds.');
  });

  it('refuses sound alone: an M4A has no picture', async () => {
    const file = await ffmpeg(['-f', 'lavfi', '-i', 'sine', '-t', '1', '-c:a', 'aac'], dir.file('song.m4a'));
    expect(await refusalOf(file)).toBe('This clip has no picture.');
  });

  it('refuses photos, even one named .mp4', async () => {
    const png = await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=64x128', '-frames:v', '1'], dir.file('photo.png'));
    const jpeg = await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=64x128', '-frames:v', '1'], dir.file('photo.jpg'));
    const disguised = await ffmpeg(['-i', jpeg, '-c', 'copy', '-f', 'image2', '-update', '1'], dir.file('photo-really.mp4'));
    for (const file of [png, jpeg, disguised]) expect(await refusalOf(file)).toBe('This file is a photo, not a video.');
  });

  it("refuses text named .mp4, an empty file, and a container we don't take", async () => {
    await writeFile(dir.file('notes.mp4'), 'This is not a video, just some words.\n'.repeat(20));
    expect(await refusalOf(dir.file('notes.mp4'))).toBe("This file isn't a video we can play.");
    await writeFile(dir.file('empty.mp4'), '');
    expect(await refusalOf(dir.file('empty.mp4'))).toBe("This file is empty: it isn't a video we can play.");
    const avi = await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=90x160:rate=10', '-t', '1', '-c:v', 'mpeg4'], dir.file('old.avi'));
    expect(await refusalOf(avi)).toBe('Please upload an MP4, MOV or WebM file.');
  });

  it('refuses a clip whose length is not recorded', async () => {
    // A live WebM (as a browser's recorder may write it) of one frame: no length on the file or its stream.
    const file = await ffmpeg(
      ['-f', 'lavfi', '-i', 'testsrc2=size=90x160:rate=10', '-frames:v', '1', '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-live', '1'],
      dir.file('no-length.webm'),
    );
    expect(await refusalOf(file)).toBe("We couldn't tell how long this clip is, so we can't play it.");
  });

  it('reads a name that looks like an option as a file', async () => {
    const file = await clip(dir.file('-i.mp4'), { size: '180x320', seconds: 1 });
    expect(await probeClip(file, tools)).toMatchObject({ width: 180 });
  });
});
