// Words about hurting oneself (issue 10 → Care; issue 14 → someone in pain is not silenced). Mind Gym
// offers help on the device when a note or a journal entry speaks of it; the server keeps such a pep
// talk, comment or message visible to its author only, puts it first in the moderators' queue and
// answers so that the author sees the care card. Nothing is ever refused for these words.
import { phraseMatcher } from './phrases';

// Phrases that suggest thoughts of self-harm or suicide. Deliberately broad: offering a help line by
// mistake costs a dismiss; missing one costs more. Matched on whole words, ignoring case and accents.
export const SELF_HARM_PHRASES = [
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

const matcher = phraseMatcher(SELF_HARM_PHRASES);

/** Whether any of the texts speaks of self-harm (whole words, however spaced or disguised). */
export function mentionsSelfHarm(...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((t) => typeof t === 'string' && matcher.find(t) !== null);
}
