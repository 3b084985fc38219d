import { describe, expect, it } from 'vitest';
import { daysLeftText } from './labels';

describe('daysLeftText', () => {
  it('says plainly how long is left, or that the deadline passed', () => {
    expect(daysLeftText(12)).toBe('12 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Due today');
    expect(daysLeftText(-1)).toBe('Deadline passed yesterday');
    expect(daysLeftText(-30)).toBe('Deadline passed 30 days ago');
  });
});
