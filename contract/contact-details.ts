// Finds contact details in what one person sends another across an age gap (a teen and an adult
// mentor), so the message can be refused before it is stored: phone numbers, email addresses, links,
// social handles and street addresses, including the usual disguises ("five five five...", "name at
// gmail dot com", "snap: name"). It lets ordinary school talk through (times, grades, scores, dates,
// money, "meet @ the library"): a false alarm teaches teens to ignore the rule. The cases it must catch
// and pass are committed beside it (contact-details.cases.json). Every pattern is linear: no nested
// quantifiers over the same characters, and texts are at most a few thousand characters.

export type ContactKind = 'phone' | 'email' | 'address' | 'handle' | 'link';

export const CONTACT_DETAILS_MESSAGE = 'For your safety, keep contact details out of messages.';

const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
};

/** A digit of any script (Arabic-Indic, Devanagari, ...) as its ASCII digit: scripts keep 0 to 9 in a row. */
function asciiDigit(d: string): string {
  const code = d.codePointAt(0)!;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(code - value - 1))) value += 1;
  return String(value);
}

/** Lower case, compatibility forms folded (full-width digits), any script's digits and keycaps ("5️⃣") as digits, and spelled-out digits as digits. */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\uFE0F\u20E3]/g, '')
    .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : asciiDigit(d)))
    .toLowerCase()
    .replace(/\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/g, (w) => DIGIT_WORDS[w]!);
}

const TLDS = 'com|net|org|io|co|me|gg|ly|app|dev|info|biz|tv|us|uk|ca|xyz|link|site|online|au|de|fr|in|ai|edu|gov|ee|club|page|to|gl|sh|live|blog|shop|store|lol';
const SUFFIXES =
  'street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace|crescent|close|highway|hwy|parkway|pkwy';
const PLATFORMS = 'insta|instagram|ig|snap|snapchat|sc|tiktok|tt|discord|whatsapp|telegram|kik|twitter|facebook|fb|signal|wechat|threads|bereal';
/** Mail providers named in "kai at gmail". */
const PROVIDERS = 'gmail|googlemail|yahoo|hotmail|outlook|icloud|aol|proton|protonmail|gmx';

const RULES: [ContactKind, RegExp][] = [
  ['email', /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/],
  ['email', /[a-z0-9._-]+\s*(\(at\)|\[at\]|\{at\}|\sat\s)\s*[a-z0-9-]+\s*(\(dot\)|\[dot\]|\{dot\}|\sdot\s|\.)\s*(com|net|org|edu|co|io|me)\b/],
  // "kai@gmail" without its ending, and "kai at gmail" / "kai [at] gmail".
  ['email', /[a-z0-9._-]{2,}@[a-z0-9-]{2,}/],
  ['email', new RegExp(`[a-z0-9._-]{2,}\\s*(\\(at\\)|\\[at\\]|\\{at\\}|\\sat\\s|@)\\s*(${PROVIDERS})\\b`)],
  ['link', /\b(https?:\/\/|www\.)\S/],
  // Short link hosts too short for the rule below.
  ['link', /\b(t\.me|x\.com|wa\.me|t\.co|fb\.me|ig\.me)\b/],
  ['link', new RegExp(`\\b[a-z0-9-]{2,}\\.(${TLDS})(\\/|\\b(?!\\.[a-z]))`)],
  ['link', new RegExp(`\\b[a-z0-9-]{2,}\\s+dot\\s+(${TLDS})\\b`)],
  ['handle', /(^|[^a-z0-9_])@[a-z0-9_][a-z0-9_.]{1,}/],
  // "snap: jay_22", "insta @kai", "discord username kai", and "my insta is coolkid99" (not "snapchat is fun").
  ['handle', new RegExp(`\\b(${PLATFORMS})\\s*(:|=|@|\\b(name|handle|username|user|id)\\b)\\s*@?[a-z0-9_.]*[a-z0-9_]{2,}`)],
  ['handle', new RegExp(`\\bmy\\s+(${PLATFORMS})(\\s+(name|handle|username|user|id))?\\s+(is|=)\\s+@?[a-z0-9_.]*[a-z0-9_]{2,}`)],
  ['handle', new RegExp(`\\b(add|dm|message|text|find|follow|hmu|hit)\\s+me\\s+(up\\s+)?(on|at|via)\\s+(${PLATFORMS})\\b`)],
  ['handle', /\b(whatsapp|telegram|kik|signal)\s+me\b/],
  // A platform, then a username-like word (letters with a digit or an underscore): "snap coolkid99", "ig - kai_draws".
  ['handle', new RegExp(`\\b(${PLATFORMS})('s|\\s+is)?\\s*[-:=]?\\s*@?(?=[a-z0-9_.]*[a-z])(?=[a-z0-9_.]*[0-9_])[a-z0-9_.]{5,}`)],
  ['handle', /\b[a-z0-9_.]{2,}#\d{4}\b/],
  // "I live at 42 oak lane": said to be where someone lives, the street may be in lower case.
  ['address', new RegExp(`\\b(live|living|stay|staying|address is|house is|home is)\\s+(at|on)?\\s*\\d{1,6}[a-z]?\\s+([a-z]+\\s+){1,3}(${SUFFIXES})\\b`)],
];

/** A house number, an optional direction, one to three capitalised words and a street word ("42 Oak Lane", "1200 W Main St"). */
const STREET = new RegExp(`\\b\\d{1,6}[A-Za-z]?\\s+([NSEW]\\.?\\s+)?([A-Z][a-z]+\\s+){1,3}(${SUFFIXES})\\b`, 'i');
const STREET_WORDS = new RegExp(`^(${SUFFIXES})$`, 'i');

/** The street pattern on the text as typed: the words before the street word must be capitalised. */
function hasStreetAddress(text: string): boolean {
  for (const match of text.normalize('NFKC').matchAll(new RegExp(STREET.source, 'gi'))) {
    const words = match[0].trim().split(/\s+/).slice(1, -1).filter((w) => !/^[NSEW]\.?$/.test(w));
    if (words.length > 0 && words.every((w) => /^[A-Z]/.test(w) && !STREET_WORDS.test(w))) return true;
  }
  return false;
}

/** Seven or more digits in one run, allowing spaces, dots, dashes, underscores, slashes, parentheses and a leading +. */
function hasPhoneNumber(text: string): boolean {
  for (const run of text.match(/\+?\(?\d[\d\s()._/-]*\d/g) ?? []) {
    const digits = run.replace(/\D/g, '');
    if (digits.length < 7) continue;
    // A date (2026-11-24, 11/24/2026) is not a number.
    if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(run.trim()) || /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(run.trim())) continue;
    return true;
  }
  return false;
}

/** The first kind of contact detail in the text, or null when there is none. */
export function findContactDetails(text: string): ContactKind | null {
  const t = normalise(text);
  if (hasPhoneNumber(t)) return 'phone';
  for (const [kind, rule] of RULES) if (rule.test(t)) return kind;
  return hasStreetAddress(text) ? 'address' : null;
}
