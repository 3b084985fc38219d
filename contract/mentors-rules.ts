// Mentor Matcher's rules without schemas, so a screen can use them without loading zod.

/** A message is plain text of at most this many characters. */
export const MESSAGE_MAX = 1000;

/** Where a teen stands with a mentor: nothing yet, passed, asked (the mentor is full), or matched. */
export const LINK_STATUSES = ['none', 'rejected', 'requested', 'matched'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

/** SPEC §9: a drag past this many pixels left or right passes or likes. */
export const SWIPE_THRESHOLD_PX = 50;
/** SPEC §9: the card's fly-off. */
export const CARD_ANIMATION_MS = 300;
