// The text filter (issues 14, 30 and 51), the same on every place where one person's words reach another:
// pep talks (title and words), their comments and replies, video comments, mentor messages both ways,
// board text, usernames and display names, report notes. docs/decisions/0017-text-filter.md says what
// each matcher catches; docs/decisions/0033-intent.md how the intent detectors read and how they are measured.
// Every text is read in one normal form first (normal-form.ts: nothing hidden, no marks, no look-alike
// letters), then read as language (intent/: lemmas, sentences, questions, negation, concept families, a
// learned second opinion) beside the older phrase lists, and judged in this order:
// 1. Care: a writer speaking of hurting themselves (or of a friend in danger) is never refused, whatever
//    else the text holds: the answer is 'care', and the caller keeps the item for its writer and the
//    moderators alone and puts it first in the queue.
// 2. Solicitation: asking a person for pictures, about their body or for sexual talk.
// 3. Grooming: asking whether someone is alone or watched, for secrecy, their age, school or address,
//    offering gifts, moving them to another app, setting them against their parents, meeting them. From
//    an adult (a mentor's message) both are held, not refused ('hold'): the teen does not see it, the
//    case is urgent, the thread pauses, the words are kept as evidence. From a teen's account (an adult
//    may sign up as one) both are refused.
// 4. Contact details (contract/contact-details.ts): 400 naming the field (held from an adult).
// 5. Bullying aimed at a person or someone named ("you are ugly", "everyone hates Jess", "kys"): 400.
// 6. Profanity and slurs (obscenity's English list, whole words only): 400.
// Refusals answer 400 with a kind message that names the field; nothing is stored.
import {
  RegExpMatcher,
  collapseDuplicatesTransformer,
  englishDataset,
  englishRecommendedTransformers,
  englishRecommendedWhitelistMatcherTransformers,
  resolveConfusablesTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import type { Kysely } from 'kysely';
import { RESERVED_NAME_MESSAGE } from '../../contract/auth';
import { contactDetailsMessage, findContactDetails } from '../../contract/contact-details';
import { phraseMatcher, tokensOf, wordsOf } from '../../contract/phrases';
import { findSelfHarm } from '../../contract/self-harm';
import type { DB } from '../db/schema';
import { HttpProblem } from '../http/problems';
import { intentsOf } from './intent/detect';
import { warmReader } from './intent/reader';
import { joinSpacedLetters, normalForm } from './normal-form';

const dataset = englishDataset.build();
/** Ordinary words and names that hold a word of obscenity's list. */
const ORDINARY_TERMS = ['shiitake', 'cum laude', 'pussy willow', 'moby dick', 'dick whittington', 'dick van dyke', 'philip k dick'];
const profanity = new RegExpMatcher({
  ...dataset,
  // Ordinary words the list would otherwise catch.
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...ORDINARY_TERMS],
  ...englishRecommendedTransformers,
});

/** Words aimed at someone else: pushing them to hurt themselves, or telling them they are worthless. */
export const BULLYING_PHRASES = [
  'kill yourself',
  'kill urself',
  'kill your self',
  'kill yo self',
  'kill yoself',
  'kill ya self',
  'kill yaself',
  'kill thyself',
  // Masked letters: "k*ll yourself", "k!ll urself" (a masked letter splits the word: "k ll").
  'k ll yourself',
  'k ll urself',
  'k ll yoself',
  'kys',
  'go die',
  'go kill yourself',
  'hang yourself',
  'neck yourself',
  'end yourself',
  'off yourself',
  'off urself',
  'unalive yourself',
  'unalive urself',
  'unalive your self',
  'unalive yoself',
  'go unalive',
  'rope yourself',
  'slit your wrists',
  'drink bleach',
  'jump off a bridge',
  'you should die',
  'you deserve to die',
  'you should not exist',
  'you shouldnt exist',
  'nobody would miss you',
  'no one would miss you',
  'nobody likes you',
  'no one likes you',
  'nobody wants you',
  'no one wants you',
  'everyone hates you',
  'everybody hates you',
  'the world would be better without you',
  'you are worthless',
  'youre worthless',
  'ur worthless',
];
const bullying = phraseMatcher(BULLYING_PHRASES);

