// The studio's captions as a list of cues to edit (start, end, text), and back to WebVTT for the server,
// which checks them again and keeps them as plain text (server/features/shorts/media/captions.ts). The
// server writes every file it keeps in one shape (hh:mm:ss.mmm times, &amp; &lt; &gt; escaped), which is
// what this reads; anything it cannot read it leaves to the server to say.

/** One caption as the editor holds it: times in seconds, as typed. */
export interface CueDraft {
  /** A key for the list (never sent). */
  key: number;
  start: string;
  end: string;
  text: string;
}

let keys = 0;
export const newKey = () => (keys += 1);

const TIME = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:\.(\d{1,3}))?$/;

/** "00:00:01.500" or "00:01.500" → 1.5; null when it is not a time. */
export function vttSeconds(text: string): number | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = m;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis.padEnd(3, '0')) / 1000;
}

/** 1.5 → "1.5", 2 → "2": seconds as a person types them. */
export const secondsText = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

const unescape = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&nbsp;', ' ').replaceAll('&amp;', '&');

/** The cues of a WebVTT file, times as seconds' text; blocks that are not cues (NOTE, STYLE) are left out. */
export function cuesOf(vtt: string | null): CueDraft[] {
  if (!vtt) return [];
  const blocks = vtt
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .slice(1);
  const cues: CueDraft[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const at = lines.findIndex((l) => l.includes('-->'));
    if (at < 0) continue;
    const [from = '', to = ''] = lines[at]!.split('-->').map((t) => t.trim().split(/\s+/)[0] ?? '');
    const start = vttSeconds(from);
    const end = vttSeconds(to);
    cues.push({
      key: newKey(),
      start: start === null ? from : secondsText(start),
      end: end === null ? to : secondsText(end),
      text: unescape(lines.slice(at + 1).join('\n')),
    });
  }
  return cues;
}

/** 61.5 → "00:01:01.500" */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** What is wrong with each cue, by its key, as the editor says it under the cue (nothing: it can be sent). */
export function cueErrors(cues: readonly CueDraft[]): Map<number, string> {
  const errors = new Map<number, string>();
  for (const cue of cues) {
    const start = Number(cue.start);
    const end = Number(cue.end);
    if (cue.start.trim() === '' || !Number.isFinite(start) || start < 0)
      errors.set(cue.key, 'Write when it starts, in seconds (like 1.5).');
    else if (cue.end.trim() === '' || !Number.isFinite(end)) errors.set(cue.key, 'Write when it ends, in seconds (like 3).');
    else if (end <= start) errors.set(cue.key, 'It must end after it starts.');
    else if (cue.text.trim() === '') errors.set(cue.key, 'Write what is said, or remove this caption.');
  }
  return errors;
}

const escape = (line: string) => line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The cues as a WebVTT file, in time order; every cue must pass cueErrors first. */
export function vttOf(cues: readonly CueDraft[]): string {
  const sorted = [...cues].sort((a, b) => Number(a.start) - Number(b.start));
  const blocks = sorted.map((cue) => {
    const text = cue.text
      .split('\n')
      .map((line) => escape(line.replace(/\s+/g, ' ').trim()))
      .filter((line) => line !== '')
      .join('\n');
    return `${vttTime(Number(cue.start))} --> ${vttTime(Number(cue.end))}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.map((b) => `${b}\n\n`).join('')}`;
}
