import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { unlessSample, withSamples } from './samples';

const ok = <T>(data: T) => ({ data, isError: false });
const failed = (error: unknown) => ({ data: undefined, isError: true, error });

describe('withSamples (SPEC §8)', () => {
  it('shows the real data when the read works, and nothing while it is on its way', () => {
    expect(withSamples(ok([1, 2]), [9])).toEqual({ data: [1, 2], sample: false });
    expect(withSamples({ data: undefined, isError: false }, [9])).toEqual({ data: undefined, sample: false });
  });

  it('shows the samples, marked, when the read fails, and when it is empty if asked', () => {
    expect(withSamples(failed(new ApiError(500, '500: boom')), [9])).toEqual({ data: [9], sample: true });
    expect(withSamples(failed(new TypeError('Failed to fetch')), [9])).toEqual({ data: [9], sample: true });
    expect(withSamples(ok([]), [9], { whenEmpty: true })).toEqual({ data: [9], sample: true });
    expect(withSamples(ok([]), [9])).toEqual({ data: [], sample: false });
  });

  it('shows the samples within samples, whatever the read says', () => {
    expect(withSamples(ok([1]), [9], { within: true })).toEqual({ data: [9], sample: true });
    expect(withSamples({ data: undefined, isError: false }, [9], { within: true })).toEqual({ data: [9], sample: true });
  });

  it('lets a 401 through: signed out is not a failure to cover with samples', () => {
    expect(withSamples(failed(new ApiError(401, '401: no')), [9])).toEqual({ data: undefined, sample: false });
  });
});

describe('unlessSample', () => {
  it('sends only what is about real data', () => {
    const sent: string[] = [];
    unlessSample(
      false,
      () => sent.push('real'),
      () => sent.push('kept here'),
    );
    unlessSample(
      true,
      () => sent.push('real'),
      () => sent.push('kept here'),
    );
    expect(sent).toEqual(['real', 'kept here']);
  });
});
