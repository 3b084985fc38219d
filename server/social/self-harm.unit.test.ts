// Issue 30, point 2: words about hurting oneself as teens write them are held for care; everyday
// speech ("I ran 5 kms", "this homework is killing me") passes. The same cases run through the
// function the device uses (Mind Gym) and through the server's text filter; self-harm.test.ts sends a
// sample through the real routes.
import { describe, expect, it } from 'vitest';
import { findSelfHarm, mentionsSelfHarm } from '../../contract/self-harm';
import cases from './self-harm.cases.json' with { type: 'json' };
import { judgeText } from './text-filter';

describe('words about hurting oneself', () => {
  it('has at least 150 texts that must be held and 150 that must pass', () => {
    expect(cases.held.length).toBeGreaterThanOrEqual(150);
    expect(cases.passed.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.held).size).toBe(cases.held.length);
    expect(new Set(cases.passed).size).toBe(cases.passed.length);
  });

  it.each(cases.held)('holds "%s" for care', (text) => {
    expect(mentionsSelfHarm(text), `found: ${findSelfHarm(text)}`).toBe(true);
    expect(judgeText(text)).toBe('care');
  });

  it.each(cases.passed)('lets "%s" pass', (text) => {
    expect(findSelfHarm(text)).toBeNull();
    expect(judgeText(text)).not.toBe('care');
  });

  it('does not take words aimed at someone else for a disclosure (they stay bullying)', () => {
    for (const text of [
      'you should die',
      'go die',
      'you deserve to die',
      'kill yourself',
      'kys',
      'go jump off a bridge',
      'you should jump off a bridge',
      'unalive yourself',
      'go unalive',
      'hang yourself',
      'drink bleach',
      'nobody would miss you',
      'i want to unalive you',
    ]) {
      expect(findSelfHarm(text), text).toBeNull();
    }
  });

  it('reads the same words in other texts (Mind Gym checks several at once)', () => {
    expect(mentionsSelfHarm(null, undefined, '', 'Great day at practice')).toBe(false);
    expect(mentionsSelfHarm('Great day at practice', 'honestly kms')).toBe(true);
  });

  // How long it takes is measured by `npm run bench` (bench/text-filter.ts), never here: machines are shared.
  it('answers any 2,000 characters, however repetitive', () => {
    const letters = Array.from({ length: 1000 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i * 7) % 26]).join(' ');
    const texts = [
      'k '.repeat(1000),
      'a'.repeat(2000),
      '!'.repeat(2000),
      'k.'.repeat(1000),
      'kill '.repeat(400),
      '5 kms '.repeat(334),
      'i want to '.repeat(200),
      'w a n t t o d '.repeat(143),
      'wish i was '.repeat(182),
      'nobody would care if i '.repeat(87),
      'want to just really literally '.repeat(67),
      'cut myself on the '.repeat(112),
      '😭 die '.repeat(286),
      letters,
    ].map((t) => t.slice(0, 2000));
    for (const text of texts) expect(typeof mentionsSelfHarm(text)).toBe('boolean');
  });
});
