// Finding and running the media programs (Debian's ffmpeg, ffprobe and pocketsphinx_continuous).
// Every call goes straight to the program with an argument list, never through a shell, so nothing
// in a file name or a caption can become a command. Every call has a time limit (the child is killed
// with SIGKILL when it runs over: a hostile file can make a decoder spin) and a cap on the output it
// may print, so one upload can neither hang a worker nor fill its memory.
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

export interface MediaTools {
  ffmpeg: string | null;
  ffprobe: string | null;
  pocketsphinx: string | null;
}

export const INSTALL_HINT =
  "Install Debian's ffmpeg (apt-get install ffmpeg), and pocketsphinx with pocketsphinx-en-us for caption drafts.";

/** Output kept from a program when the caller names no cap: ffprobe's JSON for a clip is a few KB. */
const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
/** How much of a failed program's stderr an error keeps: its last lines say what went wrong. */
const STDERR_TAIL_BYTES = 2048;

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Where one program is: the path in its environment variable when that is set (an absolute path, or
 * a bare name looked up on PATH), else Debian's place in /usr/bin, else the first match on PATH.
 * A variable that is set but wrong gives null rather than a silent fallback, so a mistyped setting
 * shows up as "missing" instead of running some other copy.
 */
function locate(name: string, configured: string | undefined, env: NodeJS.ProcessEnv): string | null {
  const onPath = (bare: string): string | null => {
    for (const dir of (env.PATH ?? '').split(path.delimiter)) {
      if (dir && path.isAbsolute(dir) && isExecutableFile(path.join(dir, bare))) return path.join(dir, bare);
    }
    return null;
  };
  if (configured) {
    if (path.isAbsolute(configured)) return isExecutableFile(configured) ? configured : null;
    return configured.includes('/') ? null : onPath(configured);
  }
  const debian = `/usr/bin/${name}`;
  return isExecutableFile(debian) ? debian : onPath(name);
}

/** The media programs this machine has; null for each one that is missing or not executable. */
export function findMediaTools(env: NodeJS.ProcessEnv = process.env): MediaTools {
  return {
    ffmpeg: locate('ffmpeg', env.FFMPEG_PATH, env),
    ffprobe: locate('ffprobe', env.FFPROBE_PATH, env),
    pocketsphinx: locate('pocketsphinx_continuous', env.POCKETSPHINX_PATH, env),
  };
}

/**
 * A media program that failed: it exited non-zero, ran over its time limit, was stopped, or could not
 * start. Its message and stderrTail are for the logs (they can hold file paths), never for users.
 */
export class ToolError extends Error {
  override name = 'ToolError';
  constructor(
    message: string,
    /** The program's file name, e.g. "ffmpeg". */
    readonly tool: string,
    /** Its exit code; null when it was killed (time limit, stopped) or never started. */
    readonly code: number | null,
    /** The last ~2 KB of what it printed on stderr. */
    readonly stderrTail: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RunOptions {
  /** The child is killed with SIGKILL after this long. */
  timeoutMs: number;
  /** Most stdout kept (more kills the child and fails the call); stderr keeps its last this-many bytes. Default 1 MB. */
  maxOutputBytes?: number;
  /** Aborting kills the child with SIGKILL and rejects. */
  signal?: AbortSignal;
  /** Written to the child's stdin, which is then closed; without it the child reads an empty, closed stdin. */
  stdin?: Buffer;
}

/**
 * Runs a program with an argument list (no shell) and resolves with what it printed when it exits 0.
 * Rejects with a ToolError on a non-zero exit, on running past timeoutMs, on abort, when it prints
 * more than maxOutputBytes on stdout, or when it cannot be started.
 */
export function runTool(file: string, args: string[], opts: RunOptions): Promise<{ stdout: string; stderr: string }> {
  const tool = path.basename(file);
  const maxOutput = opts.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const tailOf = (text: string) => text.slice(-STDERR_TAIL_BYTES);

  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new ToolError(`${tool} was stopped before it started`, tool, null, '', false, { cause: opts.signal.reason }));
      return;
    }
    const child = spawn(file, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      // No colour codes in the messages we keep; nothing else of the environment changes.
      env: { ...process.env, AV_LOG_FORCE_NOCOLOR: '1' },
      windowsHide: true,
    });

    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    // stderr is kept as a rolling window of its last maxOutput bytes: ffmpeg reports (loudnorm's
    // measurement, the error that stopped it) at the end, and a chatty decoder must not grow memory.
    let stderr: Buffer[] = [];
    let stderrBytes = 0;
    let failure: { message: string; timedOut: boolean; cause?: unknown } | null = null;

    const kill = (message: string, timedOut: boolean, cause?: unknown) => {
      failure ??= { message, timedOut, cause };
      child.kill('SIGKILL');
    };
    const limit = opts.timeoutMs >= 1000 ? `${Math.round(opts.timeoutMs / 1000)} s` : `${opts.timeoutMs} ms`;
    const timer = setTimeout(() => kill(`${tool} ran longer than ${limit} and was stopped`, true), opts.timeoutMs);
    const onAbort = () => kill(`${tool} was stopped`, false, opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxOutput) kill(`${tool} printed more than ${maxOutput} bytes`, false);
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr.push(chunk);
      stderrBytes += chunk.length;
      if (stderrBytes > 2 * maxOutput) {
        // Trimmed now and then rather than on every chunk, so the copying stays linear.
        stderr = [Buffer.concat(stderr).subarray(-maxOutput)];
        stderrBytes = maxOutput;
      }
    });
    // A child that exits without reading all of its input closes the pipe: that is its exit's story, not ours.
    child.stdin.on('error', () => {});
    child.stdin.end(opts.stdin);

    let settled = false;
    const finish = (code: number | null, spawnError?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      const out = Buffer.concat(stdout).toString('utf8');
      const err = Buffer.concat(stderr).subarray(-maxOutput).toString('utf8');
      if (spawnError)
        reject(new ToolError(`${tool} could not be started: ${spawnError.message}`, tool, null, '', false, { cause: spawnError }));
      else if (failure) reject(new ToolError(failure.message, tool, null, tailOf(err), failure.timedOut, { cause: failure.cause }));
      else if (code !== 0) {
        const lastLine = err.trim().split('\n').at(-1) ?? '';
        reject(
          new ToolError(`${tool} failed (exit ${code ?? 'signal'})${lastLine ? `: ${lastLine}` : ''}`, tool, code, tailOf(err), false),
        );
      } else resolve({ stdout: out, stderr: err });
    };
    child.on('error', (error) => finish(null, error));
    // 'close' (not 'exit') so that everything the child printed has been read.
    child.on('close', (code) => finish(code));
  });
}

/** Demuxers ffmpeg may use to read an upload: probeClip accepted only these containers. */
export const INPUT_FORMATS = 'mov,mp4,matroska,webm';

/**
 * The arguments that open an upload for ffmpeg: only the accepted demuxers (fewer parsers see a
 * hostile file) and only local files (a playlist hidden in an upload cannot fetch anything). "file:"
 * and the absolute path keep a name like "-x" or "http:..." from being read as an option or an address.
 */
export function ffmpegInput(file: string): string[] {
  return ['-format_whitelist', INPUT_FORMATS, '-protocol_whitelist', 'file', '-i', `file:${path.resolve(file)}`];
}
