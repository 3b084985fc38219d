// Finding phrases in what a teenager writes, however it is disguised: any case, accents, look-alike
// letters from other alphabets, digits for letters ("k1ll"), stretched letters ("diiie"), and words
// spaced out, run together or broken with dots ("k y s", "killyourself", "k.y.s"). A phrase matches
// whole words only: "skill yourself" is not "kill yourself", "skyscraper" is not "kys".
// Used by the server's text filter and by Mind Gym's care check on the device (contract/self-harm.ts).

// Cyrillic and Greek letters drawn like Latin ones (NFKD leaves them alone).
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', з: '3', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ү: 'y',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};

// Digits and signs written for letters.
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** The words of a text, each in plain lower-case letters with no letter doubled ("Kiiill" -> "kil"). */
export function wordsOf(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  const words: string[] = [];
  // A word is a run of letters, digits and the signs that stand for letters; an apostrophe inside a
  // word disappears ("don't" -> "dont"); anything else separates words.
  for (const raw of plain.split(/[^\p{L}\p{N}@$!']+/u)) {
    // "!" ends a sentence more often than it stands for an i: only inside a word ("sh!t") is it one.
    const word = [...raw.replace(/'/g, '').replace(/^!+|!+$/g, '')]
      .map((c) => LOOK_ALIKES[c] ?? LEET[c] ?? c)
      .join('')
      .replace(/[^a-z]/g, '')
      .replace(/(.)\1+/g, '$1');
    if (word) words.push(word);
  }
  return words;
}

/** Words run together as the matcher reads them: a letter doubled across a join counts once. */
function joined(words: readonly string[]): string {
  let letters = '';
  for (const word of words) letters += letters.endsWith(word[0]!) ? word.slice(1) : word;
  return letters;
}

export interface PhraseMatcher {
  /** The first phrase found in the text, as it was listed; null when there is none. */
  find(text: string): string | null;
}

/** A matcher for a list of phrases (whole words, any spacing between their letters). */
export function phraseMatcher(phrases: readonly string[]): PhraseMatcher {
  // Each phrase by its letters alone: "kill yourself" -> "kilyourself".
  const byLetters = new Map<string, string>();
  for (const phrase of phrases) byLetters.set(joined(wordsOf(phrase)), phrase);
  const longest = Math.max(...[...byLetters.keys()].map((k) => k.length));
  return {
    find(text) {
      const words = wordsOf(text);
      // Phrases start at a word and end at a word; in between, the words' letters run together.
      for (let start = 0; start < words.length; start += 1) {
        // Words that were spaced out letter by letter meet again: "k y s" -> "kys". A phrase spans at
        // most as many words as it has letters.
        let letters = '';
        for (let end = start; end < words.length && end - start < longest; end += 1) {
          letters = joined([letters, words[end]!].filter(Boolean));
          if (letters.length > longest) break;
          const found = byLetters.get(letters);
          if (found !== undefined) return found;
        }
      }
      return null;
    },
  };
}
