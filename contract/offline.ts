// What the server tells the device about keeping an answer for offline use (issue 31, decision 0019).
// No zod here: the service worker imports it, and stays small.

/**
 * On the answer to a signed-in read whose session was started with "Keep me signed in": the answer may
 * be kept on the device for offline use. The answer itself confirms the session alive now; offline, the
 * device's copy opens for at most this many seconds after the latest such confirmation (12 hours by
 * default, issue 52, decision 0036), then it is forgotten. Absent: the answer is not kept at all (a
 * shared or school computer).
 */
export const OFFLINE_FOR_HEADER = 'x-rise-offline-for';
