// Reads a text as language for the intent detectors (issue 51): the same normal form as every matcher
// (normal-form.ts), then teen spelling read as words ("u" is "you", "wanna" is "want to", "n00dz" is
// "noodz", "sooo" is "so"), then wink-nlp (its English model ships inside its npm package) splits
// sentences and gives each word its lemma ("scratched" is "scratch", "pills" is "pill", "mum" is "mom"),
// and its part of speech (negation is read by the rules, a few words back: patterns.ts). The detectors then
// ask what the words do, by concept (concepts.ts), not which phrase they spell.
// Costs about a millisecond over 2,000 characters; the model loads once (about 150 ms) when the server
// warms its filter.
import winkNLP, { type ItemSentence } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { normalForm } from '../normal-form';
import { isCommonWord } from './clusters';
import { type Concept, conceptsOf, wordsOf } from './concepts';

const nlp = winkNLP(model, ['sbd', 'pos']);
const its = nlp.its;

/** One word as the detectors read it. */
export interface Word {
  /** Lower case, as spelled after teen spelling was read ("you", "want", "pills"). */
  text: string;
  /** The dictionary form ("pill", "scratch", "be"). */
  lemma: string;
  /** Universal part of speech (PRON, VERB, NOUN, PROPN, ...). */
  pos: string;
  /** The concept families the word belongs to. */
  concepts: ReadonlySet<Concept>;
}

/** One sentence: its words, and whether it asks something (a question mark, or a question's opening words). */
export interface Sentence {
  words: Word[];
  question: boolean;
}

/** Teen spelling, read as the words it stands for ("u" -> "you"). Whole words only. */
const SPELLING: Record<string, string> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  yoo: 'you',
  r: 'are',
  ur: 'your',
  urs: 'yours',
  yr: 'your',
  ure: "you're",
  youre: "you're",
  urself: 'yourself',
  urslf: 'yourself',
  yourslef: 'yourself',
  yoself: 'yourself',
  yaself: 'yourself',
  urselves: 'yourselves',
  im: 'i am',
  "i'm": 'i am',
  ima: 'i am going to',
  imma: 'i am going to',
  ive: 'i have',
  "i've": 'i have',
  "i'd": 'i would',
  "i'll": 'i will',
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  havent: "haven't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  wanna: 'want to',
  wana: 'want to',
  wnna: 'want to',
  wanted2: 'wanted to',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  lemme: 'let me',
  gimme: 'give me',
  pls: 'please',
  plz: 'please',
  plox: 'please',
  ppl: 'people',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmro: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  '2day': 'today',
  '2nite': 'tonight',
  tonite: 'tonight',
  wat: 'what',
  wot: 'what',
  wut: 'what',
  wht: 'what',
  wen: 'when',
  wer: 'where',
  wher: 'where',
  whr: 'where',
  hw: 'how',
  ne1: 'anyone',
  any1: 'anyone',
  sum1: 'someone',
  some1: 'someone',
  every1: 'everyone',
  evry1: 'everyone',
  no1: 'no one',
  noone: 'no one',
  nobdy: 'nobody',
  h8: 'hate',
  m8: 'mate',
  l8r: 'later',
  gr8: 'great',
  b4: 'before',
  '4ever': 'forever',
  snd: 'send',
  sho: 'show',
  wearin: 'wearing',
  sum: 'some',
  nudz: 'nudes',
  nuds: 'nudes',
  nudez: 'nudes',
  kys: 'kill yourself',
  killmyself: 'kill myself',
  killyourself: 'kill yourself',
  killurself: 'kill yourself',
  unalivemyself: 'unalive myself',
  wnt: 'want',
  wnat: 'want',
  whant: 'want',
  wan: 'want',
  "od'd": 'overdosed',
  odd: 'odd',
  oded: 'overdosed',
  addy: 'address',
  skool: 'school',
  smth: 'something',
  sth: 'something',
  ths: 'this',
  dis: 'this',
  da: 'the',
  wru: 'where are you',
  wya: 'where are you at',
  hmu: 'hit me up',
  '4ur': 'for your',
  thx: 'thanks',
  pic: 'picture',
  pics: 'pictures',
  pix: 'pictures',
  pik: 'picture',
  piks: 'pictures',
  picz: 'pictures',
  vid: 'video',
  vids: 'videos',
  bday: 'birthday',
  yrs: 'years',
  mam: 'mum',
  mommy: 'mom',
  mummy: 'mum',
  ma: 'mum',
  ok: 'okay',
  msg: 'message',
  msgs: 'messages',
  txt: 'text',
  txts: 'texts',
  // Words with their vowels dropped or misspelled in chat ("hurtin myslf agen", "cant do lyf anymor").
  myslf: 'myself',
  meself: 'myself',
  agen: 'again',
  agn: 'again',
  evr: 'ever',
  evry: 'every',
  lyf: 'life',
  anymor: 'anymore',
  anymre: 'anymore',
  exsist: 'exist',
  exsisting: 'existing',
  ded: 'dead',
  wna: 'wanna',
  tnite: 'tonight',
  nite: 'night',
  thru: 'through',
  abt: 'about',
  hv: 'have',
  cnt: "can't",
  wud: 'would',
  shud: 'should',
  dnt: "don't",
  rly: 'really',
  srsly: 'seriously',
  idw: "i don't want",
  idwt: "i don't want to",
  sleev: 'sleeve',
  slf: 'self',
};

