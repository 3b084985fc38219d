// Words about hurting oneself (issue 10 → Care; issues 14 and 30 → someone in pain is never silenced).
// Mind Gym offers help on the device when a note or a journal entry speaks of it; the server keeps such
// a pep talk, comment or message visible to its author only, puts it first in the moderators' queue and
// answers so that the author sees the care card. Nothing is ever refused for these words.
//
// How it reads (contract/phrases.ts does the spelling: case, accents, look-alike letters, leetspeak,
// stretched letters, words spaced out or run together, "k!ll my$elf", "s u i c i d e", "k.m.s"):
// - Phrases as teens write them, direct and indirect: "kill myself", "kms", "unalive myself", "end it
//   all", "took too many pills", "won't be here tomorrow", "nobody would care if I was gone", "I can't do
//   this anymore", "sewerslide", and common misspellings ("sucide", "kil myself", "wanna dye").
// - Words that change nothing may stand anywhere ("I want to just die", "kill my fucking self").
// - A bare verb counts after words of intent ("want to" + "die", "gonna" + "od", "thinking about" +
//   "unaliving"), and an ambiguous phrase only where it means harm: "I ran 5 kms", "I cut myself
//   shaving", "an overdose of homework", "I want to dye my hair", "I could die of embarrassment", "Suicide
//   Squad" and "my teacher won't be here tomorrow" pass.
// Deliberately broad: offering help by mistake costs a dismissed card (and a moderator's look); missing
// someone costs more. Linear in the text (a few ms at worst over 2,000 characters). It ships to the
// browser: the lists below are patterns, spelled out on first use (about 1,900 phrases as letters, some
// 20 ms once), never at load.
import { type PhraseMatcher, type Token, lettersMatcher, lettersOf, tokensOf, wordsOf } from './phrases';

interface Group {
  /** Phrases; "(a|b|)" lists alternatives (an empty one makes the part optional). */
  say: readonly string[];
  /** Counts only right after one of these ('^': at the start of a sentence; '^ wont': "wont" starting a sentence). */
  after?: readonly string[];
  /** Not right after one of these (before what `after` matched); '#': a number ("5 kms"). */
  notAfter?: readonly string[];
  /** Not right before one of these, in the same sentence ("dye" + "my hair", "kms" + "away"). */
  notBefore?: readonly string[];
  /** Counts only when it ends its sentence ("I want to disappear." but not "... into my bed"). */
  atEnd?: boolean;
}

/** Words that change nothing between the words of a phrase: skipped everywhere. */
const FILLERS = [
  'just',
  'jus',
  'really',
  'rly',
  'realy',
  'literally',
  'actually',
  'honestly',
  'genuinely',
  'seriously',
  'srsly',
  'lowkey',
  'highkey',
  'deadass',
  'fr',
  'frfr',
  'ngl',
  'tbh',
  'kinda',
  'probably',
  'prob',
  'prolly',
  'definitely',
  'def',
  'totally',
  'truly',
  'so',
  'even',
  'fucking',
  'fuckin',
  'fking',
  'fkin',
  'fkn',
  'fcking',
  'effing',
  'freaking',
  'freakin',
  'frickin',
  'friggin',
  'bloody',
  'damn',
  'goddamn',
];
/** Words that may follow a phrase that must end its sentence ("I want to disappear lol"). */
const END_WORDS = [
  'lol',
  'lmao',
  'lmfao',
  'haha',
  'hahaha',
  'hehe',
  'rn',
  'now',
  'tho',
  'though',
  'ok',
  'okay',
  'idk',
  'smh',
  'xd',
  'tonight',
  'today',
  'already',
  'anymore',
];

