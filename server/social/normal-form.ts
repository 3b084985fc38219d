// One normal form before every matcher of the text filter (issue 30), so that a word cannot hide behind
// the way it is written:
// - invisible and format characters (zero-width spaces and joiners, soft hyphens, bidi controls, the
//   byte-order mark, tag characters) go, and so do combining marks ("k̷i̷l̷l̷");
// - compatibility forms fold (full-width "ｆｕｃｋ", math letters "𝗄𝗂𝗅𝗅", circled letters);
// - look-alike letters of other scripts become the Latin letter they copy (Cyrillic "о" in "Mоderator"),
//   from Unicode's own confusables table (the `unhomoglyph` package, UTS #39), applied to non-ASCII
//   characters only, so that ASCII is read as typed;
// - letter forms that table and NFKD both leave alone become plain letters too (contract/letter-forms.ts):
//   small capitals ("ʀɪsᴇ", "ɪɢ"), barred letters ("ø", "ł"), squared and circled capitals ("🅸🅶"),
//   regional-indicator letters ("🇮 🇬");
// - and the text is lower case.
// Separators between single letters ("k.i.l.l", "f/u/c/k", "k|y|s") are joined by the matchers that read
// words (contract/phrases.ts; `joinSpacedLetters` below for obscenity); leetspeak is read by both.
// `withoutHiddenCharacters` is also what every stored text goes through (contract/common.ts typedText).
import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { withoutHiddenCharacters } from '../../contract/hidden-characters';
import { letterLike } from '../../contract/letter-forms';

export { withoutHiddenCharacters };

/** Non-ASCII characters and what they are drawn like (only letters and digits, as lower case ASCII). */
const LOOK_ALIKE = new Map<string, string>();
for (const [from, to] of Object.entries(confusables as Record<string, string>)) {
  if ([...from].length !== 1 || from.charCodeAt(0) < 0x80) continue;
  const plain = to.toLowerCase();
  // Only look-alikes of letters and digits: punctuation look-alikes stay what they are.
  if (/^[a-z0-9]+$/.test(plain)) LOOK_ALIKE.set(from, plain);
}

/** Every combining mark (after NFKD, accents and the strike-through marks of "z̶a̶l̶g̶o̶" text). */
const MARKS = /\p{M}/gu;

/** The text as the matchers read it: nothing hidden, no marks, no compatibility forms, no look-alikes, lower case. */
export function normalForm(text: string): string {
  let out = '';
  for (const c of withoutHiddenCharacters(text, { keepEmojiJoiners: false }).normalize('NFKD').replace(MARKS, '')) {
    out += c.charCodeAt(0) < 0x80 ? c : (LOOK_ALIKE.get(c) ?? letterLike(c.toLowerCase()) ?? c);
  }
  return out.toLowerCase();
}

/** Single letters split by spaces, dots, dashes, underscores, stars, slashes, commas, plus signs or pipes, joined: "f u c k", "s.h.i.t", "k|y|s". */
export function joinSpacedLetters(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*/,+|\\]+\p{L}(?![\p{L}\p{N}])){2,}/gu, (run) =>
    run.replace(/[\s.\-_*/,+|\\]+/g, ''),
  );
}
