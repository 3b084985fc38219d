// Help lines by country (issue 31, decision 0021): the one table the care card and the help-lines page
// (public/help-lines.html and public/help-lines.js, made from this file by scripts/make-help-lines.ts)
// both show, and how the browser's own settings pick the country to show first. Nothing about it is
// sent anywhere: the choice is made on the device, from the languages and time zone the browser
// already tells every page.

/** A piece of a line's "how": plain words, a number or word to say or type (strong), maybe a link. */
export interface HowPart {
  text: string;
  strong?: boolean;
  /** tel: or sms: for a number, so that a phone can call it in one tap. */
  href?: string;
}

export interface HelpLine {
  name: string;
  /** Who it is for, when not everyone ("under 19"). */
  for?: string;
  /** Numbers to call. */
  call?: readonly string[];
  /** A number to call or text (988, 1737). */
  callOrText?: string;
  /** A short number to text, with the word to send when one is needed. */
  text?: { to: string; word?: string };
}

export interface Country {
  code: CountryCode;
  name: string;
  /** Said as "If you are in {inName}": "the United Kingdom". */
  inName: string;
  /** The number for an emergency, in words ("999", "112 or 999"). */
  emergency: string;
  lines: readonly HelpLine[];
}

export type CountryCode = 'US' | 'CA' | 'GB' | 'IE' | 'AU' | 'NZ' | 'DE' | 'FR' | 'ES' | 'NL' | 'IN' | 'EU';

/**
 * Every country Rise has lines for, in the order shown when the country is not known: the US first
 * (SPEC speaks US dollars and US dates), then the other English-speaking countries, then the rest;
 * "elsewhere in Europe" (116 111, the EU-wide child helpline number) last.
 */
