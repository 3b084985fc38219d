// SPEC §8: where a read fails, several screens show built-in sample data instead of an error. The one
// way to do it: the query cache holds only what the server answered (or the read's error), and the
// screen decides, where it reads, whether the samples stand in (`withSamples`), marking them with the
// "Showing sample content" notice. A write about what is shown goes through `unlessSample`, so nothing
// done to a sample ever reaches the server.
import { isApiError } from './api';

/** What a screen shows: the real data, or the built-in samples standing in for it. */
export interface WithSamples<T> {
  /** Undefined while the read is on its way (or when it failed with a 401: the sign-in screen comes). */
  data: T | undefined;
  /** True when the built-in samples stand in for the real data. */
  sample: boolean;
}

/** The parts of a TanStack query result this needs. */
export interface ReadLike<T> {
  data: T | undefined;
  isError: boolean;
  error?: unknown;
}

export interface SampleOptions {
  /** An empty answer is covered by the samples too (SPEC §7's videos); otherwise it is an empty list. */
  whenEmpty?: boolean;
  /**
   * The samples stand in whatever this read says (or before it is sent): what it belongs to is a
   * sample already (the sample videos' comments, the sample project's columns). Real and sample data
   * never mix.
   */
  within?: boolean;
}

/**
 * The real data, or `samples` when the read failed (and, with `whenEmpty`, when it answered an empty
 * list). A 401 is not a failure to cover up: it means signed out, and the sign-in screen shows.
 */
export function withSamples<T>(read: ReadLike<T>, samples: T, { whenEmpty = false, within = false }: SampleOptions = {}): WithSamples<T> {
  if (within) return { data: samples, sample: true };
  if (read.isError && read.data === undefined) {
    if (isApiError(read.error) && read.error.status === 401) return { data: undefined, sample: false };
    return { data: samples, sample: true };
  }
  if (whenEmpty && Array.isArray(read.data) && read.data.length === 0) return { data: samples, sample: true };
  return { data: read.data, sample: false };
}

/**
 * The one gate for a write about something shown (a like, a move, a new task or column, a swipe):
 * `send` reaches the server only when what is shown is real. Samples carry ids that real items may have
 * (SPEC's sample videos are videos 1 to 3), so a write on one would change someone's real item; on
 * samples `onSample` answers instead (a like kept on this screen, SPEC's 'No project selected').
 */
export function unlessSample<R>(sample: boolean, send: () => R, onSample: () => R): R {
  return sample ? onSample() : send();
}
