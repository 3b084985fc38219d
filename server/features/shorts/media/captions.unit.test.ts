import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionsText, CaptionsError, draftCaptions, formatVtt, groupWords, parsePocketsphinxWords, parseVtt, type Cue } from './captions';
import { clip, clipDir, ffmpeg, hasFfmpeg, tools } from './test-clips';

/** The CaptionsError message parseVtt throws for `text`. */
function errorOf(text: string): string {
  try {
    parseVtt(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CaptionsError);
    return (error as CaptionsError).message;
  }
  throw new Error('parseVtt accepted it');
}

describe('parseVtt', () => {
  it('reads cues with identifiers, settings, short and long times, NOTE and STYLE blocks', () => {
    const vtt = [
      '\uFEFFWEBVTT - made by hand',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'NOTE a comment',
      'over two lines',
      '',
      'intro',
      '00:00.000 --> 00:01.500 align:start line:10%',
      'Hi, I am Sam.',
      '',
      '00:00:01.500 --> 00:00:04.250',
      'Two lines',
      'of text',
      '',
      '3',
      '01:02:03.004 --> 01:02:05.000',
      'Late',
      '',
    ].join('\r\n');
    expect(parseVtt(vtt)).toEqual([
      { start: 0, end: 1.5, text: 'Hi, I am Sam.' },
      { start: 1.5, end: 4.25, text: 'Two lines\nof text' },
      { start: 3723.004, end: 3725, text: 'Late' },
    ]);
  });

  it('keeps text plain: tags dropped, character references read, never HTML', () => {
    const cues = parseVtt(
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Sam>Hello</v> <b>bold</b> <c.loud.red>class</c> <00:00:01.500>timed <i>it&amp;s</i> &lt;fine&gt;\n<script>alert(1)</script>&#233;t&#xE9;\n',
    );
    expect(cues).toEqual([{ start: 1, end: 2, text: 'Hello bold class timed it&s <fine>\nalert(1)été' }]);
  });

  it('refuses what a player would get wrong, saying what and where', () => {
    expect(errorOf('00:01.000 --> 00:02.000\nHi\n')).toBe('This isn\'t a WebVTT captions file: its first line must be "WEBVTT".');
    expect(errorOf('WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n')).toMatch(/first line must be "WEBVTT"/);
    expect(errorOf('WEBVTT\n\n00:01,000 --> 00:02.000\nHi\n')).toBe(
      'Line 3: "00:01,000" isn\'t a caption time; write it like 00:01.500 or 00:00:01.500.',
    );
    expect(errorOf('WEBVTT\n\n00:61.000 --> 00:62.000\nHi\n')).toMatch(/^Line 3: "00:61.000" isn't a caption time/);
    expect(errorOf('WEBVTT\n\n00:01.5 --> 00:02.000\nHi\n')).toMatch(/^Line 3: "00:01.5" isn't a caption time/);
    expect(errorOf('WEBVTT\n\n00:02.000 --> 00:02.000\nHi\n')).toBe('Line 3: this caption ends before it starts.');
    expect(errorOf('WEBVTT\n\n00:03.000 --> 00:02.000\nHi\n')).toBe('Line 3: this caption ends before it starts.');
    expect(errorOf('WEBVTT\n\nid\n00:01.000 --> 00:02.000\n<b></b>\n')).toBe('Line 4: this caption has no text.');
    expect(errorOf('WEBVTT\n\n00:01.000 --> 00:02.000\n')).toBe('Line 3: this caption has no text.');
    expect(errorOf('WEBVTT\n\njust some words\n')).toBe('Line 3: expected a caption time like "00:00:01.000 --> 00:00:03.000".');
    expect(errorOf(`WEBVTT\n\n00:01.000 --> 00:02.000\nok\n${'x'.repeat(201)}\n`)).toBe(
      'Line 5: caption lines can be at most 200 characters.',
    );
    expect(errorOf('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n00:02.000 --> 00:03.000\nThere\n')).toMatch(
      /^Line 5: a caption's text can't contain "-->"/,
    );
    expect(errorOf(`WEBVTT\n\n${'x'.repeat(300 * 1024)}`)).toMatch(/too big/);
  });

  it('takes 500 cues and refuses 501', () => {
    const cues = (n: number) => Array.from({ length: n }, (_, i) => ({ start: i * 0.1, end: i * 0.1 + 0.1, text: `cue ${i}` }));
    expect(parseVtt(formatVtt(cues(500)))).toHaveLength(500);
    expect(() => parseVtt(formatVtt(cues(501)))).toThrow('This captions file has more than 500 captions.');
  });

  it('takes a 200-character line (counted as characters, not bytes) and an empty file', () => {
    expect(parseVtt(`WEBVTT\n\n00:01.000 --> 00:02.000\n${'é'.repeat(200)}\n`)[0]?.text).toHaveLength(200);
    expect(parseVtt('WEBVTT\n')).toEqual([]);
  });
});

describe('formatVtt', () => {
  const cues: Cue[] = [
    { start: 0, end: 1.234, text: 'Hello & <welcome>' },
    { start: 1.234, end: 3.5, text: 'two\nlines' },
    { start: 59.999, end: 3600.001, text: 'an hour --> later' },
  ];

  it('writes WebVTT that a player and parseVtt read back the same, to the millisecond', () => {
    const vtt = formatVtt(cues);
    expect(vtt).toBe(
      'WEBVTT\n\n' +
        '00:00:00.000 --> 00:00:01.234\nHello &amp; &lt;welcome&gt;\n\n' +
        '00:00:01.234 --> 00:00:03.500\ntwo\nlines\n\n' +
        '00:00:59.999 --> 01:00:00.001\nan hour --&gt; later\n\n',
    );
    expect(parseVtt(vtt)).toEqual(cues);
    expect(parseVtt(formatVtt([{ start: 1.0004, end: 2.9996, text: 'x' }]))).toEqual([{ start: 1, end: 3, text: 'x' }]);
  });

  it('drops blank lines inside a cue (they would end it) and refuses cues no player could show', () => {
    expect(parseVtt(formatVtt([{ start: 1, end: 2, text: 'a\n\n  b  ' }]))).toEqual([{ start: 1, end: 2, text: 'a\nb' }]);
    expect(() => formatVtt([{ start: 2, end: 1, text: 'x' }])).toThrow(CaptionsError);
    expect(() => formatVtt([{ start: 1, end: 2, text: ' \n ' }])).toThrow(CaptionsError);
    expect(() => formatVtt([{ start: Number.NaN, end: 2, text: 'x' }])).toThrow(CaptionsError);
  });

  it('puts cue settings on every time line, and refuses anything that is not a setting', () => {
    const vtt = formatVtt(cues.slice(0, 2), { settings: 'line:12% size:90% align:center' });
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.234 line:12% size:90% align:center\nHello');
    expect(vtt).toContain('00:00:01.234 --> 00:00:03.500 line:12% size:90% align:center\ntwo');
    expect(parseVtt(vtt)).toEqual(cues.slice(0, 2));
    for (const settings of ['line:12%\n\nNOTE', 'color:red', 'line:12% -->', 'size:90%;'])
      expect(() => formatVtt(cues, { settings }), settings).toThrow(CaptionsError);
  });
});

describe('captionsText', () => {
  it('joins every cue into one line of words', () => {
    expect(captionsText(parseVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHello\nthere\n\n00:02.000 --> 00:03.000\n<b>friend</b>\n'))).toBe(
      'Hello there friend',
    );
    expect(captionsText([])).toBe('');
  });
});

describe('reading pocketsphinx', () => {
  // What pocketsphinx_continuous 0.8 prints with -time yes: the hypothesis, then a line per word.
  const output = [
    'hello world and an option',
    '<s> 0.110 0.190 0.998401',
    'hello 0.200 0.560 0.563963',
    'world 0.570 0.890 0.851702',
    '<sil> 0.900 1.000 1.000000',
    '[NOISE] 1.000 1.200 1.000000',
    'and 1.900 2.270 0.204787',
    'an 2.280 2.400 1.000100',
    'option(2) 2.410 2.680 0.046044',
    '</s> 2.690 2.730 1.000000',
    '',
  ].join('\n');

  it('keeps the words with their times, without sentence marks, silence, noise or pronunciation numbers', () => {
    expect(parsePocketsphinxWords(output)).toEqual([
      { word: 'hello', start: 0.2, end: 0.56 },
      { word: 'world', start: 0.57, end: 0.89 },
      { word: 'and', start: 1.9, end: 2.27 },
      { word: 'an', start: 2.28, end: 2.4 },
      { word: 'option', start: 2.41, end: 2.68 },
    ]);
  });

  it('groups words into cues: a new one after a pause, at 7 words or at 3.5 s', () => {
    expect(groupWords(parsePocketsphinxWords(output))).toEqual([
      { start: 0.2, end: 0.89, text: 'hello world' },
      { start: 1.9, end: 2.68, text: 'and an option' },
    ]);
    const steady = Array.from({ length: 10 }, (_, i) => ({ word: `w${i}`, start: i * 0.3, end: i * 0.3 + 0.25 }));
    expect(groupWords(steady).map((c) => c.text)).toEqual(['w0 w1 w2 w3 w4 w5 w6', 'w7 w8 w9']);
    const slow = Array.from({ length: 5 }, (_, i) => ({ word: `w${i}`, start: i, end: i + 0.9 }));
    expect(groupWords(slow).map((c) => c.text)).toEqual(['w0 w1 w2', 'w3 w4']);
    expect(groupWords([])).toEqual([]);
  });
});

const flite = ['/usr/bin/flite', '/usr/local/bin/flite'].find((p) => existsSync(p));

describe.skipIf(!hasFfmpeg)('draftCaptions', () => {
  let dir: Awaited<ReturnType<typeof clipDir>>;
  beforeAll(async () => {
    dir = await clipDir();
  });
  afterAll(() => dir.cleanup());

  it.skipIf(!flite || !tools.pocketsphinx)(
    'drafts cues with the spoken words, timed inside the clip',
    async () => {
      const { runTool } = await import('./tools');
      // flite's "rms" voice is the one pocketsphinx's US English model hears best.
      await runTool(flite!, ['-voice', 'rms', '-t', 'hello world this is a test of the captions', '-o', dir.file('speech.wav')], {
        timeoutMs: 30_000,
      });
      const video = await clip(dir.file('picture.mp4'), { size: '90x160', seconds: 4, fps: 5, audio: false });
      // Half a second of quiet before the voice, as in a real clip.
      const file = await ffmpeg(
        [
          '-i',
          video,
          '-i',
          dir.file('speech.wav'),
          '-map',
          '0:v',
          '-map',
          '1:a',
          '-af',
          'adelay=500:all=1,apad',
          '-c:v',
          'copy',
          '-c:a',
          'aac',
          '-t',
          '4',
        ],
        dir.file('spoken.mp4'),
      );
      const before = (await readdir(os.tmpdir())).filter((name) => name.startsWith('rise-captions-'));

      const cues = await draftCaptions(file, tools);
      const words = captionsText(cues).split(' ');
      expect(cues.length).toBeGreaterThan(0);
      expect(words.filter((w) => ['hello', 'world', 'test', 'captions'].includes(w)).length).toBeGreaterThanOrEqual(2);
      for (const cue of cues) {
        expect(cue.start).toBeGreaterThanOrEqual(0.3);
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.end).toBeLessThanOrEqual(4);
        expect(cue.text.split(' ').length).toBeLessThanOrEqual(7);
      }
      // The draft is valid WebVTT.
      expect(parseVtt(formatVtt(cues))).toHaveLength(cues.length);
      // Its temporary files are gone.
      expect((await readdir(os.tmpdir())).filter((name) => name.startsWith('rise-captions-'))).toEqual(before);
    },
    30_000,
  );

  it.skipIf(!tools.pocketsphinx)(
    'finds no captions in a clip without sound, or with only a tone',
    async () => {
      const mute = await clip(dir.file('mute.mp4'), { size: '90x160', seconds: 1, audio: false });
      expect(await draftCaptions(mute, tools)).toEqual([]);
      const tone = await clip(dir.file('tone.mp4'), { size: '90x160', seconds: 2, fps: 5 });
      expect(await draftCaptions(tone, tools)).toEqual([]);
    },
    30_000,
  );

  it('says what to install when pocketsphinx is missing', async () => {
    await expect(draftCaptions(dir.file('any.mp4'), { ...tools, pocketsphinx: null })).rejects.toThrow(
      /pocketsphinx is not installed.*apt-get install ffmpeg/,
    );
  });
});
