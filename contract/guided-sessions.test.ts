// The guided sessions' catalogue: one of each length per type, steps that fill the session exactly,
// and words short enough to read at a glance and to speak in their step.
import { describe, expect, it } from 'vitest';
import { GUIDED_SESSIONS, guidedSession, guidedSessionHref, guidedSessionOf } from './guided-sessions';
import { GUIDED_MINUTES, GUIDED_SESSION_IDS, GUIDED_TYPES } from './mind-gym-rules';

describe('the guided sessions catalogue', () => {
  it('has one session of each length for each type, with the id that names them', () => {
    expect(GUIDED_SESSIONS.map((s) => s.id).sort()).toEqual([...GUIDED_SESSION_IDS].sort());
    for (const type of GUIDED_TYPES) {
      for (const minutes of GUIDED_MINUTES) {
        const session = guidedSessionOf(type, minutes);
        expect(session, `${type} ${minutes}`).toBeDefined();
        expect(session!.id).toBe(`${type}-${minutes}`);
        expect(session!.type).toBe(type);
        expect(session!.minutes).toBe(minutes);
      }
    }
  });

  it.each(GUIDED_SESSIONS.map((s) => [s.id, s] as const))('%s: its steps fill its minutes exactly', (_id, session) => {
    expect(session.steps.reduce((sum, step) => sum + step.seconds, 0)).toBe(session.minutes * 60);
    for (const step of session.steps) {
      expect(Number.isInteger(step.seconds)).toBe(true);
      // Long enough to read and to say aloud at a calm pace; short enough to stay one instruction.
      expect(step.seconds).toBeGreaterThanOrEqual(15);
      expect(step.seconds).toBeLessThanOrEqual(60);
      expect(step.text.length).toBeGreaterThan(10);
      expect(step.text.length).toBeLessThanOrEqual(140);
      // Read aloud at about 2.5 words a second, a step's words fit in its time with room to spare.
      expect(step.text.split(/\s+/).length / 2.5).toBeLessThan(step.seconds);
    }
    expect(session.title.length).toBeLessThanOrEqual(30);
    expect(session.description.length).toBeLessThanOrEqual(160);
    expect(session.tags.length).toBeGreaterThan(0);
    expect(session.tags.every((t) => t === t.toLowerCase() && t.trim() === t && t.length > 0)).toBe(true);
  });

  it('finds a session by id, and nothing for an unknown one', () => {
    expect(guidedSession('meditation-5')?.title).toBe('Let Thoughts Drift');
    expect(guidedSession('meditation-7')).toBeUndefined();
    expect(guidedSessionHref('visualization-10')).toBe('/mind-gym?session=visualization-10');
  });
});
