// The committed basic face is what scripts/make-font.ts makes today, and styles.css gives each of
// Nunito's two faces its own characters: the basic one the range it was cut to, the full one the rest.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASIC_RANGE, FONT_FILE, charactersOf, makeFont } from './make-font';

const css = readFileSync('web/styles.css', 'utf8');
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!).filter((face) => face.includes("font-family: 'Nunito';"));
const rangeOf = (face: string) => /unicode-range:([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';

describe('the basic face of Nunito', () => {
  it('is committed as scripts/make-font.ts makes it', async () => {
    expect(Buffer.compare(await makeFont(), readFileSync(FONT_FILE))).toBe(0);
  });

  it('is declared for its own characters, and the full face for the rest of latin only', () => {
    const basic = faces.find((face) => face.includes('nunito-basic.woff2'));
    const full = faces.find((face) => face.includes('nunito-latin-wght-normal.woff2'));
    expect(basic && rangeOf(basic)).toBe(BASIC_RANGE);
    const fullCharacters = new Set(charactersOf(rangeOf(full ?? '')));
    expect(fullCharacters.size).toBeGreaterThan(100);
    for (const character of charactersOf(BASIC_RANGE))
      expect(fullCharacters.has(character), `U+${character.codePointAt(0)!.toString(16)}`).toBe(false);
    // Alike in every other descriptor: a browser joins faces by their characters only then (with
    // different weights it chose one face and drew the other's characters in the fallback).
    const rest = (face: string) => face.replace(/src:[^;]+;|unicode-range:[^;]+;|\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
    expect(rest(basic ?? '')).toBe(rest(full ?? ''));
    // Together they cover what the one latin face did (fontsource's latin range).
    const latin = charactersOf(
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    );
    const both = new Set([...charactersOf(BASIC_RANGE), ...fullCharacters]);
    for (const character of latin) expect(both.has(character), `U+${character.codePointAt(0)!.toString(16)}`).toBe(true);
    // The full face still covers latin's letters beyond the basic ones.
    for (const character of 'ÅøÔâœ') expect(fullCharacters.has(character), character).toBe(true);
  });
});
