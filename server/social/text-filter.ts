// The text filter (issue 14), the same on every place where one teenager's words reach another: pep
// talks and their comments, video comments, mentor messages, usernames and display names.
// - Profanity and slurs: obscenity's English list, which sees through f*ck, fuuuck, sh1t and letters from
//   other alphabets, and passes words that merely contain a bad one (Scunthorpe, assessment).
// - Bullying and pushing someone toward self-harm ("kill yourself", "kys", "nobody would miss you"),
//   however spaced or disguised (contract/phrases.ts).
// - Contact details, in mentor messages (contract/contact-details.ts).
// - A writer speaking of hurting themselves is never refused: the answer is 'care', and the caller
//   keeps the item for its author alone and tells the moderators at once.
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
import { phraseMatcher } from '../../contract/phrases';
import { mentionsSelfHarm } from '../../contract/self-harm';
import { CONTACT_DETAILS_MESSAGE, findContactDetails } from '../../contract/contact-details';
import { HttpProblem } from '../http/problems';

const dataset = englishDataset.build();
const profanity = new RegExpMatcher({
  ...dataset,
  // Ordinary words the list would otherwise catch.
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), 'shiitake', 'cum laude'],
  ...englishRecommendedTransformers,
});

/** Words aimed at someone else: pushing them to hurt themselves, or telling them they are worthless. */
export const BULLYING_PHRASES = [
  'kill yourself',
  'kill urself',
  'kill your self',
  'kys',
  'go die',
  'go kill yourself',
  'hang yourself',
  'neck yourself',
  'end yourself',
  'unalive yourself',
  'slit your wrists',
  'drink bleach',
  'you should die',
  'you deserve to die',
  'you should not exist',
  'you shouldnt exist',
  'nobody would miss you',
  'no one would miss you',
  'nobody likes you',
  'no one likes you',
  'everyone hates you',
  'everybody hates you',
  'the world would be better without you',
  'you are worthless',
  'youre worthless',
  'ur worthless',
];
const bullying = phraseMatcher(BULLYING_PHRASES);

// Names mix letters and digits ("fa6e21", "b00b5"): read as leetspeak, one made-up name in a thousand
// looked like a swear word. In a name only letters count (look-alike letters still do).
const nameProfanity = new RegExpMatcher({
  ...dataset,
  whitelistedTerms: [...(dataset.whitelistedTerms ?? []), 'shiitake', 'cum laude'],
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(),
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({ defaultThreshold: 1, customThresholds: new Map([['b', 2], ['e', 2], ['o', 2], ['l', 2], ['s', 2], ['g', 2]]) }),
  ],
  whitelistMatcherTransformers: englishRecommendedWhitelistMatcherTransformers,
});

/** Letters spaced out one by one ("f u c k", "s.h.i.t") read as the word they spell. */
function withSpacedLettersJoined(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*]+\p{L}(?![\p{L}\p{N}])){2,}/gu, (run) => run.replace(/[\s.\-_*]+/g, ''));
}

export type TextVerdict = 'ok' | 'profanity' | 'bullying' | 'care';

/** The text with every word that holds a swear word taken out: "I want to fucking die" -> "I want to die". */
function withoutSwearing(text: string): string {
  const isLetter = (c: string | undefined) => c !== undefined && /\p{L}/u.test(c);
  let out = text;
  for (const { startIndex, endIndex } of profanity.getAllMatches(text, true).reverse()) {
    let start = startIndex;
    let end = endIndex + 1;
    while (isLetter(text[start - 1])) start -= 1;
    while (isLetter(text[end])) end += 1;
    out = `${out.slice(0, start)} ${out.slice(end)}`;
  }
  return out;
}

/** What the filter makes of a text. Care comes first: someone in pain is never refused for their words. */
export function judgeText(text: string): TextVerdict {
  if (mentionsSelfHarm(text, withoutSwearing(text))) return 'care';
  if (bullying.find(text) !== null) return 'bullying';
  if (profanity.hasMatch(text) || profanity.hasMatch(withSpacedLettersJoined(text))) return 'profanity';
  return 'ok';
}

/** The kind words of a refusal, naming the field ('your comment', 'your display name'). */
export function refusalMessage(verdict: 'profanity' | 'bullying', label: string): string {
  return verdict === 'bullying'
    ? `Your ${label} could hurt someone. Rise is for lifting each other up, so please say it another way.`
    : `Your ${label} has a word we keep off Rise. Please say it another way.`;
}

/** 400 with SPEC's safety message when the text holds a phone number, an address, a handle or a link. */
export function refuseContactDetails(text: string, field = 'text'): void {
  if (findContactDetails(text) !== null) throw new HttpProblem(400, CONTACT_DETAILS_MESSAGE, { [field]: CONTACT_DETAILS_MESSAGE });
}

/** One field of what someone wrote: its name in the body, how a message names it, and its text. */
export interface ScreenedField {
  field: string;
  /** 'pep talk', 'title', 'comment', 'message'. */
  label: string;
  text: string | null | undefined;
}

/**
 * Screens what someone writes for others to read: a 400 (nothing stored) for profanity, slurs, bullying
 * and, with `contactDetails`, phone numbers, addresses, handles and links (mentor messages); 'care'
 * when the writer speaks of hurting themselves.
 */
export function screenText(fields: readonly ScreenedField[], { contactDetails = false } = {}): 'ok' | 'care' {
  let care = false;
  for (const { field, label, text } of fields) {
    if (!text) continue;
    const verdict = judgeText(text);
    if (verdict === 'care') care = true;
    else if (verdict !== 'ok') {
      const message = refusalMessage(verdict, label);
      throw new HttpProblem(400, message, { [field]: message });
    }
    if (contactDetails) refuseContactDetails(text, field);
  }
  return care ? 'care' : 'ok';
}

export const NAME_CONTACT_MESSAGE = 'A display name cannot hold a phone number, an address, a handle or a link.';

/**
 * A username or display name others (mentors too) will see: profanity and bullying answer 400 naming
 * the field, and so do contact details in a display name.
 */
export function screenName(name: string, field: 'username' | 'displayName'): void {
  // Usernames join words with underscores: read them as spaces.
  const words = field === 'username' ? name.replace(/_/g, ' ') : name;
  const verdict = bullying.find(words) !== null ? 'bullying' : nameProfanity.hasMatch(words) ? 'profanity' : 'ok';
  if (verdict !== 'ok') {
    const message = refusalMessage(verdict, field === 'username' ? 'username' : 'display name');
    throw new HttpProblem(400, message, { [field]: message });
  }
  // A display name is what a mentor sees of a teen: no phone number, address, handle or link in it.
  if (field === 'displayName' && findContactDetails(name) !== null) throw new HttpProblem(400, NAME_CONTACT_MESSAGE, { [field]: NAME_CONTACT_MESSAGE });
}
