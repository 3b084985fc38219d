// Which country's help lines come first (issue 31): the time zone says where the device is, the
// languages decide only when the time zone names no place. And the help-lines page (HTML and script)
// is exactly what scripts/make-help-lines.ts writes from the same table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE, SCRIPT, pageScript, pageWithLines } from '../../scripts/make-help-lines';
import { COUNTRIES, countriesInOrder, countryByCode, countryOf, countryOfLanguage, DEFAULT_COUNTRY, howText } from './help-lines';

describe('countryOf', () => {
  it.each([
    [['en-GB'], 'Europe/London', 'GB'],
    [['en-US'], 'America/New_York', 'US'],
    [['en-CA'], 'America/Toronto', 'CA'],
    [['fr-CA', 'fr'], 'America/Montreal', 'CA'],
    [['en-AU'], 'Australia/Sydney', 'AU'],
    [['en-AU'], 'Australia/Perth', 'AU'],
    [['en-IE'], 'Europe/Dublin', 'IE'],
    [['en-NZ'], 'Pacific/Auckland', 'NZ'],
    [['en-US'], 'America/Indiana/Indianapolis', 'US'],
    [['en-US'], 'Pacific/Honolulu', 'US'],
    // The time zone decides when the language does not say where the device is.
    [['en-US'], 'Europe/London', 'GB'],
    [['en-GB'], 'Australia/Sydney', 'AU'],
    [['de-DE'], 'Europe/Berlin', 'DE'],
    [['de-AT'], 'Europe/Vienna', 'EU'],
    // A time zone with no place in it: the first language with a country Rise has lines for.
    [['en-GB'], 'UTC', 'GB'],
    [['en', 'en-NZ'], 'Etc/GMT-12', 'NZ'],
    [['en-UK'], undefined, 'GB'],
  ] as const)('%j in %s -> %s', (languages, zone, country) => {
    expect(countryOf(languages, zone)).toBe(country);
  });

  it.each([
    [['en-US'], 'Asia/Tokyo'],
    [['ja-JP'], 'Asia/Tokyo'],
    [['ru-RU'], 'Europe/Moscow'],
    [['en'], 'UTC'],
    [[], undefined],
    [['not a language tag!'], 'Etc/UTC'],
    [['pt-BR'], 'America/Sao_Paulo'],
  ] as const)('%j in %s -> unknown', (languages, zone) => {
    expect(countryOf(languages, zone)).toBeNull();
  });

  it('reads only real regions from language tags', () => {
    expect(countryOfLanguage('en-gb')).toBe('GB');
    expect(countryOfLanguage('es-419')).toBeNull();
    expect(countryOfLanguage('en')).toBeNull();
  });
});

describe('the order', () => {
  it("puts the teen's country first and keeps every other one, once", () => {
    const order = countriesInOrder('GB').map((c) => c.code);
    expect(order[0]).toBe('GB');
    expect([...order].sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
  });

  it('starts with the default country when the country is unknown, in the table order', () => {
    expect(countriesInOrder(null).map((c) => c.code)).toEqual(COUNTRIES.map((c) => c.code));
    expect(COUNTRIES[0]!.code).toBe(DEFAULT_COUNTRY);
  });
});

describe('the lines', () => {
  it('say the numbers of issue 31', () => {
    const said = (code: Parameters<typeof countryByCode>[0]) => countryByCode(code).lines.map((l) => `${l.name}: ${howText(l)}`);
    expect(said('GB').slice(0, 2)).toEqual(['Childline: Call 0800 1111', 'Shout: Text SHOUT to 85258']);
    expect(said('US')).toEqual(['988 Suicide & Crisis Lifeline: Call or text 988', 'Crisis Text Line: Text HOME to 741741']);
    expect(said('CA')[0]).toBe('Kids Help Phone: Call 1-800-668-6868 or text CONNECT to 686868');
    expect(said('AU')[0]).toBe('Kids Helpline: Call 1800 55 1800');
    expect(said('IE').slice(0, 2)).toEqual(['Childline: Call 1800 66 66 66 or text 50101', '50808: Text HELLO to 50808']);
    expect(said('NZ')).toEqual(['Youthline: Call 0800 376 633 or text 234', 'Need to talk?: Call or text 1737']);
  });

  it('every country has a line and an emergency number', () => {
    for (const c of COUNTRIES) {
      expect(c.lines.length, c.code).toBeGreaterThan(0);
      expect(c.emergency, c.code).toMatch(/^\d/);
    }
  });
});

describe('the help-lines page', () => {
  it('lists every line of the table (what it shows with scripts off)', () => {
    const page = readFileSync(PAGE, 'utf8');
    expect(page, 'run: npx tsx scripts/make-help-lines.ts').toBe(pageWithLines(page));
    for (const c of COUNTRIES) expect(page).toContain(`id="lines-${c.code}"`);
    expect(page).not.toMatch(/<script>/); // the strict CSP allows no inline script
    expect(page).toContain('<script src="/help-lines.js"></script>');
  });

  it('has the script built from web/lib/help-lines-page.ts as it is now', async () => {
    expect(readFileSync(SCRIPT, 'utf8'), 'run: npx tsx scripts/make-help-lines.ts').toBe(await pageScript());
  });
});