/** Who "you" is in a sentence aimed at a person ("you are", "you're", "ur", "u r", "youre", "u"). */
const YOU_ARE = [['you', 'are'], ['youre'], ['your'], ['ur'], ['u', 'r'], ['u', 'are'], ['you', 'r'], ['yur'], ['ure']];
/** Words that may stand between "you are" and the insult ("you are so stupid", "ur such a loser"). */
const FILLERS = new Set([
  'so',
  'such',
  'a',
  'an',
  'really',
  'very',
  'the',
  'most',
  'just',
  'totaly',
  'literaly',
  'actualy',
  'an',
  'fuking',
  'fking',
  'too',
  'soo',
]);
/** Insults: said of a person after "you are", they are bullying. (Words as wordsOf spells them: doubled letters once.) */
const INSULTS = new Set(
  [
    'stupid',
    'ugly',
    'dumb',
    'fat',
    'loser',
    'worthless',
    'pathetic',
    'idiot',
    'useless',
    'disgusting',
    'gross',
    'freak',
    'trash',
    'garbage',
    'annoying',
    'weird',
    'retard',
    'retarded',
    'moron',
    'creep',
    'cringe',
    'nobody',
    'nothing',
    'joke',
    'waste',
    'failure',
    'hideous',
    'revolting',
    'brainles',
    'clown',
    'rat',
    'pig',
    'cow',
    'dog',
    'animal',
    'psycho',
    'mistake',
    'embarasment',
    'fatso',
    'uglier',
    'dumbest',
    'stupidest',
    'ugliest',
    'lamest',
    'lame',
    'worst',
    'dumbas',
    'braindead',
    'unlovable',
    'hopeles',
  ].map((w) => w.replace(/(.)\1+/g, '$1')),
);

/** "You are (so) stupid", "ur such a loser", "your ugly" (as written for "you're", when it ends the sentence). */
function insultsSomeone(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i += 1) {
    for (const subject of YOU_ARE) {
      if (!subject.every((w, k) => words[i + k] === w)) continue;
      let j = i + subject.length;
      while (j < words.length && FILLERS.has(words[j]!)) j += 1;
      const word = words[j];
      if (word === undefined || !INSULTS.has(word)) continue;
      // "your ugly sweater" is about a sweater: "your" counts only when the insult ends the sentence.
      if (subject[0] === 'your' && j + 1 < words.length && !['and', 'lol', 'lmao', 'af', 'too'].includes(words[j + 1]!)) continue;
      return true;
    }
  }
  return false;
}

/** Asking a person for pictures or sexual talk (refused between teens; held from an adult). */
export const SOLICITATION_PHRASES = [
  'send nudes',
  'send nude',
  'send noods',
  'send me nudes',
  'send me noods',
  'send me a nude',
  'send me your nudes',
  'send me a pic',
  'send me a pick',
  'send me a picture',
  'send me a photo',
  'send me a selfie',
  'send me pics',
  'send me pictures',
  'send me photos',
  'send me your pic',
  'send me your pics',
  'send pics',
  'send a pic of you',
  'send me a video of you',
  'show me your body',
  'show me ur body',
  'show me your boobs',
  'show me your chest',
  'show me what you look like',
  'what are you wearing',
  'what r u wearing',
  'what u wearing',
  'wat u wearing',
  'what are u wearing',
  'are you a virgin',
  'r u a virgin',
  'are u a virgin',
  'you a virgin',
  'wanna sext',
  'want to sext',
  'lets sext',
  'sext me',
  'take off your clothes',
  'take your clothes off',
  'take off your shirt',
  'take ur shirt off',
  'take your shirt off',
  'are you wearing a bra',
  'send me something sexy',
  'send something sexy',
  'talk dirty',
  'talk dirty to me',
  'do you want to have sex',
  'wanna have sex',
  'have you had sex',
  'are you hot',
  'rate my body',
  'webcam with me',
  'video call me naked',
];
const solicitation = phraseMatcher(SOLICITATION_PHRASES);

