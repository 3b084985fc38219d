// Makes Leadership Shorts' sample clips from server/features/shorts/catalogue.json, through the same
// pipeline as a studio upload (server/features/shorts/media: probeClip, transcodeClip, formatVtt), so
// they have the same loudness (-16 LUFS), fast start, poster and renditions. For each entry it writes,
// under public/assets/videos/:
//   <slug>.mp4        the 720x1280 rendition, <slug>-small.mp4 the 360x640 one, <slug>.jpg the poster;
//   <slug>.vtt        the spoken tip as captions, cues of at most 7 words, 32 characters and 3.5 s,
//                     timed from the voice's own word timings.
// A clip is 15 to 30 s: a photograph from one of Debian's wallpaper packages (catalogue "photo": its
// file, package, author and licence, listed on public/credits.html), cropped to portrait and panned
// slowly (one pixel a frame, so the movement is smooth), with the tip's key phrase on a card; a
// synthetic voice reading the tip (catalogue "voice": "slt" is Festival with the CMU SLT HTS voice,
// "rms" is flite's rms voice); and a soft music bed made here, from sine waves, under the voice.
// Nothing is fetched but Debian's packages: the ones missing are installed with apt-get.
//
// Where things go in the picture (short-item.tsx draws the rest): the app shows the video with
// object-fit: cover, so a phone crops about 65 px of each side; the top ~160 px holds the back,
// captions and mute buttons, the captions below them (cue setting line:12%), and the bottom ~380 px
// the author, title, description and, on the right, the buttons. The key phrase's card stays in the
// safe area x 90..600, y 330..830 (checked below). The app overlays the title and the author, so the
// picture has neither: the coach named in the app wrote the tip; the voice is a synthetic one, and
// the app says so on every sample clip.
//
// Sizes: transcodeClip's still-picture encoding (key frames every 4 s, CRF 30, 64 kbit/s sound), and
// for a detailed photograph a little more compression until the 720 rendition is within 600 KB.
//
// The output is committed, so running the app needs none of these tools. Run it again after changing
// a tip or a photograph: `npx tsx scripts/make-videos.ts` (one to three minutes a clip on two cores).
// ONLY=slug,slug makes just those; CAPTIONS_ONLY=1 rewrites just the captions.
import { FEED_CUE_SETTINGS } from '../contract/shorts';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import catalogue from '../server/features/shorts/catalogue.json' with { type: 'json' };
import {
  type Cue,
  findMediaTools,
  formatVtt,
  measureLoudness,
  probeClip,
  STILL_PICTURE_ENCODING,
  transcodeClip,
} from '../server/features/shorts/media';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public/assets/videos');

export interface SampleClip {
  slug: string;
  title: string;
  tip: string;
  keyPhrase: string;
  voice: string;
  photo: { file: string; package: string; title: string; author: string; year: string; licence: string; pan: string; focus: number };
  credit: string;
}

// ---- Tools ----

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SLT = '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts';
/** What the script needs, as a file that shows it is there and the Debian package that brings it. */
const NEEDS: [string, string][] = [
  ['/usr/bin/ffmpeg', 'ffmpeg'],
  ['/usr/bin/festival', 'festival'],
  [SLT, 'festvox-us-slt-hts'],
  ['/usr/bin/flite', 'flite'],
  [FONT, 'fonts-dejavu-core'],
];

function installMissing(clips: SampleClip[]) {
  const needs = [...NEEDS, ...clips.map((c): [string, string] => [c.photo.file, c.photo.package])];
  const packages = [...new Set(needs.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg))];
  if (packages.length === 0) return;
  console.log(`Installing ${packages.join(', ')} with apt-get...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    const r = spawnSync(cmd!, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: install ${packages.join(' ')} by hand and run this again.`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  for (const [file, pkg] of needs) if (!existsSync(file)) throw new Error(`${pkg} is installed but ${file} is still missing.`);
}

