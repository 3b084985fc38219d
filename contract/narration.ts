// Mind Gym's narration (issue 55, item 5): the words Rise has a recording of, in the sample clips' voice
// (scripts/make-narration.ts writes public/assets/narration/<key>.m4a and narration.json). A key is the
// text's FNV-1a hash, so the app finds a recording from the words alone, with no table to keep in step.
import recorded from './narration.json' with { type: 'json' };

/** FNV-1a (32 bits) of the text with its spaces tidied, as eight hex digits. */
export function narrationKey(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text.trim().replace(/\s+/g, ' ')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const RECORDED = new Set<string>(recorded);

/** Where the recording of these words is, or null when Rise has none (a teen's own affirmation). */
export function narrationUrl(text: string): string | null {
  const key = narrationKey(text);
  return RECORDED.has(key) ? `/assets/narration/${key}.m4a` : null;
}
