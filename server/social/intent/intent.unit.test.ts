// Issue 51: the intent detectors, the pattern language they are written in, and a guard on the
// development corpus (server/social/corpus/dev): each kind's share must stay at or above its floor, so a
// rule or a retrained model that loses ground fails here. The floors sit a little under what the
// detectors reach on the development set today; the evaluation set is measured by `npm run bench`, never here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeText, screenName } from '../text-filter';
import { intentsOf } from './detect';
import { findIn, pattern } from './patterns';
import { plainWords, read } from './reader';

const corpus = (kind: string): string[] =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../corpus/dev', `${kind}.json`), 'utf8')).cases;

/** The share of a kind's development cases that a check passes, and the cases it fails. */
function share(kind: string, passes: (text: string) => boolean): { rate: number; misses: string[] } {
  const cases = corpus(kind);
  const misses = cases.filter((text) => !passes(text));
  return { rate: 1 - misses.length / cases.length, misses };
}

const refusedName = (name: string, field: 'username' | 'displayName'): boolean => {
  try {
    screenName(name, field, ['rise', 'rise team', 'Maya Okafor']);
    return false;
  } catch {
    return true;
  }
};

describe('the development corpus', () => {
  // [kind, how a case counts as handled, the floor]
  const floors: [string, (text: string) => boolean, number][] = [
    ['care', (t) => judgeText(t) === 'care', 0.875],
    ['grooming', (t) => judgeText(t, { adult: true }) === 'grooming', 0.815],
    ['grooming', (t) => ['grooming', 'solicitation'].includes(judgeText(t)), 0.805],
    ['solicitation', (t) => judgeText(t) === 'solicitation', 0.755],
    ['bullying', (t) => judgeText(t) === 'bullying', 0.565],
    ['everyday', (t) => judgeText(t) === 'ok', 0.975],
    ['mentor-replies', (t) => judgeText(t, { adult: true }) === 'ok', 0.98],
    ['names-reserved', (t) => refusedName(t, 'displayName') && refusedName(t, 'username'), 0.99],
    ['names-ordinary', (t) => !refusedName(t, 'displayName'), 0.975],
  ];
  it.each(floors)('%s stays at or above its floor', (kind, passes, floor) => {
    const { rate, misses } = share(kind, passes);
    expect(rate, `${kind}: ${(rate * 100).toFixed(1)}%, missed for example: ${misses.slice(0, 5).join(' | ')}`).toBeGreaterThanOrEqual(
      floor,
    );
  });
});

describe('reading a text', () => {
  it('reads teen spelling, leetspeak and letters spelled out as words', () => {
    expect(plainWords('r u home alone')).toBe('are you home alone');
    expect(plainWords('got any n00dz')).toBe('got any noodz');
    expect(plainWords("sh'd again")).toBe('sh again');
    expect(plainWords('k.m.s')).toBe('kms');
    expect(plainWords("she's shy")).toBe("she 's shy");
  });

  it('reads a text the same whatever it read before (wink-nlp learns words such as "mum\'s" once seen)', () => {
    const asked = "is your phone on your mum's contract or is it yours?";
    const first = judgeText(asked);
    judgeText("i tell mum i eat at dad's and tell dad i eat at mum's, i haven't had a proper meal in weeks");
    expect(judgeText(asked)).toBe(first);
    expect(first).toBe('grooming');
  });

  it('gives lemmas, sentences and questions', () => {
    const [first, second] = read('Scratched my wrists. Are you alone?');
    expect(first!.words.map((w) => w.lemma)).toEqual(['scratch', 'my', 'wrist']);
    expect(first!.question).toBe(false);
    expect(second!.question).toBe(true);
  });
});

describe('the pattern language', () => {
  const at = (source: string, text: string) => findIn(pattern(source), read(text)[0]!);
  it('matches families, words in a row, gaps, the end and numbers', () => {
    expect(at('[harm-verb] ~1 my [body-strong]', 'i cut my wrist')).toEqual([1, 4]);
    expect(at('[harm-verb] ~1 my [body-strong]', 'i cut my cake')).toBeNull();
    expect(at('deserve ~2 to ~1 be_alive', "i don't deserve to be alive")).not.toBeNull();
    expect(at('sleep ~1 forever ~1 $', 'i want to sleep forever')).not.toBeNull();
    expect(at('sleep ~1 forever ~1 $', 'i could sleep forever on sundays')).toBeNull();
    expect(at('[take] ~3 #+ ~5 [pill]', 'took like 20 of my tablets')).not.toBeNull();
    expect(at('[take] ~3 #+ ~5 [pill]', 'took 2 of my tablets')).toBeNull();
    expect(at('[name]|she ~2 should ~2 die', 'Jess should just die')).not.toBeNull();
  });
});

describe('what a text does', () => {
  it.each([
    ['i took a load of my mum\u2019s sleeping pills and i feel really weird', 'care'],
    ['scratched my wrists until they bled last night', 'care'],
    ["i don't want to wake up tomorrow", 'care'],
    ['i relapsed and used the blade', 'care'],
    ['are you home by yourself right now?', 'grooming'],
    ['delete these chats after you read them', 'grooming'],
    ['wanna trade pics? you go first', 'solicitation'],
    ['are you wearing anything under that hoodie?', 'solicitation'],
    ['do everyone a favour and die', 'bullying'],
    ['Jess should kill herself', 'bullying'],
  ])('"%s" is %s', (text, kind) => {
    expect(intentsOf(text)).toHaveProperty(kind);
  });

  it.each([
    'rapeseed oil is better for roasting potatoes',
    'We read Emily Dickinson poems',
    'my grandad lives near Penistone',
    'flame retardant fabric',
    'cut myself a massive slice of birthday cake',
    'i hurt myself skateboarding',
    'meet up at the library for the group project',
    'is your mum in? can i come round and borrow your charger',
  ])('"%s" passes untouched', (text) => {
    expect(judgeText(text)).toBe('ok');
  });

  it('judges a teen in pain before anything else the text holds', () => {
    expect(judgeText('you are stupid and i want to kill myself')).toBe('care');
    expect(judgeText('Jess should kill herself')).toBe('bullying');
    expect(judgeText('my friend says she wants to end it')).toBe('care');
  });

  it('reads an adult\u2019s sexual asks as grooming, a teen\u2019s as solicitation', () => {
    expect(judgeText('send me a full body pic', { adult: true })).toBe('grooming');
    expect(judgeText('send me a full body pic')).toBe('solicitation');
  });
});