// Names mix letters and digits ("fa6e21", "b00b5"): read as leetspeak, one made-up name in a thousand
// looked like a swear word. In a name only letters count (look-alike letters still do).
const nameProfanity = new RegExpMatcher({
  ...dataset,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), ...ORDINARY_TERMS],
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(),
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({
      defaultThreshold: 1,
      customThresholds: new Map([
        ['b', 2],
        ['e', 2],
        ['o', 2],
        ['l', 2],
        ['s', 2],
        ['g', 2],
      ]),
    }),
  ],
  whitelistMatcherTransformers: englishRecommendedWhitelistMatcherTransformers,
});

export type TextVerdict = 'ok' | 'profanity' | 'bullying' | 'solicitation' | 'grooming' | 'care';
/** What a teen's text is refused for (an adult's grooming cue is held instead). */
export type Refused = Exclude<TextVerdict, 'ok' | 'care'>;

/** Endings and beginnings a swear word keeps when it is part of a longer word ("fucking", "motherfucker", "bullshit"). */
const SWEAR_SUFFIXES = new Set([
  '',
  's',
  'es',
  'ed',
  'er',
  'ers',
  'in',
  'ing',
  'ings',
  'y',
  'ty',
  'ie',
  'ies',
  'hole',
  'holes',
  'head',
  'heads',
  'face',
  'wad',
  'wit',
  'bag',
  'load',
  'tard',
  'hat',
  'ass',
  'off',
  'up',
  'head',
  'stain',
  'sucker',
  'fest',
  'ish',
  'ass',
  'word',
]);
const SWEAR_PREFIXES = new Set([
  '',
  'mother',
  'mutha',
  'motha',
  'bull',
  'dumb',
  'dip',
  'horse',
  'jack',
  'cluster',
  'god',
  'dick',
  'bat',
  'ape',
  'chicken',
  'holy',
  'clown',
  'super',
  'un',
  'mf',
  'ass',
  'fat',
  'dog',
  'cock',
  'dirt',
  'smart',
  'bad',
  'wise',
  'lame',
  'kick',
  'half',
  'pussy',
  'skank',
]);

/**
 * Whether a match of obscenity's list is a word of its own, or a swear word with an ending or a
 * beginning that swearing takes ("fucking", "motherfucker"): "rapeseed", "Dickinson", "Penistone",
 * "therapist" and "grapes" only hold one.
 */
function wholeWord(text: string, match: { startIndex: number; endIndex: number }): boolean {
  const [start, end] = wordAround(text, match);
  const prefix = text.slice(start, match.startIndex).toLowerCase();
  const suffix = text.slice(match.endIndex + 1, end).toLowerCase();
  return SWEAR_PREFIXES.has(prefix) && SWEAR_SUFFIXES.has(suffix);
}

/** Words of obscenity's list that are no swear words on Rise: "sex" is in biology, PSHE and "Sex Education". Sexual asks are the solicitation detector's. */
const NOT_SWEARING = new Set(['sex']);
/** Words that hold a swear word and are none: the spice, the bird, the accent. */
const ORDINARY_WORDS = new Set(['cumin', 'booby', 'boobies', 'cockney', 'cockle', 'cockles', 'titmouse', 'dickens']);
/** The same, with the words around them: the soup, the birds, the saying, the trap. */
const ORDINARY_AROUND = [
  /cock-a-(?:leekie|doodle)/g,
  /\btit[- ]for[- ]tat\b/g,
  /\b(?:great|blue|coal|marsh|willow|crested|long-tailed|bearded|penduline)[- ]tits?\b/g,
  /\bbooby[- ]traps?\b/g,
];
/** "Dick" as a name beside another name or an initial ("Philip K. Dick", "Dick Turpin", "Moby Dick"). */
const DICK_NAME = /(?:\b[A-Z][a-z]*\.? )Dick\b|\bDick(?: [A-Z][a-z]+)/g;
type Match = Parameters<typeof englishDataset.getPayloadWithPhraseMetadata>[0];
/** Where the whole word that holds a match starts and ends in the text: [start, end). */
function wordAround(text: string, match: { startIndex: number; endIndex: number }): [number, number] {
  const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
  let start = match.startIndex;
  let end = match.endIndex + 1;
  while (isLetter(text[start - 1])) start -= 1;
  while (isLetter(text[end])) end += 1;
  return [start, end];
}

/**
 * Whether obscenity's match in `plain` is no swear word: a word Rise allows ("sex"), an ordinary word or
 * saying that holds one, or (with the text as written) "Dick" written as a name wherever the text has it.
 */