// Digits and signs written for letters, inside a word that also has letters ("n00dz", "k1ll", "h0me").
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '¥': 'y',
  '€': 'e',
  '£': 'l',
};
/** A number with a unit or an ending ("14yo", "2nd", "3pm", "5km", "10x"): not leetspeak. */
const NUMBER_WITH_UNIT = /^\d+(?:st|nd|rd|th|yo|y|yr|yrs|am|pm|k|km|m|mi|kg|lb|lbs|s|x|h|hr|hrs|min|mins|cm|mm|ft|p|gb|mb)?$/;

const SPELLED = new Map<string, string>();

/** One word as typed, read as teen spelling ("u" -> "you", "n00dz" -> "noodz", "sooo" -> "so"); remembered. */
function spelled(word: string): string {
  let out = SPELLED.get(word);
  if (out === undefined) {
    out = spelledOnce(word);
    if (SPELLED.size < 50_000) SPELLED.set(word, out);
  }
  return out;
}

function spelledOnce(word: string): string {
  let w = word;
  if (/[a-z]/.test(w) && /[0-9@$!¥€£]/.test(w) && !NUMBER_WITH_UNIT.test(w) && !(w in SPELLING)) {
    const asI = w.replace(/[0-9@$!¥€£]/g, (c) => LEET[c] ?? c);
    // "1" is an i or an l: "k1ll" is kill, "ug1y" is ugly. Take the reading the concept families know.
    const asL = w.replace(/1/g, 'l').replace(/[0-9@$!¥€£]/g, (c) => LEET[c] ?? c);
    w = asI !== asL && conceptsOf(asL, asL).size > 0 && conceptsOf(asI, asI).size === 0 ? asL : asI;
  }
  // Three or more of one letter read as one ("sooo", "diiie", "pleeease").
  w = w.replace(/([a-z])\1{2,}/g, '$1');
  const apart = runTogether(w);
  if (apart) return apart;
  if (w === 'sh' && word !== 'sh') return 'shh';
  const known = SPELLING[w];
  if (known !== undefined) return known;
  // A dropped "g" ("endin", "thinkin", "hurtin"): the word with it, where only that is a common word.
  if (/^[a-z]{3,}in$/.test(w) && !isCommonWord(w) && isCommonWord(`${w}g`)) return `${w}g`;
  return w;
}

/** Emoji that stand for words in what teens write about harm ("🔪 again tonight", "feeling very 🪢"). */
const EMOJI_WORDS: Record<string, string> = {
  '🔪': 'knife',
  '🗡': 'knife',
  '🪒': 'razor',
  '🪢': 'rope',
  '🪦': 'grave',
  '💊': 'pill',
  '🩸': 'blood',
  '💀': 'skull',
  '☠': 'skull',
  '⚰': 'coffin',
  '🔫': 'gun',
  '🌉': 'bridge',
  '🚆': 'train',
  '🚂': 'train',
  '🍆': 'eggplant',
  '🍑': 'peach',
  '🍒': 'cherries',
  '🔞': 'nsfw',
  '😈': 'devil',
  '😏': 'smirk',
  '🥵': 'hot',
  '🤤': 'drool',
  '👅': 'tongue',
  '💦': 'splash',
  '🌶': 'spicy',
  '📸': 'pic',
  '📷': 'pic',
  '👙': 'bikini',
  '🩲': 'underwear',
  '🩱': 'swimsuit',
  '🛁': 'bath',
  '🚿': 'shower',
};
const EMOJI = new RegExp(`[${Object.keys(EMOJI_WORDS).join('')}]`, 'gu');