/** Runs a program (no shell) and returns what it printed; throws with its stderr when it fails. */
function run(cmd: string, args: string[], input?: string): { stdout: Buffer; stderr: string } {
  const r = spawnSync(cmd, args, { input, maxBuffer: 512 << 20 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.slice(0, 8).join(' ')}... failed:\n${r.stderr?.toString().slice(-2000) ?? r.error}`);
  return { stdout: r.stdout, stderr: r.stderr.toString() };
}
const ffmpeg = (args: string[]) => run('ffmpeg', ['-nostdin', '-hide_banner', '-v', 'error', '-y', ...args]);

// ---- The voice ----

const RATE = 48_000;
/** When the voice starts, the pause between two sentences, and how long the music goes on after it. */
const LEAD_IN = 1.0;
const SENTENCE_GAP = 0.45;
const TAIL = 2.2;
const MIN_SECONDS = 15;
const MAX_SECONDS = 30;

/** A word of the tip as written (with its punctuation, for the captions) and when the voice says it. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export const sentencesOf = (tip: string) => (tip.match(/[^.!?]+[.!?]+['"’”]?/g) ?? [tip]).map((s) => s.trim()).filter(Boolean);
/** A word as the synthesisers name it: lower case, letters, digits and apostrophes. */
export const spoken = (word: string) =>
  word
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9']/g, '')
    .replace(/^'+|'+$/g, '');

/** A sound file as 48 kHz mono samples. */
function decode(file: string): Float32Array {
  const { stdout } = ffmpeg(['-i', file, '-ac', '1', '-ar', String(RATE), '-f', 'f32le', '-']);
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
}

/** Festival with the SLT HTS voice: each sentence into its own file, with each word's start and end. */
function festivalSentences(sentences: string[], dir: string): { file: string; words: { name: string; start: number; end: number }[] }[] {
  const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const files = sentences.map((_, i) => path.join(dir, `sentence-${i}.wav`));
  const scheme = [
    '(voice_cmu_us_slt_arctic_hts)',
    // A little slower than the voice's own pace (HTS engine's speech rate): easier to follow.
    '(set! hts_engine_params (append hts_engine_params (list (list "-r" 0.94))))',
    '(define (say n text file)',
    '  (let ((utt (SynthText text)))',
    "    (utt.save.wave utt file 'riff)",
    '    (mapcar (lambda (w) (format t "W\\t%d\\t%s\\t%f\\t%f\\n" n (item.name w) (item.feat w "word_start") (item.feat w "word_end"))) (utt.relation.items utt \'Word))',
    '    t))',
    ...sentences.map((s, i) => `(say ${i} ${quote(s)} ${quote(files[i]!)})`),
  ].join('\n');
  const { stdout } = run('festival', ['--pipe'], scheme);
  const words = stdout
    .toString()
    .split('\n')
    .filter((l) => l.startsWith('W\t'))
    .map((l) => l.split('\t'))
    .map(([, n, name, start, end]) => ({ n: Number(n), name: name!, start: Number(start), end: Number(end) }));
  return files.map((file, i) => ({ file, words: words.filter((w) => w.n === i) }));
}

/** The phones flite says for one word, on its own ("pau" left out). */
const phoneCache = new Map<string, string[]>();
function flitePhones(word: string): string[] {
  if (!phoneCache.has(word)) {
    const out = run('flite', ['-voice', 'rms', '-t', word, '-ps', '-o', 'none']).stdout.toString();
    phoneCache.set(
      word,
      out
        .trim()
        .split(/\s+/)
        .filter((p) => p && p !== 'pau'),
    );
  }
  return phoneCache.get(word)!;
}

/**
 * flite with its rms voice: each sentence into its own file. flite prints each phone's end time
 * (-psdur) but not the words, so each word's phones (flite, word by word) are lined up with the
 * sentence's phones by edit distance, and a word lasts from its first phone to its last.
 */
function fliteSentence(sentence: string, file: string): { name: string; start: number; end: number }[] {
  const out = run('flite', ['-voice', 'rms', '-t', sentence, '-psdur', '-o', file]).stdout.toString();
  const segments: { phone: string; start: number; end: number }[] = [];
  let previous = 0;
  for (const item of out.trim().split(/\s+/)) {
    const [phone, end] = item.split(':');
    segments.push({ phone: phone!, start: previous, end: Number(end) });
    previous = Number(end);
  }
  const said = segments.filter((s) => s.phone !== 'pau');
  const words = sentence
    .split(/\s+/)
    .map(spoken)
    .filter(Boolean)
    .map((name) => ({ name, phones: flitePhones(name) }));
  const expected = words.flatMap((w, i) => w.phones.map((phone) => ({ phone, word: i })));
  // Edit distance between the expected phones and the said ones, then the path back.
  const n = expected.length;
  const m = said.length;
  const cost = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      cost[i]![j] = Math.min(
        cost[i - 1]![j - 1]! + (expected[i - 1]!.phone === said[j - 1]!.phone ? 0 : 1),
        cost[i - 1]![j]! + 1,
        cost[i]![j - 1]! + 1,
      );
  const spans = words.map(() => ({ start: Infinity, end: -Infinity }));
  for (let i = n, j = m; i > 0 && j > 0;) {
    const sub = cost[i - 1]![j - 1]! + (expected[i - 1]!.phone === said[j - 1]!.phone ? 0 : 1);
    if (cost[i]![j] === sub) {
      const span = spans[expected[i - 1]!.word]!;
      span.start = Math.min(span.start, said[j - 1]!.start);
      span.end = Math.max(span.end, said[j - 1]!.end);
      i--;
      j--;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i--;
    else j--;
  }
  if (cost[n]![m]! > Math.max(3, n * 0.15)) throw new Error(`flite said something else than "${sentence}" (${cost[n]![m]} phones apart)`);
  // A word none of whose phones lined up (rare) sits between its neighbours.
  return words.map((w, i) => {
    const span = spans[i]!;
    if (Number.isFinite(span.start)) return { name: w.name, ...span };
    const before = spans.slice(0, i).findLast((s) => Number.isFinite(s.end))?.end ?? 0;
    const after = spans.slice(i + 1).find((s) => Number.isFinite(s.start))?.start ?? before;
    return { name: w.name, start: before, end: Math.max(before, after) };
  });
}

/**
 * The tip spoken: the voice's samples on the clip's time line (LEAD_IN first, SENTENCE_GAP between
 * sentences) and each written word with the time the voice says it.
 */
function speak(clip: SampleClip, dir: string): { samples: Float32Array; words: TimedWord[]; sentenceEnds: number[] } {
  const sentences = sentencesOf(clip.tip);
  const said =
    clip.voice === 'slt'
      ? festivalSentences(sentences, dir)
      : clip.voice === 'rms'
        ? sentences.map((s, i) => {
            const file = path.join(dir, `sentence-${i}.wav`);
            return { file, words: fliteSentence(s, file) };
          })
        : (() => {
            throw new Error(`${clip.slug}: unknown voice "${clip.voice}" (slt or rms)`);
          })();
  // Festival says "phone's" as two words, "phone" and "'s": one word on the page, one here.
  const joined = said.map((s) => ({
    ...s,
    words: s.words.reduce<typeof s.words>((out, w) => {
      const before = out.at(-1);
      if (before && w.name.startsWith("'")) out[out.length - 1] = { name: before.name + w.name, start: before.start, end: w.end };
      else out.push(w);
      return out;
    }, []),
  }));
  const parts = joined.map((s) => ({ ...s, samples: decode(s.file) }));
  const voiceEnd = LEAD_IN + parts.reduce((t, p) => t + p.samples.length / RATE, 0) + SENTENCE_GAP * (parts.length - 1);
  const total = Math.max(MIN_SECONDS, Math.ceil(voiceEnd + TAIL));
  if (total > MAX_SECONDS) throw new Error(`${clip.slug}: the tip takes ${voiceEnd.toFixed(1)} s, too long for ${MAX_SECONDS} s`);
  const samples = new Float32Array(total * RATE);
  const words: TimedWord[] = [];
  const sentenceEnds: number[] = [];
  let at = LEAD_IN;
  parts.forEach((part, i) => {
    samples.set(part.samples, Math.round(at * RATE));
    // The written words of the sentence, one for each word the voice said (a tip is written so that
    // each word is one spoken word: no digits, no dashes).
    const written = sentences[i]!.split(/\s+/).filter((w) => spoken(w));
    if (written.length !== part.words.length || written.some((w, k) => spoken(w) !== spoken(part.words[k]!.name))) {
      throw new Error(
        `${clip.slug}: the voice read "${part.words.map((w) => w.name).join(' ')}" for "${sentences[i]}": write numbers and short forms out in words`,
      );
    }
    written.forEach((text, k) => words.push({ text, start: at + part.words[k]!.start, end: at + part.words[k]!.end }));
    sentenceEnds.push(at + part.words.at(-1)!.end);
    at += part.samples.length / RATE + SENTENCE_GAP;
  });
  return { samples, words, sentenceEnds };
}

// ---- Captions ----

const CUE_WORDS = 7;
const CUE_CHARS = 32;
const CUE_SECONDS = 3.5;
/** Words a cue should not end on: they belong with the next one. */
const LITTLE = new Set(
  'a an the in of to for and or but so you your what is be than more into far very it at on with can i my their our that by'.split(' '),
);
/** Words a cue may well start with: a new phrase begins there. */
const STARTERS = new Set(
  'a an the in of to for from and or but so because when if that which who while before after with at on by as than instead not then where how what why your their this'.split(
    ' ',
  ),
);

/** How good a break between two words is for a reader: after a comma, best; after a little word, worst. */
function breakCost(last: string, next: string): number {
  if (/[,;:]['"’”]?$/.test(last)) return -250;
  if (LITTLE.has(spoken(last))) return 300;
  if (STARTERS.has(spoken(next))) return -100;
  return 200;
}

/**
 * The spoken words as cues: each sentence cut into cues of at most 7 words, 32 characters and 3.5 s
 * of speech, filled well and cut where a reader would pause (after a comma, before "and", "in",
 * "because"...), never after a little word. A cue shows from just before its first word until the
 * next cue (or, at a sentence's end, just after its last word).
 */
export function cuesOf(words: TimedWord[], sentenceEnds: number[]): Cue[] {
  const cues: Cue[] = [];
  let from = 0;
  for (const sentenceEnd of sentenceEnds) {
    let to = from;
    while (to < words.length && words[to]!.end <= sentenceEnd + 1e-6) to++;
    const sentence = words.slice(from, to);
    const text = (i: number, j: number) =>
      sentence
        .slice(i, j)
        .map((w) => w.text)
        .join(' ');
    // best[i]: the cheapest way to cut words i.. into cues.
    const best: ({ cost: number; cuts: number[] } | null)[] = Array(sentence.length + 1).fill(null);
    best[sentence.length] = { cost: 0, cuts: [] };
    for (let i = sentence.length - 1; i >= 0; i--) {
      for (let j = i + 1; j <= sentence.length; j++) {
        const line = text(i, j);
        const fits = j - i <= CUE_WORDS && line.length <= CUE_CHARS && sentence[j - 1]!.end - sentence[i]!.start <= CUE_SECONDS;
        if (!fits && j > i + 1) break;
        const rest = best[j];
        if (!rest) continue;
        const cut = j === sentence.length ? 0 : breakCost(sentence[j - 1]!.text, sentence[j]!.text);
        const cost = 250 + 0.4 * (CUE_CHARS - line.length) ** 2 + cut + rest.cost;
        if (!best[i] || cost < best[i]!.cost) best[i] = { cost, cuts: [j, ...rest.cuts] };
      }
    }
    let i = 0;
    for (const j of best[0]!.cuts) {
      const end = j === sentence.length ? sentence[j - 1]!.end + 0.35 : sentence[j]!.start - 0.08;
      cues.push({ start: sentence[i]!.start - 0.08, end, text: text(i, j) });
      i = j;
    }
    from = to;
  }
  // A sentence's last cue never runs into the next sentence's first.
  for (let k = 0; k + 1 < cues.length; k++) cues[k]!.end = Math.min(cues[k]!.end, cues[k + 1]!.start);
  return cues.map((c) => ({ ...c, start: Math.max(0, c.start) }));
}

// ---- The music ----

const midi = (note: number) => 440 * 2 ** ((note - 69) / 12);
/** Chord roots (semitones above the key) of four calm progressions: I-vi-IV-V, I-V-vi-IV, vi-IV-I-V, I-IV-vi-V. */
const PROGRESSIONS = [
  [0, 9, 5, 7],
  [0, 7, 9, 5],
  [9, 5, 0, 7],
  [0, 5, 9, 7],
];
const KEYS = [60, 62, 57, 65, 55]; // C, D, A, F, G (middle octave)
const CHORD_SECONDS = 4;

/**
 * A soft music bed, made here: a warm pad of slightly detuned sine pairs (so it breathes), a quiet
 * bass and a music-box note on every beat (60 bpm) walking the chord, four seconds a chord. Fades in
 * over the first second and out over the last two, so the clip loops without a click.
 */
export function musicBed(seconds: number, variant: number): Float32Array {
  const key = KEYS[variant % KEYS.length]!;
  const progression = PROGRESSIONS[Math.floor(variant / KEYS.length) % PROGRESSIONS.length]!;
  const out = new Float32Array(Math.round(seconds * RATE));
  const chords = Math.ceil(seconds / CHORD_SECONDS) + 1;
  for (let c = 0; c < chords; c++) {
    const root = key + progression[c % progression.length]!;
    const minor = [2, 4, 9].includes((root - key + 12) % 12);
    const triad = [root, root + (minor ? 3 : 4), root + 7];
    const t0 = c * CHORD_SECONDS;
    const from = Math.max(0, Math.floor((t0 - 1.2) * RATE));
    const to = Math.min(out.length, Math.ceil((t0 + CHORD_SECONDS + 1.2) * RATE));
    const pad = [...triad.map((n) => midi(n - 12 + (n - 12 < key - 5 ? 12 : 0))), midi(root + 12)];
    const bass = midi(root - 24 + (root - 24 < key - 29 ? 12 : 0));
    for (let s = from; s < to; s++) {
      const t = s / RATE;
      const u = t - t0;
      // Each chord swells in over 1.2 s and hands over to the next in the same time.
      const env =
        Math.sin((Math.PI / 2) * Math.min(1, Math.max(0, (u + 1.2) / 1.2))) *
        Math.cos((Math.PI / 2) * Math.min(1, Math.max(0, (u - CHORD_SECONDS) / 1.2)));
      let v = 0;
      for (const f of pad)
        v +=
          0.5 * Math.sin(2 * Math.PI * (f - 0.15) * t) +
          0.5 * Math.sin(2 * Math.PI * (f + 0.15) * t) +
          0.12 * Math.sin(4 * Math.PI * f * t);
      v = v * 0.22 + 0.35 * Math.sin(2 * Math.PI * bass * t);
      out[s]! += v * env * env;
    }
    // The music box: chord tones an octave up, one a beat, each ringing out.
    const walk = [triad[0]!, triad[1]!, triad[2]!, triad[1]!];
    for (let beat = 0; beat < CHORD_SECONDS; beat++) {
      const f = midi(walk[beat]! + 12);
      const start = Math.round((t0 + beat) * RATE);
      for (let s = start; s < Math.min(out.length, start + 2 * RATE); s++) {
        const u = (s - start) / RATE;
        const env = Math.min(1, u / 0.006) * Math.exp(-u * 2.8);
        out[s]! += 0.16 * env * (Math.sin(2 * Math.PI * f * u) + 0.25 * Math.exp(-u * 4) * Math.sin(4 * Math.PI * f * u));
      }
    }
  }
  for (let s = 0; s < out.length; s++) {
    const t = s / RATE;
    out[s]! *= Math.min(1, t / 1.0) * Math.min(1, Math.max(0, (seconds - t) / 2.0));
  }
  return out;
}

const rms = (x: Float32Array, from = 0, to = x.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i]! * x[i]!;
  return Math.sqrt(sum / Math.max(1, to - from));
};

/**
 * The voice over the music: the voice at one level whichever synthesiser made it, the music 14 dB
 * below it on its own and 20 dB below it while the voice speaks (the change eased over 0.4 s).
 */
function mix(voice: Float32Array, words: TimedWord[], variant: number): Float32Array {
  const seconds = voice.length / RATE;
  const voiced = words.map((w) => [Math.round(w.start * RATE), Math.round(w.end * RATE)] as const);
  let sum = 0;
  let count = 0;
  for (const [a, b] of voiced) {
    sum += rms(voice, a, b) ** 2 * (b - a);
    count += b - a;
  }
  const voiceGain = 0.1 / Math.sqrt(sum / count); // -20 dBFS while speaking
  const music = musicBed(seconds, variant);
  const musicGain = (0.1 * 10 ** (-14 / 20)) / rms(music);
  // Ducking: 1 away from speech, 0.5 (-6 dB) within it, eased.
  const speaking = new Float32Array(voice.length);
  const first = words[0]!.start;
  const last = words.at(-1)!.end;
  for (let s = Math.round((first - 0.3) * RATE); s < Math.round((last + 0.3) * RATE); s++) speaking[s] = 1;
  const out = new Float32Array(voice.length);
  let duck = 0;
  const step = 1 / (0.4 * RATE);
  for (let s = 0; s < out.length; s++) {
    duck += Math.max(-step, Math.min(step, speaking[s]! - duck));
    out[s] = voice[s]! * voiceGain + music[s]! * musicGain * (1 - 0.5 * duck);
  }
  return out;
}

function writeWav(file: string, samples: Float32Array) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
}

// ---- The picture ----

const W = 720;
const H = 1280;
const FPS = 30;
const SAFE = { left: 90, right: 600, top: 330, bottom: 830 };
const CENTRE_X = (SAFE.left + SAFE.right) / 2;
const CARD_TOP = 380;
const CARD_PAD = { x: 30, y: 24 };
const FONT_SIZES = [50, 46, 42];

/** The ink's left and right edge of a line drawn in the bold font at size 50 from x = 0. */
const inkCache = new Map<string, { x1: number; x2: number }>();
function ink(text: string, size: number, dir: string): { x1: number; x2: number } {
  if (!inkCache.has(text)) {
    const file = path.join(dir, 'measure.txt');
    writeFileSync(file, text);
    const { stderr } = run('ffmpeg', [
      ...['-nostdin', '-hide_banner', '-f', 'lavfi', '-i', 'color=black:s=2400x160:d=0.04', '-vf'],
      `drawtext=fontfile=${FONT}:textfile=${file}:fontsize=50:fontcolor=white:x=0:y=40,bbox=min_val=100`,
      ...['-frames:v', '1', '-f', 'null', '-'],
    ]);
    const m = /x1:(\d+) x2:(\d+)/.exec(stderr);
    if (!m) throw new Error(`cannot measure "${text}"`);
    inkCache.set(text, { x1: Number(m[1]), x2: Number(m[2]) + 1 });
  }
  const e = inkCache.get(text)!;
  return { x1: (e.x1 * size) / 50, x2: (e.x2 * size) / 50 };
}

/** The key phrase in at most three lines, as large as fits the card, lines as even as can be. */
function layout(phrase: string, dir: string): { lines: string[]; size: number; widths: number[] } {
  const words = phrase.split(/\s+/);
  const maxWidth = SAFE.right - SAFE.left - 2 * CARD_PAD.x;
  for (const size of FONT_SIZES) {
    let best: { score: number; lines: string[]; widths: number[] } | null = null;
    for (let mask = 0; mask < 1 << (words.length - 1); mask++) {
      const lines: string[][] = [[words[0]!]];
      for (let k = 1; k < words.length; k++) {
        if ((mask >> (k - 1)) & 1) lines.push([words[k]!]);
        else lines.at(-1)!.push(words[k]!);
      }
      if (lines.length > 3) continue;
      const widths = lines.map((l) => {
        const e = ink(l.join(' '), size, dir);
        return e.x2 - e.x1;
      });
      if (Math.max(...widths) > maxWidth) continue;
      // Fewest lines, then a clause end only at a line end and no little word before a break, then even widths.
      const inner = lines
        .slice(0, -1)
        .map((l) => l.at(-1)!)
        .reduce((n, w) => n + (LITTLE.has(spoken(w)) ? 300 : 0), 0);
      const clauses = lines.flatMap((l) => l.slice(0, -1)).reduce((n, w) => n + (/[.,:;!?]$/.test(w) ? 500 : 0), 0);
      const score = lines.length * 1e4 + inner + clauses + (Math.max(...widths) - Math.min(...widths));
      if (!best || score < best.score) best = { score, lines: lines.map((l) => l.join(' ')), widths };
    }
    if (best) return { lines: best.lines, size, widths: best.widths };
  }
  throw new Error(`key phrase too long: ${phrase}`);
}

/** The key phrase's card: white words on a soft dark rounded card, as a PNG with transparency. */
function card(clip: SampleClip, dir: string): { file: string; x: number; y: number } {
  const { lines, size, widths } = layout(clip.keyPhrase, dir);
  const lineHeight = Math.round(size * 1.28);
  const cw = 2 * Math.ceil((Math.max(...widths) + 2 * CARD_PAD.x) / 2);
  const ch = 2 * Math.ceil((lines.length * lineHeight + 2 * CARD_PAD.y - (lineHeight - size * 1.1)) / 2);
  const x = Math.round(CENTRE_X - cw / 2);
  const y = CARD_TOP;
  if (x < SAFE.left - 20 || x + cw > SAFE.right + 20 || y + ch > SAFE.bottom)
    throw new Error(`${clip.slug}: the card leaves the safe area`);
  const radius = 26;
  const round = `if(gt(hypot(max(0,abs(X-${cw / 2})-${cw / 2 - radius}),max(0,abs(Y-${ch / 2})-${ch / 2 - radius})),${radius}),0,118)`;
  const text = lines.map((line, i) => {
    const file = path.join(dir, `line-${i}.txt`);
    writeFileSync(file, line);
    const e = ink(line, size, dir);
    const lx = Math.round(cw / 2 - (e.x1 + e.x2) / 2);
    const baseline = CARD_PAD.y + Math.round(size * 0.86) + i * lineHeight;
    return `drawtext=fontfile=${FONT}:textfile=${file}:fontsize=${size}:fontcolor=white:shadowcolor=black@0.4:shadowx=0:shadowy=2:x=${lx}:y=${baseline}-ascent`;
  });
  const file = path.join(dir, 'card.png');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=0x14101f:s=${cw}x${ch}:d=1`],
    ...['-vf', `format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='${round}',${text.join(',')}`],
    ...['-frames:v', '1', file],
  ]);
  return { file, x, y };
}