function notSwearing(match: Match, plain: string, written?: string): boolean {
  const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
  if (NOT_SWEARING.has(word)) return true;
  const [start, end] = wordAround(plain, match);
  if (ORDINARY_WORDS.has(plain.slice(start, end).toLowerCase())) return true;
  for (const around of ORDINARY_AROUND)
    for (const m of plain.toLowerCase().matchAll(around)) if (m.index <= start && m.index + m[0].length >= end) return true;
  if (word === 'dick' && written !== undefined) {
    const all = written.match(/dick/gi)?.length ?? 0;
    return all > 0 && (written.match(DICK_NAME)?.length ?? 0) === all;
  }
  return false;
}

/** The text with every word that holds a swear word (as found by obscenity) taken out: "I want to fucking die" -> "I want to die". */
function withoutSwearing(text: string, swearing: readonly { startIndex: number; endIndex: number }[]): string {
  let out = text;
  for (const match of [...swearing].sort((a, b) => b.startIndex - a.startIndex)) {
    const [start, end] = wordAround(text, match);
    out = `${out.slice(0, start)} ${out.slice(end)}`;
  }
  return out;
}

/** Words addressed to the reader. */
const ADDRESSED = /(?<![\p{L}\p{N}'])(?:you|your|yours|yourself|you're|you've|you'll|you'd|u|ur)(?![\p{L}\p{N}'])/u;

export interface JudgeOptions {
  /** The writer is an adult (a mentor's account) writing to a teen: grooming cues are held. */
  adult?: boolean;
}

/**
 * What the filter makes of a text, contact details aside (screenText checks those). Care comes first:
 * someone in pain is never refused for their words.
 */
export function judgeText(text: string, { adult = false }: JudgeOptions = {}): TextVerdict {
  // The text is folded and split into words once; every matcher reads the same words.
  const plain = normalForm(text);
  const tokens = tokensOf(plain);
  const words = tokens.map((t) => t.word);
  // What the text does, read as language (intent/): the intents come first, the phrase lists beside them.
  const intents = intentsOf(text, plain);
  const bullies = intents.bullying !== undefined || bullying.findIn(words) !== null || insultsSomeone(words);
  const swearing = profanity
    .getAllMatches(plain, true)
    .filter((m) => wholeWord(plain, m) && !notSwearing(m, plain, text) && !writtenWithAccents(text, plain, m));
  // Care first: someone in pain is never refused. A swear word inside a disclosure ("I want to fucking
  // die") must not hide it. The phrase lists' friend in danger ("kill herself") gives way to words aimed
  // at that person ("Jess should kill herself").
  if (intents.care !== undefined) return 'care';
  // A mentor's words to the teen that name self-harm or suicide point to help ("call 988 if you feel
  // suicidal"): in an adult's message addressed to the teen, care is read by intent alone.
  const phraseCare =
    !(adult && ADDRESSED.test(plain)) &&
    (findSelfHarm(tokens) !== null || (swearing.length > 0 && findSelfHarm(withoutSwearing(plain, swearing)) !== null));
  if (phraseCare && intents.bullying === undefined) return 'care';
  // The phrase lists read an adult's words too; a teen's are read by intent alone ("send me a pic of the homework").
  // A text that might be a disclosure is never refused for what else it holds: it is held for care.
  const refusedOr = (verdict: TextVerdict): TextVerdict => (intents.maybeCare ? 'care' : verdict);
  const asks = intents.solicitation !== undefined || (adult && solicitation.findIn(words) !== null);
  if (asks) return adult ? 'grooming' : refusedOr('solicitation');
  if (intents.grooming !== undefined) return adult ? 'grooming' : refusedOr('grooming');
  if (bullies) return refusedOr('bullying');
  const joined = joinSpacedLetters(plain);
  if (
    swearing.length > 0 ||
    (joined !== plain && profanity.getAllMatches(joined, true).some((m) => wholeWord(joined, m) && !notSwearing(m, joined)))
  )
    return refusedOr('profanity');
  return 'ok';
}

/**
 * Runs every matcher once over texts that reach each of them, so that the first person to write after
 * the server starts does not pay for compiling their patterns (tens of milliseconds, once).
 */
