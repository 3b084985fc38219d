import { describe, expect, it } from 'vitest';
import { lowMoodStreak, mentionsSelfHarm } from './care';

describe('when Mind Gym offers help', () => {
  it('offers it when 3 of the last 5 moods are down or sad', () => {
    expect(lowMoodStreak(['sad', 'down', 'okay', 'sad', 'great'])).toBe(true);
    expect(lowMoodStreak(['sad', 'down', 'okay', 'good', 'great'])).toBe(false);
    // Only the last five count.
    expect(lowMoodStreak(['good', 'good', 'okay', 'good', 'great', 'sad', 'sad', 'sad'])).toBe(false);
    expect(lowMoodStreak([])).toBe(false);
  });

  it('notices words about self-harm, in any case, and not inside other words', () => {
    expect(mentionsSelfHarm('Sometimes I want to die')).toBe(true);
    expect(mentionsSelfHarm('I thought about SELF HARM again')).toBe(true);
    expect(mentionsSelfHarm('i don’t want to be here anymore')).toBe(true);
    expect(mentionsSelfHarm(null, 'fine', 'honestly kms')).toBe(true);
    expect(mentionsSelfHarm('The test was killer but I passed')).toBe(false);
    expect(mentionsSelfHarm('We watched a film about skms')).toBe(false);
    expect(mentionsSelfHarm('', undefined, 'Great day at practice')).toBe(false);
  });
});