/** Short words spelled out letter by letter that mean harm ("d i e", "k y s"). */
const JOINED = new Set(['die', 'kys', 'kms', 'ctb', 'cut', 'sh']);

/** Letters written one by one, joined: "k.m.s", "s-h", "k y s", "f u c k" (but not "u r a", which are words). */
function joinLetters(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])\p{L}(?:[.\-_*/|\\]+\p{L}(?![\p{L}\p{N}]))+/gu, (run) => run.replace(/[.\-_*/|\\]+/g, ''))
    .replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}(?![\p{L}\p{N}])){2,}/gu, (run) => {
      const letters = run.replace(/ /g, '');
      const words = [...letters].filter((c) => 'urianybcx'.includes(c)).length;
      return letters in SPELLING || JOINED.has(letters) || (letters.length >= 4 && words * 2 < letters.length) ? letters : run;
    });
}

/** Words a run-together word may be made of ("sendnudes", "addmeonsnap", "kysemma", "sexyteen14"). */
const PARTS = new Set([
  ...['nude', 'sexual', 'body-sexual', 'insult', 'picture', 'app', 'reflexive-you', 'reflexive-self', 'die'].flatMap((c) =>
    wordsOf(c as Concept),
  ),
  ...[
    'send',
    'add',
    'dm',
    'me',
    'my',
    'on',
    'pls',
    'plz',
    'you',
    'ur',
    'for',
    'teen',
    'teens',
    'boi',
    'boy',
    'girl',
    'girls',
    'daddy',
    'pedo',
  ],
  ...['bear', 'hot', 'sexy', 'horny', 'kys', 'kms', 'go', 'kill', 'rape', 'want', 'wanna', 'trade', 'show', 'see', 'your', 'yours'],
]);
/** A first word that says enough for a name after it: "kysemma" is "kys" + emma. */
const LEADS = new Set(['kys', 'kms', 'kill', 'killyourself', 'rape', 'sendnudes', 'nudes']);

/** A word of six letters or more that the families and the dictionary do not know, read as the words run together in it, or null. */
function runTogether(word: string): string | null {
  const letters = /^([a-z]+)(\d*)$/.exec(word);
  if (!letters || letters[1]!.length < 6 || conceptsOf(word, word).size > 0 || word in SPELLING || isCommonWord(letters[1]!)) return null;
  const text = letters[1]!;
  // best[i]: the parts that spell text[0, i) wholly, or undefined.
  const best: (string[] | undefined)[] = [[]];
  for (let i = 0; i < text.length; i += 1) {
    if (!best[i]) continue;
    for (let j = i + 2; j <= Math.min(text.length, i + 12); j += 1) {
      const part = text.slice(i, j);
      if (PARTS.has(part) && (!best[j] || best[j]!.length > best[i]!.length + 1)) best[j] = [...best[i]!, part];
    }
  }
  let parts = best[text.length];
  if (!parts) {
    // A warning word then a name: "kysemma".
    for (const lead of LEADS) if (text.startsWith(lead) && text.length - lead.length >= 3) parts = [lead, text.slice(lead.length)];
  }
  if (!parts || parts.length < 2) return null;
  return [...parts.map((p) => SPELLING[p] ?? p), ...(letters[2] ? [letters[2]] : [])].join(' ');
}

