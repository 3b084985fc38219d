// The studio's processing (issue 55): how long the pipeline takes for a 30-second portrait clip, as a
// ratio to the clip's own length (below 1: faster than real time). The clip is made here by ffmpeg
// (a moving test card at 720x1280, 30 fps, with a tone), then probed and transcoded exactly as an
// upload is (server/features/shorts/media): loudness measured, both renditions, the poster. The caption
// draft (speech recognition) is timed apart, on the same clip. Median of three runs.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { draftCaptions, findMediaTools, probeClip, runTool, transcodeClip } from '../server/features/shorts/media';
import { runIfMain } from './main';

const CLIP_SECONDS = 30;
const RUNS = 3;

export interface ClipsReport {
  /** Seconds of the pipeline (probe and transcode) per run. */
  processSeconds: number[];
  /** The median run's seconds ÷ the clip's seconds. */
  processRatio: number | null;
  /** The caption draft's seconds ÷ the clip's seconds (one run), or null without pocketsphinx. */
  captionsRatio: number | null;
  note?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

export async function runClips(): Promise<ClipsReport> {
  console.log(`\nThe studio's processing: a ${CLIP_SECONDS} s portrait clip, median of ${RUNS} runs`);
  const tools = findMediaTools();
  if (!tools.ffmpeg || !tools.ffprobe) {
    const note = 'no ffmpeg (bash scripts/ensure-media-tools.sh installs it)';
    console.log(`clips could not run: ${note}`);
    return { processSeconds: [], processRatio: null, captionsRatio: null, note };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rise-bench-clips-'));
  try {
    const source = path.join(dir, 'source.mp4');
    await runTool(
      tools.ffmpeg,
      [
        ...['-nostdin', '-v', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=720x1280:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
        ...['-t', String(CLIP_SECONDS), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
      ],
      { timeoutMs: 300_000 },
    );
    const processSeconds: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const out = path.join(dir, `out-${i}`);
      await mkdir(out);
      const started = performance.now();
      const probed = await probeClip(source, tools);
      await transcodeClip(source, out, probed, tools);
      processSeconds.push((performance.now() - started) / 1000);
      console.log(`  run ${i + 1}: ${processSeconds.at(-1)!.toFixed(1)} s`);
    }
    const processRatio = median(processSeconds) / CLIP_SECONDS;
    let captionsRatio: number | null = null;
    if (tools.pocketsphinx) {
      const started = performance.now();
      await draftCaptions(source, tools);
      captionsRatio = (performance.now() - started) / 1000 / CLIP_SECONDS;
    }
    const report: ClipsReport = { processSeconds, processRatio, captionsRatio };
    for (const line of clipsSummaryLines(report)) console.log(line);
    return report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function clipsSummaryLines(report: ClipsReport): string[] {
  if (report.processRatio === null) return [`clips   could not run: ${report.note ?? 'unknown'}`];
  return [
    `clips   processing a ${CLIP_SECONDS} s clip (probe, loudness, 720p and small renditions, poster): ${report.processRatio.toFixed(2)}× its length ` +
      `(runs ${report.processSeconds.map((s) => s.toFixed(1)).join(', ')} s)`,
    `clips   drafting its captions from speech: ${report.captionsRatio === null ? 'n/a (no pocketsphinx)' : `${report.captionsRatio.toFixed(2)}× its length`}`,
  ];
}

runIfMain(import.meta, runClips);
