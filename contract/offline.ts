// What the server tells the device about keeping an answer for offline use (issue 31, decision 0019).
// No zod here: the service worker imports it, and stays small.

/**
 * On the answer to a signed-in read whose session was started with "Keep me signed in": the answer may
 * be kept on the device for offline use, and shown offline for at most this many seconds after it was
 * fetched (the session's idle window: by then the session has ended on the server anyway). Absent: the
 * answer is not kept at all (a shared or school computer).
 */
export const OFFLINE_FOR_HEADER = 'x-rise-offline-for';
