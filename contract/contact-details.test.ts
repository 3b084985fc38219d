import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_MESSAGE, contactDetailsMessage, findContactDetails } from './contact-details';
import cases from './contact-details.cases.json' with { type: 'json' };

const KINDS = ['phone', 'email', 'address', 'handle', 'link'];

describe('contact details in what someone writes', () => {
  it('has at least 80 texts to catch, of every kind, and 80 to let through', () => {
    expect(cases.caught.length).toBeGreaterThanOrEqual(80);
    expect(cases.passed.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cases.caught.map((c) => c.kind))).toEqual(new Set(KINDS));
  });

  it.each(cases.caught)('catches $kind in "$text"', ({ text, kind }) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each(cases.passed)('lets "%s" through', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });

  it('names the field in its message', () => {
    expect(contactDetailsMessage('your pep talk')).toBe('For your safety, keep contact details out of your pep talk.');
    expect(contactDetailsMessage('your display name')).toBe('For your safety, keep contact details out of your display name.');
    expect(CONTACT_DETAILS_MESSAGE).toBe('For your safety, keep contact details out of messages.');
  });
});

describe('the cost of judging a text', () => {
  const long = (unit: string, length = 2000) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const units = [
    '5 ',
    '1-',
    '1,',
    '1:',
    '2019-',
    'a.',
    'ab.',
    'a . ',
    'a dot ',
    'a(dot)',
    'a at ',
    '(at)',
    '@',
    '9',
    'five',
    'five ',
    'double ',
    'snap ',
    's n a p ',
    'ig ',
    'the gram ',
    'my insta is ',
    's$5@',
    'ab#',
    'http',
    'www.',
    '1 Aa ',
    'live at 1 ',
    '5\u200B',
    '5\uFE0F\u20E3',
    '५',
    'ѕ',
    '😀',
    ' ',
    // The readers of issue 51: platforms by position, spoken numbers, numbers in pieces, streets.
    'sc: ',
    'ig ig ',
    'insta as ',
    'snap?? ',
    'my number is ',
    '555 then ',
    'number 12 and ',
    'fifty five ',
    'nine hundred ',
    'oh o ',
    'o7 ',
    'double oh ',
    "i'm on a road ",
    'meet me at 1 ',
    'a1 2ab ',
    "let's move this ",
    'add me on ',
    'kai_22 on ',
    '@ a_1 ',
    'instagrm ',
    'ɪɢ ',
    '🅸🅶',
    'a . b . ',
    "don't ",
    'same @ ',
    'discord gg/',
    // Links, dots, at signs and digits with separators over and over (the bench's worst was "https://a").
    'https://a',
    'https://',
    'a.b',
    '@a ',
    'a@a.',
    'a1.',
    '1-2 ',
    '12.',
    '1 2-',
    '(1)',
    '+1 ',
    '1/',
    '0-',
    // A platform's name glued to marks (one long word), public sites, games and advice.
    'ig:',
    'ig|',
    'my ig-',
    'k|',
    'kik#',
    'insta#',
    'snap.',
    'chess.com/',
    'https://chess.com/',
    'https://www.bbc.co.uk/',
    'hop on minecraft ',
    'no need to ',
  ];
  const adversarial = units.map(long);
  // A few texts of random characters the patterns care about.
  let seed = 30;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = 'a5 .@-_:/()[]#snapigdotat\n';
  for (let i = 0; i < 20; i += 1)
    adversarial.push(Array.from({ length: 2000 }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));

  /** A text's cost: the least of three runs, so that a pause of a busy machine is not counted as the text's. */
  const cost = (text: string) => {
    let least = Infinity;
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      findContactDetails(text);
      least = Math.min(least, performance.now() - start);
    }
    return least;
  };

  it('answers every 2,000-character adversarial text far within 25 ms', () => {
    for (const text of adversarial) expect([...KINDS, null]).toContain(findContactDetails(text)); // warm up
    const worst = Math.max(...adversarial.map(cost));
    expect(worst).toBeLessThan(25);
  });

  it('grows with the length of the text alone: 16,000 characters of any repeated unit within 100 ms', () => {
    // A pattern or a loop that reads the rest of the text at every match costs 64 times as much for a
    // text 8 times as long; one that reads each character a few times, 8 times as much.
    const longer = units.map((unit) => long(unit, 16_000));
    for (const text of longer) findContactDetails(text); // warm up
    const worst = Math.max(...longer.map(cost));
    expect(worst).toBeLessThan(100);
  });

  it('judges a 2,000-character text of everyday words in a few milliseconds', () => {
    const everyday = long(`${cases.passed.join(' ')} ${cases.caught.map((c) => c.text).join(' ')} `);
    for (let i = 0; i < 3; i += 1) findContactDetails(everyday); // warm up
    const times: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const start = performance.now();
      findContactDetails(everyday);
      times.push(performance.now() - start);
    }
    expect(times.sort((x, y) => x - y)[4]).toBeLessThan(5);
  });
});
