// The social layer's limits, without schemas: what a comment box needs to draw.

/** Comments are plain text of at most this many characters, trimmed. */
export const MAX_COMMENT_LENGTH = 500;