export function warmTextFilter(): void {
  warmReader();
  for (const text of [
    'Hello there, see you at 5!',
    'I want to die',
    'my email is kai at gmail dot com',
    'text me on 555 123 4567',
    'you are stupid',
    'f u c k',
  ]) {
    for (const adult of [false, true]) {
      try {
        screenText([{ field: 'text', label: 'message', text }], { adult });
      } catch {
        // Refusals are part of the warm-up.
      }
    }
  }
  for (const name of ['Kai', 'Rise Team']) {
    try {
      screenName(name, 'displayName');
    } catch {
      // So are names refused.
    }
  }
}

/** The kind words of a refusal, naming the field ('your comment', 'your display name'). */
export function refusalMessage(verdict: Refused, label: string): string {
  if (verdict === 'grooming')
    return `For your safety, Rise keeps questions about being alone, where someone lives or goes to school, secrets, gifts and other apps off Rise. Please take it out of your ${label}.`;
  if (verdict === 'solicitation')
    return `Asking someone for pictures or sexual talk is not OK on Rise. Please take it out of your ${label}.`;
  return verdict === 'bullying'
    ? `Your ${label} could hurt someone. Rise is for lifting each other up, so please say it another way.`
    : `Your ${label} has a word we keep off Rise. Please say it another way.`;
}

/** One field of what someone wrote: its name in the body, how a message names it, and its text. */
export interface ScreenedField {
  field: string;
  /** 'pep talk', 'title', 'comment', 'message'. */
  label: string;
  text: string | null | undefined;
}

/** What a screened text may become: published, held for its writer's care, or held for the moderators (an adult's grooming cue). */
export type Screened = 'ok' | 'care' | 'hold';

/**
 * Screens what someone writes for others to read. A disclosure of self-harm anywhere in it makes it
 * 'care' and nothing else is refused (the item is kept for its writer and the moderators). From an adult
 * (`adult`: a mentor's message), a grooming cue or a contact detail makes it 'hold'. Otherwise a 400
 * (nothing stored) for contact details, asking for pictures or sexual talk, bullying and profanity.
 */
export function screenText(fields: readonly ScreenedField[], { adult = false }: JudgeOptions = {}): Screened {
  const present = fields.filter((f): f is ScreenedField & { text: string } => Boolean(f.text));
  const verdicts = present.map((f) => judgeText(f.text, { adult }));
  if (verdicts.includes('care')) return 'care';
  // From an adult, a grooming cue is held as evidence; from a teen's account (an adult may pose as one) it is refused below.
  if (adult && verdicts.includes('grooming')) return 'hold';
  for (const [i, { field, label, text }] of present.entries()) {
    if (findContactDetails(text) !== null) {
      // An adult trying to move a teen elsewhere is kept as evidence, not just refused.
      if (adult) return 'hold';
      // A teen who might be in pain is held for care, not refused ("i can't do this anymore, call me on ...").
      if (intentsOf(text).maybeCare) return 'care';
      const message = contactDetailsMessage(`your ${label}`);
      throw new HttpProblem(400, message, { [field]: message });
    }
    const verdict = verdicts[i]!;
    if (verdict !== 'ok') {
      const message = refusalMessage(verdict as Refused, label);
      throw new HttpProblem(400, message, { [field]: message });
    }
  }
  return 'ok';
}

// ---- Names

/** Words that would make a name look like Rise's own staff or its mentors, as wordsOf spells them. */
const STAFF_WORDS = new Set(
  [
    'admin',
    'administrator',
    'moderator',
    'moderators',
    'mod',
    'mods',
    'official',
    'staff',
    'support',
    'root',
    'helpdesk',
    'mentor',
    'mentors',
    'moderation',
    'moderating',
    'admins',
    'administrators',
    'safetyteam',
    'riseteam',
    'teamrise',
  ].map((w) => w.replace(/(.)\1+/g, '$1')),
);

/** The Rise team's and the catalogue mentors' names (letters only), from the database: nobody else may take them. */
export async function reservedNamesOf(db: Kysely<DB>): Promise<string[]> {
  const mentors = await db.selectFrom('mentors').select('name').execute();
  return ['rise', 'rise team', ...mentors.map((m) => m.name)];
}

