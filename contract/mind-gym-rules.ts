// Mind Gym's rules as plain values (SPEC §9), with no schema library: the screen imports these
// without pulling zod into its chunk; contract/mind-gym.ts builds its schemas from them.

/** SPEC §9: the five moods, best first. 'great' is shown as Fantastic. */
export const MOODS = ['great', 'good', 'okay', 'down', 'sad'] as const;
export type Mood = (typeof MOODS)[number];

/** SPEC §9: a journal entry's mood falls back to neutral when none is picked. */
export const JOURNAL_MOODS = [...MOODS, 'neutral'] as const;
export type JournalMood = (typeof JOURNAL_MOODS)[number];

/** Limits (issue 10): what a person can type into each field. */
export const LIMITS = { note: 500, affirmation: 200, title: 120, entry: 10_000 } as const;

/** SPEC §9: list sizes on the screen. */
export const MOOD_HISTORY = 5;
export const JOURNAL_SHOWN = 3;
export const PRESETS_SHOWN = 3;

/** SPEC §9: the breathing cycle, seconds per phase, on a 100 ms tick. */
export const BREATHING_PHASES = [
  { phase: 'inhale', label: 'Inhale', seconds: 4 },
  { phase: 'hold', label: 'Hold', seconds: 2 },
  { phase: 'exhale', label: 'Exhale', seconds: 6 },
  { phase: 'rest', label: 'Rest', seconds: 2 },
] as const;
export const BREATHING_TICK_MS = 100;
/** SPEC §7/§9: what Stop logs as the activity's duration. */
export const BREATHING_LOGGED_DURATION = 5;

/** What POST /api/mindgym logs: a breathing exercise (SPEC §7), or a guided session (issue 32). */
export const ACTIVITY_TYPES = ['breathing', 'meditation', 'visualization'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Issue 32: the guided sessions (contract/guided-sessions.json), one of each length for each type. */
export const GUIDED_TYPES = ['meditation', 'visualization'] as const satisfies readonly ActivityType[];
export type GuidedType = (typeof GUIDED_TYPES)[number];
export const GUIDED_MINUTES = [3, 5, 10] as const;
/** A guided session's id names its type and length, so a link can be checked without the catalogue. */
export const guidedSessionId = (type: GuidedType, minutes: number) => `${type}-${minutes}`;
export const GUIDED_SESSION_IDS: readonly string[] = GUIDED_TYPES.flatMap((type) => GUIDED_MINUTES.map((m) => guidedSessionId(type, m)));
/** Where Mind Gym opens a guided session (Discover's results link here). */
export const guidedSessionHref = (id: string) => `/mind-gym?session=${encodeURIComponent(id)}`;
