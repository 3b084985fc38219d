import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMediaTools, runTool, ToolError } from './tools';

// runTool is tested with Node itself as the child program, so these tests need no media programs.
const node = process.execPath;

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe('findMediaTools', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rise-tools-test-'));
    for (const name of ['ffmpeg', 'ffprobe', 'pocketsphinx_continuous', 'not-executable']) {
      await writeFile(path.join(dir, name), '#!/bin/sh\n');
      await chmod(path.join(dir, name), name === 'not-executable' ? 0o644 : 0o755);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes the paths in FFMPEG_PATH, FFPROBE_PATH and POCKETSPHINX_PATH', () => {
    const env = {
      PATH: '',
      FFMPEG_PATH: path.join(dir, 'ffmpeg'),
      FFPROBE_PATH: path.join(dir, 'ffprobe'),
      POCKETSPHINX_PATH: path.join(dir, 'pocketsphinx_continuous'),
    };
    expect(findMediaTools(env)).toEqual({ ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH, pocketsphinx: env.POCKETSPHINX_PATH });
  });

  it('gives null for a path that is missing or not executable, without falling back to another copy', () => {
    const tools = findMediaTools({
      PATH: dir,
      FFMPEG_PATH: path.join(dir, 'nope'),
      FFPROBE_PATH: path.join(dir, 'not-executable'),
      POCKETSPHINX_PATH: 'relative/path',
    });
    expect(tools).toEqual({ ffmpeg: null, ffprobe: null, pocketsphinx: null });
  });

  it('looks a bare name up on PATH', () => {
    expect(findMediaTools({ PATH: `/nonexistent${path.delimiter}${dir}`, FFMPEG_PATH: 'ffmpeg' }).ffmpeg).toBe(path.join(dir, 'ffmpeg'));
  });

  it("uses Debian's /usr/bin when nothing is set, else PATH", () => {
    const tools = findMediaTools({ PATH: dir });
    for (const [key, name] of [
      ['ffmpeg', 'ffmpeg'],
      ['ffprobe', 'ffprobe'],
      ['pocketsphinx', 'pocketsphinx_continuous'],
    ] as const) {
      expect([`/usr/bin/${name}`, path.join(dir, name)]).toContain(tools[key]);
    }
    expect(findMediaTools({ PATH: '' }).ffmpeg).toSatisfy((p: string | null) => p === null || p === '/usr/bin/ffmpeg');
  });
});

describe('runTool', () => {
  it('returns what the program printed', async () => {
    const result = await runTool(node, ['-e', 'console.log("out"); console.error("err")'], { timeoutMs: 10_000 });
    expect(result).toEqual({ stdout: 'out\n', stderr: 'err\n' });
  });

  it('passes arguments as they are, with no shell to read them', async () => {
    const tricky = '$(touch /tmp/x); `id` | > & * "quoted" \'single\'';
    const { stdout } = await runTool(node, ['-e', 'process.stdout.write(process.argv[1])', tricky], { timeoutMs: 10_000 });
    expect(stdout).toBe(tricky);
  });

  it('feeds stdin', async () => {
    const { stdout } = await runTool(node, ['-e', 'process.stdin.pipe(process.stdout)'], {
      timeoutMs: 10_000,
      stdin: Buffer.from('héllo'),
    });
    expect(stdout).toBe('héllo');
  });

  it('rejects a non-zero exit with the code and the end of stderr', async () => {
    const error = await failure(
      runTool(node, ['-e', 'console.error("x".repeat(5000) + "the real reason"); process.exit(3)'], { timeoutMs: 10_000 }),
    );
    expect(error).toMatchObject({ tool: path.basename(node), code: 3, timedOut: false });
    expect(error.stderrTail.length).toBeLessThanOrEqual(2048);
    expect(error.stderrTail).toContain('the real reason');
    expect(error.message).toContain('the real reason');
  });

  it('kills a program that runs past its time limit', async () => {
    const started = Date.now();
    const error = await failure(runTool(node, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 300 }));
    expect(error).toMatchObject({ code: null, timedOut: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('kills a program when aborted, and does not start one when already aborted', async () => {
    const controller = new AbortController();
    const pending = runTool(node, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 30_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    expect(await failure(pending)).toMatchObject({ code: null, timedOut: false, message: expect.stringContaining('stopped') });
    expect(await failure(runTool(node, ['-e', ''], { timeoutMs: 30_000, signal: AbortSignal.abort() }))).toMatchObject({ timedOut: false });
  });

  it('kills a program that prints more than the cap, and keeps only the end of a long stderr', async () => {
    const flood = 'const b = "y".repeat(65536); setInterval(() => process.stdout.write(b), 1)';
    expect(await failure(runTool(node, ['-e', flood], { timeoutMs: 10_000, maxOutputBytes: 100_000 }))).toMatchObject({
      message: expect.stringContaining('more than 100000 bytes'),
    });
    const { stderr } = await runTool(node, ['-e', 'for (let i = 0; i < 2000; i++) console.error("line " + i)'], {
      timeoutMs: 10_000,
      maxOutputBytes: 1000,
    });
    expect(stderr.length).toBeLessThanOrEqual(1000);
    expect(stderr).toContain('line 1999');
  });

  it('rejects when the program cannot be started', async () => {
    expect(await failure(runTool('/nonexistent/ffmpeg', [], { timeoutMs: 1000 }))).toMatchObject({
      tool: 'ffmpeg',
      code: null,
      timedOut: false,
    });
  });
});
