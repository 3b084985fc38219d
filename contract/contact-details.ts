// Finds contact details and invitations to move off Rise in what someone writes for others to read
// (issue 30, point 4): phone numbers, email addresses, links to other sites, social handles next to a
// platform, and street addresses, however they are disguised. The server refuses such a text before it
// is stored (server/social/text-filter.ts decides where and judges care first). It lives in contract/ so
// that a screen may use it too: no large tables, no dependency (a short word list and a dozen patterns).
// The composer does not refuse on the device: a disclosure that also holds a number must reach the server.
//
// Everyday school talk passes (dates, year ranges, times, scores, prices, grades, counts, "meet @ the
// library", "good at maths", "I saw it on tiktok"): a false alarm teaches teens to ignore the rule. The
// cases it must catch and pass are committed beside it (contact-details.cases.json).
//
// Cost: every pattern is linear. Quantifiers are bounded ({0,3}, {1,63}), no group repeats over the
// characters of its own neighbour, and patterns that read a word start only where a word starts (a
// look-behind), so a text of 2,000 characters is judged in about a millisecond (the test holds every
// adversarial text under 25 ms).

import { withoutHiddenCharacters } from './hidden-characters';

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
 * as ASCII digits, and the usual Cyrillic and Greek look-alikes as Latin letters.
 */
function readable(text: string): string {
  return withoutHiddenCharacters(text, { keepEmojiJoiners: false })
    .replace(/\u{1F51F}/gu, '10')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : asciiDigit(d)))
    .replace(/[\u0370-\u04FF\u0500-\u052F]/g, (c) => {
      const at = LOOK_ALIKE_FROM.indexOf(c);
      return at < 0 ? c : LOOK_ALIKE_TO[at]!;
    });
}

/** Single letters spaced out ("s n a p", "g m a i l") joined into the word they spell. */
function joinSpacedLetters(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}(?![\p{L}\p{N}])){2,}/gu, (run) => run.replace(/ /g, ''));
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
    'deleted full empty free fake popular famous trending viral cringe mid lit fire ' +
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

/** A word with a letter and a digit, an underscore or an inner dot: "coolkid99", "kai_22", "kai.art". */
function handleShaped(word: string): boolean {
  return /[a-z]/.test(word) && (/[0-9_]/.test(word) || /[a-z0-9]\.[a-z0-9]/.test(word));
}

/** A captured word without the sentence's full stop. */
function word(captured: string | undefined): string {
  return (captured ?? '').replace(/\.+$/, '');
}

// ---------------------------------------------------------------------------------------------------
// Phone numbers

const DIGIT_WORDS = ['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const DIGIT_VALUES = ['0', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

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
  return times === 1 && out !== '' ? out : null;
}

/**
 * Numbers that are not phone numbers, taken out before digits are counted. Each stops where the next
 * digits would continue it the same way ("555-123-4567" is no score, "2026-11-24-5555" no date).
 */
