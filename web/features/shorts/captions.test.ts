// The studio's captions editor reads the server's WebVTT into cues and writes them back (web/features/shorts/captions.ts).
import { describe, expect, it } from 'vitest';
import { type CueDraft, cueErrors, cuesOf, vttOf, vttSeconds, vttTime } from './captions';

const cue = (start: string, end: string, text: string, key = Math.random()): CueDraft => ({ key, start, end, text });

describe('captions', () => {
  it('reads the times WebVTT writes', () => {
    expect(vttSeconds('00:00:01.500')).toBe(1.5);
    expect(vttSeconds('01:02.25')).toBe(62.25);
    expect(vttSeconds('1:00:00.000')).toBe(3600);
    expect(vttSeconds('soon')).toBeNull();
    expect(vttTime(61.5)).toBe('00:01:01.500');
  });

  it('reads the server’s file into cues, with its escapes undone', () => {
    const vtt =
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nSay one thing &amp; mean it.\nTwo &lt;3\n\nNOTE a note\n\n00:00:02.000 --> 00:00:03.000 align:start\nNext\n\n';
    expect(cuesOf(vtt).map(({ start, end, text }) => ({ start, end, text }))).toEqual([
      { start: '0', end: '1.5', text: 'Say one thing & mean it.\nTwo <3' },
      { start: '2', end: '3', text: 'Next' },
    ]);
    expect(cuesOf(null)).toEqual([]);
  });

  it('writes cues back in time order, escaped, and reads them again the same', () => {
    const cues = [cue('2', '3.25', 'Then <this> & that'), cue('0', '1.5', '  First   line \n\n second ')];
    const vtt = vttOf(cues);
    expect(vtt).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nFirst line\nsecond\n\n00:00:02.000 --> 00:00:03.250\nThen &lt;this&gt; &amp; that\n\n',
    );
    expect(cuesOf(vtt).map((c) => c.text)).toEqual(['First line\nsecond', 'Then <this> & that']);
  });

  it('says what is wrong with a cue before anything is sent', () => {
    const bad = [cue('', '1', 'a', 1), cue('1', 'x', 'a', 2), cue('2', '1', 'a', 3), cue('0', '1', '  ', 4), cue('0.5', '1', 'fine', 5)];
    const errors = cueErrors(bad);
    expect([...errors.keys()]).toEqual([1, 2, 3, 4]);
    expect(errors.get(3)).toBe('It must end after it starts.');
  });
});
