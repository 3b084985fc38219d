// Captions for Shorts: reading and writing WebVTT (what the <track> element plays), and a first
// draft made by speech recognition (pocketsphinx) for the uploader to correct. Caption text is plain
// text, always: markup in an uploaded file (<b>, <c.class>, <v Name>) is dropped rather than kept,
// so a caption can never carry HTML into a page, and the text filter sees exactly what viewers see.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegInput, INSTALL_HINT, runTool, ToolError, type MediaTools } from './tools';

/** One caption on screen from `start` to `end` (seconds from the clip's start). */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** A captions file we cannot use; the message says what is wrong and where, for the person who wrote it. */
export class CaptionsError extends Error {
  override name = 'CaptionsError';
  constructor(
    message: string,
    /** 1-based line of the file, when the problem is on one line. */
    readonly line?: number,
  ) {
    super(message);
  }
}

/** A 90-second clip needs far fewer; more is a mistake or an attempt to bloat the page. */
export const MAX_CUES = 500;
/** A caption line longer than this does not fit on a phone screen. */
export const MAX_LINE_CHARS = 200;
/** The whole file: 500 cues of a few lines each fit in far less. */
export const MAX_VTT_BYTES = 256 * 1024;

const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/;
/** WebVTT times: [hh:]mm:ss.ttt, minutes and seconds below 60. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function parseTimestamp(text: string, line: number): number {
  const m = TIMESTAMP.exec(text);
  if (!m)
    throw new CaptionsError(`Line ${line}: "${text.slice(0, 20)}" isn't a caption time; write it like 00:01.500 or 00:00:01.500.`, line);
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = m;
  return (Number(hours) * 3600 * 1000 + Number(minutes) * 60 * 1000 + Number(seconds) * 1000 + Number(millis)) / 1000;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '\u200e', rlm: '\u200f', quot: '"', apos: "'" };

/**
 * A caption line as plain text: tags (<b>, <i>, <c.loud>, <v Sam>, <00:00:01.000>) dropped, character
 * references (&amp;, &#233;) turned into their characters, spaces collapsed. The result is shown as
 * text, never parsed as HTML.
 */
function plainLine(raw: string): string {
  return raw
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

/**
 * Reads a WebVTT file into cues of plain text. Accepts cue identifiers, cue settings
 * ("align:start line:10%"), NOTE, STYLE and REGION blocks (skipped). Throws CaptionsError, with the
 * line, for anything a player would get wrong: no WEBVTT header, a malformed time, a cue ending
 * before it starts, a cue without text, a line over 200 characters, more than 500 cues.
 */
export function parseVtt(text: string): Cue[] {
  if (Buffer.byteLength(text, 'utf8') > MAX_VTT_BYTES)
    throw new CaptionsError(`This captions file is too big: the most we take is ${MAX_VTT_BYTES / 1024} KB.`);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? ''))
    throw new CaptionsError('This isn\'t a WebVTT captions file: its first line must be "WEBVTT".', 1);

  const cues: Cue[] = [];
  let i = 1;
  // The header may go on until the first blank line.
  while (i < lines.length && lines[i]!.trim() !== '') i++;

  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);

    const first = block[0]!;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !first.includes('-->')) continue;

    // An identifier line may come before the time line.
    const timingIndex = first.includes('-->') ? 0 : 1;
    const timingLine = block[timingIndex];
    const lineNo = blockStart + timingIndex + 1;
    const timing = timingLine === undefined ? null : TIMING.exec(timingLine.trim());
    if (!timing) {
      // A lone line (no time after it) is pointed at itself, not at the blank line below it.
      const at = timingLine === undefined ? blockStart + 1 : lineNo;
      throw new CaptionsError(`Line ${at}: expected a caption time like "00:00:01.000 --> 00:00:03.000".`, at);
    }
    const start = parseTimestamp(timing[1]!, lineNo);
    const end = parseTimestamp(timing[2]!, lineNo);
    if (end <= start) throw new CaptionsError(`Line ${lineNo}: this caption ends before it starts.`, lineNo);

    const textLines: string[] = [];
    block.slice(timingIndex + 1).forEach((raw, k) => {
      const at = lineNo + 1 + k;
      if (raw.includes('-->'))
        throw new CaptionsError(`Line ${at}: a caption's text can't contain "-->"; is a blank line missing before it?`, at);
      const plain = plainLine(raw);
      if ([...plain].length > MAX_LINE_CHARS)
        throw new CaptionsError(`Line ${at}: caption lines can be at most ${MAX_LINE_CHARS} characters.`, at);
      if (plain) textLines.push(plain);
    });
    if (textLines.length === 0) throw new CaptionsError(`Line ${lineNo}: this caption has no text.`, lineNo);
    if (cues.length === MAX_CUES) throw new CaptionsError(`This captions file has more than ${MAX_CUES} captions.`);
    cues.push({ start, end, text: textLines.join('\n') });
  }
  return cues;
}

function formatTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Text as WebVTT cue text: &, < and > escaped so that nothing reads as a tag; no blank lines (they would end the cue). */
function escapeCueText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) => line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
    .join('\n');
}

/** WebVTT cue settings: where a cue sits ("line:12%"), how wide it is ("size:90%"), how it aligns. */
const CUE_SETTINGS =
  /^(?:(?:line:-?\d+(?:\.\d+)?%?(?:,(?:start|center|end))?|position:\d+(?:\.\d+)?%(?:,(?:line-left|center|line-right))?|size:\d+(?:\.\d+)?%|align:(?:start|center|end|left|right)|vertical:(?:rl|lr))(?: |$))+$/;

/**
 * Writes cues as a WebVTT file (hh:mm:ss.mmm times). parseVtt(formatVtt(cues)) gives the cues back,
 * times to the millisecond. Throws CaptionsError for a cue that no player could show.
 * `settings` (e.g. "line:12% size:90% align:center") go on every cue's time line, for a clip whose
 * picture leaves a place for the captions; settings that are not WebVTT's are refused.
 */
export function formatVtt(cues: Cue[], options: { settings?: string } = {}): string {
  const settings = options.settings?.trim() ?? '';
  if (settings && !CUE_SETTINGS.test(settings)) throw new CaptionsError(`"${settings}" aren't WebVTT cue settings.`);
  const blocks = cues.map((cue, n) => {
    const text = escapeCueText(cue.text);
    if (!(Number.isFinite(cue.start) && Number.isFinite(cue.end) && cue.start >= 0))
      throw new CaptionsError(`Caption ${n + 1} has no valid time.`);
    if (Math.round(cue.end * 1000) <= Math.round(cue.start * 1000)) throw new CaptionsError(`Caption ${n + 1} ends before it starts.`);
    if (!text) throw new CaptionsError(`Caption ${n + 1} has no text.`);
    return `${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}${settings ? ` ${settings}` : ''}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.map((b) => `${b}\n\n`).join('')}`;
}

/** All the captions' words in one line, for the text filter (which checks what viewers will read). */
export function captionsText(cues: Cue[]): string {
  return cues
    .map((cue) => cue.text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

// ---- Draft captions by speech recognition ----

/** Where Debian's pocketsphinx-en-us puts the US English model. */
const MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** A draft cue holds at most this many words and lasts at most this long: about what a phone shows in two lines. */
const CUE_MAX_WORDS = 7;
const CUE_MAX_SECONDS = 3.5;
/** A pause longer than this starts a new cue: the speaker has finished a phrase. */
const PAUSE_SECONDS = 0.6;
const DEFAULT_DRAFT_TIMEOUT_MS = 10 * 60 * 1000;
/** The 16 kHz mono sound of a 90 s clip is 2.9 MB; a bigger file means the clip was not what the probe said. */
const MAX_WAV_BYTES = 8 * 1024 * 1024;

interface Word {
  word: string;
  start: number;
  end: number;
}

/**
 * The words in pocketsphinx_continuous's `-time yes` output. For each utterance it prints the
 * hypothesis on a line of its own, then one line per word: "word start end probability", times in
 * seconds from the start of the file. Sentence marks (<s>, </s>), silence (<sil>) and fillers
 * ([NOISE], ++UH++) are not words; "option(2)" is the dictionary's second pronunciation of "option".
 */
export function parsePocketsphinxWords(output: string): Word[] {
  const words: Word[] = [];
  for (const line of output.split('\n')) {
    const m = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/i.exec(line.trim());
    if (!m) continue;
    const word = m[1]!.replace(/\(\d+\)$/, '');
    if (/^<.*>$|^\[.*\]$|^\+\+.*\+\+$/.test(word)) continue;
    const start = Number(m[2]);
    const end = Number(m[3]);
    if (end > start) words.push({ word, start, end });
  }
  return words;
}

/** Words into cues: a new cue after a pause, or when the current one is full (7 words or 3.5 s). */
export function groupWords(words: Word[]): Cue[] {
  const cues: Cue[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    cues.push({ start: current[0]!.start, end: current.at(-1)!.end, text: current.map((w) => w.word).join(' ') });
    current = [];
  };
  for (const word of words) {
    const first = current[0];
    const last = current.at(-1);
    if (
      first &&
      last &&
      (current.length >= CUE_MAX_WORDS || word.end - first.start > CUE_MAX_SECONDS || word.start - last.end > PAUSE_SECONDS)
    )
      flush();
    current.push(word);
  }
  flush();
  return cues;
}

/**
 * A first draft of a clip's captions by speech recognition, for the uploader to correct (it will
 * get words wrong, and it writes everything in lower case). Returns [] when the clip has no sound
 * or nobody speaks. Throws an Error naming what to install when pocketsphinx or its model is
 * missing, and a ToolError when ffmpeg or pocketsphinx fails or runs past the time limit.
 */
export async function draftCaptions(
  input: string,
  tools: MediaTools,
  opts: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Cue[]> {
  const { ffmpeg, pocketsphinx } = tools;
  if (!ffmpeg || !pocketsphinx)
    throw new Error(`${ffmpeg ? 'pocketsphinx' : 'ffmpeg'} is not installed, so captions cannot be drafted. ${INSTALL_HINT}`);
  const modelDir = process.env.POCKETSPHINX_MODEL_DIR || MODEL_DIR;
  const model = {
    hmm: path.join(modelDir, 'en-us'),
    lm: path.join(modelDir, 'en-us.lm.bin'),
    dict: path.join(modelDir, 'cmudict-en-us.dict'),
  };
  if (!Object.values(model).every((file) => existsSync(file))) {
    throw new Error(`The pocketsphinx US English model is missing from ${modelDir}, so captions cannot be drafted. ${INSTALL_HINT}`);
  }
  const run = { timeoutMs: opts.timeoutMs ?? DEFAULT_DRAFT_TIMEOUT_MS, signal: opts.signal };

  const dir = await mkdtemp(path.join(os.tmpdir(), 'rise-captions-'));
  try {
    const wav = path.join(dir, 'speech.wav');
    try {
      // pocketsphinx's model hears 16 kHz mono; "0:a:0?" takes the first sound track if there is one.
      await runTool(
        ffmpeg,
        [
          ...['-nostdin', '-hide_banner', '-nostats', '-v', 'error', ...ffmpegInput(input), '-map', '0:a:0?', '-vn', '-sn', '-dn'],
          ...['-t', '90.5', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-fs', String(MAX_WAV_BYTES), '-f', 'wav', `file:${wav}`],
        ],
        run,
      );
    } catch (error) {
      // A clip without sound gives ffmpeg nothing to write: that is a clip with no speech, not a failure.
      if (error instanceof ToolError && /does not contain any stream/.test(error.stderrTail)) return [];
      throw error;
    }
    const { stdout } = await runTool(
      pocketsphinx,
      ['-infile', wav, '-time', 'yes', '-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict, '-logfn', '/dev/null'],
      { ...run, maxOutputBytes: 1024 * 1024 },
    );
    return groupWords(parsePocketsphinxWords(stdout));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