/** A name's words as the matchers read them: folded, leetspeak read, doubles once ("R1se_Team" -> rise, team). */
function nameWords(name: string): string[] {
  return wordsOf(normalForm(name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')));
}

/**
 * Words a name may be made of, run together, and still pass for the team ("TheRealModerator",
 * "sysadmin", "riseteamofficial", "xX_Admin_Xx", "RiseSupport247"): a name made only of these words, with
 * at least one staff word or "rise" among them, is reserved. "Modesty", "Badminton" and "Sunrise" are not
 * made only of them.
 */
const NAME_PARTS = new Set([
  ...STAFF_WORDS,
  'rise',
  'team',
  'the',
  'real',
  'official',
  'sys',
  'desk',
  'help',
  'safety',
  'safeguarding',
  'trust',
  'and',
  'of',
  'x',
  'hq',
  'bot',
  'service',
  'services',
  'account',
  'acount',
  'care',
  'center',
  'centre',
  'oficial',
  'admins',
  'staf',
  'iam',
  'im',
  'oficer',
  'oficers',
  'system',
  'systems',
  'message',
  'mesage',
  'messages',
  'mesages',
  'notice',
  'alert',
  'alerts',
  'update',
  'updates',
  'notification',
  'notifications',
  'security',
  'verified',
  'verify',
  'bot',
  'info',
  'news',
  'announcements',
  'lead',
  'head',
  'manager',
  'my',
  'your',
  'ask',
  'just',
  'only',
]);
const RESERVED_PARTS = new Set([...STAFF_WORDS, 'rise', 'safety', 'safeguarding', 'sys', 'system', 'systems']);
// The same words with their doubled letters, for letters read without folding doubles ("S-u-p-p-o-r-t T-e-a-m").
for (const w of [
  'support',
  'staff',
  'official',
  'officer',
  'officers',
  'moderator',
  'moderators',
  'administrator',
  'administrators',
  'team',
  'sysadmin',
]) {
  NAME_PARTS.add(w);
  RESERVED_PARTS.add(w);
}

/** Whether letters split wholly into NAME_PARTS with a reserved part among them (a short walk: names are short). */
function madeOfStaffWords(letters: string): boolean {
  if (letters.length === 0 || letters.length > 40) return false;
  // reach[i]: the letters before i split wholly into parts; [reached, with a reserved part].
  const reach: [boolean, boolean][] = Array.from({ length: letters.length + 1 }, () => [false, false]);
  reach[0] = [true, false];
  for (let i = 0; i < letters.length; i += 1) {
    if (!reach[i]![0]) continue;
    for (let j = i + 1; j <= letters.length && j - i <= 14; j += 1) {
      const part = letters.slice(i, j);
      if (!NAME_PARTS.has(part)) continue;
      reach[j] = [true, reach[j]![1] || reach[i]![1] || RESERVED_PARTS.has(part)];
    }
  }
  return reach[letters.length]![0] && reach[letters.length]![1];
}

/** Letters drawn upside down ("uıɯpɐ" is "admin" turned over): each as the letter it shows. */
const UPSIDE_DOWN: Record<string, string> = {
  ɐ: 'a',
  ɔ: 'c',
  ǝ: 'e',
  ɟ: 'f',
  ƃ: 'g',
  ɥ: 'h',
  ᴉ: 'i',
  ı: 'i',
  ɾ: 'j',
  ʞ: 'k',
  ɯ: 'm',
  ɹ: 'r',
  ʇ: 't',
  ʌ: 'v',
  ʍ: 'w',
  ʎ: 'y',
  ᴚ: 'r',
  '∀': 'a',
  Ɐ: 'a',
  Ǝ: 'e',
  Ⅎ: 'f',
  '⅁': 'g',
  Ɯ: 'm',
  Ԁ: 'p',
  '⊥': 't',
  '∩': 'u',
  Λ: 'v',
  '⅄': 'y',
  Ʇ: 't',
  Ʌ: 'v',
};
/** Plain letters that are other letters turned over. */
const TURNED: Record<string, string> = { p: 'd', d: 'p', u: 'n', n: 'u', b: 'q', q: 'b', w: 'm', m: 'w' };
const UPSIDE_DOWN_LETTERS = new RegExp(`[${Object.keys(UPSIDE_DOWN).join('')}]`, 'u');
/** Letters drawn with two or three signs ("|2ise", "/\\dmin", "|\\/|od"). */
const DRAWN_LETTERS: [RegExp, string][] = [
  [/\|\\\/\|/g, 'm'],
  [/\|\\\|/g, 'n'],
  [/\/\\/g, 'a'],
  [/\\\//g, 'v'],
  [/\|2/g, 'r'],
  [/\|\)/g, 'd'],
  [/\|3/g, 'b'],
  [/\|</g, 'k'],
  [/\|-\|/g, 'h'],
  [/\|_\|/g, 'u'],
  [/\(\)/g, 'o'],
];

/** The ways a name may be read: as written, shown backwards, turned over, drawn, with its decorations off. */
function readingsOf(written: string): string[] {
  // Hooked and stroked f's that neither NFKD nor the confusables table fold ("Οƒƒicial", "Saғety"); marks
  // of trade and versions are decoration ("Rise™", "RiseBot_v2").
  const name = written
    .replace(/[ƒғꞙ]/g, 'f')
    .replace(/[™®©℠]/g, '')
    .replace(/[\s_.-]*v\d+$/i, '');
  const readings = [name];
  // A right-to-left override shows the letters backwards: judge what the eye would read too.
  if (/[\u202E\u2067\u202D\u2066\u2068]/.test(name)) readings.push([...name].reverse().join(''));
  // Upside-down letters are read turned over: mapped, then backwards (where a "p" turned over is a "d").
  if (UPSIDE_DOWN_LETTERS.test(name))
    readings.push(
      [...name]
        .map((c) => UPSIDE_DOWN[c] ?? TURNED[c] ?? c)
        .reverse()
        .join(''),
    );
  const drawn = DRAWN_LETTERS.reduce((n, [signs, letter]) => n.replace(signs, letter), name);
  if (drawn !== name) readings.push(drawn);
  // Letters spelled one by one before a name: "M.0.D Sarah" is "M0D Sarah".
  const spelled = name.replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][.\-_|/·•*]){1,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu, (run) =>
    run.replace(/[.\-_|/·•*]/g, ''),
  );
  if (spelled !== name) readings.push(spelled.replace(/0/g, 'o').replace(/1/g, 'i').replace(/3/g, 'e').replace(/4/g, 'a').toLowerCase());
  return readings;
}

