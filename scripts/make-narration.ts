// `npx tsx scripts/make-narration.ts`: Mind Gym's narration in the sample clips' voice (issue 55, item 5).
// Every guided session's steps (contract/guided-sessions.json) and every preset affirmation
// (server/features/mind-gym/presets.json) is read by Festival with the CMU SLT HTS voice, a little slower
// than its own pace, brought to -16 LUFS and written as a small mono AAC file, public/assets/narration/
// <key>.m4a, where the key is narrationKey(text) (contract/narration.ts). The list of keys goes to
// contract/narration.json, so the app knows which words it has a recording of (what a teen writes
// themselves is read by the device's own voice, where it has one). Installs festival with apt-get
// when it is missing. The output is committed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sessions from '../contract/guided-sessions.json' with { type: 'json' };
import { narrationKey } from '../contract/narration';
import presets from '../server/features/mind-gym/presets.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'public/assets/narration');
const MANIFEST = path.join(ROOT, 'contract/narration.json');

function ensureFestival() {
  if (existsSync('/usr/bin/festival') && existsSync('/usr/share/festival/voices/us/cmu_us_slt_arctic_hts')) return;
  console.log('Installing festival and the SLT HTS voice with apt-get...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'festival', 'festvox-us-slt-hts'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Festival reads every text into its own WAV file, in one run. */
function synthesise(texts: string[], dir: string): string[] {
  const files = texts.map((_, i) => path.join(dir, `${i}.wav`));
  const scheme = [
    '(voice_cmu_us_slt_arctic_hts)',
    '(set! hts_engine_params (append hts_engine_params (list (list "-r" 0.92))))',
    ...texts.map((t, i) => `(utt.save.wave (SynthText ${quote(t)}) ${quote(files[i]!)} 'riff)`),
  ].join('\n');
  execFileSync('festival', ['--pipe'], { input: scheme, stdio: ['pipe', 'ignore', 'inherit'] });
  return files;
}

function main() {
  ensureFestival();
  const texts = [...new Set([...sessions.flatMap((s) => s.steps.map((step) => step.text)), ...presets])];
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'rise-narration-'));
  try {
    const wavs = synthesise(texts, work);
    const keys = texts.map(narrationKey);
    for (const [i, wav] of wavs.entries()) {
      execFileSync(
        'ffmpeg',
        [
          ...['-nostdin', '-v', 'error', '-y', '-i', wav],
          // A touch of room and the sample clips' loudness; mono AAC is small and plays everywhere.
          ...['-af', 'loudnorm=I=-16:TP=-1.5:LRA=11', '-ac', '1', '-ar', '44100', '-c:a', 'aac', '-b:a', '48k'],
          ...['-map_metadata', '-1', '-movflags', '+faststart', path.join(OUT, `${keys[i]}.m4a`)],
        ],
        { stdio: 'inherit' },
      );
    }
    // Files of words no longer in the catalogues go.
    for (const file of readdirSync(OUT)) if (!keys.includes(file.replace(/\.m4a$/, ''))) rmSync(path.join(OUT, file));
    writeFileSync(MANIFEST, `${JSON.stringify([...keys].sort(), null, 2)}\n`);
    console.log(`${texts.length} recordings in public/assets/narration/, their keys in contract/narration.json`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