/** "my self" reads as "myself" already. */
const MYSELF = '(myself|meself|mself|myslef)';
/** Intent before a verb: "want to", "gonna", "about to" (+ "od", "unalive", "jump off a bridge"). Modal verbs only with "I": "you should" is bullying. */
const WANT = '(i |)(want to|wanna|wana|wnna|wonna|wanta|want|wan to|wan|wnt to|want too|wanted to|wanting to)';
const INTENT = [
  WANT,
  '(going to|gonna|goin to|gona|gunna|about to|ready to|need to|planning to|plan to|planned to|decided to|tried to|try to|trying to|tryna|urge to|urges to|i might|i will|ill|i could|i should|i may|attempted to)',
];
/** Intent before a verb in -ing: "thinking about" (+ "unaliving", "ending it"). */
const INTENT_ING = [
  '(thinking about|thinking of|thought about|thought of|thoughts of|think about|considering|planning on|dreaming about|fantasizing about|fantasising about|feel like|feeling like|felt like)',
];
const GERUNDS =
  '(shaving|cooking|chopping|baking|ironing|playing|skating|skateboarding|training|practicing|practising|lifting|falling|tripping|slipping|climbing|cycling|riding|dancing|jumping|running|gardening|opening|slicing|making|doing|fixing|building|peeling|working|swimming|surfing|skiing|snowboarding)';
const THINGS =
  '(oven|stove|pan|hob|iron|kettle|knife|fence|glass|broken glass|can|tin|paper|edge|corner|table|door|stairs|trampoline|ice|pitch|field|court|ramp|rail|kerb|curb|floor|ground|nail|rock|rocks|stone|branch|thorn|thorns|bush|grater|toaster|straightener|straighteners|curling iron|bike|skateboard|scooter|stove top|grill|bbq|barbecue|radiator|candle|match|lighter|hot pan|tray)';
/** Hurting oneself by accident, or an idiom: "cut myself shaving", "cut myself some slack", "burnt myself on the oven". */
const ACCIDENT = [
  GERUNDS,
  `(while|when) ${GERUNDS}`,
  '(when i|when we) (fell|tripped|slipped|was cooking|was shaving|was playing|crashed)',
  '(during|at|in) (pe|gym|practice|training|football|soccer|rugby|hockey|netball|basketball|dance|the match|the game|the gym|work|the kitchen|the sun|the garden)',
  `on (the|a|some|my) ${THINGS}`,
  'on (glass|paper|it|ice)',
  '(by accident|accidentally|accidently|by mistake)',
  '(some slack|slack|off|out|a slice|a piece|free|loose|short|up|into|in to|for the team|for the play|for the school play)',
  '(a|another|some) (massive|huge|big|giant|large|little|small|thin|thick|second|extra|generous|) (slice|slices|piece|pieces|bit|chunk|portion|wedge)',
  '(until|till|til|before|for) (lunch|dinner|tea|breakfast|the weekend|the party)',
];

