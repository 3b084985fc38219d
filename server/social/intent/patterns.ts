// A small pattern language over read words (reader.ts), so that a rule says what a sentence does in a
// line: "[harm-verb] my? [body-strong]" is a harm verb, "my" if it is there, then a wrist, thigh or forearm.
// - `[concept]` a word of that family (concepts.ts); `[concept/VERB]` of that family and that part of speech
// - `word` the word as written or its lemma, `=word` as written only; `a|b` either; `be_alive` words in a row; `#` a number, `#+` six or more; `$` among them: the end too
// - `@VERB` any word of that part of speech; `*ing` any word ending so; `x?` optional; `~N` up to N words of anything; `$` the end of the sentence; `^` its start
// Matching walks each sentence from each word with a bounded number of tries (no element repeats), so a
// rule costs at most (words x elements x the widest gap) steps.
import type { Concept } from './concepts';
import type { Sentence, Word } from './reader';

type Element =
  | { type: 'concept'; concept: Concept; pos?: string; optional: boolean }
  | {
      type: 'words';
      words: ReadonlySet<string>;
      sequences: readonly (readonly string[])[];
      /** Families among the alternatives ("[name]|she|he"). */
      concepts: readonly Concept[];
      optional: boolean;
    }
  | { type: 'pos'; pos: string; optional: boolean }
  | { type: 'suffix'; suffix: string; optional: boolean }
  | { type: 'gap'; max: number }
  | { type: 'end' }
  | { type: 'start' };

export interface Pattern {
  source: string;
  elements: Element[];
}

/** Compiles a pattern written in the language above. */
export function pattern(source: string): Pattern {
  const elements: Element[] = [];
  for (const part of source.trim().split(/\s+/)) {
    const optional = part.length > 1 && part.endsWith('?');
    const body = optional ? part.slice(0, -1) : part;
    if (body === '$') elements.push({ type: 'end' });
    else if (body === '^') elements.push({ type: 'start' });
    else if (/^~\d+$/.test(body)) elements.push({ type: 'gap', max: Number(body.slice(1)) });
    else if (body.startsWith('*') && body.length > 1) elements.push({ type: 'suffix', suffix: body.slice(1), optional });
    else if (body.startsWith('@')) elements.push({ type: 'pos', pos: body.slice(1), optional });
    else if (body.startsWith('[') && body.endsWith(']')) {
      const [concept, pos] = body.slice(1, -1).split('/');
      elements.push({ type: 'concept', concept: concept as Concept, ...(pos ? { pos } : {}), optional });
    } else {
      const alternatives = body.split('|');
      const isConcept = (a: string) => a.startsWith('[') && a.endsWith(']');
      elements.push({
        type: 'words',
        words: new Set(alternatives.filter((a) => !a.includes('_') && !isConcept(a))),
        sequences: alternatives.filter((a) => a.includes('_')).map((a) => a.split('_')),
        concepts: alternatives.filter(isConcept).map((a) => a.slice(1, -1) as Concept),
        optional,
      });
    }
  }
  return { source, elements };
}

/** Numbers written as words that mean many (for "#+": six or more). */
const MANY = new Set([
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'hundred',
  'dozen',
  'dozens',
]);

function matchesWord(element: Element, word: Word): boolean {
  if (element.type === 'pos') return word.pos === element.pos;
  if (element.type === 'suffix') return word.text.endsWith(element.suffix) && word.text.length > element.suffix.length + 2;
  if (element.type === 'concept') return word.concepts.has(element.concept) && (!element.pos || word.pos === element.pos);
  if (element.type === 'words')
    return (
      element.concepts.some((c) => word.concepts.has(c)) ||
      element.words.has(word.text) ||
      element.words.has(word.lemma) ||
      element.words.has(`=${word.text}`) ||
      (element.words.has('#') && /^\d+$/.test(word.text)) ||
      (element.words.has('#+') && /^\d+$/.test(word.text) && Number(word.text) >= 6) ||
      (element.words.has('#+') && MANY.has(word.text))
    );
  return false;
}

