// Guided Meditation and Visualization (issue 32, decision 0024): the project's own sessions, one of
// 3, 5 and 10 minutes for each type, as timed steps that fill the session. Mind Gym shows them from
// the app's own code (so they work offline once the app is loaded); Discover can list and search them.
import catalogue from './guided-sessions.json' with { type: 'json' };
import { type GuidedType, guidedSessionId } from './mind-gym-rules';

export { guidedSessionHref } from './mind-gym-rules';

export interface GuidedStep {
  /** How long the step lasts. */
  seconds: number;
  /** One short instruction, shown large and, when asked, read aloud. */
  text: string;
}

export interface GuidedSession {
  /** `${type}-${minutes}`: Mind Gym opens it from `/mind-gym?session=<id>`. */
  id: string;
  type: GuidedType;
  minutes: number;
  title: string;
  description: string;
  /** Plain topic words (lower case), for Discover. */
  tags: readonly string[];
  /** In order; their seconds add up to the session's minutes. */
  steps: readonly GuidedStep[];
}

export const GUIDED_SESSIONS = catalogue as readonly GuidedSession[];

export const guidedSession = (id: string): GuidedSession | undefined => GUIDED_SESSIONS.find((s) => s.id === id);

export const guidedSessionOf = (type: GuidedType, minutes: number): GuidedSession | undefined =>
  guidedSession(guidedSessionId(type, minutes));