const GROUPS: readonly Group[] = [
  // Suicide, however spelled, and its algospeak.
  {
    say: [
      '(suicide|suicidal|suicidality|suicidally|suiside|suisidal|suicid|sucide|suicde|suacide|suecide|sueside|sooicide|suiced|suicied|suicidel|suicidial|suicidle|sucidal|suicidul)',
      '(sewerslide|sewer slide|sewer slid|sewerslid|sewer side|suey slide)',
      ...misspellings('suicide', 'suicidal'),
    ],
    notAfter: ['(pure|basically|be|absolute|social|career)'],
    notBefore: [
      '(squad|squads|sprint|sprints|drill|drills|run|runs|door|doors|boy|boys|bomber|bombers|bombing|bombings|mission|missions|squeeze|prevention|awareness)',
    ],
  },
  // Self-harm, its abbreviation among those who do it, and algospeak.
  {
    say: [
      '(self harm|self harming|self harmed|self harmer|self injury|self injure|self injuring|self injured|self mutilation|self mutilate|self mutilating)',
      ...misspellings('selfharm'),
      '(sh|self harm|cutting) (scars|urges|wounds|cuts|relapse)',
      '(urge|urges) to (sh|cut)',
      '(relapsed|relapse|relapsing) (on|with|into|to) (sh|cutting)',
      '(unalive|unaliving|self delete|self deleting|sewerslide|ending it) (thoughts|ideation|urges|plans|plan)',
    ],
    notBefore: ['(awareness|prevention)'],
  },
  // Killing oneself, however it is said (but not "killing myself laughing", "killed myself in Minecraft").
  {
    say: [
      `(kill|killing|killin|killed|kild|unalive|unaliving|unalived|end|ending|ended|hang|hanging|hung|rope|roping|roped|offing|offed|poison|poisoning|suffocate|suffocating|strangle|strangling|shoot|shooting|stab|stabbing|drown|drowning|gas|gassing) ${MYSELF}`,
    ],
    notAfter: ['(accidentally|accidently|day|days|time|week|shift|afternoon|morning)'],
    notBefore: [
      '(laughing|laughin|in minecraft|in fortnite|in roblox|in the game|in game|in gta|in mc|in terraria|with tnt|with my own|from|in the foot|in the eye|up|into|in to|a message|an email|a text|a reminder|a note)',
      '(in work|in homework|in coffee|in music|in books|in revision|in studying|in tea|in chocolate|in netflix|in anime|in blankets|in my work|in my homework)',
      '(at the gym|at practice|at training|at work|to finish|to get|trying to|over this|over that|over it|working|studying|revising|with work|with homework|for this essay|for this exam|for this test)',
    ],
  },
  // "kms", but not "5 kms" or "a few kms away".
  {
    say: ['kms'],
    notAfter: [
      '#',
      '(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|half|a few|few|many|several|couple|a couple|more|extra|less|fewer|the|those|these|of|in|ran|run|running|walked|walk|walking|cycled|biked|drove|drive|driving|hiked|hike|jogged|swam)',
    ],
    notBefore: [
      '(away|per|an hour|a day|a week|left|long|further|farther|to go|of running|run|walk|ride|drive|hike|cycle|swim|race|marathon|journey|trip|from here|from home|from school|each way|in total|an hr|ph|p h)',
    ],
  },
  // "want 2 kms": the 2 reads as no letter, and is "to", not a distance.
  { say: ['(want|wanted|wana|going|gona|need|about|ready|trying|have) kms'] },
  // Hurting oneself: held unless it was an accident or an idiom.
  {
    say: [
      `(hurt|hurting|harm|harming|harmed|cut|cutting|cuting|burn|burning|burnt|burned|starve|starving|starved|hit|hitting|punish|punishing|bleed|bleeding) ${MYSELF}`,
      '(cutting|cut) again',
    ],
    notAfter: [
      '(accidentally|accidently|we|were|they|theyre|are|is|hes|shes|it|its|teacher|school|class|barber|hairdresser|mom|mum|dad|coach|team)',
    ],
    notBefore: [...ACCIDENT, '(my hair|the grass|the|paper|class|classes|carbs|sugar|weight|in the face|in the head with)'],
  },
  {
    say: ['(my|my own|both my) (wrists|wrist|arms|thighs|throat|veins)'],
    after: ['(cut|cutting|cuting|slit|slitting|slice|slicing|carve|carving)'],
    notBefore: ACCIDENT,
  },
  // Someone else in danger: a friend who wants to hurt themselves is worth a moderator's look too.
  {
    say: [
      '(kill|killing|hurt|hurting|cut|cutting|harm|harming|unalive|unaliving|hang|hanging|end|ending|off|offing) (herself|himself|themselves|themself|theirself)',
    ],
    after: [
      '(wants to|wanted to|going to|gonna|tried to|trying to|threatened to|threatening to|talks about|talking about|talked about|thinking about|thinks about|keeps|started|is|been|has been|said she would|said he would|might)',
    ],
    notBefore: ACCIDENT,
  },
  // Dying: "want to die", "wanna be dead", "I should die", "I hope I die".
  {
    say: [
      '(die|diee|be dead|b dead|be ded|not be alive|not exist|stop existing|stop living|cease to exist|not wake up|never wake up|never wake up again|go die|be gone forever)',
    ],
    after: [WANT, '(i should|i need to|i deserve to|ready to|i hope i|hope i|i pray i|wish i could|wish i would|want to go|wanna go)'],
    notAfter: ['(dont|do not|didnt|did not|dnt|dont even|never|doesnt|does not|nobody|no one|noone|who)'],
    notBefore: [
      '(of embarrassment|of embarassment|of cringe|of laughter|of laughing|of boredom|of happiness|of cuteness|of excitement|of shock|laughing|on this hill|on that hill|my hair|for you|for u|for this|for that|happy|old|rich|of old age|a legend|in peace lol)',
    ],
  },
  // "I need to cut." at the end of a sentence.
  {
    say: ['(cut|sh)'],
    after: [WANT, '(i need to|need to|urge to|urges to|i have to)'],
    atEnd: true,
  },
  // "Dye" for "die", unless something is being dyed.
  {
    say: ['(dye|dy)'],
    after: [WANT, '(i should|i deserve to|hope i|i hope i)'],
    notAfter: ['(dont|do not|didnt|dnt|never)'],
    notBefore: [
      '(my|it|the|a|them|this|that|his|her|our|their|some|your|ur|hair|clothes|shirt|shirts|eggs|all|blue|red|pink|purple|green|black|blonde|blond|brown|white|orange|yellow|silver|grey|gray|ginger|teal|lilac|tips|ends|jeans|again)',
    ],
  },
  // Wishing to be dead or never born.
  {
    say: [
      'wish i (was|were|could be|would be|was just) (dead|ded)',
      'wish i (wasnt|werent|was not|was never|had never been|hadnt been|never was|were never) (born|alive)',
      'wish i (didnt|did not|didnt even) exist',
      'wish i (didnt|wouldnt|would not|never|could not|couldnt) (wake up|woke up)',
      '(hope|pray) i (dont|never|wont|do not) wake up',
      '(hope|pray) i get hit by a (car|bus|truck|train|lorry)',
      '(sleep|go to sleep|fall asleep) and (never|not) wake up',
      'better off dead',
    ],
    notBefore: ['(late|early|on time|before|at|in time|for school|tomorrow morning)'],
  },
  // Not wanting to live.
  {
    say: ['(live|be alive|exist|be here anymore|be here any more|be here no more|wake up anymore|wake up again|wake up ever again)'],
    after: ['(dont|do not|dnt|no longer|doesnt|i dont) (want to|wanna|wana|want|wnt to)'],
    notBefore: [
      '(in|with|near|there|here|at|on|abroad|next|somewhere|anywhere|by|close|far|forever|without|alone|together|a|an|like a|like my|like them|like him|like her|like that|like those|of school|of homework|for today|for the day|for tonight)',
    ],
  },
  {
    say: [
      '(tired|sick|done) (of|with) (living|being alive|life|existing|being here|my life)',
      '(im|i am) done (living|with it all|with everything)',
      '(hate|hating) (being alive|existing)',
      '(life|my life|living) (isnt|is not|aint|aint even) worth (living|it anymore)',
      'not worth living',
      'no (reason|reasons) to (live|be alive|keep living|keep going|stay alive|wake up|be here)',
      '(nothing|nothin|noting) (left |)to live for',
      '(no|the|any) point (in|of|) (living|being alive|going on|waking up|existing|staying alive|being here)',
      '(life|my life) is (pointless|meaningless)',
      '(give|gave|giving|given) up on (life|living|myself)',
      '(lost|losing|have no|dont have|dont have the) (the |)will to live',
      'no will to live',
    ],
    notBefore: [
      '(in|with|near|there|here|at|on|abroad|next|somewhere|anywhere|by|close|far|forever|without|alone|together|a|an|like a|like my|like them|like him|like her|like that|like those|of school|of homework|for today|for the day|for tonight)',
      '(to the|with my|of exams|of revision)',
    ],
  },
  // Ending it.
  {
    say: [
      '(end|ending|ended) it all',
      '(end|ending|ended|take|taking|took) (my|my own) life',
      '(end|ending) (it|everything|things) tonight',
      '(make it all|want it all to|want it to all) (stop|end|be over)',
      '(cuts|scars) on my (wrists|wrist|arms|thighs)',
      '(wrists|arms|thighs) (are|r) (covered in|full of) (cuts|scars)',
      '(saving|saved|stockpiling|hoarding) (up my|my|up) (pills|meds|tablets|painkillers)',
      '(pills|meds|tablets|painkillers) saved up',
      '(want|need) everything to (stop|end|be over)',
    ],
  },
  {
    say: ['(end|ending) (it|things|everything)'],
    after: [...INTENT, ...INTENT_ING],
    notBefore: ['(with|between|for|now and|here and|at|on|before|after|early)'],
    atEnd: true,
  },
  // Methods after words of intent: "gonna od", "want to unalive", "thinking about jumping off a bridge".
  {
    say: [
      // "off myself" reads as "of myself" (doubled letters count once): only after intent, never "proud of myself".
      '(od|odd|overdose|unalive|unaliving|self delete|self deleting|self del|ctb|rope|slit my wrists|slash my wrists|off myself)',
      '(jump|jumping|jumped) (off|from) (a|the|my) (bridge|building|roof|cliff|balcony|window)',
      '(jump|jumping|step|stepping|walk|walking|throw myself|throwing myself|lie down|lying down) in front of (a|the) (train|car|bus|truck)',
      '(walk|walking|run|running|step|stepping) into traffic',
      '(drown|drowning) (myself|in the lake|in the river|in the sea)',
    ],
    after: [...INTENT, ...INTENT_ING, '(i|im|i am|i almost|almost|nearly|i nearly|keep|been|considered|i keep)'],
    notBefore: [
      '(you|yourself|urself|ur|your|yo|u|ya|yall|him|her|them|everyone|everybody|people|someone|somebody|my|the|this|that|a|in|into|in to|us|some|for fun|on the weekend|of the)',
    ],
  },
  // Overdose, unless of something everyday ("an overdose of homework", "Overdose by EXO").
  {
    say: [
      '(overdose|overdosed|overdosing|overdosin|overdoze|overdozed)',
      ...misspellings('overdose'),
      '(od|odd|overdose|overdosed) on (pills|meds|my meds|tablets|paracetamol|tylenol|painkillers|sleeping pills|xanax|insulin)',
    ],
    notAfter: [
      '(sugar|caffeine|coffee|homework|cuteness|cute|drama|meme|memes|tiktok|anime|kpop|chocolate|candy|exo|serotonin|dopamine|fluff|love|sunshine|vitamin|the)',
    ],
    notBefore: [
      'of (sugar|caffeine|coffee|homework|cuteness|cute|drama|love|sunshine|memes|tiktok|anime|kpop|chocolate|candy|sweets|information|info|fun|happiness|positivity|cringe|content|studying|revision|exams|work|vibes|energy|serotonin|dopamine|feels|feelings|cat videos|dog videos|netflix|music|books|reading|fluff|sleep|sun|screen time|energy drinks|red bull|monster|glitter|pink|nostalgia)',
      '(by|song|album|lyrics|mv)',
      'on (netflix|tiktok|youtube|anime|kpop|sugar|caffeine|coffee|candy|chocolate|memes|sleep|homework|revision|cuteness|energy drinks|red bull|monster|kdramas|kdrama|k dramas|fanfic|books)',
    ],
  },
  // Pills.
  {
    say: ['(tie|tied|tying|make|made|making) a noose', 'my noose'],
  },
  {
    say: ['(pills|meds|tablets|paracetamol|tylenol|painkillers|sleeping pills|antidepressants|ibuprofen|advil)'],
    after: [
      '(took|take|taking|swallowed|swallow|swallowing|popped|pop|popping|downed) (too many|a bunch of|loads of|a load of|a handful of|handfuls of|way too many)',
      '(whole|entire) (bottle|box|pack|packet|strip) of',
    ],
  },
  {
    say: ['(pills|meds|tablets|paracetamol|painkillers|sleeping pills|antidepressants) at once'],
    after: ['(took|take|taking|swallowed|swallow|popped|downed) (all my|all the|all of my|every one of my)'],
  },
  {
    say: [],
  },
  // Not being here tomorrow (said of oneself).
  {
    say: [
      '(be here|be around|be alive|be on this earth|be living|be breathing) (tomorrow|much longer|for much longer|for long|next week|next year|by tomorrow|anymore|any more|after tonight|after today|by morning|by the morning)',
    ],
    // Of oneself: after "I", or at the start of a sentence ("Won't be here tomorrow."), never "my teacher won't ...".
    after: ['(^ |i |im |i am |ill |i just )(wont|will not|might not|may not|not going to|not gonna|not gona|am not going to|aint gonna)'],
    notBefore: [
      '(because|cause|cuz|coz|cos|bc|since|as|im|i|ill|ive|we|were|going|gonna|at|for|due|cant|can|have|got|need|am|morning|afternoon|evening|night|with|on|in|until|till|to|my mom|my mum|my dad|my family|our|the|school|class|practice|training|today|holiday|holidays|vacation|trip|camp|away|family|travelling|traveling|exams|exam|dentist|doctor|doctors|appointment|sick|ill)',
    ],
  },
  {
    say: [
      '(ill|i will|im going to|im gonna|i am going to) be dead (soon|tomorrow|by tomorrow|by morning|by tonight|by the morning|before morning|before tomorrow|by next week)',
      '(my|this is my) last (day|night|week) (alive|on earth|on this earth)',
      '(goodbye|bye|goodbye cruel) (forever|world)',
      '(my|this is my) (final|last) goodbye',
      '(wrote|writing|written) my (goodbye|final|last) (note|letter|notes|letters)',
    ],
  },
  // Nobody would care; a burden.
  {
    say: [
      '(if|when) i (died|die|was gone|were gone|disappeared|disappear|vanished|wasnt here|wasnt around|was not here|werent here|was dead|were dead|killed myself|kill myself|wasnt alive|never existed|didnt exist|stopped existing|left forever|was never born|wasnt born)',
    ],
    after: ['(care|cares|notice|notices|cry|matter|miss me|be better off|be better|be happier|better off|happier|be fine)'],
  },
  {
    say: ['(nobody|no one|noone) (would|will|) (care|notice|miss me|cry)'],
    after: ['(if|when) i (died|was gone|were gone|disappeared|killed myself)'],
  },
  {
    say: [
      '(nobody|no one|noone|no body|not a single person|not one person|no1) (would|will|wud|wld|is going to|is gonna|gonna) miss me',
      '(care|cares) (if|whether) i live or die',
      '(better off|better|be better|is better|are better|happier) without me',
      '(a|such a|just a) burden (to|on|for) (everyone|everybody|my family|my friends|my parents|the people around me)',
    ],
  },
  {
    say: ['burden'],
    after: [
      '(im|i am|i feel like|i feel like im|feel like|feel like im|i feel like i am) (a|such a|just a|only a|nothing but a|nothing more than a)',
    ],
  },
  // Can't go on.
  {
    say: [
      '(do this|take it|take this|handle it|handle this|go on|keep going|keep doing this|live like this|live|keep living|cope|deal with it|deal with this) (anymore|any more|no more)',
    ],
    after: ['(cant|cannot|can not|cnt|cant even|can no longer)'],
  },
  {
    say: [
      '(cant|cannot|can not|cnt) (go on|keep going|keep living|live|do this) like this',
      '(cant|cannot|can not|cnt) (go on living|keep living)',
    ],
  },
  {
    say: ['(cant|cannot|can not|cnt) (go on|keep going|live like this)'],
    after: ['^', '(i|honestly)'],
    atEnd: true,
  },
  // Disappearing.
  {
    say: [
      '(disappear|vanish|dissapear|disapear) (forever|for good|from this world|from existence|from the world|and never come back|off the face of the earth|off the face of this earth)',
    ],
    after: [...INTENT, '(wish i could|i wish i could|i could)'],
  },
  {
    say: ['(disappear|vanish|dissapear|disapear|stop existing|not exist)'],
    after: [WANT, '(wish i could|i wish i could)'],
    notAfter: ['(dont|do not|didnt|dnt|never)'],
    atEnd: true,
  },
];