export const COUNTRIES: readonly Country[] = [
  {
    code: 'US',
    name: 'United States',
    inName: 'the United States',
    emergency: '911',
    lines: [
      { name: '988 Suicide & Crisis Lifeline', callOrText: '988' },
      { name: 'Crisis Text Line', text: { to: '741741', word: 'HOME' } },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    inName: 'Canada',
    emergency: '911',
    lines: [
      { name: 'Kids Help Phone', call: ['1-800-668-6868'], text: { to: '686868', word: 'CONNECT' } },
      { name: '9-8-8 Suicide Crisis Helpline', callOrText: '988' },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    inName: 'the United Kingdom',
    emergency: '999',
    lines: [
      { name: 'Childline', for: 'under 19', call: ['0800 1111'] },
      { name: 'Shout', text: { to: '85258', word: 'SHOUT' } },
      { name: 'Samaritans', call: ['116 123'] },
    ],
  },
  {
    code: 'IE',
    name: 'Ireland',
    inName: 'Ireland',
    emergency: '112 or 999',
    lines: [
      { name: 'Childline', for: 'under 18', call: ['1800 66 66 66'], text: { to: '50101' } },
      { name: '50808', text: { to: '50808', word: 'HELLO' } },
      { name: 'Samaritans', call: ['116 123'] },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    inName: 'Australia',
    emergency: '000',
    lines: [
      { name: 'Kids Helpline', for: '5 to 25', call: ['1800 55 1800'] },
      { name: 'Lifeline', call: ['13 11 14'], text: { to: '0477 13 11 14' } },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    inName: 'New Zealand',
    emergency: '111',
    lines: [
      { name: 'Youthline', call: ['0800 376 633'], text: { to: '234' } },
      { name: 'Need to talk?', callOrText: '1737' },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    inName: 'Germany',
    emergency: '112',
    lines: [{ name: 'Nummer gegen Kummer', for: 'children and teens', call: ['116 111'] }],
  },
  { code: 'FR', name: 'France', inName: 'France', emergency: '112', lines: [{ name: 'Suicide prevention line', call: ['3114'] }] },
  { code: 'ES', name: 'Spain', inName: 'Spain', emergency: '112', lines: [{ name: 'Línea 024', call: ['024'] }] },
  {
    code: 'NL',
    name: 'Netherlands',
    inName: 'the Netherlands',
    emergency: '112',
    lines: [{ name: '113 Zelfmoordpreventie', call: ['113', '0800 0113'] }],
  },
  { code: 'IN', name: 'India', inName: 'India', emergency: '112', lines: [{ name: 'Tele-MANAS', call: ['14416'] }] },
  {
    code: 'EU',
    name: 'Elsewhere in Europe',
    inName: 'Europe',
    emergency: '112',
    lines: [{ name: 'Child helpline', for: 'in many European countries', call: ['116 111'] }],
  },
];

/** Shown first when the country cannot be told. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
export const countryByCode = (code: CountryCode): Country => byCode.get(code)!;

const digits = (number: string) => number.replace(/[^\d+]/g, '');

/** "Call 0800 1111", "Text SHOUT to 85258", "Call 1-800-668-6868 or text CONNECT to 686868". */
export function howOf(line: HelpLine): HowPart[] {
  const parts: HowPart[] = [];
  const plain = (text: string) => parts.push({ text });
  const number = (n: string, scheme: 'tel' | 'sms') => parts.push({ text: n, strong: true, href: `${scheme}:${digits(n)}` });
  if (line.callOrText) {
    plain('Call or text ');
    number(line.callOrText, 'tel');
  }
  if (line.call) {
    plain('Call ');
    line.call.forEach((n, i) => {
      if (i > 0) plain(' or ');
      number(n, 'tel');
    });
  }
  if (line.text) {
    plain(parts.length ? ' or text ' : 'Text ');
    if (line.text.word) {
      parts.push({ text: line.text.word, strong: true });
      plain(' to ');
    }
    number(line.text.to, 'sms');
  }
  return parts;
}

/** The same words as plain text ("Call or text 988"). */
export const howText = (line: HelpLine) =>
  howOf(line)
    .map((p) => p.text)
    .join('');

// ---- Which country: the time zone says where the device is; the languages say what it reads.

const ZONES: Record<string, CountryCode> = {};
const zones = (code: CountryCode, names: string) => names.split(' ').forEach((z) => (ZONES[z] = code));
zones(
  'US',
  'America/New_York America/Detroit America/Chicago America/Denver America/Phoenix America/Los_Angeles America/Anchorage America/Juneau ' +
    'America/Sitka America/Metlakatla America/Yakutat America/Nome America/Adak America/Boise America/Menominee America/Louisville ' +
    'America/Indianapolis America/Fort_Wayne America/Knox_IN America/Shiprock America/Puerto_Rico Pacific/Honolulu Navajo ' +
    'US/Eastern US/Central US/Mountain US/Pacific US/Alaska US/Hawaii US/Arizona US/Michigan US/East-Indiana US/Indiana-Starke US/Aleutian',
);
zones(
  'CA',
  'America/Toronto America/Montreal America/Vancouver America/Edmonton America/Winnipeg America/Regina America/Halifax America/St_Johns ' +
    'America/Moncton America/Glace_Bay America/Goose_Bay America/Whitehorse America/Dawson America/Dawson_Creek America/Fort_Nelson ' +
    'America/Creston America/Yellowknife America/Inuvik America/Cambridge_Bay America/Iqaluit America/Rankin_Inlet America/Resolute ' +
    'America/Atikokan America/Swift_Current America/Blanc-Sablon America/Nipigon America/Thunder_Bay America/Rainy_River ' +
    'America/Pangnirtung Canada/Eastern Canada/Central Canada/Mountain Canada/Pacific Canada/Atlantic Canada/Newfoundland Canada/Saskatchewan Canada/Yukon',
);
zones('GB', 'Europe/London Europe/Belfast Europe/Guernsey Europe/Jersey Europe/Isle_of_Man GB GB-Eire');
zones('IE', 'Europe/Dublin Eire');
zones('AU', 'Antarctica/Macquarie');
zones('NZ', 'Pacific/Auckland Pacific/Chatham Antarctica/McMurdo Antarctica/South_Pole NZ NZ-CHAT');
zones('DE', 'Europe/Berlin Europe/Busingen');
zones('FR', 'Europe/Paris');
zones('ES', 'Europe/Madrid Africa/Ceuta Atlantic/Canary');
zones('NL', 'Europe/Amsterdam');
zones('IN', 'Asia/Kolkata Asia/Calcutta');

const NOT_116_111 = new Set(
  'Europe/Moscow Europe/Kaliningrad Europe/Samara Europe/Volgograd Europe/Kirov Europe/Saratov Europe/Ulyanovsk Europe/Astrakhan Europe/Minsk Europe/Istanbul'.split(
    ' ',
  ),
);

/** The country a time zone is in, when Rise has lines for it; null when it says nothing we can use. */
export function countryOfZone(zone: string | undefined): CountryCode | null {
  if (!zone) return null;
  const exact = ZONES[zone];
  if (exact) return exact;
  if (/^America\/(Indiana|Kentucky|North_Dakota)\//.test(zone)) return 'US';
  if (/^Australia\//.test(zone)) return 'AU';
  // Elsewhere in Europe: 116 111 answers children in most of it, though not in Russia, Belarus or Turkey.
  if (/^Europe\//.test(zone) && !NOT_116_111.has(zone)) return 'EU';
  return null;
}

/** A time zone that names no place (UTC, Etc/GMT+5): it cannot say where the device is. */
const placeless = (zone: string | undefined) => !zone || !zone.includes('/') || /^Etc\//.test(zone);

/** The region of a language tag ("en-GB" -> GB, "fr-CA" -> CA), when Rise has lines for it. */
export function countryOfLanguage(tag: string): CountryCode | null {
  let region: string | undefined;
  try {
    region = new Intl.Locale(tag).region;
  } catch {
    return null; // not a language tag
  }
  if (region === 'UK') region = 'GB';
  return region && region !== 'EU' && byCode.has(region as CountryCode) ? (region as CountryCode) : null;
}

/**
 * The country to show first. The time zone decides: it says where the device is, and a language
 * setting often does not (many browsers say en-US wherever they are). The languages decide only when
 * the time zone names no place (UTC). A time zone somewhere Rise has no lines for answers null.
 */
export function countryOf(languages: readonly string[], timeZone: string | undefined): CountryCode | null {
  const fromZone = countryOfZone(timeZone);
  if (fromZone) return fromZone;
  if (!placeless(timeZone)) return null;
  for (const tag of languages) {
    const fromLanguage = countryOfLanguage(tag);
    if (fromLanguage) return fromLanguage;
  }
  return null;
}

/** This browser's country, from its own settings (null when it cannot be told). */
export function browserCountry(): CountryCode | null {
  if (typeof navigator === 'undefined') return null;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
  return countryOf(languages, zone);
}

/** Every country, the given one first (or the default one when it is null), the rest in table order. */
export function countriesInOrder(first: CountryCode | null): Country[] {
  const lead = first ?? DEFAULT_COUNTRY;
  return [countryByCode(lead), ...COUNTRIES.filter((c) => c.code !== lead)];
}
