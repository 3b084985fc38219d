import { describe, expect, it } from 'vitest';
import { phraseMatcher, wordsOf } from './phrases';

describe("phraseMatcher (a tree of the phrases' letters, walked from each word)", () => {
  const matcher = phraseMatcher(['kill yourself', 'kys', 'go die', 'send me a pic']);

  it('finds phrases whole-word, however the words are spaced, joined or disguised', () => {
    expect(matcher.find('just K Y S already')).toBe('kys');
    expect(matcher.find('k.y.s')).toBe('kys');
    expect(matcher.find('killyourself')).toBe('kill yourself');
    expect(matcher.find('k1ll   y0urs3lf')).toBe('kill yourself');
    expect(matcher.find('kiiiill yourself')).toBe('kill yourself');
    expect(matcher.find('go, die')).toBe('go die');
    expect(matcher.find('send me a pic')).toBe('send me a pic');
  });

  it('counts a letter doubled across a join once, as the phrases are spelled', () => {
    // "kill" ends with l and the phrase's letters are "kilyourself": "kil lyourself" reads the same.
    expect(matcher.find('kil lyourself')).toBe('kill yourself');
    expect(matcher.find('k k k k y s')).toBe('kys');
  });

  it('matches whole words only', () => {
    expect(matcher.find('skill yourself up')).toBeNull();
    expect(matcher.find('skyscraper')).toBeNull();
    expect(matcher.find('kysa')).toBeNull();
    expect(matcher.find('go diet')).toBeNull();
  });

  it('finds a phrase after a long run that starts like one (the walk from each word restarts)', () => {
    expect(matcher.find(`${'k '.repeat(1000)}y s`)).toBe('kys');
    expect(matcher.find(`${'kill '.repeat(500)}yourself`)).toBe('kill yourself');
    expect(matcher.find('send me a '.repeat(200))).toBeNull();
  });

  it('scans every match with the words it spans', () => {
    const words = wordsOf('kys. go die, k y s');
    expect([...matcher.scan(words)].map((m) => [m.phrase, m.start, m.end])).toEqual([
      ['kys', 0, 1],
      ['go die', 1, 3],
      ['kys', 3, 6],
    ]);
  });
});
