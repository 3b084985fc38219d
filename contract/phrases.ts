// Finding phrases in what a teenager writes, however it is disguised: any case, accents, look-alike
// letters from other alphabets, digits for letters ("k1ll"), stretched letters ("diiie"), and words
// spaced out, run together or broken with dots ("k y s", "killyourself", "k.y.s"). A phrase matches
// whole words only: "skill yourself" is not "kill yourself", "skyscraper" is not "kys".
// Used by the server's text filter and by Mind Gym's care check on the device (contract/self-harm.ts).
// Linear in the text: each word starts at most as many tries as the longest phrase has letters.

// Cyrillic and Greek letters drawn like Latin ones (NFKD leaves them alone).
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

// Digits and signs written for letters.
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** One word of a text: as typed (lower case, no accents) and as the matcher reads it. */
export interface Token {
  /** The word as typed, lower case, accents and apostrophes gone ("5", "don't" -> "dont", "k!ll"). */
  raw: string;
  /** Plain lower-case letters, leetspeak read, no letter doubled ("K1iill" -> "kil"). */
  word: string;
  /** What stood between the word before and this one (spaces, signs, and numbers that read as no letter). */
  before: string;
  /** A sentence ends after it: a full stop, question mark, exclamation mark or semicolon followed by a space, a line break, an emoji, or the end of the text (a comma does not end it). */
  breakAfter: boolean;
}

/** A separator that ends a sentence (a full stop and the like then a space, a new line, an emoji); "k.m.s" still joins as letters. */
const SENTENCE_BREAK = /[\n\r\u2028\u2029]|\p{Extended_Pictographic}|[.;?!…][^\S\n]|[.;?!…]$/u;

/** The words of a text, each with how it was typed and whether a sentence ends after it. */
export function tokensOf(text: string): Token[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  const tokens: Token[] = [];
  // A word is a run of letters, digits and the signs that stand for letters; an apostrophe inside a
  // word disappears ("don't" -> "dont"); anything else separates words.
  let gap = '';
  let at = 0;
  for (const m of plain.matchAll(/[\p{L}\p{N}@$!']+/gu)) {
    gap += plain.slice(at, m.index);
    at = m.index + m[0].length;
    // "!" ends a sentence more often than it stands for an i: only inside a word ("sh!t") is it one.
    const noQuotes = m[0].replace(/'/g, '');
    const core = noQuotes.replace(/^!+|!+$/g, '');
    const word = [...core]
      .map((c) => LOOK_ALIKES[c] ?? LEET[c] ?? c)
      .join('')
      .replace(/[^a-z]/g, '')
      .replace(/(.)\1+/g, '$1');
    if (!word) {
      gap += m[0];
      continue;
    }
    const lead = noQuotes.length - noQuotes.replace(/^!+/, '').length;
    gap += '!'.repeat(lead);
    const previous = tokens[tokens.length - 1];
    if (previous) previous.breakAfter = SENTENCE_BREAK.test(gap);
    tokens.push({ raw: core, word, before: gap, breakAfter: true });
    gap = '!'.repeat(noQuotes.length - lead - core.length);
  }
  return tokens;
}

/** The words of a text, each in plain lower-case letters with no letter doubled ("Kiiill" -> "kil"). */
export function wordsOf(text: string): string[] {
  return tokensOf(text).map((t) => t.word);
}

/** Words run together as the matcher reads them: a letter doubled across a join counts once. */
export function lettersOf(words: readonly string[]): string {
  let letters = '';
  for (const word of words) letters += letters.endsWith(word[0]!) ? word.slice(1) : word;
  return letters;
}

/** A phrase found among words: as it was listed, its letters, and the words it spans (`end` excluded). */
export interface PhraseMatch {
  phrase: string;
  letters: string;
  start: number;
  end: number;
}

export interface PhraseMatcher {
  /** The first phrase found in the text, as it was listed; null when there is none. */
  find(text: string): string | null;
  /** The first phrase found among words (as wordsOf spells them), as it was listed; null when there is none. */
  findIn(words: readonly string[]): string | null;
  /** Every phrase found among words (as wordsOf spells them), in order of where they start, then end. */
  scan(words: readonly string[]): Generator<PhraseMatch>;
}

/** A matcher for a list of phrases (whole words, any spacing between their letters). */
export function phraseMatcher(phrases: readonly string[]): PhraseMatcher {
  // Each phrase by its letters alone: "kill yourself" -> "kilyourself".
  const byLetters = new Map<string, string>();
  for (const phrase of phrases) byLetters.set(lettersOf(wordsOf(phrase)), phrase);
  return lettersMatcher(byLetters);
}

/** One letter of the phrases' tree: the letters that may follow, and the phrase that ends here, if any. */
interface Branch {
  next: Map<string, Branch>;
  ends?: { phrase: string; letters: string };
}

/** A matcher for phrases already spelled as letters (lettersOf(wordsOf(phrase))), each with the phrase to answer. */
export function lettersMatcher(byLetters: ReadonlyMap<string, string>): PhraseMatcher {
  // The phrases' letters as a tree: a walk from a word stops at the first letter no phrase continues
  // with, so each word costs a few steps whatever the text and however many phrases there are.
  const root: Branch = { next: new Map() };
  const longest = Math.max(...[...byLetters.keys()].map((k) => k.length));
  for (const [letters, phrase] of byLetters) {
    let branch = root;
    for (const c of letters) {
      let child = branch.next.get(c);
      if (!child) branch.next.set(c, (child = { next: new Map() }));
      branch = child;
    }
    branch.ends = { phrase, letters };
  }
  function* scan(words: readonly string[]): Generator<PhraseMatch> {
    // Phrases start at a word and end at a word; in between, the words' letters run together ("k y s"
    // -> "kys"), and a letter doubled across a join counts once.
    for (let start = 0; start < words.length; start += 1) {
      let branch: Branch | undefined = root;
      let last = '';
      // A phrase spans at most as many words as it has letters ("k k k k" adds no letter after the first).
      for (let end = start; end < words.length && end - start < longest && branch; end += 1) {
        const word = words[end]!;
        for (let i = word[0] === last ? 1 : 0; i < word.length && branch; i += 1) branch = branch.next.get(word[i]!);
        if (!branch) break;
        last = word[word.length - 1] ?? last;
        if (branch.ends) yield { phrase: branch.ends.phrase, letters: branch.ends.letters, start, end: end + 1 };
      }
    }
  }
  const findIn = (words: readonly string[]) => {
    for (const match of scan(words)) return match.phrase;
    return null;
  };
  return { find: (text) => findIn(wordsOf(text)), findIn, scan };
}
