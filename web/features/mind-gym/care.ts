// When to offer help (issue 10 → Care): when 3 of the last 5 moods are down or sad, or when words
// about self-harm appear in a note or a journal entry. It runs on this device only: nothing about it
// is sent or shared, and it never blocks anything.
import type { Mood } from '../../../contract/mind-gym-rules';

const LOW: ReadonlySet<Mood> = new Set<Mood>(['down', 'sad']);

/** The latest moods, newest first: true when at least 3 of the last 5 are down or sad. */
export function lowMoodStreak(latestFirst: readonly Mood[]): boolean {
  return latestFirst.slice(0, 5).filter((m) => LOW.has(m)).length >= 3;
}

// Phrases that suggest thoughts of self-harm or suicide. Deliberately broad: offering a help line by
// mistake costs a dismiss; missing one costs more. Matched on whole words, ignoring case and accents.
const PHRASES = [
  'kill myself',
  'killing myself',
  'end my life',
  'ending my life',
  'take my own life',
  'want to die',
  'wanna die',
  'wish i was dead',
  'wish i were dead',
  'better off dead',
  'better off without me',
  'no reason to live',
  'nothing to live for',
  'suicide',
  'suicidal',
  'self harm',
  'self-harm',
  'selfharm',
  'hurt myself',
  'hurting myself',
  'cut myself',
  'cutting myself',
  'harm myself',
  'harming myself',
  "don't want to be here anymore",
  'dont want to be here anymore',
  "don't want to live",
  'dont want to live',
  'kms',
];

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERN = new RegExp(`(^|[^a-z])(${PHRASES.map((p) => escape(p).replace(/ /g, '\\s*')).join('|')})($|[^a-z])`);

/** Whether any of the texts speaks of self-harm. */
export function mentionsSelfHarm(...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((t) => typeof t === 'string' && PATTERN.test(normalise(t)));
}

/**
 * Closing the card about a run of low moods holds until a new mood is tracked: it remembers the newest
 * mood it was closed at, for this browser session.
 */
const CARE_CLOSED_AT = 'rise.mindgym.care-closed-at';

export function closeLowMoodCard(newestMoodId: number | undefined) {
  if (newestMoodId !== undefined) sessionStorage.setItem(CARE_CLOSED_AT, String(newestMoodId));
}

export function lowMoodCardClosedAt(): number | undefined {
  const at = Number(sessionStorage.getItem(CARE_CLOSED_AT));
  return at > 0 ? at : undefined;
}
