// Letters drawn in ways that neither Unicode compatibility folding (NFKD) nor the confusables table turn
// back into plain Latin letters, used to write words a filter would otherwise read ("ɪɢ", "ꜱɴᴀᴘ", "🅸🅶",
// "🇮 🇬", "ʀɪsᴇ ᴛᴇᴀᴍ", "høme"): small capitals, letters with a stroke or bar, squared and circled
// capitals, regional-indicator letters. Read by the text filter's normal form (server/social/normal-form.ts)
// and by contract/contact-details.ts. One lookup per character: linear.

/** Small capitals (IPA and phonetic extensions, Latin Extended-D): ᴀ ʙ ᴄ ᴅ ᴇ ꜰ ɢ ʜ ɪ ᴊ ᴋ ʟ ᴍ ɴ ᴏ ᴘ ꞯ ʀ ꜱ ᴛ ᴜ ᴠ ᴡ ʏ ᴢ. */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  ᴁ: 'ae',
  ᴔ: 'oe',
  ɶ: 'oe',
};

/** Letters with a stroke, bar or hook that NFKD keeps whole, and other everyday Latin letter forms. */
const OTHER_LETTERS: Record<string, string> = {
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ŧ: 't',
  ƀ: 'b',
  ɨ: 'i',
  ʉ: 'u',
  ɇ: 'e',
  ȼ: 'c',
  ɍ: 'r',
  ɏ: 'y',
  ƶ: 'z',
  ǥ: 'g',
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ʋ: 'u',
  ɛ: 'e',
  ɔ: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ſ: 's',
  // Letters with a hook or a tail: "ʂnap", "ɗiscord".
  ɓ: 'b',
  ƈ: 'c',
  ɗ: 'd',
  ɖ: 'd',
  ɠ: 'g',
  ɦ: 'h',
  ƙ: 'k',
  ɭ: 'l',
  ɱ: 'm',
  ɲ: 'n',
  ɳ: 'n',
  ƥ: 'p',
  ʠ: 'q',
  ɽ: 'r',
  ʂ: 's',
  ƭ: 't',
  ʈ: 't',
  ⱱ: 'v',
  ⱳ: 'w',
  ƴ: 'y',
  ʐ: 'z',
  ȥ: 'z',
};

/** Squared (🄰, U+1F130), negative circled (🅐, U+1F150) and negative squared (🅰, U+1F170) capitals, and regional indicators (🇦, U+1F1E6). */
const LETTER_BLOCKS: [number, number][] = [
  [0x1f130, 26],
  [0x1f150, 26],
  [0x1f170, 26],
  [0x1f1e6, 26],
];

const FOLD = new Map<string, string>([...Object.entries(SMALL_CAPITALS), ...Object.entries(OTHER_LETTERS)]);
for (const [first, count] of LETTER_BLOCKS) {
  for (let i = 0; i < count; i += 1) FOLD.set(String.fromCodePoint(first + i), String.fromCharCode(0x61 + i));
}

const LETTER_LIKE = new RegExp(`[${[...FOLD.keys()].join('')}]`, 'gu');

/** The character as a plain lower-case Latin letter (or two), or undefined when it is not one of these forms. */
export function letterLike(c: string): string | undefined {
  return FOLD.get(c);
}

/**
 * Small capitals, barred letters, squared and circled capitals and regional indicators as plain lower-case
 * letters. Upper-case forms of the barred letters are expected to be lower-cased first.
 */
export function foldLetterLike(text: string): string {
  return text.replace(LETTER_LIKE, (c) => FOLD.get(c)!);
}
