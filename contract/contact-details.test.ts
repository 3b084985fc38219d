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

  // How long a judgement takes is measured by `npm run bench` (bench/text-filter.ts), not here: a timed
  // assertion fails whenever the machine is busy. Here, every text is judged and answered.
  it('answers every 2,000-character adversarial text and every 16,000-character repeated one', () => {
    for (const text of adversarial) expect([...KINDS, null]).toContain(findContactDetails(text));
    for (const text of units.map((unit) => long(unit, 16_000))) expect([...KINDS, null]).toContain(findContactDetails(text));
  });
});
