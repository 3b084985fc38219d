// A small learned second opinion beside the rules (issue 51): a logistic regression over what the reader
// sees (lemmas, pairs of lemmas, concept families and the pairs of them in one sentence, who a sentence is
// about, questions, negation, and each word's cluster of words alike in meaning: clusters.json), trained
// in the repository on the development corpus by scripts/train-intent.ts, which also writes its
// cross-validated figures. It only adds what the rules missed, and only above a threshold chosen so that
// everyday text and ordinary mentor replies stay published (model.json holds the weights and thresholds).
import { clusterOf } from './clusters';
import type { Concept } from './concepts';
import type { Intent } from './detect';
import type { Sentence } from './reader';
import weights from './model.json' with { type: 'json' };

export const CLASSES = ['ok', 'care', 'grooming', 'solicitation', 'bullying'] as const;
export type ModelClass = (typeof CLASSES)[number];

/** Who a sentence is about, from its first person word: the writer, the reader or someone else. */
function subjectOf(sentence: Sentence): string {
  for (const w of sentence.words) {
    if (w.concepts.has('self')) return 'self';
    if (w.concepts.has('you')) return 'you';
    if (w.concepts.has('third') || w.concepts.has('name')) return 'third';
  }
  return 'none';
}

/** The features of a text: each counted once. */
export function featuresOf(sentences: readonly Sentence[]): Set<string> {
  const out = new Set<string>();
  for (const sentence of sentences) {
    const { words } = sentence;
    const subject = subjectOf(sentence);
    let negation = -10;
    for (let i = 0; i < words.length; i += 1) {
      const w = words[i]!;
      if (w.concepts.has('negator')) negation = i;
      const negated = i - negation <= 3 && i !== negation;
      const lemma = /^\d+$/.test(w.lemma) ? '#' : w.lemma;
      out.add(`w:${lemma}`);
      if (negated) out.add(`n:${lemma}`);
      const next = words[i + 1];
      if (next) out.add(`b:${lemma} ${/^\d+$/.test(next.lemma) ? '#' : next.lemma}`);
      const cluster = clusterOf(w);
      if (cluster !== undefined) {
        out.add(`k:${cluster}`);
        out.add(`sk:${subject} ${cluster}`);
        if (sentence.question) out.add(`qk:${cluster}`);
        const after = next && clusterOf(next);
        if (after !== undefined) out.add(`kb:${cluster} ${after}`);
      }
      for (const c of w.concepts) {
        out.add(`c:${c}`);
        out.add(`s:${subject} ${c}`);
        if (sentence.question) out.add(`q:${c}`);
        if (negated) out.add(`nc:${c}`);
      }
    }
    if (sentence.question) out.add(`q:${subject}`);
    // Families that meet in one sentence ("you" and "alone", "send" and "picture"), read in any order.
    const families = [...new Set(words.flatMap((w) => [...w.concepts]))].sort();
    for (let a = 0; a < families.length; a += 1)
      for (let b = a + 1; b < families.length; b += 1) out.add(`cc:${families[a]} ${families[b]}${sentence.question ? '?' : ''}`);
  }
  return out;
}

interface ModelFile {
  classes: readonly string[];
  bias: readonly number[];
  /** The threshold each class's probability must reach (index 0, 'ok', is unused). */
  thresholds: readonly number[];
  weights: Record<string, readonly number[]>;
}

const model = weights as ModelFile;
/** The weights as a Map: looked up for every feature of every text. */
const WEIGHTS = new WeakMap<ModelFile, Map<string, readonly number[]>>();
const weightsOf = (file: ModelFile) => {
  let map = WEIGHTS.get(file);
  if (!map) WEIGHTS.set(file, (map = new Map(Object.entries(file.weights))));
  return map;
};

/** The probability of each class for a text's features. */
export function probabilities(features: ReadonlySet<string>, file: ModelFile = model): number[] {
  const scores = [...file.bias];
  const table = weightsOf(file);
  for (const f of features) {
    const w = table.get(f);
    if (w) for (let k = 0; k < scores.length; k += 1) scores[k]! += w[k]!;
  }
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** The families a text must hold a word of before the model's word on a kind counts (so "Video" is no sexual ask). */
const EVIDENCE: Record<Intent, readonly Concept[]> = {
  care: ['harm-verb', 'harm-strong', 'body', 'method', 'pill', 'take', 'bleed', 'die', 'kill', 'live', 'relapse', 'burden', 'forever'],
  grooming: [
    'alone',
    'home',
    'where',
    'location',
    'school',
    'parent',
    'check',
    'secret',
    'delete',
    'age',
    'mature',
    'gift',
    'app',
    'meet',
    'trust',
    'special',
    'relationship',
  ],
  solicitation: ['picture', 'nude', 'clothes', 'underwear', 'sexual', 'body-sexual'],
  // Not "body": "come back tomorrow" is no bullying.
  bullying: ['insult', 'hate', 'die', 'kill', 'nobody', 'friend', 'body-sexual', 'harm-verb', 'method'],
};
/** Words of the families that say too little about bullying to let the model judge: "failed to delete comment". */
const NOT_BULLYING_EVIDENCE = new Set(['delete', 'erase', 'end', 'off']);
/** Fewer words than this and the model says nothing: too little to read intent from. */
const MIN_WORDS = 4;

/**
 * A picture alone is no sexual ask ("worst video ever made", "share copies a link that opens that video"):
 * it must be asked about, or shown, sent or traded between the writer and the reader.
 */
const pictureAsked = (sentence: Sentence): boolean =>
  sentence.question ||
  sentence.words.some((w) => w.concepts.has('you')) ||
  (sentence.words.some((w) => w.concepts.has('show')) && sentence.words.some((w) => w.concepts.has('self')));

/** Whether a text holds enough words, and a word of the kind's families, for the model to judge it. */
export function modelMayJudge(kind: Intent, sentences: readonly Sentence[]): boolean {
  let words = 0;
  let evidence = false;
  for (const sentence of sentences) {
    words += sentence.words.length;
    if (!evidence)
      evidence = sentence.words.some(
        (w) =>
          !(kind === 'bullying' && NOT_BULLYING_EVIDENCE.has(w.lemma)) &&
          EVIDENCE[kind].some((c) => w.concepts.has(c) && (kind !== 'solicitation' || c !== 'picture' || pictureAsked(sentence))),
      );
  }
  return words >= MIN_WORDS && evidence;
}

/** Whether the model, where it may judge, gives a kind at least `threshold` (lower than its own: a lean). */
export function modelLeans(kind: Intent, sentences: readonly Sentence[], threshold: number, file: ModelFile = model): boolean {
  if (file.classes.length === 0 || !modelMayJudge(kind, sentences)) return false;
  return probabilities(featuresOf(sentences), file)[CLASSES.indexOf(kind)]! >= threshold;
}

/** The intents the model finds in a text read into sentences (those above their thresholds, where it may judge). */
export function modelIntents(sentences: readonly Sentence[], file: ModelFile = model): Intent[] {
  if (file.classes.length === 0) return [];
  // The model is read only for the kinds it may judge here (most everyday texts: none).
  const judged = CLASSES.slice(1).filter((kind) => modelMayJudge(kind as Intent, sentences));
  if (judged.length === 0) return [];
  const p = probabilities(featuresOf(sentences), file);
  return judged.filter((kind) => p[CLASSES.indexOf(kind)]! >= file.thresholds[CLASSES.indexOf(kind)]!) as Intent[];
}

export type { ModelFile };
