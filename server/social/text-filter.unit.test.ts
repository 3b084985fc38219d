import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../http/problems';
import cases from './text-filter.cases.json' with { type: 'json' };
import { judgeText, screenName, screenText } from './text-filter';

describe('the text filter', () => {
  it.each(cases.profanity)('refuses profanity and slurs: "%s"', (text) => {
    expect(judgeText(text)).toBe('profanity');
  });

  it.each(cases.bullying)('refuses bullying and pushing someone to self-harm: "%s"', (text) => {
    expect(judgeText(text)).toBe('bullying');
  });

  it.each(cases.care)('does not refuse someone in pain, it cares: "%s"', (text) => {
    expect(judgeText(text)).toBe('care');
  });

  it.each(cases.passed)('lets "%s" through', (text) => {
    expect(judgeText(text)).toBe('ok');
  });

  it('answers 400 with a kind message naming the field, and "care" without refusing', () => {
    const refused = (() => {
      try {
        screenText([
          { field: 'title', label: 'title', text: 'Good morning' },
          { field: 'content', label: 'comment', text: 'just kys' },
        ]);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpProblem);
    expect((refused as HttpProblem).status).toBe(400);
    expect((refused as HttpProblem).message).toMatch(/^Your comment could hurt someone/);
    expect(screenText([{ field: 'content', label: 'pep talk', text: 'I want to die' }])).toBe('care');
    expect(screenText([{ field: 'content', label: 'pep talk', text: 'You got this!' }])).toBe('ok');
    expect(() => screenText([{ field: 'text', label: 'message', text: 'text me on 555 123 4567' }])).toThrow(HttpProblem);
  });

  it('screens usernames and display names', () => {
    expect(() => screenName('fuck_you', 'username')).toThrow(/Your username has a word/);
    expect(() => screenName('kill_yourself', 'username')).toThrow(/Your username could hurt/);
    expect(() => screenName('Big Bitch', 'displayName')).toThrow(/Your display name/);
    expect(() => screenName('Kai 555 123 4567', 'displayName')).toThrow(/cannot hold a phone number/);
    // In a name only letters count: made-up names with digits ("fa6e21", "a55b") are not read as leetspeak.
    expect(() => screenName('user_12_fa6e21', 'username')).not.toThrow();
    expect(() => screenName('crash_a55763dc', 'username')).not.toThrow();
    expect(() => screenName('scunthorpe_fan', 'username')).not.toThrow();
    expect(() => screenName('Sam Cassidy', 'displayName')).not.toThrow();
  });

  it('keeps a name that speaks of hurting oneself (never refused), and refuses grooming cues and sexual asks in names', () => {
    expect(screenName('i want to kill myself', 'displayName')).toBe('care');
    expect(screenName('i_want_to_die', 'username')).toBe('care');
    expect(screenName('IWantToDie', 'username')).toBe('care');
    // Care first: nothing else a disclosure holds refuses it, a reserved word or a contact detail included.
    expect(screenName('Rise Team i want to die 555 123 4567', 'displayName')).toBe('care');
    expect(screenName('Kai', 'displayName')).toBe('ok');
    expect(() => screenName('are you home alone right now?', 'displayName')).toThrow(/Your display name|your display name/);
    expect(() => screenName('send_nudes', 'username')).toThrow(/pictures or sexual talk.*your username/);
    expect(() => screenName('insta_kai', 'username')).toThrow(/contact details out of your username/);
    // Issue 52: a username meets the display name's rules, a phone number's digits included.
    for (const name of ['kai_2009_5551234', 'maya_07700900166', '07700900166', 'tel07700900166', 'snap_jakeb2066']) {
      expect(() => screenName(name, 'username'), name).toThrow(/contact details out of your username/);
      expect(() => screenName(name.replace(/_/g, ' '), 'displayName'), name).toThrow(/cannot hold a phone number/);
    }
    expect(screenName('kai_2009', 'username')).toBe('ok');
    expect(screenName('user_12x345678', 'username')).toBe('ok');
  });

  it('answers long adversarial texts', () => {
    for (const text of ['k '.repeat(1000), 'a'.repeat(2000), '!'.repeat(2000), 'ｆ'.repeat(2000), 'kill '.repeat(400)]) {
      expect(['ok', 'profanity', 'bullying', 'care']).toContain(judgeText(text));
    }
  });
});
