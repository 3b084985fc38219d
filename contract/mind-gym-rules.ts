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

export const ACTIVITY_TYPES = ['breathing'] as const;
