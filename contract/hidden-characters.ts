// Characters that show nothing, or turn the text around, in what a person types (issue 30): zero-width
// spaces and joiners, soft hyphens, bidi controls (a right-to-left override makes "MAET ESIR" read as
// "RISE TEAM"), the byte-order mark, invisible fillers. Nothing can hide in them: they are removed from
// every text that is stored and shown (typedText), and before the text filter reads it. What emoji are
// made of stays: a zero-width joiner between two emoji ("👩‍💻") and the tags of a subdivision flag.

/** Invisible and format characters; the joiner (U+200D) and tags are judged by where they stand. */
const HIDDEN =
  // eslint-disable-next-line no-misleading-character-class -- matching lone joiners and marks is the point
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]|\u{E0001}|[\u{E0020}-\u{E007F}]+/gu;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** An emoji, then the variation selector or skin tone that may follow it, just before an offset. */
// eslint-disable-next-line no-misleading-character-class -- a skin tone after an emoji is the point
const EMOJI_BEFORE = /\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?$/u;
const BLACK_FLAG = '\u{1F3F4}';

export function withoutHiddenCharacters(text: string, { keepEmojiJoiners = true }: { keepEmojiJoiners?: boolean } = {}): string {
  return text.replace(HIDDEN, (found, offset: number) => {
    if (!keepEmojiJoiners) return '';
    const before = text.slice(Math.max(0, offset - 3), offset);
    if (found === '\u200D')
      return EMOJI_BEFORE.test(before) && PICTOGRAPH.test(String.fromCodePoint(text.codePointAt(offset + 1) ?? 0)) ? found : '';
    // Tags spell a subdivision flag only right after the black flag (🏴 + "gbeng" + cancel).
    if (found.codePointAt(0)! >= 0xe0020) return before.endsWith(BLACK_FLAG) ? found : '';
    return '';
  });
}
