import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { orSamples } from './samples';

describe('orSamples (SPEC §8)', () => {
  it('answers the real data when the read works', async () => {
    expect(await orSamples(async () => [1, 2], [9])).toEqual({ data: [1, 2], sample: false });
  });

  it('answers the samples, marked, when the read fails, and when it is empty if asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await orSamples(() => Promise.reject(new ApiError(500, '500: boom')), [9])).toEqual({ data: [9], sample: true });
    expect(await orSamples(async () => [], [9], { whenEmpty: true })).toEqual({ data: [9], sample: true });
    expect(await orSamples(async () => [], [9])).toEqual({ data: [], sample: false });
    warn.mockRestore();
  });

  it('lets a 401 through: signed out is not a failure to cover with samples', async () => {
    await expect(orSamples(() => Promise.reject(new ApiError(401, '401: no')), [9])).rejects.toMatchObject({ status: 401 });
  });
});
