// Finds contact details and invitations to move off Rise in what someone writes for others to read
// (issue 30, point 4; issue 51): phone numbers, email addresses, links to other sites, social handles
// and street addresses, however they are disguised. The server refuses such a text before it is stored
// (server/social/text-filter.ts decides where and judges care first). It lives in contract/ so that a
// screen may use it too: no large tables, no dependency. The composer does not refuse on the device: a
// disclosure that also holds a number must reach the server.
//
// It reads the text as language rather than matching a list of phrasings (issue 51): number words become
// digits ("double four", "fifty five", "oh"), and a number said in pieces is put together; every way of
// naming a platform becomes one word ("instagrm", "snp", "ɪɢ", "👻"), and a handle is found by where it
// stands (a word shaped like a username a few words after a platform's name, or after "my X is");
// invitations are read as an invitation verb and a platform, and not when they are advice ("don't share
// your address"). Everyday school talk passes (dates, year ranges, times, scores, prices, grades, counts,
// "meet @ the library", "good at maths", "I saw it on tiktok", "i play roblox after school", "hop on
// minecraft": a game named without a handle or a server's address is a pastime), and so do public sites
// for learning, play and help ("chess.com", "bbc.co.uk/bitesize", "gov.uk"; not a member's page): a false
// alarm teaches teens to ignore the rule. The cases it must catch and pass are committed beside it
// (contact-details.cases.json) and in the development corpus (server/social/corpus/dev).
//
// Cost: every pattern is linear. Quantifiers are bounded ({0,3}, {1,63}), no group repeats over the
// characters of its own neighbour, patterns that read a word start only where a word starts (a
// look-behind), the words after a platform's name are split once and each read once (by at most its
// first 64 characters and its last two), and a rule's matches never each read the rest of the text, so a
// text of 2,000 characters is judged in about a millisecond (the test holds every adversarial text under
// 25 ms, one of 16,000 characters under 100 ms, and an everyday one under 5 ms).

import { withoutHiddenCharacters } from './hidden-characters';
import { foldLetterLike } from './letter-forms';

export type ContactKind = 'phone' | 'email' | 'address' | 'handle' | 'link';

/** The refusal, naming the field: "messages", "your pep talk", "your comment", "your display name", "your title". */
export function contactDetailsMessage(fieldLabel: string): string {
  return `For your safety, keep contact details out of ${fieldLabel}.`;
}

/** The wording for mentor messages, kept for today's callers. */
export const CONTACT_DETAILS_MESSAGE = contactDetailsMessage('messages');

// ---------------------------------------------------------------------------------------------------
// One readable form

/** Cyrillic and Greek letters drawn like Latin ones ("ѕnар"): a short list, the ones used to disguise. */
const LOOK_ALIKE_FROM = 'авеһіјкмнорсуѕхԁԛԝӏαβεηικνορτυχω';
const LOOK_ALIKE_TO = 'abehijkmhopcysxdqwlabeniknoptuxw';

/** Full stops of other scripts and dots that stand in for one in a link or address: "。", "｡", "·", "⋅", "∙", "・". */
const ODD_DOTS = /[\u3002\u00B7\u22C5\u2219\u30FB\u2981\u25CF\u2022](?=\s{0,3}[\p{L}\p{N}])/gu;

const DIGIT = /\p{Nd}/u;
const digitsSeen = new Map<string, string>();
/** A digit of any script (Arabic-Indic, Devanagari, ...) as its ASCII digit: scripts keep 0 to 9 in a row. */
function asciiDigit(d: string): string {
  let ascii = digitsSeen.get(d);
  if (ascii === undefined) {
    const code = d.codePointAt(0)!;
    let value = 0;
    while (value < 9 && DIGIT.test(String.fromCodePoint(code - value - 1))) value += 1;
    ascii = String(value);
    digitsSeen.set(d, ascii);
  }
  return ascii;
}

/**
 * Nothing hidden (zero-width characters, bidi controls, also between emoji), lower case, compatibility
 * forms folded (full-width "５５５", "＠"), marks gone (accents, the keycap of "5️⃣"), any script's digits
 * as ASCII digits, the usual Cyrillic and Greek look-alikes as Latin letters, small capitals and other
 * letter forms as plain letters ("ɪɢ", "🅸🅶", contract/letter-forms.ts), odd dots as full stops and curly
 * apostrophes as straight ones ("my snap’s").
 */
function readable(text: string): string {
  const folded = withoutHiddenCharacters(text, { keepEmojiJoiners: false })
    .replace(/\u{1F51F}/gu, '10')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : asciiDigit(d)))
    .replace(/[\u0370-\u04FF\u0500-\u052F]/g, (c) => {
      const at = LOOK_ALIKE_FROM.indexOf(c);
      return at < 0 ? c : LOOK_ALIKE_TO[at]!;
    });
  return foldLetterLike(folded)
    .replace(ODD_DOTS, '.')
    .replace(/(?<![a-z])gee\s{0,3}gee(?![a-z])/g, 'gg')
    .replace(/[\u2018\u2019\u02BC\u02BB\u0060\u00B4]/g, "'");
}

/** Single letters spaced out ("s n a p", "g m a i l") joined into the word they spell; two only when they spell a platform ("i g", "d . g g"). */
function joinSpacedLetters(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}(?![\p{L}\p{N}])){2,}/gu, (run) => run.replace(/ /g, ''))
    .replace(/(?<![\p{L}\p{N}])(?:i g|s c|t t|d c|y t|f b|g g|t g|m c|x b)(?![\p{L}\p{N}])/gu, (pair) => pair.replace(' ', ''));
}

/**
 * Words that follow a platform's name in ordinary talk ("ig maybe", "my insta is private", "tiktok
 * dances are fun"), so they are not read as a handle. Everything else after a platform cue may be one.
 */
const NOT_A_HANDLE = new Set(
  (
    'a an the and or but so if then than that thats this these those there theres their they them he hes she shes him her his ' +
    'it its i im me my mine you your youre ur u we us our who what whats when where why how which ' +
    'is are was were be been being am do does did done dont doesnt didnt have has had can cant could would should will wont ' +
    'may might must not no yes yeah yea yep ya nope ok okay k sure maybe idk lol lmao omg tbh ngl fr bruh bro sis dude ' +
    'haha xd lmk pls plz please thanks thx ty sorry same true fair facts real honestly literally basically actually ' +
    'username usernames user users name names gamertag handle handles account accounts profile profiles id enough ' +
    'probably definitely really very too also just only still even ever never always sometimes often usually again ' +
    'now today tonight tomorrow yesterday later soon here before after while since until about all any anyway anything ' +
    'anyone everyone everybody everything nobody nothing someone something some more most much many lots little less ' +
    'other others another each every of in on at to for from by with without into over under up down out off through ' +
    'thru across around between against like as via per rn tho tbf imo btw smh af asf atm irl jk bc cuz coz cause because ' +
    'go goes going went gone get gets getting got make makes made know knew think thought see saw seen look looks watch ' +
    'watching use used using want wants need needs love loves hate hates likes post posts posted posting scroll scrolling ' +
    'follow follows following chat chatting talk talking said say says tell told try tried feel feels keep kept let lets ' +
    'good bad great better best worse worst fun boring cool nice fine weird funny sad mad happy hard easy new old big ' +
    'small toxic addictive annoying dumb stupid crazy wild dead down private public broken banned hacked blocked locked ' +
    'deleted full empty free fake popular famous trending viral cringe mid lit fire taken gone stolen hidden forgotten ' +
    'random silly basic short long unique original simple plain different ' +
    'account accounts acc profile page bio feed story stories reel reels video videos vid vids pic pics photo photos ' +
    'picture pictures live dm dms message messages chats group groups gc server servers channel channels call calls ' +
    'streak streaks filter filters followers follower comments comment notifications notifs algorithm fyp trend trends ' +
    'dance dances challenge challenges edit edits meme memes content creator creators influencer influencers star stars ' +
    'users user mods nitro shop ads ad app apps update brain rot addiction ban time screen stuff thing things ' +
    'day days week weeks month months year years morning afternoon evening night hour hours minute minutes ' +
    'home school work lunch practice gym library class church noon midnight none nothing ' +
    // Other apps, as in "Instagram > Facebook".
    'snapchat instagram insta whatsapp telegram discord tiktok facebook twitter linktree carrd bereal facetime wechat kik ' +
    'signal threads messenger youtube reddit twitch roblox minecraft pinterest spotify netflix google notion tumblr vsco'
  ).split(' '),
);