/**
 * The photograph as the frame's background, scaled to cover 720x1280 with room to pan one pixel a
 * frame for the whole clip (a whole pixel each frame: no shimmer), along its longer side; `focus`
 * (0..1) is where along that side the pan is centred, `pan` its direction.
 */
function background(clip: SampleClip, seconds: number, dir: string): { file: string; crop: string } {
  const { file, pan, focus } = clip.photo;
  const probe = run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0', file]);
  const [pw, ph] = probe.stdout.toString().trim().split(',').map(Number) as [number, number];
  const frames = Math.round(seconds * FPS);
  const axis = pan === 'left' || pan === 'right' ? 'x' : 'y';
  if (!['left', 'right', 'up', 'down'].includes(pan)) throw new Error(`${clip.slug}: pan is left, right, up or down`);
  // Cover the frame, then grow until the pan fits with a margin.
  let scale = Math.max(W / pw, H / ph);
  const need = frames + 40;
  if (axis === 'x' && pw * scale - W < need) scale = (W + need) / pw;
  if (axis === 'y' && ph * scale - H < need) scale = (H + need) / ph;
  const sw = 2 * Math.ceil((pw * scale) / 2);
  const sh = 2 * Math.ceil((ph * scale) / 2);
  const range = axis === 'x' ? sw - W : sh - H;
  const centre = Math.min(range - need / 2, Math.max(need / 2, focus * range));
  const forward = pan === 'right' || pan === 'down';
  const start = Math.round(forward ? centre - frames / 2 : centre + frames / 2);
  const moving = `${start}${forward ? '+' : '-'}n`;
  const fixed = axis === 'x' ? Math.round((sh - H) / 2) : Math.round((sw - W) / 2);
  const scaled = path.join(dir, 'photo.png');
  ffmpeg(['-i', file, '-vf', `scale=${sw}:${sh}:flags=lanczos`, '-frames:v', '1', scaled]);
  const crop = axis === 'x' ? `crop=${W}:${H}:x='${moving}':y=${fixed}` : `crop=${W}:${H}:x=${fixed}:y='${moving}'`;
  return { file: scaled, crop };
}