/** A word with a letter masked ("sl*t", "k*ll", "n*des"): the vowel that makes a word the families know, or the word as it is. */
function unmasked(word: string): string {
  const candidates = [...'aeiou'].map((vowel) => word.replace(/[*#]/g, vowel));
  // A masked letter hides a word one would not write out: an insult or a sexual word before any other.
  const masked = ['insult', 'nude', 'sexual', 'body-sexual', 'kill'] as const;
  return (
    masked.map((m) => candidates.find((c) => conceptsOf(c, c).has(m))).find((c) => c !== undefined) ??
    candidates.find((c) => conceptsOf(c, c).size > 0 || c in SPELLING) ??
    word
  );
}

/** The text as wink-nlp should read it: the normal form, letters spaced out joined, teen spelling read. */
export function plainWords(text: string, normal: string = normalForm(text)): string {
  // Names keep their capital, so that the model knows "Jess" for a person.
  const capitalised = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu)) capitalised.add(m[0].toLowerCase());
  // "s/h", "s.h", "s-h", "sh'd", "s/h-y": self-harm among those who do it (before letters spelled out are joined).
  const sh = normal
    .replace(/[’‘`´]/g, "'")
    .replace(/(?<![\p{L}\p{N}])s\s?[./\\-]\s?h(?:'d|'ed|ed|-?y|-?ing|'ing)?(?![\p{L}\p{N}']|[./\\-]\p{L})/gu, 'sh')
    .replace(/(?<![\p{L}\p{N}])sh(?:'d|'ed|-y|'ing)(?![\p{L}\p{N}'])/gu, 'sh');
  const read = joinLetters(sh.replace(EMOJI, (e) => ` ${EMOJI_WORDS[e]} `))
    .replace(/(?<!\p{L})\p{L}+(?:[*#]\p{L}+)+/gu, unmasked)
    .replace(/[\p{L}\p{N}@$!¥€£']+/gu, (w) => {
      // "!" ends a sentence more often than it stands for an i: only inside a word ("sh!t") is it one.
      const core = w.replace(/^[!']+|[!']+$/g, '');
      if (core === '') return w;
      const lead = w.slice(0, w.indexOf(core));
      const tail = w.slice(w.indexOf(core) + core.length);
      const word = spelled(core);
      return lead + (capitalised.has(word) && word !== 'i' ? word[0]!.toUpperCase() + word.slice(1) : word) + tail;
    });
  // Contractions split before wink-nlp reads them: its tokenizer learns a word like "mum's" once it has
  // seen it, and would then read the next text differently ("mum's" whole instead of "mum" + "'s").
  return (
    read
      .replace(/(?<![\p{L}])(can|won|shan)'t(?![\p{L}])/gu, (_, w: string) => `${{ can: 'can', won: 'will', shan: 'shall' }[w]} not`)
      .replace(/(\p{L})n't(?![\p{L}])/gu, '$1 not')
      .replace(/(\p{L})'(s|re|ve|ll|d|m)(?![\p{L}])/gu, "$1 '$2")
      // wink-nlp's link pattern is slow on one long run without spaces ("https://a" again and again: 175 ms at
      // 2,000 characters); no word the rules read is that long, so such runs are read in pieces.
      .replace(/\S{40,}/g, (run) => run.match(/.{1,20}/gu)!.join(' '))
  );
}

const NAMED: ReadonlySet<Concept> = new Set(['name']);

/** Words that open a question without a question mark ("r u home alone", "where do u live"). */
const QUESTION_OPENERS = new Set([
  'are',
  'is',
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'have',
  'has',
  'where',
  'what',
  'which',
  'when',
  'who',
  'how',
  'whats',
  "what's",
  'wanna',
  'want',
  'got',
  'ever',
  'any',
  'anyone',
]);

/** The sentences of a text, read (`normal`: its normal form, when the caller has it already; the text is expected in the length the surfaces allow: a few thousand characters at most). */
export function read(text: string, normal?: string): Sentence[] {
  const doc = nlp.readDoc(plainWords(text, normal));
  const sentences: Sentence[] = [];
  doc.sentences().each((s: ItemSentence) => {
    const tokens = s.tokens();
    const values = tokens.out(its.value) as string[];
    const lemmas = tokens.out(its.lemma as Parameters<typeof tokens.out>[0]) as string[];
    const pos = tokens.out(its.pos) as string[];
    const words: Word[] = [];
    let question = false;
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i]!.toLowerCase();
      if (value === '?') question = true;
      if (pos[i] === 'PUNCT' || pos[i] === 'SYM' || pos[i] === 'SPACE') continue;
      // "'s" after a person is "is" ("she's", "Sarah's a ..."); after a thing it is whose.
      const lemma = value === "'s" && (pos[i - 1] === 'PRON' || pos[i - 1] === 'PROPN') ? 'be' : (lemmas[i] ?? value).toLowerCase();
      const concepts = conceptsOf(value, lemma);
      // A name: capitalised as written and a proper noun to the model, with no family of its own. At the
      // start of a sentence a capital says less: "Siblings", "Funerals" and "Phishing" are no names there.
      const name =
        pos[i] === 'PROPN' &&
        values[i] !== value &&
        concepts.size === 0 &&
        (words.length > 0 || !/(?:[bcdfgklmnprtvwy]s|ing)$/.test(value));
      words.push({ text: value, lemma, pos: pos[i] ?? 'X', concepts: name ? NAMED : concepts });
    }
    if (words.length === 0) return;
    if (!question && QUESTION_OPENERS.has(words[0]!.text)) question = true;
    sentences.push({ words, question });
  });
  return sentences;
}

/** Loads the model and compiles what the first reading would (once, when the server starts). */
export function warmReader(): void {
  read('Are you home alone? I scratched my wrists. Send me a pic.');
}