const NOT_PHONE = [
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

/** Crisis lines a teen or a mentor may share (Childline, Kids Help Phone, Kids Helpline AU, Papyrus, Childhelp, the old US Lifeline). */
const HELPLINES = new Set(['08001111', '8006686868', '1800551800', '08000684141', '8004224453', '8002738255', '0800585858']);

/** "1 2 3 4 5 6 7" or "10 9 8 7 6 5": counting, not a number. */
function isCounting(groups: readonly string[]): boolean {
  if (groups.length < 5) return false;
  const step = Number(groups[1]) - Number(groups[0]);
  return (step === 1 || step === -1) && groups.every((g, i) => i === 0 || Number(g) - Number(groups[i - 1]) === step);
}

/** Seven or more digits in one run, between any separators: spaces, dots, dashes, commas, pipes, slashes, brackets, emoji. */
function hasPhoneNumber(view: string): boolean {
  let t = view
    .replace(/(?<![a-z])(double|triple)[\s-]{1,3}(?=[a-z])/g, '$1')
    .replace(/[a-z]+/g, (run) => spelledDigits(run) ?? run)
    .replace(/(?<![a-z])(double|triple)[\s-]{0,3}(\d)/g, (_, times: string, d: string) => d.repeat(times === 'double' ? 2 : 3))
    // A letter o, l or i standing for a digit between digits: "555-l23-4567".
    .replace(/(?<=\d[^a-z\d]?)[oli](?=[^a-z\d]?\d)/g, (c) => (c === 'o' ? '0' : '1'));
  for (const rule of NOT_PHONE) t = t.replace(rule, ' x ');
  for (const [run] of t.matchAll(/\d(?:[^\p{L}\p{N}]{0,4}\d)*/gu)) {
    const groups = run.split(/\D+/);
    const digits = groups.join('');
    if (digits.length < 7) continue;
    if (HELPLINES.has(digits) || (digits.startsWith('1') && HELPLINES.has(digits.slice(1)))) continue;
    // A round number ("1000000 views"), one digit over and over ("oh oh oh oh oh oh oh no").
    if ((groups.length === 1 && /^[1-9]\d{0,2}0{4,}$/.test(digits)) || /^(\d)\1*$/.test(digits)) continue;
    // A list of small numbers ("scores: 10, 9, 8, 10, 9"); not one digit at a time ("5, 5, 5, 1, 2, 3, 4").
    if (/,\s/.test(run) && groups.length >= 4 && groups.every((g) => g.length <= 3) && groups.some((g) => g.length > 1)) continue;
    if (isCounting(groups)) continue;
    return true;
  }
  return false;
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
  'com|net|org|io|co|gg|ly|ee|xyz|dev|app|biz|edu|gov|uk|ca|au|de|fr|nl|es|nz|ie|tv|cc|info|club|site|online|blog|shop|store|lol';
/** Endings that are also words ("home.to", "ok.so"): a link only with a path, or with "(dot)". */
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

function hasEmailIn(t: string): boolean {
  if (EMAIL_RULES.sign.test(t) || EMAIL_RULES.word.test(t)) return true;
  for (const m of t.matchAll(EMAIL_RULES.provider)) {
    const spokenAt = !/[@([{<]/.test(m[2]!);
    if (!spokenAt || !NOT_A_LOCAL_PART.has(m[1]!)) return true;
  }
  for (const m of t.matchAll(EMAIL_RULES.bare)) if (!NOT_A_HANDLE.has(m[1]!)) return true;
  return false;
}

const LINK_RULES = {
  /** "https://", "h t t p s : / /", "www.", "www dot". */
  scheme: new RegExp(`(?<![a-z0-9])(?:https?|ftp)\\s{0,2}:\\s{0,2}/\\s{0,2}/|(?<![a-z0-9])www${DOT}[a-z0-9]`),
  /** Short hosts too short for the general rule: t.me, wa.me, x.com, t.co, youtu.be, cash.app. */
  short: new RegExp(`(?<![a-z0-9@._-])(?:(?:t|wa|ig|fb|m|paypal)${DOT}me|x${DOT}com|t${DOT}co|youtu${DOT}be|cash${DOT}app)(?![a-z0-9-])`),
  /** A name, a dot however written, an ending; and what follows it (a path?). */
  host: new RegExp(
    `(?<![a-z0-9@._-])(${LABEL})((?:${DOT}${LABEL}){0,3}?)(${DOT})(${TLD_STRONG}|${TLD_WEAK})(?![a-z0-9-])(\\s{0,3}(?:/|slash\\b))?`,
    'g',
  ),
};
const STRONG_ENDING = new RegExp(`^(?:${TLD_STRONG})$`);

function hasLink(view: string): boolean {
  if (LINK_RULES.scheme.test(view) || LINK_RULES.short.test(view)) return true;
  for (const m of view.matchAll(LINK_RULES.host)) {
    const [, first, middle, dot, ending, path] = m as unknown as [string, string, string, string, string, string | undefined];
    if (!/[a-z]/.test(first + middle)) continue; // "24.11.2026"
    const bracketed = /[([{<]/.test(dot);
    const strong = STRONG_ENDING.test(ending);
    if (bracketed) return true;
    if (dot === '.') {
      if ((strong || path !== undefined) && (first.length >= 2 || middle !== '')) return true;
    } else if ((strong || path !== undefined) && !NOT_A_HANDLE.has(first)) return true; // "kai dot com", not "the dot com era"
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
 * Each platform as one plain word, whatever the spelling. Longer names first ("snapchat" before "snap").
 * "wechat" is read only as typed: "can we chat" is English.
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
  ['snap', ['snap']],
  ['kik', ['kik']],
];
const PLATFORM = new RegExp(
  `(?<![a-z0-9])(?:${PLATFORM_NAMES.map(([, spellings]) => `(${spellings.map(loose).join('|')})`).join('|')}|(the\\s{1,3}gram))(?![a-z0-9])`,
  'g',
);

/**
 * The view with every platform named plainly. "snap" as typed stays "snap" (a word too: "snap
 * decision"); written in disguise ("sn@p", "$nap", "s n a p") it is surely the app, "snapchat". "be real"
 * with a space stays words.
 */
function withPlatformsNamed(view: string): string {
  return view.replace(PLATFORM, (found, ...groups: unknown[]) => {
    const at = groups.findIndex((g) => typeof g === 'string');
    if (at === PLATFORM_NAMES.length) return 'instagram'; // "the gram"
    const name = PLATFORM_NAMES[at]![0];
    if (name === 'snap') return found === 'snap' ? 'snap' : 'snapchat';
    if (name === 'bereal' && /\s/.test(found)) return found;
    return name;
  });
}

/** Platforms whose name is no English word: "ig kaidraws" is a handle. */
const CUE_SURE = 'snapchat|instagram|whatsapp|telegram|discord|tiktok|facebook|twitter|linktree|carrd|bereal|wechat|kik|ig|sc|fb';
/** With the ones that are words too ("snap", "signal", "threads"), read only with a clearer sign. */
const CUE = `${CUE_SURE}|facetime|snap|signal|threads|messenger`;
/** And X, only in "on x" and "my x is". */
const CUE_OR_X = `${CUE}|x|be\\s{1,2}real`;
const HANDLE = '@?([a-z0-9_][a-z0-9_.]{1,29})';
/** Marks that point from a platform to a handle but also join words in a sentence: "ig - kai", "insta > kai", "sc 👉 kai". */
const POINTER = '(?:->|=>|>|–|-|~|→|⇒|➡|👉)';
/** A handle's end: the end of its clause (after a filler such as "pls"), captured when it is there ('' at the end of the text). */
const CLAUSE_END = String.raw`(?=((?:\s{1,3}(?:pls|plz|please|lol|thx|ty|xx|x))?\s{0,3}(?:$|[.!?,;()\n]|[^\x00-\x7f]))|)`;

/** "private", "blowing", "mostly", "hacked": English, so no handle unless shaped like one. */
function english(w: string): boolean {
  return NOT_A_HANDLE.has(w) || /(?:ly|ing|ed)$/.test(w);
}

const HANDLE_RULES = {
  /** "@kai_draws", "I'm @jay.22 everywhere" (not "@ the library", "@5pm", "@home"). */
  at: /(?<![a-z0-9_.@])@([a-z0-9_][a-z0-9_.]{1,29})/g,
  /** "user#1234". */
  tag: /(?<![a-z0-9_.#])[a-z0-9_.]{2,32}#\d{4}(?!\d)/,
  /** "add me on snap", "dm me on insta", "hmu on discord", "find me on x", "join us on discord", "let's talk on whatsapp". */
  moveOn: new RegExp(
    `(?<![a-z])(?:(?:add|dm|pm|hmu|follow|find|friend|sub|subscribe|join)(?:\\s{1,3}(?:me|us)(?:\\s{1,3}up)?)?|hit\\s{1,3}(?:me|us)\\s{1,3}up|(?:message|msg|text|txt|call|see|meet|catch|reach|contact|ping|snap|facetime)\\s{1,3}(?:me|us)(?:\\s{1,3}up)?|(?:let'?s|lets|we\\s{1,3}(?:can|could|should)|can\\s{1,3}we|wanna)\\s{1,3}(?:talk|chat|move|switch|go|continue|text|call))\\s{1,3}(?:on|via|over|thru|through|in|at)\\s{1,3}(?:my\\s{1,3}|the\\s{1,3})?(?:${CUE_OR_X})(?![a-z0-9])`,
  ),
  /** "follow my insta", "check out my tiktok", "join my discord". */
  mine: new RegExp(
    `(?<![a-z])(?:add|follow|join|sub|subscribe\\s{1,3}to|check\\s{1,3}out|dm|message|msg|text)\\s{1,3}(?:me\\s{1,3}(?:on|at)\\s{1,3})?(?:my|our)\\s{1,3}(?:${CUE_OR_X})(?![a-z0-9])`,
  ),
  /** "whatsapp me", "whats app me", "snap me". */
  verb: /(?<![a-z0-9])(?:whatsapp|kik|telegram|facetime|snapchat|snap|wechat|instagram|ig|discord)\s{1,3}(?:me|us)(?![a-z0-9'])/,
  /** "what's your snap", "send me ur insta", "do you have whatsapp". */
  ask: new RegExp(
    `(?<![a-z])(?:(?:what'?s|whats|wats|wuts|wut'?s|what\\s{1,3}is|drop|send|give|share|gimme|tell\\s{1,3}me|post)\\s{1,3}(?:me\\s{1,3})?(?:your|ur|yr|ya|youre|you're)|(?:do|d|did)\\s{1,3}(?:you|u|ya)\\s{1,3}(?:have|got)(?:\\s{1,3}an?)?)\\s{1,3}(?:${CUE})(?![a-z0-9])`,
  ),
  /** "my insta is coolkid99", "my snap: kai", "my discord username is kai_builds", "my @ is kaidraws": any word not English. */
  named: new RegExp(
    `(?<![a-z])(?:(?:my|mine|ur|your)\\s{1,3}(?:${CUE_OR_X})(?:'s)?\\s{0,3}(?:(?:user\\s?name|name|handle|user|id|acc|account|tag|code|addy)\\s{0,3})?|(?:my|ur|your)\\s{1,3}(?:@|handle|addy)\\s{0,3})(?:is\\b|:|=|@|${POINTER})\\s{0,3}${HANDLE}`,
    'g',
  ),
  /** "discord username kai", "snap id: kai": any word not English. */
  labelled: new RegExp(
    `(?<![a-z0-9])(?:${CUE})\\s{1,3}(?:user\\s?name|handle|user|id|acc|account|tag)\\b\\s{0,3}(?:is\\b|:|=|-)?\\s{0,3}${HANDLE}`,
    'g',
  ),
  /** "snap: kai", "sc = kai": a word that ends its clause ("Tiktok: terrible for sleep" passes). */
  colon: new RegExp(`(?<![a-z0-9])(?:${CUE})\\s{0,3}(?::|=|@)\\s{0,3}${HANDLE}${CLAUSE_END}`, 'g'),
  /** A platform, then a word shaped like a username: "snap coolkid99", "sn@p kai_22", "my ig's coolkid99", "ig - kai.art". */
  shaped: new RegExp(
    `(?<![a-z0-9])(?:${CUE})(?:'s|\\s{1,3}(?:is|its|it's|at))?\\s{0,3}(?::|=|@|${POINTER})?\\s{0,3}@?([a-z0-9_.]{3,30})`,
    'g',
  ),
  /** A sure platform and one other word, alone in their clause: "ig kaidraws", "hmu insta > kaidraws!", "my carrd kaiart". */
  alone: new RegExp(
    `(?:^|[.!?,;:()\\n]|(?<![a-z])(?:my|on|hmu|via|add|follow|me)\\s)\\s{0,3}(?:${CUE_SURE})(?:\\s{1,3}|\\s{0,3}${POINTER}\\s{0,3})@?([a-z][a-z0-9_.]{2,29})${CLAUSE_END}`,
    'g',
  ),
};

function hasHandle(view: string): boolean {
  const t = withPlatformsNamed(view);
  for (const m of t.matchAll(HANDLE_RULES.at)) {
    const h = word(m[1]);
    if (!/^\d{1,2}(?:[:.]\d\d)?(?:am|pm)?$/.test(h) && !NOT_A_HANDLE.has(h)) return true;
  }
  if (
    HANDLE_RULES.tag.test(t) ||
    HANDLE_RULES.moveOn.test(t) ||
    HANDLE_RULES.mine.test(t) ||
    HANDLE_RULES.verb.test(t) ||
    HANDLE_RULES.ask.test(t)
  )
    return true;
  for (const rule of [HANDLE_RULES.named, HANDLE_RULES.labelled]) {
    for (const m of t.matchAll(rule)) {
      const h = word(m[1]);
      if (handleShaped(h) || (h.length >= 2 && !english(h))) return true;
    }
  }
  for (const rule of [HANDLE_RULES.colon, HANDLE_RULES.alone]) {
    for (const m of t.matchAll(rule)) {
      const h = word(m[1]);
      if (handleShaped(h) || (m[2] !== undefined && h.length >= 2 && !english(h))) return true;
    }
  }
  for (const m of t.matchAll(HANDLE_RULES.shaped)) if (handleShaped(word(m[1]))) return true;
  return false;
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
export function findContactDetails(text: string): ContactKind | null {
  const plain = readable(text);
  if (hasPhoneNumber(plain)) return 'phone';
  const joined = joinSpacedLetters(plain);
  const views = joined === plain ? [plain] : [plain, joined];
  if (views.some((v) => hasEmail(withPlatformsNamed(v)))) return 'email';
  if (views.some(hasLink)) return 'link';
  if (views.some(hasHandle)) return 'handle';
  if (LIVES_AT.test(plain)) return 'address';
  return hasStreetAddress(withoutHiddenCharacters(text, { keepEmojiJoiners: false }).normalize('NFKC')) ? 'address' : null;
}