/** Where the elements from `e` on match from word `i`: the index after the match, or -1. */
function matchFrom(elements: readonly Element[], e: number, words: readonly Word[], i: number): number {
  if (e === elements.length) return i;
  const element = elements[e]!;
  switch (element.type) {
    case 'end':
      return i === words.length ? matchFrom(elements, e + 1, words, i) : -1;
    case 'start':
      return i === 0 ? matchFrom(elements, e + 1, words, i) : -1;
    case 'gap':
      for (let skip = 0; skip <= element.max && i + skip <= words.length; skip += 1) {
        const end = matchFrom(elements, e + 1, words, i + skip);
        if (end >= 0) return end;
      }
      return -1;
    default: {
      if (i < words.length && matchesWord(element, words[i]!)) {
        const end = matchFrom(elements, e + 1, words, i + 1);
        if (end >= 0) return end;
      }
      // Words in a row among the alternatives ("be_alive|exist").
      if (element.type === 'words')
        for (const sequence of element.sequences) {
          if (i + sequence.length > words.length) continue;
          if (!sequence.every((w, k) => words[i + k]!.text === w || words[i + k]!.lemma === w)) continue;
          const end = matchFrom(elements, e + 1, words, i + sequence.length);
          if (end >= 0) return end;
        }
      // "$" among the words: the end of the sentence will do ("forever|$").
      if (i === words.length && element.type === 'words' && element.words.has('$')) return matchFrom(elements, e + 1, words, i);
      return element.optional ? matchFrom(elements, e + 1, words, i) : -1;
    }
  }
}

/** The first place a pattern matches in a sentence: [start, end) of its words, or null. */
export function findIn(p: Pattern, sentence: Sentence): [number, number] | null {
  const { words } = sentence;
  const first = p.elements[0];
  for (let i = 0; i <= words.length; i += 1) {
    // A pattern that starts with a word or a concept can only start on such a word.
    if (
      first &&
      (first.type === 'concept' ||
        (first.type === 'words' && first.sequences.length === 0) ||
        first.type === 'pos' ||
        first.type === 'suffix') &&
      !first.optional &&
      (i === words.length || !matchesWord(first, words[i]!))
    )
      continue;
    const end = matchFrom(p.elements, 0, words, i);
    if (end >= 0) return [i, end];
  }
  return null;
}

/** Whether a negation ("not", "never", "don't") stands in the `span` words before `at`. */
export function negatedBefore(sentence: Sentence, at: number, span = 3): boolean {
  for (let i = Math.max(0, at - span); i < at; i += 1) if (sentence.words[i]!.concepts.has('negator')) return true;
  return false;
}

/**
 * The keys one of which a sentence must hold for the pattern to match anywhere in it (the words and
 * families of its first element that cannot be skipped), or null when any sentence may match. Rules are
 * indexed by these keys so that a sentence is tried only against the rules it could match.
 */
export function anchorKeys(p: Pattern): string[] | null {
  for (const element of p.elements) {
    if (element.type === 'gap' || element.type === 'start' || element.type === 'end') continue;
    if (element.type === 'pos' || element.type === 'suffix') return null;
    if (element.optional) continue;
    if (element.type === 'concept') return [`c:${element.concept}`];
    if (element.words.has('$')) continue;
    const keys = [...element.words].map((w) => (w === '#' || w === '#+' ? 'n:#' : `w:${w.replace(/^=/, '')}`));
    for (const sequence of element.sequences) keys.push(`w:${sequence[0]}`);
    for (const concept of element.concepts) keys.push(`c:${concept}`);
    return keys;
  }
  return null;
}

const KEYS = new WeakMap<Sentence, Set<string>>();

/** The keys a sentence holds: its words as written, their lemmas, their families, and 'n:#' for a number. */
export function sentenceKeys(sentence: Sentence): Set<string> {
  let keys = KEYS.get(sentence);
  if (keys) return keys;
  keys = new Set();
  for (const word of sentence.words) {
    keys.add(`w:${word.text}`);
    keys.add(`w:${word.lemma}`);
    for (const concept of word.concepts) keys.add(`c:${concept}`);
    if (/^\d+$/.test(word.text)) keys.add('n:#');
  }
  KEYS.set(sentence, keys);
  return keys;
}

/**
 * For each element that cannot be skipped, the keys one of which a sentence must hold: a rule is tried
 * on a sentence only when every such element can find a word in it.
 */
export function requiredKeys(p: Pattern): string[][] {
  const out: string[][] = [];
  for (const element of p.elements) {
    if (element.type === 'concept' && !element.optional) out.push([`c:${element.concept}`]);
    if (element.type !== 'words' || element.optional || element.words.has('$')) continue;
    const keys = [...element.words].map((w) => (w === '#' || w === '#+' ? 'n:#' : `w:${w.replace(/^=/, '')}`));
    for (const sequence of element.sequences) keys.push(`w:${sequence[0]}`);
    for (const concept of element.concepts) keys.push(`c:${concept}`);
    out.push(keys);
  }
  return out;
}