/** Whether a name passes for the Rise team, a staff member or a catalogue mentor, however written. */
export function impersonates(written: string, reserved: readonly string[]): boolean {
  return readingsOf(written).some((n) => {
    const words = nameWords(n);
    if (words.some((w) => STAFF_WORDS.has(w))) return true;
    const letters = words.join('');
    // Letters spelled one by one or run together: "A.d.m.i.n", "M|o|d", "s/t/a/f/f", "sysadmin".
    const unfolded = normalForm(n)
      .replace(/[0-9@$!]/g, (c) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' })[c] ?? '')
      .replace(/[^a-z]/g, '');
    const allLetters = unfolded.replace(/(.)\1+/g, '$1');
    // A slang plural: "M0DZ", "adminz".
    if (/z$/.test(allLetters) && madeOfStaffWords(`${allLetters.slice(0, -1)}s`)) return true;
    const plainLetters = normalForm(n).replace(/[^a-z]/g, '');
    // Doubled letters read both folded ("Moderrator") and as written ("S-u-p-p-o-r-t T-e-a-m").
    if ([letters, allLetters, unfolded, plainLetters, plainLetters.replace(/(.)\1+/g, '$1')].some(madeOfStaffWords)) return true;
    return reserved.some((r) => {
      const target = nameWords(r).join('');
      // "Rise" alone, "Rise Team", "RiseTeam", "Maya Okafor", "MayaOkafor99": the whole name, or all but digits.
      return (
        letters === target ||
        allLetters === target ||
        (target.length >= 8 && (letters.includes(target) || allLetters.includes(target))) ||
        letters === `${target}team` ||
        letters === `team${target}`
      );
    });
  });
}

/** What a name may become: shown, or kept for its writer and the moderators ('care'). */
export type ScreenedName = 'ok' | 'care';

/** A name as the text filter reads it: a username's underscores and capitals ("i_want_to_die", "IWantToDie") as spaces. */
const readName = (name: string, field: 'username' | 'displayName') =>
  field === 'username' ? name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2') : name;

/** Whether a name speaks of hurting oneself (judged as any text is): such a name is kept for care, never refused. */
export function nameNeedsCare(name: string, field: 'username' | 'displayName'): boolean {
  return judgeText(readName(name, field)) === 'care';
}

/**
 * Whether a swear word the folding found in a name is a word of a language written with accents, as its
 * owner wrote it: "Nguyễn Thị Bích" is no "bich". The name must carry accents on at least two letters (one
 * accent is how "bítch" would slip past), and the word itself must be written with one.
 */
function writtenWithAccents(name: string, words: string, match: { startIndex: number; endIndex: number }): boolean {
  const accented = [...name.normalize('NFC')].filter((c) => /\p{L}/u.test(c) && c.normalize('NFD').length > 1);
  if (accented.length < 2) return false;
  const [start, end] = wordAround(words, match);
  const found = words.slice(start, end).toLowerCase();
  const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return name
    .normalize('NFC')
    .split(/[^\p{L}]+/u)
    .some((w) => fold(w) === found && w.normalize('NFD').length > w.length);
}

/**
 * A username or display name, by the same rules (issue 52). Words about hurting oneself come first and
 * are never refused: 'care' (the caller keeps the name for its writer and the moderators, and everyone
 * else sees a neutral one). Otherwise a look-alike of the Rise team, staff or a mentor answers 400 with
 * the reserved-name message; profanity and bullying answer 400 naming the field, and so do contact
 * details (a phone number's digits included), grooming cues and asking for pictures or sexual talk (an
 * adult may sign up as a teen).
 */
export function screenName(
  name: string,
  field: 'username' | 'displayName',
  reserved: readonly string[] = ['rise', 'rise team'],
): ScreenedName {
  const read = readName(name, field);
  const judged = judgeText(read);
  if (judged === 'care') return 'care';
  if (impersonates(name, reserved)) throw new HttpProblem(400, RESERVED_NAME_MESSAGE, { [field]: RESERVED_NAME_MESSAGE });
  const label = field === 'username' ? 'username' : 'display name';
  const words = normalForm(read);
  const verdict =
    bullying.find(words) !== null || insultsSomeone(wordsOf(words))
      ? 'bullying'
      : nameProfanity.getAllMatches(words).some((m) => wholeWord(words, m) && !notSwearing(m, words) && !writtenWithAccents(name, words, m))
        ? 'profanity'
        : 'ok';
  if (verdict !== 'ok') {
    const message = refusalMessage(verdict, label);
    throw new HttpProblem(400, message, { [field]: message });
  }
  // A name is what a mentor sees of a teen, and others beside what they write: no phone number, address,
  // handle or link in it. Issue 52: a username goes through the same rules as a display name (others no
  // longer see it, but it is still a name an account carries): its digits too, so "maya_07700900166" is
  // refused as "Maya 07700900166" would be. A username is read with its underscores as spaces
  // ("scunthorpe_fan" is no handle).
  const contact = field === 'displayName' ? findContactDetails(name) : findContactDetails(read);
  if (contact !== null) {
    const message = field === 'displayName' ? NAME_CONTACT_MESSAGE : contactDetailsMessage('your username');
    throw new HttpProblem(400, message, { [field]: message });
  }
  // Profanity the word lists find is read without leetspeak (above: names mix letters and digits); the text
  // filter's reading of the whole name ("ur a piece of sh!t") counts too, without digits ("Tester 455" is
  // no "ass"); the other refusals are the text filter's.
  const swears = judged === 'profanity' && judgeText(read.replace(/\d+/g, ' ')) === 'profanity';
  if (judged === 'grooming' || judged === 'solicitation' || judged === 'bullying' || swears) {
    const message = refusalMessage(judged, label);
    throw new HttpProblem(400, message, { [field]: message });
  }
  return 'ok';
}

export const NAME_CONTACT_MESSAGE = 'A display name cannot hold a phone number, an address, a handle or a link.';
