// SPEC §8: where a read fails, several screens show built-in sample data instead of an error. The
// answer says which it is, so the screen can mark samples with the "Showing sample content" notice.
import { isApiError } from './api';

export interface MaybeSample<T> {
  data: T;
  /** True when the built-in samples stand in for the real data. */
  sample: boolean;
}

/**
 * The real data, or `samples` when the read fails (and, with `whenEmpty`, when it answers an empty
 * list). A 401 is not a failure to cover up: it means signed out, and the sign-in screen shows.
 */
export async function orSamples<T>(read: () => Promise<T>, samples: T, { whenEmpty = false } = {}): Promise<MaybeSample<T>> {
  try {
    const data = await read();
    if (whenEmpty && Array.isArray(data) && data.length === 0) return { data: samples, sample: true };
    return { data, sample: false };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    console.warn('A read failed; showing sample content.', error);
    return { data: samples, sample: true };
  }
}
