// Leadership Shorts' sample clips (issue 55): every catalogue entry has its committed files, its
// photograph's credit (in the entry and on the credits page), and captions a phone can show; and the
// script's caption cutting keeps to its limits. Rendering needs Festival and ffmpeg and takes minutes,
// so it is not run here: these check what it committed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { topicOf } from '../contract/discover-rules';
import catalogue from '../server/features/shorts/catalogue.json' with { type: 'json' };
import { parseVtt } from '../server/features/shorts/media/captions';
import { FEED_CUE_SETTINGS } from '../contract/shorts';
import { cuesOf, musicBed, type SampleClip, sentencesOf, spoken, type TimedWord } from './make-videos';

const ROOT = path.resolve(import.meta.dirname, '..');
const VIDEOS = path.join(ROOT, 'public/assets/videos');
const clips = catalogue as SampleClip[];
const FILES = ['.mp4', '-small.mp4', '.jpg', '.vtt'];
const LICENCES = ['CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0', 'GPL-2+'];

/** The top-level boxes of an MP4, in order. */
function boxes(file: string): string[] {
  const data = readFileSync(file);
  const names: string[] = [];
  for (let at = 0; at + 8 <= data.length;) {
    const size = data.readUInt32BE(at);
    names.push(data.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

describe('the sample catalogue', () => {
  it('has at least 20 clips, each slug once, each tag one that Discover files under a topic', () => {
    expect(clips.length).toBeGreaterThanOrEqual(20);
    expect(new Set(clips.map((c) => c.slug)).size).toBe(clips.length);
    for (const clip of clips) {
      expect(clip.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const tag of (clip as SampleClip & { tags: string[] }).tags) {
        expect(topicOf([tag], 'money'), `${clip.slug}: ${tag}`).toBe(topicOf([tag], 'future'));
      }
    }
  });

  it('has each clip its 720 and small renditions (index first), its poster and its captions', () => {
    for (const clip of clips) {
      for (const ext of FILES) expect(statSync(path.join(VIDEOS, `${clip.slug}${ext}`)).size, `${clip.slug}${ext}`).toBeGreaterThan(100);
      for (const ext of ['.mp4', '-small.mp4']) {
        const order = boxes(path.join(VIDEOS, `${clip.slug}${ext}`));
        expect(order.indexOf('moov'), `${clip.slug}${ext}: fast start`).toBeLessThan(order.indexOf('mdat'));
      }
      const jpeg = readFileSync(path.join(VIDEOS, `${clip.slug}.jpg`));
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      // Kept small: the feed fetches them on phones (the 720 rendition's aim is 600 KB).
      expect(statSync(path.join(VIDEOS, `${clip.slug}.mp4`)).size, clip.slug).toBeLessThan(800 * 1024);
      expect(statSync(path.join(VIDEOS, `${clip.slug}-small.mp4`)).size, clip.slug).toBeLessThan(400 * 1024);
      expect(jpeg.length, clip.slug).toBeLessThan(150 * 1024);
    }
  });

  it('keeps no file of a clip that left the catalogue', () => {
    const expected = new Set(clips.flatMap((c) => FILES.map((ext) => `${c.slug}${ext}`)));
    expect(readdirSync(VIDEOS).filter((f) => !expected.has(f))).toEqual([]);
  });

  it('has captions of the whole tip, a short line at a time, below the top buttons', () => {
    for (const clip of clips) {
      const text = readFileSync(path.join(VIDEOS, `${clip.slug}.vtt`), 'utf8');
      const cues = parseVtt(text);
      expect(cues.map((c) => c.text).join(' '), clip.slug).toBe(clip.tip.replace(/\s+/g, ' '));
      for (const cue of cues) {
        expect(cue.text.length, cue.text).toBeLessThanOrEqual(32);
        expect(cue.text.split(' ').length, cue.text).toBeLessThanOrEqual(7);
        expect(cue.end - cue.start, cue.text).toBeLessThanOrEqual(3.5 + 0.5);
      }
      for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
      const timing = text.split('\n').filter((l) => l.includes('-->'));
      expect(
        timing.every((l) => l.endsWith(` ${FEED_CUE_SETTINGS}`)),
        clip.slug,
      ).toBe(true);
    }
  });

  it('names each clip its photograph, a free licence, its voice, and credits the photograph on the credits page', () => {
    const credits = readFileSync(path.join(ROOT, 'public/credits.html'), 'utf8');
    for (const { slug, photo, credit, voice, title } of clips) {
      expect(['slt', 'rms'], slug).toContain(voice);
      expect(photo.file, slug).toMatch(/^\/usr\/share\/backgrounds\/.+\.jpg$/);
      expect(LICENCES, slug).toContain(photo.licence);
      expect(['lomiri-wallpapers-16.04', 'mate-backgrounds'], slug).toContain(photo.package);
      for (const part of [photo.title, photo.author, photo.licence, photo.package]) expect(credit, slug).toContain(part);
      expect(credits, slug).toContain(
        `<li><strong>“${photo.title}”</strong> by ${photo.author} (${photo.year}), <a href="${
          {
            'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
            'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
            'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
            'GPL-2+': 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
          }[photo.licence]
        }">${photo.licence}</a>: in “${title}”. The file <code>${photo.file}</code> of the <code>${photo.package}</code> package.</li>`,
      );
    }
    // Both voices are used, and the page says they are synthetic.
    expect(new Set(clips.map((c) => c.voice))).toEqual(new Set(['slt', 'rms']));
    expect(credits).toContain('The voices are synthetic');
  });
});

describe('cutting the spoken words into cues', () => {
  /** A sentence's words, each 0.3 s long, from `at`. */
  const said = (sentence: string, at = 0): TimedWord[] =>
    sentence.split(' ').map((text, i) => ({ text, start: at + i * 0.3, end: at + i * 0.3 + 0.28 }));

  it('keeps cues to 7 words, 32 characters and 3.5 s, cut after a comma rather than after a little word', () => {
    const words = said('In any group project, say one thing in the first five minutes.');
    const cues = cuesOf(words, [words.at(-1)!.end]);
    expect(cues.map((c) => c.text)).toEqual(['In any group project,', 'say one thing', 'in the first five minutes.']);
    const slow = said('Everyone here can take one small step today and tomorrow and the day after').map((w) => ({
      ...w,
      start: w.start * 3,
      end: w.end * 3,
    }));
    let next = 0;
    for (const cue of cuesOf(slow, [slow.at(-1)!.end])) {
      const count = cue.text.split(' ').length;
      expect(count).toBeLessThanOrEqual(7);
      expect(cue.text.length).toBeLessThanOrEqual(32);
      expect(slow[next + count - 1]!.end - slow[next]!.start).toBeLessThanOrEqual(3.5);
      next += count;
    }
    expect(next).toBe(slow.length);
  });

  it('starts a new cue with each sentence, each showing until the next begins', () => {
    const first = said('It can be a question.');
    const second = said('Speaking early helps.', 3);
    const cues = cuesOf([...first, ...second], [first.at(-1)!.end, second.at(-1)!.end]);
    expect(cues.map((c) => c.text)).toEqual(['It can be a question.', 'Speaking early helps.']);
    expect(cues[0]!.end).toBeLessThanOrEqual(cues[1]!.start);
    expect(cues[0]!.start).toBeCloseTo(0, 5);
  });

  it('splits a tip into sentences, quotes kept with theirs, and names words as the voices do', () => {
    expect(sentencesOf("Try: 'I'd love to help, but I can't this week.' It works.")).toEqual([
      "Try: 'I'd love to help, but I can't this week.'",
      'It works.',
    ]);
    expect(["'Ana,", 'week.’', 'phone’s', 'Hi!'].map(spoken)).toEqual(['ana', 'week', "phone's", 'hi']);
  });
});

describe('the music bed', () => {
  it('is soft at its ends (so a clip loops without a click) and never clips', () => {
    const music = musicBed(6, 3);
    expect(music.length).toBe(6 * 48_000);
    const peak = music.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(Math.abs(music[0]!)).toBeLessThan(1e-3);
    expect(Math.abs(music.at(-1)!)).toBeLessThan(1e-3);
    expect(peak).toBeGreaterThan(0.1);
    expect(peak).toBeLessThan(4);
    expect(musicBed(6, 3)).toEqual(music);
  }, 20_000);
});