// ---- Each clip ----

/** What a clip's 720 rendition may weigh (the feed fetches it on phones), and the most compression used to get there. */
const VIDEO_BUDGET = 600 * 1024;
const MAX_CRF = 34;

const tools = findMediaTools();

async function makeClip(clip: SampleClip, index: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `rise-clip-${clip.slug}-`));
  try {
    const { samples, words, sentenceEnds } = speak(clip, dir);
    const seconds = samples.length / RATE;
    const vtt = formatVtt(cuesOf(words, sentenceEnds), { settings: FEED_CUE_SETTINGS });
    if (process.env.CAPTIONS_ONLY) {
      writeFileSync(path.join(OUT, `${clip.slug}.vtt`), vtt);
      console.log(`${clip.slug}: captions`);
      return;
    }
    const wav = path.join(dir, 'sound.wav');
    writeWav(wav, mix(samples, words, index));

    const bg = background(clip, seconds, dir);
    const phrase = card(clip, dir);
    const master = path.join(dir, 'master.mkv');
    ffmpeg([
      ...['-loop', '1', '-framerate', String(FPS), '-t', String(seconds), '-i', bg.file],
      ...['-loop', '1', '-framerate', String(FPS), '-t', String(seconds), '-i', phrase.file],
      ...['-i', wav],
      '-filter_complex',
      `[0:v]${bg.crop},format=yuv420p[bg];` +
        `[1:v]format=rgba,fade=t=in:st=0.3:d=0.6:alpha=1[card];` +
        `[bg][card]overlay=x=${phrase.x}:y=${phrase.y}:format=auto,` +
        `fade=t=in:st=0:d=0.5,fade=t=out:st=${(seconds - 0.6).toFixed(2)}:d=0.6,format=yuv420p[v]`,
      ...['-map', '[v]', '-map', '2:a', '-t', String(seconds)],
      // A near-lossless master: transcodeClip makes what is served from it, as from any upload.
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '10', '-c:a', 'flac', master],
    ]);

    // The still-picture encoding: a slowly panned photograph is nearly all key frames (media/transcode.ts).
    // A detailed photograph (grass, rocks, bristles) compressed a little harder until its 720 rendition
    // fits the budget: a slow pan hides it.
    const probed = await probeClip(master, tools);
    let made;
    let crf = STILL_PICTURE_ENCODING.crf;
    for (; ; crf += 2) {
      const out = path.join(dir, `crf-${crf}`);
      mkdirSync(out);
      made = await transcodeClip(master, out, probed, tools, { encoding: { ...STILL_PICTURE_ENCODING, crf, smallCrf: crf } });
      if (made.bytes.video <= VIDEO_BUDGET || crf >= MAX_CRF) break;
    }
    writeFileSync(path.join(OUT, `${clip.slug}.vtt`), vtt);
    // Copied in last, so a running app never serves a half-written file.
    copyFileSync(made.poster, path.join(OUT, `${clip.slug}.jpg`));
    copyFileSync(made.small, path.join(OUT, `${clip.slug}-small.mp4`));
    copyFileSync(made.video, path.join(OUT, `${clip.slug}.mp4`));
    const lufs = await measureLoudness(made.video, tools);
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    console.log(
      `${clip.slug}: ${made.durationSeconds.toFixed(1)} s, ${clip.voice}, CRF ${crf}, 720: ${kb(made.bytes.video)}, small: ${kb(made.bytes.small)}, ` +
        `poster: ${kb(made.bytes.poster)}, ${lufs?.toFixed(1)} LUFS`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const clips = catalogue as SampleClip[];
  const only = process.env.ONLY?.split(',');
  installMissing(clips);
  mkdirSync(OUT, { recursive: true });
  for (const [index, clip] of clips.entries()) {
    if (only && !only.includes(clip.slug)) continue;
    await makeClip(clip, index);
  }
  if (!only && !process.env.CAPTIONS_ONLY) {
    const total = clips.reduce(
      (n, c) => n + ['.mp4', '-small.mp4', '.jpg', '.vtt'].reduce((m, ext) => m + statSync(path.join(OUT, `${c.slug}${ext}`)).size, 0),
      0,
    );
    console.log(`${clips.length} clips, ${(total / 1024 / 1024).toFixed(1)} MB in all`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
