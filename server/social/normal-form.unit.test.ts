import { describe, expect, it } from 'vitest';
import { joinSpacedLetters, normalForm } from './normal-form';

describe('the normal form', () => {
  it.each([
    ['ʀɪsᴇ ᴛᴇᴀᴍ', 'rise team'],
    ['ɪɢ', 'ig'],
    ['ɪɴꜱᴛᴀɢʀᴀᴍ', 'instagram'],
    ['ᴋɪʟʟ', 'kill'],
    ['🅸🅶', 'ig'],
    ['🄸🄶', 'ig'],
    ['🅘🅖', 'ig'],
    ['🇮 🇬', 'i g'],
    ['ʂnap', 'snap'],
    ['høme', 'home'],
    ['Łøser', 'loser'],
    ['ｆｕｌｌ ｗｉｄｔｈ', 'full width'],
    ['𝗆𝖺𝗍𝗁', 'math'],
    ['Mоderator', 'moderator'],
    ['k̷i̷l̷l̷', 'kill'],
    ['R\u200Bise', 'rise'],
  ])('reads %s as %s', (text, plain) => {
    expect(normalForm(text)).toBe(plain);
  });

  it('keeps ASCII and emoji as typed', () => {
    expect(normalForm('Hello, World! 👋 5:30')).toBe('hello, world! 👋 5:30');
  });

  it('joins single letters spaced out', () => {
    expect(joinSpacedLetters('k.i.l.l')).toBe('kill');
    expect(joinSpacedLetters('a b c d')).toBe('abcd');
  });

  it('reads a 2,000-character text of letter forms in linear time', () => {
    const text = 'ʀɪsᴇ🅸🅶ø '.repeat(250);
    normalForm(text);
    const start = performance.now();
    normalForm(text);
    expect(performance.now() - start).toBeLessThan(25);
  });
});
