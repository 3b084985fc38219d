// When to offer help (issue 10 → Care): when 3 of the last 5 moods are down or sad, or when words
// about self-harm appear in a note or a journal entry. It runs on this device only: nothing about it
// is sent or shared, and it never blocks anything.
import type { Mood } from '../../../contract/mind-gym-rules';

export { mentionsSelfHarm } from '../../../contract/self-harm';

const LOW: ReadonlySet<Mood> = new Set<Mood>(['down', 'sad']);

/** The latest moods, newest first: true when at least 3 of the last 5 are down or sad. */
export function lowMoodStreak(latestFirst: readonly Mood[]): boolean {
  return latestFirst.slice(0, 5).filter((m) => LOW.has(m)).length >= 3;
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