/** A word with a letter and a digit, an underscore, an inner dot or a tag: "coolkid99", "kai_22", "kai.art", "foxy#euw". */
function handleShaped(word: string): boolean {
  return /[a-z]/.test(word) && (/[0-9_#]/.test(word) || /[a-z0-9]\.[a-z0-9]/.test(word));
}

/** A captured word without the sentence's full stop. */
function word(captured: string | undefined): string {
  return (captured ?? '').replace(/\.+$/, '');
}

// ---------------------------------------------------------------------------------------------------
// Phone numbers

const DIGIT_WORDS = ['zero', 'nought', 'oh', 'one', 'two', 'three', 'four', 'five', 'fiv', 'six', 'seven', 'sevn', 'eight', 'nine', 'o'];
const DIGIT_VALUES = ['0', '0', '0', '1', '2', '3', '4', '5', '5', '6', '7', '7', '8', '9', '0'];
const TENS: Record<string, string> = {
  twenty: '2',
  thirty: '3',
  forty: '4',
  fourty: '4',
  fifty: '5',
  sixty: '6',
  seventy: '7',
  eighty: '8',
  ninety: '9',
};
const TEENS: Record<string, string> = {
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
};
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** "fifty five", "fifty-five", "twenty": the tens of a number said in pairs ("double oh seven, fifty five..."). */
const TENS_WORDS = new RegExp(`(?<![a-z])(${Object.keys(TENS).join('|')})(?:[\\s-]{1,2}(${UNITS.join('|')}))?(?![a-z])`, 'g');
const TEENS_WORDS = new RegExp(`(?<![a-z])(${Object.keys(TEENS).join('|')})(?![a-z])`, 'g');
/** "nine hundred", "9 hundred and 5": hundreds, after the digit words are digits. */
const HUNDREDS = /(?<![\d\uE001])\uE001?(\d)\s{1,2}hundred(?:\s{1,2}(?:and\s{1,2})?\uE001?(\d{1,2})(?!\d))?(?![a-z])/g;

/**
 * Digits read from words are marked with a private-use character (U+E001) before them, so that a list of spoken digits ("five five five,
 * double four, three") is not taken for a list of scores ("10, 9, 8, 10, 9").
 */
const SPOKEN = '\uE001';

/** "fivefivefive" (or "fiveFiveFive") as "555", "doublefive" as "55"; null when the letters are not digit words alone. */
function spelledDigits(run: string): string | null {
  let out = '';
  let times = 1;
  for (let i = 0; i < run.length;) {
    if (run.startsWith('double', i) || run.startsWith('triple', i)) {
      times = run[i] === 'd' ? 2 : 3;
      i += 6;
      continue;
    }
    const k = DIGIT_WORDS.findIndex((w) => run.startsWith(w, i));
    if (k < 0) return null;
    out += DIGIT_VALUES[k]!.repeat(times);
    times = 1;
    i += DIGIT_WORDS[k]!.length;
  }
  return times === 1 && out !== '' ? SPOKEN + out : null;
}

/**
 * Numbers that are not phone numbers, taken out before digits are counted. Each stops where the next
 * digits would continue it the same way ("555-123-4567" is no score, "2026-11-24-5555" no date).
 */
const NOT_PHONE = [
  // Book numbers: "isbn 978-0-14-044913-6".
  /isbn(?:-?1[03])?\s{0,2}(?:is|:|#)?\s{0,3}[\d\s-]{9,20}x?/g,
  // Decimals: "3.1415926535".
  /(?<![\d.,])\d{1,3}\.\d{4,}(?![\d.,])/g,
  // Prices and percentages: "$4.99", "£12", "12€", "95%".
  /[$£€¥₹]\s?\d{1,12}(?:[.,]\d{1,3}){0,4}|\d{1,12}(?:[.,]\d{1,3}){0,4}\s?[$£€¥¢₹%]/g,
  // Thousands: "1,000,000 views".
  /(?<![\d.,])\d{1,3}(?:,\d{3}){2,4}(?![\d,])/g,
  // Dates: "2026-11-24", "11/24/2026", "24.11.2026".
  /(?<!\d[-/.]?)(?:19|20)\d\d([-/.])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])(?![-/.]?\d)/g,
  /(?<!\d[-/.]?)(?:0?[1-9]|[12]\d|3[01])([-/.])(?:0?[1-9]|[12]\d|3[01])\1(?:19|20)?\d\d(?![-/.]?\d)/g,
  // Years, ranges and lists of them: "2019-2021", "2019-21", "2019, 2020, 2021".
  /(?<!\d[-/.]?)(?:19|20)\d\d(?:(?:\s{1,2}|\s{0,2}(?:[-–—/,&]|to|and|until|till)\s{0,2})(?:(?:19|20)\d\d|\d\d)){1,8}(?![-/.]?\d)/g,
  // Times: "5:30", "17:45", "10.30", "17:45:10".
  /(?<!\d[:.]?)(?:[01]?\d|2[0-3])[:.][0-5]\d(?:[:.][0-5]\d)?(?![:.]?\d)/g,
  // Scores, fractions and page ranges alone: "3-2", "21-18", "95/100", "40-55"; not "555-123 4567".
  /(?<!\d\s?[-–:/]\s?)(?<!\d\s{0,3})\d{1,3}\s?[-–:/]\s?\d{1,3}(?!\s?[-–:/]\s?\d)(?!\s{0,3}\d)/g,
];

/**
 * Crisis and help lines a teen or a mentor may share, as public: Childline, Samaritans, Shout, Papyrus,
 * NSPCC, The Mix, CALM, Mind, FRANK, YoungMinds; Kids Help Phone, 988, the Crisis Text Line, the Trevor
 * Project, Childhelp, RAINN, the old US Lifeline; Kids Helpline and Lifeline AU; Childline Ireland; Lifeline,
 * Youthline and 1737 NZ; emergency numbers.
 */
const HELPLINE_NUMBERS = [
  '08001111',
  '116123',
  '85258',
  '08000684141',
  '07860039967',
  '08088005000',
  '08088084994',
  '0800585858',
  '03001233393',
  '03001236600',
  '08088025544',
  '116111',
  '116000',
  '8006686868',
  '686868',
  '741741',
  '8002738255',
  '8004224453',
  '8664887386',
  '678678',
  '8006564673',
  '1800551800',
  '131114',
  '1800666666',
  '50808',
  '0800543354',
  '0800376633',
  '1737',
  '999',
  '911',
  '988',
  '112',
  '111',
  '000',
];
const HELPLINES = new Set(HELPLINE_NUMBERS);
/** The same numbers as written, with any separators between their digits ("0800 1111", "1-800-668-6868"). */
const HELPLINE_WRITTEN = new RegExp(
  `(?<!\\d[^\\p{L}\\p{N}]{0,2})(?:\\+?1[\\s.-]{0,2})?(?:${HELPLINE_NUMBERS.filter((n) => n.length >= 5)
    .map((n) => [...n].join('[\\s.()-]{0,2}'))
    .join('|')})(?![^\\p{L}\\p{N}]{0,2}\\d)`,
  'gu',
);

/**
 * Freephone numbers, which belong to services, not people: UK and NZ 0800, 0808, 0500, 0508; North
 * American 1-800, 888, 877, 866, 855, 844, 833; Australian and Irish 1800, 1300, 1850.
 */
const TOLL_FREE = /^(?:0(?:800|808|500|508)\d{6,7}|1?8(?:00|88|77|66|55|44|33)\d{7}|1(?:800|300|850)\d{6})$/;

/** "1 2 3 4 5 6 7" or "10 9 8 7 6 5": counting, not a number. */
function isCounting(groups: readonly string[]): boolean {
  if (groups.length < 5) return false;
  const step = Number(groups[1]) - Number(groups[0]);
  return (step === 1 || step === -1) && groups.every((g, i) => i === 0 || Number(g) - Number(groups[i - 1]) === step);
}

/** A book number: 13 digits starting 978 or 979 whose check digit is right. */
function isIsbn(digits: string): boolean {
  if (digits.length !== 13 || !/^97[89]/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** Words that join the parts of a number said in pieces: "555 then 614 then 9027", "first bit is 07700, second bit 900". */
const JOINING_WORDS = new Set(
  'then and next after that thats is its it are the rest bit bits part parts first second third last final starts start begins ends end with dash space followed by plus comma digits numbers of more same'.split(
    ' ',
  ),
);
/** The text with spoken digits as digits and the numbers that are no phone number taken out. */
function digitView(view: string): string {
  let t = view
    .replace(HELPLINE_WRITTEN, ' x ')
    .replace(
      TENS_WORDS,
      (_, tens: string, unit: string | undefined) => SPOKEN + TENS[tens]! + (unit ? String(UNITS.indexOf(unit) + 1) : '0'),
    )
    .replace(TEENS_WORDS, (_, teen: string) => SPOKEN + TEENS[teen]!)
    .replace(/(?<![a-z])(double|triple)[\s-]{1,3}(?=[a-z])/g, '$1')
    .replace(/[a-z]+/g, (run) => spelledDigits(run) ?? run)
    .replace(
      /(?<![a-z])(double|triple)[\s-]{0,3}\uE001?(\d)/g,
      (_, times: string, d: string) => SPOKEN + d.repeat(times === 'double' ? 2 : 3),
    )
    .replace(HUNDREDS, (_, h: string, rest: string | undefined) => SPOKEN + h + (rest ?? '').padStart(2, '0'))
    // Letters o and l standing for digits inside a number: "o7700 9oo 2o4", "555-l23-4567".
    .replace(/(?<![a-z0-9])(?=[a-z0-9]{0,12}\d)[0-9ol]{2,}(?![a-z0-9])/g, (w) => w.replace(/o/g, '0').replace(/l/g, '1'))
    .replace(/(?<=\d[^a-z\d]?)[oli](?=[^a-z\d]?\d)/g, (c) => (c === 'o' ? '0' : '1'));
  for (const rule of NOT_PHONE) t = t.replace(rule, ' x ');
  return t;
}

/** Seven or more digits in one run, between any separators: spaces, dots, dashes, commas, pipes, slashes, brackets, emoji. */
/** A crisis line, a freephone number or a book number. */
function isServiceNumber(digits: string): boolean {
  return HELPLINES.has(digits) || (digits.startsWith('1') && HELPLINES.has(digits.slice(1))) || isIsbn(digits) || TOLL_FREE.test(digits);
}

function hasDigitRun(t: string): boolean {
  for (const [run] of t.matchAll(/\d(?:[^\p{L}\p{N}]{0,4}\d)*/gu)) {
    const groups = run.split(/\D+/);
    const digits = groups.join('');
    if (digits.length < 7) continue;
    if (isServiceNumber(digits)) continue;
    // A round number ("1000000 views"), one digit over and over ("oh oh oh oh oh oh oh no").
    if ((groups.length === 1 && /^[1-9]\d{0,2}0{4,}$/.test(digits)) || /^(\d)\1*$/.test(digits)) continue;
    // Thousands with spaces or dots between them: "1 000 000", "2.500.000".
    if (groups.length >= 3 && groups[0]!.length <= 3 && groups.slice(1).every((g) => g.length === 3) && /^0+$/.test(groups.at(-1)!))
      continue;
    // A list of small numbers ("scores: 10, 9, 8, 10, 9"); not one digit at a time ("5, 5, 5, 1, 2, 3, 4"), not spoken digits.
    if (
      !run.includes(SPOKEN) &&
      /,\s/.test(run) &&
      groups.length >= 4 &&
      groups.every((g) => g.length <= 3) &&
      groups.some((g) => g.length > 1)
    )
      continue;
    if (isCounting(groups)) continue;
    return true;
  }
  return false;
}

/**
 * A number said in pieces with words between them. Pieces of two digits or more, joined by up to three
 * joining words ("555 then 78 then 01 then 44"): nine digits or more. After a word that names a phone
 * number ("number", "digits", "mobile"), any words between pieces of the same sentence: seven or more.
 */
function hasNumberInPieces(t: string): boolean {
  const tokens = t.matchAll(/\d+|[a-z']+|[.!?;\n]/g);
  let digits = '';
  let pieces = 0;
  let joiners = 0;
  let worded = false;
  let long = false; // a piece of three digits or more: not a list of small numbers ("12, 15, 18 and 21")
  let plain = false; // a piece that is neither round nor a year ("100 then 200 then 300", "1066 and then 1215")
  let named = false;
  let sinceNamed = 99;
  const reset = () => {
    digits = '';
    pieces = 0;
    joiners = 0;
    worded = false;
    long = false;
    plain = false;
  };
  for (const [token] of tokens) {
    if (/^\d/.test(token)) {
      if (token.length >= 2) {
        if (pieces > 0 && joiners > 0) worded = true;
        digits += token;
        pieces += 1;
        joiners = 0;
        if (!/0$/.test(token) || !/^(?:1\d{3}|20\d\d)$/.test(token)) plain = true;
        if (token.length >= 3) long = true;
        if (pieces >= 2 && (worded || named) && long && plain && digits.length >= (named ? 7 : 9) && !isServiceNumber(digits)) return true;
      } else if (!named && (pieces === 0 || (joiners += 1) > 3)) reset(); // "last four 8822": a digit word among the joining words
      continue;
    }
    if (/^[.!?;\n]$/.test(token)) {
      reset();
      named = false;
      continue;
    }
    const word = token.replace(/'/g, '');
    sinceNamed += 1;
    if (/^(?:number|num|digits|mobile|cell|phone|fone|landline|whatsapp)$/.test(word)) {
      named = true;
      sinceNamed = 0;
    }
    if (named && sinceNamed > 16) named = false;
    if (named) continue;
    joiners += 1;
    if (!JOINING_WORDS.has(word) || joiners > 3) reset();
  }
  return false;
}

/** "my number: 555 (next msg)", "my number is five five five, the rest on snap": a number's first digits, said to be one. */
const MY_NUMBER =
  /(?<![a-z])(?:my|mine|ma|me)\s{1,3}(?:phone\s{1,3}|mobile\s{1,3}|cell\s{1,3})?(?:number|num|no|digits|mobile|cell)(?:'?s|\s{1,3}is|\s{0,3}[:=-])?\s{0,3}(?:\+\s?)?\uE001?\d(?:[\s,.-]{0,2}\uE001?\d){2}/;

/** "text me, it's the same as my locker number...", "call me on the number in my bio": a number offered, with the invitation to use it. */
const USE_MY_NUMBER =
  /(?<![a-z])(?:text|call|ring|phone|whatsapp|txt)\s{1,3}(?:me|us)(?![a-z])[^.!?\n]{0,60}(?<![a-z])(?:number|num|digits)(?![a-z])/;

function hasPhoneNumber(view: string): boolean {
  const t = digitView(view);
  if (hasDigitRun(t) || hasNumberInPieces(t)) return true;
  return MY_NUMBER.test(t) || USE_MY_NUMBER.test(view);
}

// ---------------------------------------------------------------------------------------------------
// Emails and links

/** "@", "(@)", "(at)", "[at]", "{at}", "<at>". */
const AT_SIGN = String.raw`\s{0,3}(?:@{1,3}|[([{<]\s{0,2}(?:@|at)\s{0,2}[)\]}>])\s{0,3}`;
/** " at ", " a t ". */
const AT_WORD = String.raw`\s{1,3}(?:at|a\s{1,2}t)\s{1,3}`;
/** "(dot)", "[.]", " dot ", " d o t ", " . ". */
const DOT_SPELLED = String.raw`\s{0,3}[([{<]\s{0,2}(?:dot|\.)\s{0,2}[)\]}>]\s{0,3}|\s{1,3}(?:dot|d\s{1,2}o\s{1,2}t)\s{1,3}|\s{1,3}\.\s{0,3}`;
const DOT = `(?:${DOT_SPELLED}|\\.)`;
const LABEL = '[a-z0-9][a-z0-9-]{0,62}';
const LOCAL_START = '(?<![a-z0-9._%+-])';

/** Endings of addresses that are not English words ("kai.com", "discord.gg", "linktr.ee"). */
const TLD_STRONG =
  'com|net|org|io|co|gg|ly|ee|xyz|dev|app|biz|edu|gov|uk|ca|au|de|fr|nl|es|nz|ie|tv|cc|info|club|site|online|blog|shop|store|lol|' +
  'website|space|studio|design|tech|games|social|example';
/** Endings that are also words ("home.to", "ok.so"): a link only with a path, or with "(dot)". ".example" is the documentation domain. */
const TLD_WEAK = 'me|to|in|us|ai|it|be|so|fm|gl|sh|ws|link|page|live|pro|top|vip|fun|art|bio';
const EMAIL_TLD = 'com|net|org|edu|gov|co|io|uk|ca|au|de|fr|nl|es|nz|ie|info|biz';
/** Mail providers named in "kai at gmail", which need no ending. */
const PROVIDERS = 'gmail|googlemail|hotmail|icloud|protonmail|ymail|aol|gmx|yahoo|outlook';
/** Words before " at " that make it English, not an address: "look at gmail", "good at it". */
const NOT_A_LOCAL_PART = new Set(
  'look looking looked looks check checking checked good bad great better best worse worst am is are was were be been im me you him her it us them we they i stare staring laugh laughing mad angry upset yell yelling work working arrive arrived sign signed log logged email emailed text texted reach here there still just even all not and or but so only'.split(
    ' ',
  ),
);

const EMAIL_RULES = {
  /** "kai@example.com", "kai (at) mail [dot] org", "kai @ gmail . com". */
  sign: new RegExp(
    `${LOCAL_START}[a-z0-9][a-z0-9._%+-]{0,63}${AT_SIGN}${LABEL}(?:${DOT}${LABEL}){0,3}?${DOT}(?:${TLD_STRONG}|${TLD_WEAK})(?![a-z0-9])`,
  ),
  /** "kai at gmail dot com": the ending must be one of mail. */
  word: new RegExp(`${LOCAL_START}[a-z0-9][a-z0-9._%+-]{0,63}${AT_WORD}${LABEL}(?:${DOT}${LABEL}){0,3}?${DOT}(?:${EMAIL_TLD})(?![a-z0-9])`),
  /** "kai@gmail", "kai at g mail", "kai [at] hotmail". */
  provider: new RegExp(`${LOCAL_START}([a-z0-9][a-z0-9._%+-]{0,63})(${AT_SIGN}|${AT_WORD})(?:${PROVIDERS})(?![a-z0-9])`, 'g'),
  /** "foxy knight at mail dot example": "at" and "dot" both spoken, around one word. */
  spoken: /(?<![a-z0-9._-])([a-z0-9][a-z0-9._-]{0,40})\s{1,3}at\s{1,3}[a-z0-9][a-z0-9-]{1,30}\s{1,3}dot\s{1,3}([a-z]{2,12})(?![a-z0-9])/g,
  /** "ellaATgmailDOTcom": "at" and a provider glued to a name. */
  glued: new RegExp(`(?<![a-z0-9])[a-z0-9._]{2,40}at(?:${PROVIDERS})(?:dot)?(?:com|net|couk|co)?(?![a-z0-9])`),
  /** "kai@mailbox": two words joined by @ with no space. */
  bare: new RegExp(`${LOCAL_START}[a-z0-9][a-z0-9._%+-]{1,63}@([a-z][a-z0-9-]{1,62})`, 'g'),
};

/** "g mail", "hot-mail", "out look", "i cloud" as the provider's name. */
function withProvidersJoined(view: string): string {
  return view
    .replace(/(?<![a-z0-9])(g|hot|google|proton|y|zoho)[\s._-]{1,2}mail(?![a-z0-9])/g, '$1mail')
    .replace(/(?<![a-z0-9])out[\s._-]{1,2}look(?![a-z0-9])/g, 'outlook')
    .replace(/(?<![a-z0-9])i[\s._-]{1,2}cloud(?![a-z0-9])/g, 'icloud')
    .replace(/(?<![a-z0-9])ya[\s._-]{1,2}hoo(?![a-z0-9])/g, 'yahoo');
}

function hasEmail(view: string): boolean {
  // "kai_at_gmail_dot_com": underscores read as spaces too.
  return hasEmailIn(withProvidersJoined(view)) || (view.includes('_') && hasEmailIn(withProvidersJoined(view.replace(/_/g, ' '))));
}

/** Any sign of an address at all: "@", a spoken or bracketed "at", or "at" glued to a provider. */
const MAYBE_EMAIL = new RegExp(`@|(?<![a-z])a\\s{0,2}t(?![a-z])|at(?:${PROVIDERS})`);

function hasEmailIn(t: string): boolean {
  if (!MAYBE_EMAIL.test(t)) return false;
  if (EMAIL_RULES.sign.test(t) || EMAIL_RULES.word.test(t) || EMAIL_RULES.glued.test(t)) return true;
  for (const m of t.matchAll(EMAIL_RULES.provider)) {
    const spokenAt = !/[@([{<]/.test(m[2]!);
    if (!spokenAt || !NOT_A_LOCAL_PART.has(m[1]!)) return true;
  }
  for (const m of t.matchAll(EMAIL_RULES.bare)) if (!NOT_A_HANDLE.has(m[1]!)) return true;
  for (const m of t.matchAll(EMAIL_RULES.spoken))
    if (!NOT_A_LOCAL_PART.has(m[1]!) && !NOT_A_HANDLE.has(m[1]!) && m[2] !== 'dot') return true;
  return false;
}

const LINK_RULES = {
  /** "discord gg/jrdnk", "bit ly/x", "t me/x": an invitation host with a space for its dot, then a path. */
  spacedHost: /(?<![a-z0-9])(?:discord|dsc|bit|t|wa|linktr)\s{1,3}(?:gg|ly|me|ee)\s{0,3}\/\s{0,3}[a-z0-9_@]/,
  /** "https://", "h t t p s : / /", "www.", "www dot". */
  scheme: new RegExp(`(?<![a-z0-9])(?:https?|ftp)\\s{0,2}:\\s{0,2}/\\s{0,2}/|(?<![a-z0-9])www${DOT}[a-z0-9]`, 'g'),
  /** Short hosts too short for the general rule: t.me, wa.me, x.com, t.co, youtu.be, cash.app. */
  short: new RegExp(`(?<![a-z0-9@._-])(?:(?:t|wa|ig|fb|m|paypal)${DOT}me|x${DOT}com|t${DOT}co|youtu${DOT}be|cash${DOT}app)(?![a-z0-9-])`),
  /** A name, a dot however written, an ending; and what follows it (a path?). */
  host: new RegExp(
    `(?<![a-z0-9@._-])(${LABEL})((?:${DOT}${LABEL}){0,3}?)(${DOT})(${TLD_STRONG}|${TLD_WEAK})(?![a-z0-9-])(\\s{0,3}(?:/|slash\\b))?`,
    'g',
  ),
};
const STRONG_ENDING = new RegExp(`^(?:${TLD_STRONG})$`);
/** Endings that are no everyday word after a spoken dot: "ninapaints dot art", "kai dot me" (not "polka dot top"). */
const SPOKEN_ENDING = /^(?:art|bio|ai|fm|gl|sh|ws|vip|me)$/;
/** Words that name what follows as an address on the web. */
const SITE_WORDS = /(?<![a-z])(?:web\s?site|site|portfolio|blog|shop|store|link|url|page|server\s{1,3}ip|ip)(?![a-z])[^.!?\n]{0,12}$/;
/** Invitation hosts, whatever dots and spaces they are written with: "discord . gg / x9KpQ2". */
const INVITE_HOST = /^(?:discord|dsc|bit|linktr|tinyurl|instagram|tiktok|snapchat|roblox|twitch|youtube|facebook|wa|t)$/;

/**
 * Public sites a teen or a mentor points to for learning, play or help, which no one can be reached on by
 * their address alone: reference and revision (Wikipedia, BBC Bitesize, Khan Academy, Duolingo), chess,
 * government and health services, help lines. Any name under them too ("en.wikipedia.org", "www.gov.uk").
 */
const PUBLIC_SITES = new Set(
  (
    'wikipedia.org wiktionary.org britannica.com bbc.co.uk bbc.com khanacademy.org duolingo.com senecalearning.com ' +
    'mathsisfun.com corbettmaths.com chess.com lichess.org gov.uk gov nhs.uk police.uk childline.org.uk nspcc.org.uk ' +
    'samaritans.org youngminds.org.uk themix.org.uk mind.org.uk papyrus-uk.org giveusashout.org kidshelpphone.ca ' +
    '988lifeline.org thetrevorproject.org'
  ).split(' '),
);
/** A path on a public site that leads to a person: a profile, a member's page, a team, an invitation ("chess.com/member/kai_22", "lichess.org/@/kai"). */
const PERSONAL_PATH =
  /[@~]|(?:^|[/?=&])(?:members?|users?|u|profiles?|players?|people|teams?|clubs?|invite|join|friends?|chat|messages?)(?=$|[/?=&:#.])/;
/** A name of a site, read on from where a link's pattern stopped ("bbc.co" of "bbc.co.uk"), and its path (at most 200 characters). */
const HOST_AND_PATH = new RegExp(`((?:${DOT}${LABEL}){0,4})(?:\\s{0,3}/([^\\s]{0,200}))?`, 'y');
/** The first name of a site after "https://" or "www.". */
const SITE_START = new RegExp(`\\s{0,2}(?:www${DOT})?(${LABEL})`, 'y');
const SPELLED_DOT = new RegExp(DOT_SPELLED, 'g');

/** Whether a site's name (`name`, read on in `text` from `at`) is a public one, and the path after it leads to no one. */
function isPublicSite(name: string, text: string, at: number): boolean {
  HOST_AND_PATH.lastIndex = at;
  const more = HOST_AND_PATH.exec(text);
  const host = `${name}${more?.[1] ?? ''}`.replace(SPELLED_DOT, '.').replace(/^(?:www|m|en)\./, '');
  const labels = host.split('.');
  return labels.some((_, i) => PUBLIC_SITES.has(labels.slice(i).join('.'))) && !PERSONAL_PATH.test(more?.[2] ?? '');
}

/** "https://", "www.": the start of a link, unless every one in the text leads to a public site ("https://www.bbc.co.uk/bitesize"). */
function hasLinkStart(view: string): boolean {
  for (const m of view.matchAll(LINK_RULES.scheme)) {
    // "www." is matched with the first character of the name after it.
    SITE_START.lastIndex = m[0].startsWith('www') ? m.index : m.index + m[0].length;
    const start = SITE_START.exec(view);
    if (start === null || !isPublicSite(start[1]!, view, SITE_START.lastIndex)) return true;
  }
  return false;
}

function hasLink(view: string): boolean {
  if (hasLinkStart(view) || LINK_RULES.short.test(view) || LINK_RULES.spacedHost.test(view)) return true;
  for (const m of view.matchAll(LINK_RULES.host)) {
    const [, first, middle, dot, ending, path] = m as unknown as [string, string, string, string, string, string | undefined];
    if (isPublicSite(first + middle + dot + ending, view, m.index + m[0].length - (path?.length ?? 0))) continue; // "chess.com", "bbc.co.uk/bitesize"
    if (!/[a-z]/.test(first + middle)) continue; // "24.11.2026"
    if (dot === '.' && first.length === 1 && /^(?:\.[a-z0-9])*$/.test(middle)) continue; // "k.i.l.l y.o.u.r.s.e.l.f": letters spelled out
    const bracketed = /[([{<]/.test(dot);
    const strong = STRONG_ENDING.test(ending);
    if (bracketed) return true;
    if (dot === '.') {
      if ((strong || path !== undefined) && (first.length >= 2 || middle !== '')) return true;
      // "my website: ellasketches.art": an ending that is a word too, named as a site.
      if (first.length >= 2 && SITE_WORDS.test(view.slice(Math.max(0, m.index - 30), m.index))) return true;
    } else if (
      (strong || path !== undefined || SPOKEN_ENDING.test(ending)) &&
      (!NOT_A_HANDLE.has(first) || (middle === '' && INVITE_HOST.test(first)))
    )
      return true; // "kai dot com", "discord . gg", not "the dot com era"
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Handles and moving off Rise

const LEET: Record<string, string> = { a: 'a@4', e: 'e3', i: 'i1!|', o: 'o0', s: 's$5', t: 't7+', g: 'g9', l: 'l1|', b: 'b8' };
/** A platform's name however spelled: leet letters and one separator allowed between letters ("sn@p", "$nap", "tik tok", "whats app", "i n s t a"). */
function loose(name: string): string {
  return [...name].map((c) => `[${(LEET[c] ?? c).replace(/[\]\\^-]/g, '\\$&')}]`).join(`[\\s._*'-]?`);
}

/**
 * Platforms written with separators or leet letters inside the name, as one plain word. Longer names
 * first ("snapchat" before "snap"). "wechat" is read only as typed: "can we chat" is English.
 */
const PLATFORM_NAMES: [string, string[]][] = [
  ['snapchat', ['snapchat']],
  ['instagram', ['instagram', 'instgram', 'insta']],
  ['whatsapp', ['whatsapp', 'whatsap', 'watsapp', 'watsap', 'whatapp']],
  ['telegram', ['telegram']],
  ['discord', ['discord']],
  ['tiktok', ['tiktok', 'tictoc']],
  ['facebook', ['facebook']],
  ['twitter', ['twitter']],
  ['linktree', ['linktree']],
  ['carrd', ['carrd']],
  ['bereal', ['bereal']],
  ['facetime', ['facetime']],
  ['roblox', ['roblox']],
  ['minecraft', ['minecraft']],
  ['youtube', ['youtube']],
  ['snap', ['snap']],
  ['kik', ['kik']],
];
const PLATFORM = new RegExp(
  `(?<![a-z0-9])(?:${PLATFORM_NAMES.map(([, spellings]) => `(${spellings.map(loose).join('|')})`).join('|')}|(the\\s{1,3}gram))(?![a-z0-9])`,
  'g',
);

/**
 * Every way of naming a platform, as the one word the rules read. Names that are no English word are sure
 * cues ("ig kaidraws" is a handle); abbreviations and nicknames are listed, and a long name with one letter
 * wrong, missing, extra or swapped is the name ("instagrm", "discrod", "tiktk" is too short to guess).
 */
const SURE_PLATFORMS: Record<string, string> = {
  snapchat: 'snapchat snapchats snapchatt snapchet snapcht snp sc snapp snapc',
  instagram: 'instagram instagrams insta instas insty isnta intsa insat ig igs finsta finstas rinsta',
  tiktok: 'tiktok tiktoks tictoc tt ttk ttok',
  discord: 'discord dc dizzcord dizcord diskord discorde',
  telegram: 'telegram tg',
  whatsapp: 'whatsapp whatsap watsapp watsap whatapp',
  youtube: 'youtube yt',
  facebook: 'facebook fb',
  twitter: 'twitter',
  roblox: 'roblox rblx rbx',
  minecraft: 'minecraft',
  fortnite: 'fortnite',
  xbox: 'xbox xbl',
  playstation: 'playstation psn ps4 ps5',
  gamertag: 'gamertag gamertags gt',
  twitch: 'twitch',
  bereal: 'bereal',
  bluesky: 'bluesky bsky',
  kik: 'kik',
  linktree: 'linktree',
  carrd: 'carrd',
  wechat: 'wechat',
  skype: 'skype',
  reddit: 'reddit',
  tumblr: 'tumblr',
  vsco: 'vsco',
  spotify: 'spotify',
  soundcloud: 'soundcloud',
  wattpad: 'wattpad',
  pinterest: 'pinterest',
  yubo: 'yubo',
  valorant: 'valorant',
  lemon8: 'lemon8',
  omegle: 'omegle',
  // "chess.com" and "lichess.org" as one word each (withPlatformsNamed): sites to play on, with players' names.
  chesscom: 'chesscom lichess',
};
/** Platforms whose name is also a word ("snap decision", "steam sale", "league table"): a cue only with a clearer sign. */
const WORD_PLATFORMS = 'snap disc tele wa mc ps steam epic league riot switch wink signal threads line x messenger facetime';
/** Mail providers and the word email: a handle after one is an email address. */
const MAIL_NAMES = 'gmail googlemail hotmail outlook icloud yahoo ymail protonmail aol email';

const PLATFORM_OF = new Map<string, string>();
for (const [name, spellings] of Object.entries(SURE_PLATFORMS)) for (const s of spellings.split(' ')) PLATFORM_OF.set(s, name);
/** Long names, and each with one letter left out (not the first), for names written one letter wrong. */
const NEAR_NAME = new Map<string, string>();
for (const name of Object.keys(SURE_PLATFORMS).filter((n) => n.length >= 6 && !/\d/.test(n))) {
  NEAR_NAME.set(name, name);
  for (let i = 1; i < name.length; i += 1) NEAR_NAME.set(name.slice(0, i) + name.slice(i + 1), name);
}
/** English words one letter from a platform's name. */
const NOT_NEAR = new Set(['discard', 'twister', 'interest', 'tumbler', 'twitchy', 'reddish']);
const UNLEET: Record<string, string> = { $: 's', '@': 'a', '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** The platform a word names ("1nsta", "$c", "instagrm", "snp"), or undefined. */
function platformOf(word: string): string | undefined {
  const sure = PLATFORM_OF.get(word);
  if (sure !== undefined) return sure;
  const seen = wordsSeen.get(word);
  if (seen !== undefined) return seen || undefined;
  if (wordsSeen.size > 20_000) wordsSeen.clear();
  const found = nearPlatform(word) ?? '';
  wordsSeen.set(word, found);
  return found || undefined;
}

/** Words already read ('' when they name no platform): most texts repeat everyday words. */
const wordsSeen = new Map<string, string>();

function nearPlatform(word: string): string | undefined {
  // Leet letters only in a word that is not a number with a letter ("5c", "1g").
  const plain = word.length >= 3 || /[$@]/.test(word) ? word.replace(/[$@013457]/g, (c) => UNLEET[c]!) : word;
  if (!/^[a-z]+$/.test(plain)) return undefined;
  const known = PLATFORM_OF.get(plain);
  if (known !== undefined || plain.length < 5 || plain.length > 13 || NOT_NEAR.has(plain)) return known;
  const near = NEAR_NAME.get(plain);
  if (near !== undefined) return near;
  for (let i = 1; i < plain.length; i += 1) {
    const name = NEAR_NAME.get(plain.slice(0, i) + plain.slice(i + 1));
    if (name !== undefined && Math.abs(name.length - plain.length) <= 1) return name;
  }
  return undefined;
}

/**
 * The view with every platform named plainly. "snap" as typed stays "snap" (a word too: "snap
 * decision"); written in disguise ("sn@p", "$nap", "s n a p") it is surely the app, "snapchat". "be real"
 * with a space stays words. Nicknames too: 👻, "the yellow app", "the clock app", "the gram".
 */
function withPlatformsNamed(view: string): string {
  return view
    .replace(/([a-vx-z])\1{2,}/g, '$1') // "meee", "snappp" (not "www")
    .replace(/\u{1F47B}/gu, ' snapchat ')
    .replace(/(?<![a-z])(?:the\s{1,3})?(?:yellow|ghost)\s{1,3}app(?![a-z])/g, 'snapchat')
    .replace(/(?<![a-z])(?:the\s{1,3})?clock\s{1,3}app(?![a-z])/g, 'tiktok')
    .replace(/(?<![a-z])(?:the\s{1,3})?bird\s{1,3}app(?![a-z])/g, 'twitter')
    .replace(/(?<![a-z])xbox\s{1,3}live(?![a-z])/g, 'xbox')
    .replace(/(?<![a-z0-9.])(?:chess|lichess)(?:\s{0,3}(?:\.|dot)\s{0,3}(?:com|org))?(?![a-z0-9])/g, (site) =>
      site === 'chess' ? site : 'chesscom',
    )
    .replace(/(?<![a-z])(?:spam|priv|private)\s{1,3}(?:acc|account)(?![a-z])/g, 'finsta')
    .replace(PLATFORM, (found, ...groups: unknown[]) => {
      const at = groups.findIndex((g) => typeof g === 'string');
      if (at === PLATFORM_NAMES.length) return 'instagram'; // "the gram"
      const name = PLATFORM_NAMES[at]![0];
      if (name === 'snap') return found === 'snap' ? 'snap' : 'snapchat';
      if (name === 'bereal' && /\s/.test(found)) return found;
      return name;
    })
    .replace(/(?<![\p{L}\p{N}$@_.#/-])[\p{L}\p{N}$@]{2,20}(?![\p{L}\p{N}$@_#/])/gu, (w) => platformOf(w) ?? w);
}

const SURE_NAMES = Object.keys(SURE_PLATFORMS);
/** Platforms whose name is no English word: "ig kaidraws" is a handle. */
const CUE_SURE = SURE_NAMES.join('|');
/** With the ones that are words too, read only with a clearer sign. */
const CUE = `${CUE_SURE}|${WORD_PLATFORMS.split(' ').join('|')}`;
/** And "be real". */
const CUE_OR_X = `${CUE}|be\\s{1,2}real`;
const HANDLE = '@?([a-z0-9_][a-z0-9_.]{1,29}(?:#[a-z0-9]{2,5})?)';
/** Marks that point from a platform to a handle but also join words in a sentence: "ig - kai", "insta > kai", "sc 👉 kai". */
const POINTER = '(?:->|=>|>|–|—|-|~|→|⇒|➡|👉)';
/** A handle's end: the end of its clause (after a filler such as "pls"), captured when it is there ('' at the end of the text). */
const CLAUSE_END = String.raw`(?=((?:\s{1,3}(?:pls|plz|please|lol|thx|ty|xx|x))?\s{0,3}(?:$|[.!?,;()\n]|[^\x00-\x7f]))|)`;
/** Words after a platform's name that make it about the app, not a way to reach someone: "what's your minecraft seed", "here's my snap score". */
const NOT_ABOUT_IT = String.raw`(?!\s{1,3}(?:seed|score|streaks?|skin|avatar|fyp|feed|filters?|pfp|screen\s?time|level|rank|rating|elo|puzzles?|world|house|base|build|stor(?:y|ies)|memories|map|posts?|reels?|videos?|pics?|favou?rite|fav|opinion|playlist|wrapped)(?![a-z]))`;
/** What one's name on a platform is called. */
const ID_WORD = String.raw`(?:user\s?name|name|handle|user|id|ign|acc|account|tag|gamertag|code|addy|channel|page|profile|friend\s{1,3}code)`;

/** "private", "blowing", "mostly", "hacked", "chaotic": English, so no handle unless shaped like one. */
function english(w: string): boolean {
  return NOT_A_HANDLE.has(w) || /(?:ly|ing|ed|ic|ous|ful|less|able|ible|ive|ish|ness|ment|tion|sion)$/.test(w);
}

/**
 * A word shaped like a username: letters with digits, an underscore, an inner dot or a tag ("kai_2207",
 * "n1na.priv", "foxy#euw"); not a measure, a time or an ordinal ("800m", "6am", "10th", "14b").
 */
function handleLike(token: string): boolean {
  const h = token.replace(/^@/, '');
  if (h.length < 4 || h.length > 34 || !/[a-z].*[a-z]/.test(h) || /^\d+[a-z]{1,3}$/.test(h)) return false;
  if (PLATFORM_OF.has(h) || /^(?:\d{1,2}(?:[:.]\d\d)?(?:am|pm))$/.test(h)) return false;
  // A level, a year, a version, a model: "lvl50", "yr9", "gta5", "fc25", "iphone15", "top10".
  if (
    /^(?:lvl|level|lv|rank|tier|season|chapter|ch|year|yr|gen|gta|fifa|fc|top|no|ver|mk|iphone|galaxy|pixel|covid|vol|ep|part|pt|round|wave|day|week|grade|set|room|form|bus|page|pg|ex|q)\d{1,3}$/.test(
      h,
    )
  )
    return false;
  return /\d|_/.test(h) || /[a-z0-9]{2}\.[a-z0-9]|[a-z0-9]\.[a-z0-9]{2}/.test(h) || /^[a-z0-9_.]{2,}#[a-z0-9]{2,5}$/.test(h);
}

const HANDLE_RULES = {
  /** "@kai_draws", "I'm @jay.22 everywhere" (not "@ the library", "@5pm", "@home"). */
  at: /(?<![a-z0-9_.@])@([a-z0-9_][a-z0-9_.]{1,29})/g,
  /** "follow me @ maya.paints": an at sign, a space, a word shaped like a username (not "@ the library"). */
  atSpaced: /(?<![a-z0-9_.@])@\s{1,2}([a-z0-9_][a-z0-9_.]{2,29})/g,
  /** "user#1234", "u/kai_22". */
  tag: /(?<![a-z0-9_.#])[a-z0-9_.]{2,32}#\d{4}(?!\d)|(?<![a-z0-9/])u\/[a-z0-9_-]{3,20}/,
  /** "add me on snap", "dm me on insta", "hmu on discord", "find me on x", "join us on discord", "let's talk on whatsapp". */
  moveOn: new RegExp(
    `(?<![a-z])(?:(?:add|dm|pm|hmu|follow|find|friend|sub|subscribe|join|search)(?:\\s{1,3}(?:me|us)(?:\\s{1,3}up)?)?|(?:hit|look|search)\\s{1,3}(?:me|us)\\s{1,3}up|(?:message|msg|text|call|see|meet|catch|reach|contact|ping|snap|facetime|talk\\s{1,3}to|chat\\s{1,3}(?:to|with))\\s{1,3}(?:me|us)(?:\\s{1,3}up)?|(?:let'?s|lets|we\\s{1,3}(?:can|could|should)|can\\s{1,3}we|wanna)\\s{1,3}(?:keep\\s{1,3})?(?:talk(?:ing)?|chat(?:ting)?|move|switch|go|continue|text(?:ing)?|messag(?:e|ing)|call|vc|video\\s?call|facetime|ft|play))(?:\\s{1,3}(?:privately|directly|instead|there|later|more|properly|pls|please|now|asap))?\\s{1,3}(?:on|via|over|thru|through|in|at)\\s{1,3}(?:my\\s{1,3}|the\\s{1,3}|da\\s{1,3}|tha\\s{1,3})?(?:${CUE_OR_X})(?![a-z0-9])`,
    'g',
  ),
  /** "let's move this to snap", "let's take this to snap", "slide into my ig dms", "we can talk on dc instead", "let's go to whatsapp". */
  move: new RegExp(
    `(?<![a-z])(?:(?:let'?s|lets|we\\s{1,3}(?:can|could|should)|can\\s{1,3}we|could\\s{1,3}we|shall\\s{1,3}we|should\\s{1,3}we|(?<!i\\s{1,3})wanna|u\\s{1,3}wanna|you\\s{1,3}wanna)\\s{1,3}(?:just\\s{1,3})?(?:move|take|go|switch|continue|talk|chat|text|carry\\s{1,3}on|head|hop|jump|speak)|(?:move|take|switch|slide|hop|jump|continue|carry))(?:\\s{1,3}(?:this|it|that|things|us|on|over|back|more|properly|private|privately|instead|later|again|the\\s{1,3}(?:convo|chat|conversation)|this\\s{1,3}(?:convo|chat|conversation))){0,3}\\s{1,3}(?:(?:to|into|in)\\s{1,3}(?:my\\s{1,3}|the\\s{1,3}|ur\\s{1,3})?dms?\\s{1,3})?(?:to|on|onto|into|in|via|over)\\s{1,3}(?:my\\s{1,3}|the\\s{1,3}|da\\s{1,3}|your\\s{1,3}|ur\\s{1,3})?(?:${CUE_OR_X})(?![a-z0-9])`,
    'g',
  ),
  /** "follow my insta", "check out my tiktok", "join my discord", "follow my private ig". */
  mine: new RegExp(
    `(?<![a-z])(?:add|follow|join|sub|subscribe\\s{1,3}to|check\\s{1,3}out|dm|message|msg|text)\\s{1,3}(?:me\\s{1,3}(?:on|at)\\s{1,3})?(?:my|our)\\s{1,3}(?:(?:private|priv|spam|main|new|other|second|gaming|art)\\s{1,3})?(?:${CUE_OR_X})(?![a-z0-9])`,
    'g',
  ),
  /** "join my server", "come to my server", "hop on my realm". */
  server:
    /(?<![a-z])(?:join|come\s{1,3}(?:to|on|in|into|join)|hop\s{1,3}(?:on|in|into)|get\s{1,3}on)\s{1,3}(?:my|our)\s{1,3}(?:[a-z0-9]{1,12}\s{1,3})?(?:server|realm|smp|gc)(?![a-z])/g,
  /** "let's facetime", "wanna snap?": a call or a chat on another app, as a verb. */
  letsApp:
    /(?<![a-z])(?:let'?s|lets|we\s{1,3}(?:can|could|should)|can\s{1,3}we|shall\s{1,3}we|(?:you|u)\s{1,3}wanna|wanna)\s{1,3}(?:facetime|ft|skype|whatsapp|snapchat|kik|telegram)(?![a-z0-9])/g,
  /**
   * Moving off Rise without an app's name, and asks for a handle or a number by other words: "text me instead",
   * "can we talk somewhere else", "comment your snaps below", "just need ur number", "google my username",
   * "my snap's in my bio", "join our discord, i'll send the link".
   */
  elsewhere: new RegExp(
    [
      String.raw`(?:text|txt|email|e-mail|mail|call|ring|phone|dm|message|msg)\s{1,3}(?:me|us)\s{1,3}(?:instead|privately|directly|outside)`,
      String.raw`(?:talk|chat|speak|message|text)\s{1,3}(?:somewhere|someplace|some\s{1,3}where)\s{1,3}else`,
      String.raw`(?:comment|drop|leave|post|put|send)\s{1,3}(?:your|ur|yr)\s{1,3}(?:snaps|snap|insta|igs|numbers|number|@s|handles|usernames|socials)\s{1,3}(?:below|here|in\s{1,3}the\s{1,3}comments|down\s{1,3}there)`,
      String.raw`(?:need|want)\s{1,3}(?:your|ur|yr)\s{1,3}(?:number|num|digits|phone\s{1,3}number|mobile|snap|snapchat|insta|whatsapp)`,
      String.raw`(?:google|search|look\s{1,3}up)\s{1,3}my\s{1,3}(?:username|user\s?name|handle|@|full\s{1,3}name)`,
      String.raw`my\s{1,3}(?:snap|snapchat|insta|instagram|ig|number|contact|details|@|handle|socials)(?:'s|\s{1,3}is|\s{1,3}are)?\s{1,3}(?:in|on)\s{1,3}my\s{1,3}(?:bio|profile|profile\s{1,3}pic|pfp|about)`,
      String.raw`(?:i'?ve|i\s{1,3}have)\s{1,3}put\s{1,3}my\s{1,3}(?:snap|snapchat|insta|instagram|ig|number|contact|details|@|handle|socials)\s{1,3}(?:in|on)\s{1,3}my\s{1,3}(?:bio|profile|pfp)`,
      String.raw`(?:discord|server|gc|group\s{1,3}chat|whatsapp|telegram)[^.!?
]{0,40}(?:i'?ll|i\s{1,3}will|i\s{1,3}can)\s{1,3}(?:send|dm|give)\s{1,3}(?:you\s{1,3}|u\s{1,3})?(?:the|a)\s{1,3}(?:link|invite)`,
    ]
      .map((alternative) => `(?<![a-z])(?:${alternative})(?![a-z])`)
      .join('|'),
    'g',
  ),
  /** "whatsapp me", "whats app me", "snap me", "facebook me". */
  verb: /(?<![a-z0-9])(?:whatsapp|kik|telegram|facetime|snapchat|snap|wechat|instagram|discord|facebook|signal)\s{1,3}(?:me|us)(?![a-z0-9'])|(?<![a-z])(?:i'?ll|i\s{1,3}will|i\s{1,3}can|lemme|let\s{1,3}me)\s{1,3}(?:whatsapp|kik|telegram|facetime|snapchat|snap|wechat)\s{1,3}(?:you|u|ya)(?![a-z0-9'])/g,
  /** "what's your snap", "send me ur insta", "can i have your number", "drop ur number", "what's your @". */
  ask: new RegExp(
    `(?<![a-z])(?:(?:what'?s|whats|wats|wuts|wut'?s|what\\s{1,3}is|drop|send|give|share|gimme|tell\\s{1,3}me|post|(?:can|could|may)\\s{1,3}i\\s{1,3}(?:have|get|grab)|lemme\\s{1,3}(?:have|get)|let\\s{1,3}me\\s{1,3}(?:have|get))\\s{1,3}(?:me\\s{1,3})?(?:your|ur|yr|ya|youre|you're)\\s{1,3}(?:${CUE}|number|num|digits|phone(?:\\s{1,3}number)?|mobile|cell|@|handle|user\\s?name|addy|address|e-?mail|socials|contact(?:\\s{1,3}details)?|deets|gamertag|(?:user\\s?)?name\\s{1,3}on\\s{1,3}(?:there|it|that|${CUE_SURE}|snap))|(?:do|d|did)\\s{1,3}(?:you|u|ya)\\s{1,3}(?:have|got)(?:\\s{1,3}an?)?\\s{1,3}(?:${CUE}))(?![a-z0-9])${NOT_ABOUT_IT}(?!\\s{1,3}(?:in|on|for)\\s{1,3}the(?![a-z]))`,
    'g',
  ),
  /** "want my snap?", "i'll give you my number", "i can give u my insta": an offer of one's own. */
  offer: new RegExp(
    `(?<![a-z])(?:(?:you\\s{1,3}|u\\s{1,3}|do\\s{1,3}(?:you|u)\\s{1,3})?(?:want|wanna|need)|i'?ll\\s{1,3}(?:give|send|dm|text|drop)|i\\s{1,3}(?:can|could|will)\\s{1,3}(?:give|send|dm|text|drop)|let\\s{1,3}me\\s{1,3}(?:give|send)|lemme\\s{1,3}(?:give|send)|here'?s|heres)\\s{1,3}(?:(?:you|u|ya)\\s{1,3})?my\\s{1,3}(?:number|num|digits|@|handle|user\\s?name|socials|addy|address|e-?mail|${CUE_SURE}|snap)(?![a-z0-9])${NOT_ABOUT_IT}`,
    'g',
  ),
  /** "you got insta?", "got snap? add me", "are you on discord?". */
  askHave: new RegExp(
    `(?<![a-z])(?:(?:you|u|ya)\\s{1,3}(?:got|have|on)|got|(?:are|r)\\s{1,3}(?:you|u)\\s{1,3}on)\\s{1,3}(?:an?\\s{1,3})?(?:${CUE_SURE}|snap)\\s{0,3}\\?`,
    'g',
  ),
  /** "link in my bio", "call the number on my bio", "my igs in my bio". */
  bio: new RegExp(
    `(?<![a-z])(?:links?|number|num|contact|socials|@|handle|${CUE_SURE})\\s{1,3}(?:(?:is|are|'s)\\s{1,3})?(?:in|on)\\s{1,3}(?:my\\s{1,3})?(?:bio|profile|about\\s{1,3}me)(?![a-z])`,
  ),
  /** "same @ everywhere", "same username on gmail", "same name as here". */
  same: new RegExp(
    `(?<![a-z])same\\s{1,3}(?:@|username|user\\s{1,3}name|handle|gamertag|ign|(?:name|user)\\s{1,3}(?:everywhere|as\\s{1,3}(?:here|on\\s{1,3}here|this)|on\\s{1,3}(?:every|all|everything|${CUE_SURE}|snap)))(?![a-z])`,
  ),
  /** "let's talk on another app", "can we chat outside the app", "off rise": moving off Rise without naming where. */
  offRise:
    /(?<![a-z])(?:talk|chat|text|message|msg|move|go|switch|continue|speak|dm|meet|contact|reach)\s{1,3}(?:(?:to|with)\s{1,3})?(?:me|you|u|us|this|it)?\s{0,3}(?:(?:on|to|in|over|somewhere)\s{1,3})?(?:(?:(?:an|a|some)\s{1,3})?(?:other|another|different|better|more\s{1,3}private|private)\s{1,3}(?:app|apps|platform|site|chat)|(?:off|outside|outside\s{1,3}of|away\s{1,3}from)\s{1,3}(?:this\s{1,3}app|the\s{1,3}app|here|rise))(?![a-z])/g,
  /** "my @ is the same as my name here", "my whatsapp is my number", "my handle is my name backwards". */
  myIsMine: new RegExp(
    `(?<![a-z])(?:my\\s{1,3})?(?:@|handle|user\\s?name|gamertag|gmail|email|${CUE_SURE})(?:'s|\\s{1,3}is|\\s{0,3}[:=])\\s{1,3}(?:the\\s{1,3}same|(?:the\\s{1,3}same\\s{1,3}as\\s{1,3}|just\\s{1,3})?my\\s{1,3}(?:number|num|name|real\\s{1,3}name|full\\s{1,3}name|first\\s{1,3}name|username|display\\s{1,3}name|@|handle))(?![a-z])`,
  ),
  /** "search me up: lilyrose11", "find me, kai_22", "add me on there @kai": an invitation, then a handle. */
  lookMeUp:
    /(?<![a-z])(?:(?:search|look)\s{1,3}(?:me|us)\s{1,3}up|search(?:\s{1,3}for)?|look\s{1,3}up|find\s{1,3}(?:me|us)|add\s{1,3}(?:me|us)|follow\s{1,3}(?:me|us))(?:\s{1,3}on\s{1,3}[a-z0-9]{1,12})?\s{0,3}[:,=-]?\s{0,3}@?([a-z0-9_.#]{4,34})/g,
  /** "find me everywhere as jrdnk", "i go by jrdnk online": a name one is found by. */
  foundAs:
    /(?<![a-z])(?:(?:find|search|look\s{1,3}for|add|follow)\s{1,3}(?:me|us)|i\s{1,3}go\s{1,3}by|i'?m\s{1,3}known)(?:\s{1,3}(?:everywhere|anywhere|online|on\s{1,3}(?:there|everything|every\s{1,3}app|all\s{1,3}apps)))?\s{1,3}as\s{1,3}@?([a-z][a-z0-9_.]{3,29})/g,
  /** "slide in my dms on insta". */
  slide: new RegExp(
    `(?<![a-z])slide\\s{1,3}(?:in|into)\\s{1,3}(?:my|the)\\s{1,3}dms?\\s{1,3}(?:on|in)\\s{1,3}(?:${CUE_SURE}|snap)(?![a-z0-9])`,
    'g',
  ),
  /** "i'm kai_2207 on every app", "search foxyknight77 on anything", "foxy_knight_77 on psn": a handle said to be someone's. */
  whoOn:
    /(?<![a-z0-9_.@])(?:(i'?m|i\s{1,3}am|search(?:\s{1,3}for)?|look\s{1,3}(?:me\s{1,3})?up|find\s{1,3}me\s{1,3}as|i\s{1,3}go\s{1,3}by|add)\s{1,3})?@?([a-z0-9_.]{4,34})\s{1,3}(on|everywhere|anywhere)(?![a-z])\s{0,3}(?:my\s{1,3}|the\s{1,3})?([a-z0-9]{0,12})/g,
  /** "my insta is coolkid99", "my snap: kai", "my discord username is kai_builds", "my @ is kaidraws": any word not English. */
  named: new RegExp(
    `(?<![a-z])(?:(?:my|mine|ur|your)\\s{1,3}(?:${CUE_OR_X})(?:'s)?\\s{0,3}(?:${ID_WORD}\\s{0,3})?|(?:my|ur|your)\\s{1,3}(?:@|handle|addy|gamertag|user\\s?name|ign)\\s{0,3})(?:(?:everywhere|on\\s{1,3}(?:everything|every\\s{1,3}app|all\\s{1,3}apps))\\s{1,3})?(?:(?:is\\s{1,3})?(?:called|named)\\b|is\\b|'s\\b|:|=|@|${POINTER})\\s{0,3}${HANDLE}`,
    'g',
  ),
  /** "discord username kai", "snap id: kai", "ps5 id moonlit_kai": any word not English. */
  labelled: new RegExp(`(?<![a-z0-9])(?:${CUE})\\s{1,3}${ID_WORD}\\b\\s{0,3}(?:is\\b|:|=|-)?\\s{0,3}${HANDLE}`, 'g'),
  /** "snap: kai", "sc = kai": a word that ends its clause ("Tiktok: terrible for sleep" passes). */
  colon: new RegExp(`(?<![a-z0-9])(?:${CUE}|socials|user|user\\s?name|handle|ign)\\s{0,3}(?::|=|@|—|~)\\s{0,3}${HANDLE}${CLAUSE_END}`, 'g'),
  /** "fb: nina paints": two words after a sure platform and a colon, neither English, ending the clause. */
  colonTwo: new RegExp(
    `(?<![a-z0-9])(${CUE}|socials|user\\s?name|handle|ign)\\s{0,3}(?::|=|—|~)\\s{0,3}([a-z][a-z0-9]{1,19})\\s{1,3}([a-z0-9]{1,20})(?:\\s{1,3}([a-z0-9]{1,20}))?${CLAUSE_END}`,
    'g',
  ),
  /** A platform, then a word shaped like a username: "snap coolkid99", "sn@p kai_22", "my ig's coolkid99", "ig - kai.art". */
  shaped: new RegExp(
    `(?<![a-z0-9])(?:${CUE})(?:'s|\\s{1,3}(?:is|its|it's|at))?\\s{0,3}(?::|=|@|${POINTER})?\\s{0,3}@?([a-z0-9_.]{3,30}(?:#[a-z0-9]{2,5})?)`,
    'g',
  ),
  /** A sure platform and one other word, alone in their clause: "ig kaidraws", "hmu insta > kaidraws!", "my carrd kaiart". */
  alone: new RegExp(
    `(?:^|[.!?,;:()\\n]|(?<![a-z])(?:my|on|hmu|via|add|follow|me)\\s)\\s{0,3}(?:${CUE_SURE})(?:\\s{1,3}|\\s{0,3}${POINTER}\\s{0,3})@?([a-z][a-z0-9_.]{2,29})${CLAUSE_END}`,
    'g',
  ),
  /** A sure platform or mail provider, for the handle a few words on ("i'm on insta as art.by.nina", "add me on roblox, jaybeats_07"). */
  near: new RegExp(
    `(?<![a-z0-9_.])(${CUE_SURE}|socials|username|usernames|handle|ign|${MAIL_NAMES.split(' ').join('|')})(?![a-z0-9])`,
    'g',
  ),
  /** A platform whose name is a word, then a word that names what follows ("i'm on snap as ellie_b2010"). */
  nearWord: new RegExp(`(?<![a-z0-9_.])(?:${WORD_PLATFORMS.split(' ').join('|')}|user|main|alt|spam|priv)(?![a-z0-9_])`, 'g'),
};

/** Dots written with spaces inside a handle ("art . by . nina", "kai . 2207") closed up. */
function withHandleDotsClosed(view: string): string {
  return view
    .replace(/(?<![a-z0-9_])[a-z0-9_]{1,30}(?:\s{1,2}\.\s{1,2}[a-z0-9_]{1,30}){2,6}(?![a-z0-9_])/g, (run) => run.replace(/\s/g, ''))
    .replace(/(?<![a-z0-9_])[a-z][a-z0-9_]{0,29}\s{1,2}\.\s{1,2}(?=[a-z0-9_]{0,29}\d)/g, (run) => run.replace(/\s/g, ''));
}

/** The longest word read as a handle or a word that links one, with its marks around it: longer ones are read by their ends only. */
const LONGEST_WORD = 64;

/** What `Words.handleAfter` reads of a word (or of the part of one after a platform's name). */
interface WordReading {
  /** The word without the marks around it ('' for punctuation or emoji alone, or a word too long to read). */
  w: string;
  /** It starts with a mark that points to what follows: "snap: kai", "ig -> kai". */
  points: boolean;
  /** It names what follows ("as", "is", "username") or ends with a colon. */
  links: boolean;
  /** It ends its sentence ("?", "!", a full stop after a letter). */
  ends: boolean;
  /** Shaped like a handle (found when first asked). */
  like?: boolean;
}

function readWord(text: string, begin: number, end: number): WordReading {
  const head = text.slice(begin, Math.min(end, begin + LONGEST_WORD));
  const tail = text.slice(Math.max(begin, end - 2), end);
  // A word too long for a handle or a linking word is read by its ends, and kept whole (no handle is that long).
  const w =
    end - begin <= LONGEST_WORD
      ? head.replace(/^[^a-z0-9@_]+/, '').replace(/[^a-z0-9_]+$/, '')
      : /[a-z0-9@_]/.test(head + tail)
        ? head
        : '';
  return {
    w,
    points: /^[:=?!~>→👉-]/u.test(head),
    links: /^(?:as|is|its|it's|called|named|user|username|name|id|tag)$/.test(w) || tail.endsWith(':'),
    ends: /[!?]$|[a-z]\.$/.test(tail),
  };
}

/** The words of a text, split once, each read once when first asked. */
class Words {
  private readonly words: { start: number; end: number; read?: WordReading }[];
  private next = 0;
  constructor(private readonly text: string) {
    this.words = Array.from(text.matchAll(/\S+/g), (m) => ({ start: m.index, end: m.index + m[0].length }));
  }
  /** Start again from the beginning (for another pass over the cues, in the order they appear). */
  rewind(): this {
    this.next = 0;
    return this;
  }
  /**
   * The first few words after a platform's name (which ends at `from`), up to the end of its sentence: is
   * one of them a handle? A name that is also a word (`named`) needs a word or mark between that names
   * what follows: "i'm on snap as ellie_b2010", "snap?? jakeyp_09". Each word is read once, by at most
   * its first characters and its last two, so that a text of one long word or of one cue over and over
   * costs a few readings per word.
   */
  handleAfter(from: number, named: boolean): boolean {
    const words = this.words;
    while (this.next < words.length && words[this.next]!.end <= from) this.next += 1;
    let count = 0;
    let linked = !named;
    for (let i = this.next; i < words.length && i < this.next + 12 && words[i]!.start - from < 160; i += 1) {
      const word = words[i]!;
      // The part of a word after the platform's name in it ("ig:kai_22") is read afresh, the rest once.
      const read = word.start >= from ? (word.read ??= readWord(this.text, word.start, word.end)) : readWord(this.text, from, word.end);
      if (read.points) linked = true;
      if (read.w === '') continue; // punctuation, emoji
      if (linked && (read.like ??= handleLike(read.w))) return true;
      if (read.links) linked = true;
      count += 1;
      if (count >= 5 || read.ends) return false;
    }
    return false;
  }
}

/**
 * Words before an invitation in its own clause that make it advice, not an offer: "please don't share
 * your address", "if someone asks you to move to snapchat, tell an adult", "never add people on snap".
 */
const WARNING =
  /(?<![a-z])(?:don'?t|dont|do\s{1,3}not|never|shouldn'?t|should\s{1,3}not|mustn'?t|if\s{1,3}(?:someone|anyone|somebody|a\s{1,3}stranger|people|they|he|she|a\s{1,3}person|an\s{1,3}adult)|(?:asks?|asked|wants?|wanted|tells?|told|pressures?|pressured|pushes|pushed)\s{1,3}(?:you|u|me|us)\s{1,3}(?:to|for)|(?:who|that)\s{1,3}(?:asks?|asked|wants?|wanted)|is\s{1,3}it\s{1,3}(?:safe|ok|okay|a\s{1,3}good\s{1,3}idea)\s{1,3}to|no\s{1,3}one\s{1,3}should|nobody\s{1,3}should)(?![a-z])/;
/**
 * Words just before an invitation that say it is not needed, not safe or not allowed: "no need to share your
 * address", "it's not safe to give out your number", "i'm not allowed to message you outside rise", "i can't text you".
 */
const NO_NEED =
  /(?<![a-z])(?:(?:no\s{1,3}(?:need|reason)|(?:not|never)\s{1,3}(?:necessary|needed|safe|ok|okay|a\s{1,3}good\s{1,3}idea|allowed|permitted|supposed))\s{1,3}(?:for\s{1,3}(?:you|u|anyone|them)\s{1,3})?to|(?:i|we|mentors?)\s{1,3}(?:can'?t|cannot|can\s{1,3}not|won'?t|will\s{1,3}not|never))\s{1,3}(?:ever\s{1,3})?$/;
function warnedAgainst(t: string, at: number): boolean {
  const before = t.slice(Math.max(0, at - 80), at);
  const clause = before
    .slice(Math.max(...[...',;:.!?\n'].map((c) => before.lastIndexOf(c))) + 1)
    // "don't tell your parents but we can talk on signal": a warning ends at "but".
    .replace(/^.*(?<![a-z])but\s{1,3}(?=(?:we|i|u|you|let'?s|lets)(?![a-z])|$)/s, '');
  return WARNING.test(clause) || NO_NEED.test(clause);
}

/** Games one plays rather than talks on: named alone they are a pastime, with a handle or a server's address a way to meet. */
const GAMES = new Set([
  'roblox',
  'minecraft',
  'mc',
  'fortnite',
  'valorant',
  'league',
  'riot',
  'epic',
  'steam',
  'xbox',
  'playstation',
  'ps',
  'switch',
  'chesscom',
]);
/** The words of an invitation to play: "hop on minecraft", "wanna play on roblox", "you got fortnite?". */
const PLAY_WORDS = new Set(
  "let's lets let we can could should shall wanna u you ya just hop jump go head get play on onto in into to over the my da tha ur your later now again tonight rn do did d have got a an are r".split(
    ' ',
  ),
);
/** A request to be added or reached, which makes a game named beside it a way to meet: "wanna hop on roblox? add me". */
const ADD_ME = /(?<![a-z])(?:add|friend|follow|find|dm|pm|message|msg|text|call)\s{1,3}(?:me|us)(?![a-z])/;
/** An invitation that only names a game and says to play it ("hop on minecraft"), not to talk there ("let's talk on roblox"). */
function playingAGame(invitation: string): boolean {
  const words = invitation.split(/[^a-z0-9']+/).filter((w) => w !== '');
  return GAMES.has(words.at(-1)!) && words.slice(0, -1).every((w) => PLAY_WORDS.has(w));
}

/** A handle ('handle') or an email address by its provider ('email'), or null, in a view with the platforms named. */
function findHandle(view: string): 'handle' | 'email' | null {
  const t = withHandleDotsClosed(view);
  for (const m of t.matchAll(HANDLE_RULES.atSpaced)) if (handleLike(word(m[1]))) return 'handle';
  for (const m of t.matchAll(HANDLE_RULES.at)) {
    const h = word(m[1]);
    if (!/^\d{1,2}(?:[:.]\d\d)?(?:am|pm)?$/.test(h) && !NOT_A_HANDLE.has(h)) return 'handle';
  }
  for (const rule of [HANDLE_RULES.tag, HANDLE_RULES.bio, HANDLE_RULES.same, HANDLE_RULES.myIsMine]) if (rule.test(t)) return 'handle';
  let addMe: boolean | undefined; // read once, when a game is named
  for (const rule of [
    HANDLE_RULES.moveOn,
    HANDLE_RULES.move,
    HANDLE_RULES.mine,
    HANDLE_RULES.server,
    HANDLE_RULES.verb,
    HANDLE_RULES.ask,
    HANDLE_RULES.offer,
    HANDLE_RULES.letsApp,
    HANDLE_RULES.askHave,
    HANDLE_RULES.slide,
    HANDLE_RULES.offRise,
    HANDLE_RULES.elsewhere,
  ])
    for (const m of t.matchAll(rule))
      if (!warnedAgainst(t, m.index) && (!playingAGame(m[0]) || (addMe ??= ADD_ME.test(t)))) return 'handle';
  for (const rule of [HANDLE_RULES.named, HANDLE_RULES.labelled]) {
    for (const m of t.matchAll(rule)) {
      const h = word(m[1]);
      if (handleShaped(h) || (h.length >= 2 && !english(h))) return 'handle';
    }
  }
  for (const rule of [HANDLE_RULES.colon, HANDLE_RULES.alone]) {
    for (const m of t.matchAll(rule)) {
      const h = word(m[1]);
      if (handleShaped(h) || (m[2] !== undefined && h.length >= 2 && !english(h))) return 'handle';
    }
  }
  for (const m of t.matchAll(HANDLE_RULES.colonTwo)) {
    const words = [m[2]!, m[3]!, m[4]].filter((w) => w !== undefined);
    if (!SURE_NAMES.includes(m[1]!) && !words.some((w) => /\d/.test(w)) && !/^(?:socials|user\s?name|handle|ign)$/.test(m[1]!)) continue;
    if (m[5] !== undefined && words.every((w) => /^\d+$/.test(w) || /^[b-hj-tv-z]$/.test(w) || (w.length >= 2 && !english(w))))
      return 'handle';
  }
  for (const m of t.matchAll(HANDLE_RULES.shaped)) {
    // A platform's name straight into letters, or a word platform before an underscore, without a digit
    // after it, is a word of its own ("discordant_cello", "twitcher_tom", "signal_box_sid").
    const cue = m[0].slice(0, m[0].length - m[1]!.length);
    const digit = /\d/.test(m[1]!);
    if (/^[a-z]+$/.test(cue) && /^[a-z0-9]/.test(m[1]!) && (cue === 'x' || !digit)) continue;
    if (/^[a-z]+$/.test(cue) && m[1]!.startsWith('_') && !SURE_NAMES.includes(cue) && cue !== 'snap' && !digit) continue;
    if (handleShaped(word(m[1]))) return 'handle';
  }
  for (const m of t.matchAll(HANDLE_RULES.lookMeUp)) if (handleLike(word(m[1]))) return 'handle';
  for (const m of t.matchAll(HANDLE_RULES.foundAs)) if (handleLike(word(m[1])) || !english(word(m[1]))) return 'handle';
  for (const m of t.matchAll(HANDLE_RULES.whoOn)) {
    const [, said, h, on, after] = m as unknown as [string, string | undefined, string, string, string];
    const onAnApp = on === 'on' && (after === 'there' || PLATFORM_OF.has(after) || SURE_NAMES.includes(after));
    // "i'm sophiebakes on there too": a word no dictionary has, said to be me on an app.
    if (!handleLike(word(h))) {
      if (said !== undefined && /^i/.test(said) && onAnApp && h.length >= 5 && !english(h)) return 'handle';
      continue;
    }
    if (said !== undefined || on !== 'on' || onAnApp) return 'handle';
  }
  let words: Words | undefined;
  for (const m of t.matchAll(HANDLE_RULES.near)) {
    words ??= new Words(t);
    if (words.handleAfter(m.index + m[0].length, false)) return MAIL_NAMES.includes(m[1]!) ? 'email' : 'handle';
  }
  words?.rewind();
  for (const m of t.matchAll(HANDLE_RULES.nearWord)) {
    words ??= new Words(t);
    if (words.handleAfter(m.index + m[0].length, true)) return 'handle';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Street addresses

const SUFFIXES =
  'street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace|crescent|close|highway|hwy|parkway|pkwy';
/** "I live at 42 oak lane": said to be where someone lives, the street may be in lower case. */
const LIVES_AT = new RegExp(
  `\\b(?:live|living|stay|staying|address is|house is|home is)\\s{1,3}(?:at|on)?\\s{0,3}\\d{1,6}[a-z]?\\s{1,3}(?:[a-z]{1,30}\\s{1,3}){1,3}(?:${SUFFIXES})\\b`,
);
/** A house number, an optional direction, one to three capitalised words and a street word ("42 Oak Lane", "1200 W Main St"). */
const STREET = new RegExp(`\\b\\d{1,6}[A-Za-z]?\\s{1,3}(?:[NSEW]\\.?\\s{1,3})?(?:[A-Z][a-z]{0,30}\\s{1,3}){1,3}(?:${SUFFIXES})\\b`, 'gi');
const STREET_WORDS = new RegExp(`^(?:${SUFFIXES})$`, 'i');

/** Street words that are no everyday word after a number ("27 station street"; not "2 very close", "3 long way"). */
const PLAIN_SUFFIXES = 'street|road|rd|avenue|ave|lane|crescent|boulevard|blvd|grove|gardens|terrace|mews|parade';
/** "27 station street", "88 harbour lane", "5 cherry tree avenue": a house number, one or two words, a street word. */
const NUMBERED_STREET = new RegExp(
  `(?<![a-z0-9])\\d{1,4}[a-z]?,?\\s{1,3}([a-z']{2,20})(?:\\s{1,3}([a-z']{2,20}))?\\s{1,3}(?:${PLAIN_SUFFIXES})(?![a-z])`,
  'g',
);
/** "the party is at mine, 33 elm drive": any street word after a word that says where. */
const AT_NUMBERED_STREET = new RegExp(
  `(?<![a-z])(?:at|to|mine|address|live|house|outside|is)[,:]?\\s{1,3}(?:number\\s{1,3}|no\\.?\\s{0,2})?\\d{1,4}[a-z]?,?\\s{1,3}([a-z']{2,20})(?:\\s{1,3}([a-z']{2,20}))?\\s{1,3}(?:${SUFFIXES})(?![a-z])`,
  'g',
);
/** "i'm on elm grove", "my house is the one next to the co-op on mill road": where I am, then on or at a named street. */
const I_AM_ON = new RegExp(
  `(?<![a-z])(?:my\\s{1,3}(?:house|home|flat|address|school|place)|i\\s{1,3}live|we\\s{1,3}live|i'?m|im|i\\s{1,3}am|we'?re|i\\s{1,3}go\\s{1,3}to|come\\s{1,3}(?:round|over|to)|meet\\s{1,3}(?:me|us))\\s{1,3}(?:[^.!?\\n]{0,50}?\\s)?(?:on|at|off|along|in)\\s{1,3}([a-z']{2,20})(?:\\s{1,3}([a-z']{2,20}))?\\s{1,3}(?:${SUFFIXES}|grove|gardens|mews|parade)(?![a-z])`,
  'g',
);
/** "meet me outside 42 kingsway": a meeting place given by a house number and a name. */
const MEET_AT_NUMBER =
  /(?<![a-z])(?:meet\s{1,3}(?:me|us)|come\s{1,3}(?:round|over)(?:\s{1,3}to)?|pick\s{1,3}(?:me|us)\s{1,3}up)\s{1,3}(?:(?:outside|at|by|from|near|in\s{1,3}front\s{1,3}of)\s{1,3})?(?:no\.?\s{0,2}|number\s{1,3})?\d{1,4}[a-z]?\s{1,3}([a-z']{3,20})(?![a-z])/g;
/** Words after a number that make it a time or an amount: "meet me at 3 sharp", "at 4 outside". */
const NOT_A_PLACE = new Set(
  "am pm oclock o'clock mins minutes hours hrs ish sharp latest earliest outside inside near behind instead tomorrow tonight today til till".split(
    ' ',
  ),
);
/** A UK postcode ("ab1 2cd", "sw1a 1aa"), not an ordinal, a time or a measure after a code ("b12 3rd", "y9 2gb"). */
const POSTCODE = /(?<![a-z0-9])[a-z]{1,2}\d[a-z\d]?\s{1,2}\d([abdefghjlnpqrstuwxyz]{2})(?![a-z0-9])/g;
const POSTCODE_SAID =
  /(?<![a-z])(?:post\s?code|postal\s{1,3}code|zip\s{1,3}code)\s{0,3}(?:is|:|=|-)?\s{0,3}(?=[a-z0-9]{0,4}\d)[a-z0-9]{2,}/;
const NOT_INWARD = new Set(['st', 'nd', 'rd', 'th', 'gb', 'lb', 'ft', 'hr', 'yd', 'hz', 'fps']);

/** A street or a postcode in lower case, with the words that make it an address. */
function hasPlainAddress(plain: string): boolean {
  if (LIVES_AT.test(plain) || POSTCODE_SAID.test(plain)) return true;
  const isName = (w: string | undefined) =>
    w === undefined ||
    (!NOT_A_HANDLE.has(w) &&
      !NOT_A_PLACE.has(w) &&
      !/^(?:miles?|km|metres?|meters?|yards?|steps?|blocks?|houses?|doors?|times?|people|cars?|lanes?|roads?|streets?|mins?)$/.test(w));
  for (const rule of [NUMBERED_STREET, AT_NUMBERED_STREET])
    for (const m of plain.matchAll(rule)) if (isName(m[1]) && isName(m[2])) return true;
  for (const m of plain.matchAll(I_AM_ON)) if (isName(m[1]) && isName(m[2])) return true;
  for (const m of plain.matchAll(MEET_AT_NUMBER)) if (isName(m[1])) return true;
  for (const m of plain.matchAll(POSTCODE)) if (!NOT_INWARD.has(m[1]!)) return true;
  return false;
}

/** The street pattern on the text as typed: the words before the street word must be capitalised. */
function hasStreetAddress(typed: string): boolean {
  for (const match of typed.matchAll(STREET)) {
    const words = match[0]
      .trim()
      .split(/\s+/)
      .slice(1, -1)
      .filter((w) => !/^[NSEW]\.?$/.test(w));
    if (words.length > 0 && words.every((w) => /^[A-Z]/.test(w) && !STREET_WORDS.test(w))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------

/** The first kind of contact detail in the text (phone, email, link, handle, address), or null when there is none. */
/** A brand or an organisation named with @ and a capital, letters only ("@Nike", "@LEGO", "@BBCBitesize"): no one's handle. */
const BRAND_MENTION =
  /(?<![\p{L}\p{N}_@.])(?<!(?:follow|add|dm|message|msg|find|search|is|on|at|me|my|ig|insta|snap|tiktok|tt)\s{1,3})@([A-Z][A-Za-z]{2,24})(?![\p{L}\p{N}_.@])/gu;

export function findContactDetails(written: string): ContactKind | null {
  const text = written.replace(BRAND_MENTION, '$1');
  const plain = readable(text);
  if (hasPhoneNumber(plain)) return 'phone';
  const joined = joinSpacedLetters(plain);
  const views = joined === plain ? [plain] : [plain, joined];
  const named = views.map(withPlatformsNamed);
  if (named.some(hasEmail)) return 'email';
  if (views.some(hasLink)) return 'link';
  for (const v of named) {
    const kind = findHandle(v);
    if (kind !== null) return kind;
  }
  if (hasPlainAddress(plain)) return 'address';
  return hasStreetAddress(withoutHiddenCharacters(text, { keepEmojiJoiners: false }).normalize('NFKC')) ? 'address' : null;
}