/** Misspellings of long words: one letter missing or hidden ("s*icide" reads "sicide") or two swapped ("suicdie"). */
function misspellings(...words: readonly string[]): string[] {
  const out = new Set<string>();
  // Real words one slip away: never read as the word they resemble.
  const english = new Set(['overdoes']);
  for (const word of words) {
    for (let i = 0; i < word.length; i += 1) out.add(word.slice(0, i) + word.slice(i + 1));
    for (let i = 0; i + 1 < word.length; i += 1) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out].filter((w) => !english.has(w));
}

/** "(a|b) c" -> ["a c", "b c"]. */
function expand(pattern: string): string[] {
  let out = [''];
  for (const part of pattern.split(/(\([^()]*\))/)) {
    const options = part.startsWith('(') ? part.slice(1, -1).split('|') : [part];
    out = out.flatMap((prefix) => options.map((o) => prefix + o));
  }
  return out.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const FILLER_WORDS = new Set(FILLERS.flatMap((f) => wordsOf(f)));
const END_WORD_SET = new Set(END_WORDS.flatMap((f) => wordsOf(f)));
/** Fillers as typed in the phrases above ("really") and as read ("realy"). */
const FILLER_SPELLINGS = new Set([...FILLERS, ...FILLER_WORDS]);

/**
 * A phrase's letters as the matcher reads them, fillers left out: the words run together, a letter
 * doubled anywhere counts once ("kill my self" -> "kilmyself"), as lettersOf(wordsOf(phrase)) spells
 * it. The phrases above are plain lower-case letters: a loop over them is much cheaper on load.
 */
function lettersOfPhrase(phrase: string): string {
  if (!/^[a-z' ]+$/.test(phrase)) return lettersOf(wordsOf(phrase).filter((w) => !FILLER_WORDS.has(w)));
  let letters = '';
  for (const word of phrase.split(' ')) {
    if (FILLER_SPELLINGS.has(word)) continue;
    for (const c of word) if (c !== "'" && c !== letters[letters.length - 1]) letters += c;
  }
  return letters;
}

/** Phrases as letters, looked up in one walk over the words next to a match. */
interface Lookup {
  letters: Set<string>;
  /** Letters that must start a sentence ('^' patterns), and whether the start of a sentence alone will do. */
  atStart: Set<string>;
  start: boolean;
  /** '#': a number. */
  number: boolean;
  longest: number;
}

interface Rule {
  after: Lookup | null;
  notAfter: Lookup | null;
  notBefore: Lookup | null;
  atEnd: boolean;
}

interface Tables {
  rulesByLetters: Map<string, Rule[]>;
  matcher: PhraseMatcher;
}

let tables: Tables | undefined;
/** The phrases as letters, each with the rules of its groups: built on first use (the device pays only when it checks). */
function tablesOf(): Tables {
  if (tables) return tables;
  const read = new Map<string, string[]>();
  /** A list of phrases as letters ('#' and a leading '^' kept as they are); lists shared by groups are read once. */
  const lookup = (patterns: readonly string[] | undefined): Lookup | null => {
    if (!patterns?.length) return null;
    const found: Lookup = { letters: new Set(), atStart: new Set(), start: false, number: false, longest: 0 };
    for (const pattern of patterns) {
      let list = read.get(pattern);
      if (!list) {
        list = expand(pattern).map((p) =>
          p === '#' || p === '^' ? p : p.startsWith('^ ') ? `^${lettersOfPhrase(p.slice(2))}` : lettersOfPhrase(p),
        );
        read.set(pattern, list);
      }
      for (const letters of list) {
        if (letters === '#') found.number = true;
        else if (letters === '^') found.start = true;
        else if (letters.startsWith('^')) found.atStart.add(letters.slice(1));
        else found.letters.add(letters);
        found.longest = Math.max(found.longest, letters.length);
      }
    }
    return found;
  };
  const rulesByLetters = new Map<string, Rule[]>();
  for (const group of GROUPS) {
    const rule: Rule = {
      after: lookup(group.after),
      notAfter: lookup(group.notAfter),
      notBefore: lookup(group.notBefore),
      atEnd: group.atEnd ?? false,
    };
    for (const phrase of group.say.flatMap(expand)) {
      const letters = lettersOfPhrase(phrase);
      if (!letters) continue;
      const rules = rulesByLetters.get(letters);
      if (!rules) rulesByLetters.set(letters, [rule]);
      else if (!rules.includes(rule)) rules.push(rule);
    }
  }
  const byLetters = new Map<string, string>();
  for (const letters of rulesByLetters.keys()) byLetters.set(letters, letters);
  tables = { rulesByLetters, matcher: lettersMatcher(byLetters) };
  return tables;
}

const startsSentence = (tokens: readonly Token[], at: number) => at === 0 || tokens[at - 1]!.breakAfter;

/**
 * Where words of the lookup end just before `end`, in the same sentence: the first of those words
 * (the nearest when several do), or -1.
 */
function endingAt(tokens: readonly Token[], end: number, lookup: Lookup): number {
  if (lookup.start && startsSentence(tokens, end)) return end;
  if (lookup.number) {
    const before = tokens[end - 1];
    if (/\d/.test(tokens[end]?.before ?? '') || (before !== undefined && !before.breakAfter && /^\d/.test(before.raw))) return end;
  }
  let letters = '';
  for (let start = end - 1; start >= 0 && letters.length < lookup.longest; start -= 1) {
    if (tokens[start]!.breakAfter) return -1;
    const word = tokens[start]!.word;
    letters = letters === '' ? word : word + (word.endsWith(letters[0]!) ? letters.slice(1) : letters);
    if (lookup.letters.has(letters) || (lookup.atStart.has(letters) && startsSentence(tokens, start))) return start;
  }
  return -1;
}

/** Whether words of the lookup start at `start`, in the same sentence as the word before. */
function startingAt(tokens: readonly Token[], start: number, lookup: Lookup): boolean {
  if (startsSentence(tokens, start)) return false;
  let letters = '';
  for (let end = start; end < tokens.length && letters.length < lookup.longest; end += 1) {
    const word = tokens[end]!.word;
    letters += letters.endsWith(word[0]!) ? word.slice(1) : word;
    if (lookup.letters.has(letters)) return true;
    if (tokens[end]!.breakAfter) return false;
  }
  return false;
}

/** Whether the words from `end` on are only end words ("lol", "rn") before the sentence ends. */
function endsSentence(tokens: readonly Token[], end: number): boolean {
  for (let i = end; i < tokens.length && !startsSentence(tokens, i); i += 1) {
    if (!END_WORD_SET.has(tokens[i]!.word)) return false;
  }
  return true;
}

/** Where the words that make the phrase count start (with what `after` asked for), or -1 when it does not count here. */
function holds(rule: Rule, tokens: readonly Token[], start: number, end: number): number {
  const from = rule.after ? endingAt(tokens, start, rule.after) : start;
  if (from < 0) return -1;
  if (rule.notAfter && endingAt(tokens, from, rule.notAfter) >= 0) return -1;
  if (rule.notBefore && startingAt(tokens, end, rule.notBefore)) return -1;
  return !rule.atEnd || endsSentence(tokens, end) ? from : -1;
}

/** The words of a text as this matcher reads them: fillers out (a sentence that ended at one ends at the word before). */
function readTokens(all: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (const token of all) {
    if (!FILLER_WORDS.has(token.word)) out.push({ ...token });
    else if (token.breakAfter && out.length > 0) out[out.length - 1]!.breakAfter = true;
  }
  return out;
}

/**
 * The words about self-harm found in a text (as the matcher reads them: "i want to die", "kil myself"),
 * or null. A caller that has already read the text's words (tokensOf) passes them instead of reading it again.
 */
export function findSelfHarm(text: string | readonly Token[]): string | null {
  const { matcher, rulesByLetters } = tablesOf();
  const tokens = readTokens(typeof text === 'string' ? tokensOf(text) : text);
  for (const match of matcher.scan(tokens.map((t) => t.word))) {
    for (const rule of rulesByLetters.get(match.letters)!) {
      const from = holds(rule, tokens, match.start, match.end);
      if (from >= 0)
        return tokens
          .slice(from, match.end)
          .map((t) => t.word)
          .join(' ');
    }
  }
  return null;
}

/** Whether any of the texts speaks of self-harm (whole words, however spaced or disguised). */
export function mentionsSelfHarm(...texts: readonly (string | null | undefined)[]): boolean {
  return texts.some((t) => typeof t === 'string' && findSelfHarm(t) !== null);
}
