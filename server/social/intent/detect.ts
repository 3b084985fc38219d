// What a text is doing (issue 51), read sentence by sentence by concept (concepts.ts, patterns.ts):
// - care: the writer says they have hurt themselves or want to die (or that a friend does);
// - grooming: someone asks a minor whether they are alone or watched, for secrecy, their age, school or
//   address, offers gifts, moves them to another app, sets them against their parents, or meets them;
// - solicitation: someone asks a person for pictures of themselves, about their body or clothes, or
//   for sexual talk;
// - bullying: someone tells a person (you, or someone named) to die or hurt themselves, that nobody
//   wants them, or calls them names.
// A rule matches one sentence; `unless` vetoes it when another pattern is in the same sentence, `ask`
// needs the sentence to be a question, and `plain` needs no negation in the three words before it.
// The rules were written against server/social/corpus/dev only; the evaluation set is measured, never read.
import { type Pattern, anchorKeys, findIn, negatedBefore, pattern, requiredKeys, sentenceKeys } from './patterns';
import { modelIntents, modelLeans } from './model';
import { type Sentence, read } from './reader';

export type Intent = 'care' | 'grooming' | 'solicitation' | 'bullying';

interface RuleSource {
  say: string;
  /** At least one of these must be in the sentence too. */
  with?: readonly string[];
  unless?: readonly string[];
  /** Vetoes read in every sentence of the text ("is your mum in? can i come round and borrow your charger"). */
  unlessText?: readonly string[];
  ask?: boolean;
  plain?: boolean;
}
interface Rule {
  say: Pattern;
  /** Keys a sentence must hold, one from each list, for `say` to match (patterns.ts requiredKeys). */
  needs: string[][];
  with: Pattern[];
  unless: Pattern[];
  unlessText: Pattern[];
  ask: boolean;
  plain: boolean;
}

const compile = (rules: readonly (string | RuleSource)[]): Rule[] =>
  rules.map((r) => {
    const source = typeof r === 'string' ? { say: r } : r;
    const say = pattern(source.say);
    return {
      say,
      needs: requiredKeys(say),
      with: (source.with ?? []).map(pattern),
      unless: (source.unless ?? []).map(pattern),
      unlessText: (source.unlessText ?? []).map(pattern),
      ask: Boolean(source.ask),
      plain: Boolean(source.plain),
    };
  });

/** Hurting oneself by accident or an idiom, in the same sentence: no care. */
const ACCIDENT = [
  '[accident]',
  '[reflexive-self] @VERB',
  '[reflexive-self] out|off|up',
  '[reflexive-self] in ~1 the ~1 face|foot|eye|head',
  '[reflexive-self] *ing',
  'ball|minecraft|fortnite|roblox|game|tnt',
  'on|by|with|while|whilst|when ~2 [accident]',
  'playing|making|doing|fixing|opening|peeling|shaving|cooking|baking|chopping|slicing',
  'some slack',
  'a break',
];
/** "Killing myself laughing", "killed myself at the gym", "shoot myself a reminder", "drowning myself in coffee". */
const KILL_IDIOM = [
  '[reflexive-self] @VERB',
  'laugh|laughing|studying|study|revising|revision|gym|workout|minecraft|fortnite|roblox|game|tnt|exam|homework|work|training|practice|coffee|tea|reminder|foot|email|message|text|note',
  '[reflexive-self] ~1 out|off|up|in|at|with|over|for|a|an',
];

/** Harm that is meant beyond doubt: care, accident words or not. */
const ON_PURPOSE_STRONG = [
  'purpose|purposely|deliberately|intentionally',
  'until|till|til ~3 [bleed]',
  'so ~3 feel',
  'bleed|bled|bleeding|blood|raw|deep|deeper',
];

/** Someone answering a disclosure, or teaching about one, not making it: "I hear that you want to die", "when a friend tells you they're suicidal". */
const ANSWERING = [
  'hear|heard|said|say|says|told|telling|mentioned ~2 you ~1 have|ve|were|want|are|re|been|self-harmed|feel|felt',
  'thank ~1 you ~1 for ~1 telling',
  'when|if ~2 a|your ~1 friend|someone|people|anyone ~3 tells|says|tell|say',
  'passing_this_on|take_it_seriously|get_help_tonight|getting_you_help|get_you_help',
  'prevention|awareness|epq|essay|research|topic|charity|leaflet|assembly|pshe',
  // Aimed at someone else, that is bullying: "go jump off a bridge", "hope you get hit by a bus".
  '^ =go|just|pls|please ~1 jump|sleep|walk|drink|take|hang|die|kill|end|slit|drown',
  'why ~1 do ~1 not ~1 you|u ~2 just? ~1 go|jump|die|sleep',
  'hope|wish|pray ~2 you|u|ur|[name]|she|he ~3 get|gets|die|dies|hit|crash|sleep',
];

/** What marks arms and hands without anyone meaning it: pets, brambles, paint. */
const PETS_AND_PLAY =
  'from|picking|cat|cats|dog|dogs|puppy|kitten|hamster|rabbit|thorns|brambles|blackberries|nettles|rugby|football|hockey|netball|ink|pen|chalk|marker';

/** Cutting that is no harm: sugar, corners, classes, costs. */
const NOT_HARM_CUT =
  'sugar|carbs|corners|caffeine|class|classes|lessons|hair|grass|costs|back|down|junk|screen|meat|dairy|gluten|alcohol|fizzy';

const CARE = compile(
  [
    // Fifth round, by what the words do: counting days since the last time; hospital and overdose
    // aftermath; arranging things for after; hiding and dressing injuries; eating as punishment; not
    // expecting to be here; not trusting oneself tonight.
    {
      say: '# ~2 day|days|week|weeks|month|months ~2 no|without|clean|of_not|since ~2 [harm-verb]|sh|self_harm|selfharm|hurting|relapse',
      unless: [NOT_HARM_CUT],
    },
    { say: 'day|week|days|weeks ~1 # ~3 no|without|clean|of_not ~2 [harm-verb]|sh|self_harm|selfharm|hurting', unless: [NOT_HARM_CUT] },
    {
      say: 'no|stop|quit|without ~1 [harm-verb]|sh|self_harm|hurting|pinching|scratching|burning ~2 streak|challenge|goal|week|day|#',
      unless: [NOT_HARM_CUT],
    },
    { say: 'clean ~1 streak' },
    { say: '[harm-verb]|sh ~1 streak' },
    { say: 'after ~1 trying|i_tried|taking_too_much|what_i_took|the_overdose|my_overdose|my_attempt' },
    { say: 'since ~1 i ~1 tried|attempted' },
    {
      say: '[self] ~2 tried|attempted ~2 once|twice|before|again|on|last|in',
      with: ['note|hospital|a_and_e|er|overdose|since|spring|year|sunday|monday|tuesday|wednesday|thursday|friday|saturday|telling|only'],
      unless: ['to|tried_on|it_on|them_on|food|recipe|dish|sushi|skate|skateboard|out_for|for_the'],
    },
    {
      say: 'overdose|overdosed|oded|od',
      with: ['[self]'],
      unless: [
        'caffeine|sugar|chocolate|netflix|cake|coffee|memes|anime|sweets|energy_drink|vitamins|lol|haha',
        'deals|work|works|nurse|paramedic|doctor|awareness|class|lesson|naloxone|charity',
      ],
    },
    { say: 'took|taken|taking|take ~1 too ~1 much|many', with: ['[self]'], unless: ['time|long|photos|pictures|notes|sun|risk|space|on'] },
    {
      say: 'taking|took|taken ~1 all ~1 those|these|them|my|the ~2 [pill]|tablets|meds',
      unless: ['today|proud|remembered|morning|prescribed|every|daily|on_time|should|course|antibiotics'],
    },
    { say: 'discharged|psych_unit|psych_ward|mental_health_unit|safety_plan' },
    { say: 'who ~1 gets ~1 my ~1 stuff|things|room|clothes|phone|switch|books', unless: ['uni|university|move|moving|college|lol|haha'] },
    { say: 'stuff|things ~1 for ~1 after' },
    { say: 'before ~1 i ~1 am|m|be ~1 gone' },
    { say: 'whoever ~1 finds ~1 it|me' },
    { say: 'last ~1 day ~1 on ~1 earth' },
    { say: 'my ~1 last ~1 day|night|week', unless: ['school|term|work|holiday|year|job|camp|exams|of|at|in|before|placement|here'] },
    { say: 'remember ~1 that ~1 after' },
    { say: 'give|giving ~1 away ~3 my|stuff|things|books|switch|clothes', with: ['need|after|won|gone|anymore'] },
    {
      say: 'won ~1 t|not ~1 need ~1 it|them|this|these ~1 $|anymore|after|where',
      with: ['cancel|give|away|delete|dentist|appointment|books|stuff'],
    },
    {
      say: 'letters|letter|note|notes ~2 for ~1 mum|mom|dad|nan|everyone|them|my',
      with: ['write|finish|finished|goodbye|last|leave'],
      unless: ['birthday|thank|thanks|christmas|card|school|teacher|absence|sick|permission'],
    },
    {
      say: 'cover|covering|hide|hiding|explain ~3 marks|scars|cuts|burns|bruises',
      with: ['[self]|my|before|pe|sleeves|nurse|teacher'],
      unless: [PETS_AND_PLAY],
    },
    { say: 'plasters|bandages|bandaged|plaster ~3 arm|arms|wrist|wrists|legs|thighs|thigh' },
    {
      say: 'skip|skipping|skipped|no ~1 dinner|lunch|breakfast|food|meals|meal|eating',
      with: ['deserve|punish|punishment|grade|under|pay|earn|earned'],
      unless: ['fasting|ramadan|lent|surgery|operation|appointment|late|busy|ill|sick|traffic|queue'],
    },
    { say: 'punish|punishment|pay ~3 for ~1 eating|eat|ate|it', with: ['eat|ate|eating|food|meal|pizza|tomorrow|nothing'] },
    { say: '[negator] ~1 deserve ~2 food|dinner|meal|meals|#|to_eat|eat' },
    { say: 'burn ~1 off ~1 tea|dinner|lunch|breakfast|food|meal|calories', with: ['till|until|pass|faint|must|have'] },
    {
      say: 'won ~1 t|not ~1 be ~1 around|here ~2 for|after|next|much|long|$',
      unless: [
        'tomorrow|weekend|holiday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lesson|session|class|practice|training|because|away|trip',
      ],
    },
    { say: '[negator] ~1 plan|planning ~2 on ~1 being|a_next|next|around|here' },
    {
      say: 'keep|keeping ~1 me ~1 alive|here',
      unless: ['game|entertained|busy|sane|going|coffee|tea|caffeine|snacks|red_bull|monster|sugar|chocolate|pizza|biscuits'],
    },
    { say: 'stay ~1 alive', with: ['[self]|goal|just|try'], unless: ['game|minecraft|zombies|level|battle|fortnite|survival'] },
    {
      say: '[negator] ~1 trust ~1 myself|what_i',
      with: ['tonight|now|safe|do|right_now|alone|myself'],
      unless: ['with|around|near|lol|haha|biscuits|chocolate|cake|sweets|snacks|pizza|shopping|sale|money'],
    },
    { say: 'safe ~2 with ~1 myself' },
    { say: 'talk ~1 me ~1 out ~1 of ~1 tonight|it|this' },
    {
      say: 'make ~1 it ~1 to|till|until ~3 christmas|birthday|summer|#|year|friday|monday|weekend|results',
      with: ['[negator]|never|won|didn|doubt'],
    },
    {
      say: '# ~1 days|weeks|months|day|week|month ~1 clean',
      with: ['threw|relapse|relapsed|gone|ruined|broke|back_to|again|lost|urge|urges|sh|cut|cutting|want|blade|scars'],
      unless: ['vape|vaping|smoking|sugar|drinking|alcohol|caffeine|energy_drinks|social_media|screen|gaming'],
    },
    {
      say: 'made_up_my_mind|already_decided|ve_decided|i_have_decided',
      with: ['[self]'],
      unless: ['college|uni|course|subject|option|options|gcse|a_level|buy|wear|go_with|pick'],
    },
    { say: 'harder ~1 to ~1 go|leave', with: ['nice|kind|stop'] },
    { say: 'hate|hating ~1 being ~1 alive' },
    {
      say: 'my|both ~1 arms|wrists|legs ~4 bandaged|covered|stinging|healing|bleeding|mess|beg',
      unless: [
        'tattoo|tattoos|henna|mosquito|bites|sunburn|sunburnt|rash|eczema|paint|glitter|mummy|costume|halloween|toilet_roll',
        PETS_AND_PLAY,
      ],
    },
    // Acts on one's own body: "scratched my wrists until they bled", "burned my arm with a lighter".
    { say: '[harm-verb] ~1 my ~1 [body-strong]', plain: true, unless: [...ACCIDENT, '[food]'] },
    { say: '[harm-verb] ~1 my ~1 [body]', plain: true, with: ON_PURPOSE_STRONG, unless: ['[food]', 'cut ~2 my ~1 hair|nails|nail|fringe'] },
    { say: '[harm-verb] ~1 my ~1 [body]', plain: true, with: ['again'], unless: [...ACCIDENT, '[food]'] },
    {
      say: '[harm-verb] [reflexive-self]',
      plain: true,
      unless: [...ACCIDENT, '[reflexive-self] a|an|some|another ~3 [food]', 'cut ~1 [reflexive-self] ~1 off|out'],
    },
    { say: '[self] ~4 [harm-strong]', plain: true },
    { say: '[harm-strong] ~2 urge|urges|again|scars|relapse|clean' },
    { say: '[harm-verb] ~3 [bleed]', with: ['[self]'], unless: [...ACCIDENT, 'nose'] },
    // On purpose, accident words or not: "I burnt myself on the oven on purpose".
    { say: '[harm-verb] [reflexive-self] ~6 purpose|purposely|deliberately|intentionally|again' },
    // Relapse, tools: "I relapsed and used the blade", "grabbed the razor again".
    { say: '[self] ~3 [relapse]', unless: ['smoking|vaping|vape|drinking|drugs|diet|sugar|cold|flu|cancer|injury'] },
    { say: '^ [relapse]', unless: ['smoking|vaping|vape|drinking|drugs|diet|sugar|cold|flu|cancer|injury'] },
    {
      say: 'use|used|grab|grabbed|got|get|take|took|hold|held|found|find|hid|hide|bought ~2 the|my|a ~1 blade|razor|noose|rope|blades|razors',
    },
    { say: 'the blade|razor|noose' },
    { say: 'blade|razor ~3 again' },
    { say: 'clean ~4 [relapse]|messed|broke|broken' },
    // Pills: "took a load of my mum's sleeping pills", "swallowed the whole packet".
    { say: '[take] ~5 [amount] ~5 [pill]' },
    { say: '[take] ~2 [amount] ~3 of ~1 them|it|those' },
    { say: '[take] ~2 them ~1 all' },
    { say: '[take] ~4 [pill] ~3 at ~1 once' },
    { say: 'swallow|swallowed ~4 [pill]|[amount]|them|everything|bottle|packet' },
    {
      say: '[self] ~3 overdose|overdosed|od|oded',
      unless: [
        'on ~1 caffeine|sugar|chocolate|netflix|cake|coffee|memes|anime|sweets|vitamins',
        'my ~1 mum|mom|dad|nan|gran|brother|sister|friend|cat|dog',
      ],
    },
    { say: 'overdose|overdosed|od|oded ~3 on ~1 purpose|again|tonight' },
    { say: '[take] ~3 #|twenty|thirty|forty|fifty|hundred ~3 [pill]' },
    // Wanting to die or not to live: "I don't want to wake up tomorrow", "wish I could just not exist".
    {
      say: '[want] ~2 to ~1 die|unalive|suicide',
      plain: true,
      unless: [
        'die|dying ~1 of|for|from|laughing|laughter|embarrassment|cringe|cuteness|if|when|before|without|in|on',
        'going ~2 die ~1 if|of|from|when|before',
        '^ if|when|whenever ~6 going|gonna',
        'hill',
      ],
    },
    { say: '[want] ~2 to ~1 be ~1 dead|gone', plain: true, unless: ['dead ~1 tired|serious|inside|funny'] },
    { say: '[want] ~3 disappear|vanish ~1 forever|$' },
    { say: '[want] ~3 [kill] [reflexive-self]', unless: KILL_IDIOM },
    { say: '[kill/VERB] [reflexive-self]', unless: KILL_IDIOM },
    { say: 'end|ending|take|taking ~1 my ~1 life|lives' },
    { say: 'end|ending it ~1 all|tonight|$' },
    { say: 'end|ending everything' },
    {
      say: '[negator] ~2 [want] ~2 to ~2 wake|live|exist|breathe|alive|survive',
      unless: [
        'wake ~2 up? ~1 for|at|early|so|in|before|#|on|late',
        'live ~1 in|with|at|near|on|there|abroad|somewhere|by|like|without|here',
      ],
    },
    { say: '[negator] ~2 [want] ~2 to ~2 be ~1 here|alive|around ~2 anymore|forever|$|tomorrow|now' },
    { say: '[negator] ~1 wake|waking ~1 up ~2 tomorrow|again|ever|$|tonight|morning', unless: ['late|early|for|at|alarm', 'in ~1 time'] },
    { say: 'never wake ~1 up' },
    { say: 'wish ~2 [self] ~2 was|were|had ~3 dead|born|existed|gone|die|died' },
    { say: 'wish ~2 [self] ~2 could ~3 disappear|vanish|die|sleep|stop existing|not exist' },
    {
      say: 'sleep ~1 forever ~1 $',
      unless: ['weekend|weekends|holiday|holidays|saturday|sunday|tomorrow|lie|sleepy|tired|could|cosy|cozy|comfy|bed'],
    },
    { say: 'stop ~1 existing|breathing' },
    { say: '[negator] ~2 exist ~2 anymore|$' },
    { say: 'better ~1 off ~3 without me|dead|gone' },
    { say: 'world|everyone|everybody|they|family ~4 better ~1 without me' },
    { say: 'no|nothing ~1 reason|point ~2 to ~1 live|living|go|keep|stay|be' },
    { say: 'nothing ~1 to ~1 live ~1 for' },
    { say: 'life ~3 not|isnt ~1 worth ~1 living|it' },
    { say: 'not ~1 worth ~1 living' },
    { say: 'can ~1 not ~1 go|keep ~1 on|going ~1 $|anymore|like|living' },
    { say: 'can ~1 not ~1 do|take ~1 this|it anymore' },
    { say: '[self] ~2 [burden] ~2 to ~1 everyone|everybody|my|them|family|all' },
    { say: 'not ~2 be ~2 here|around ~2 much ~1 longer|anymore' },
    { say: 'not ~2 be ~2 here|around ~1 tomorrow ~1 $', with: ['i ~1 will|am ~1 not'] },
    {
      say: 'goodbye|bye ~2 forever|everyone|all ~3 $',
      unless: ['see ~2 you|tomorrow|later|monday|soon|next|tonight', 'tomorrow|later|monday|weekend|summer|holiday'],
    },
    { say: 'last ~1 message|goodbye|note ~3 ever|$|anyone|everyone|you' },
    { say: '[self] ~3 suicidal|suicide' },
    {
      say: 'suicidal',
      unless: [
        'if ~3 friend|someone|anyone|people|they|you',
        'pshe|lesson|assembly|discussed|talked|learnt|learned|awareness|leaflet|campaign|helpline|hopeline|childline|samaritans|papyrus|0800|crisis_line',
      ],
    },
    { say: 'suicide ~3 note|plan|attempt|again|thoughts' },
    { say: 'attempt|attempted ~2 suicide|again|it' },
    { say: '[self] ~3 [kill] ~2 [reflexive-self]', unless: KILL_IDIOM },
    {
      say: 'jump|jumping ~3 off|in front ~3 bridge|roof|building|train|cliff|car|bus|ledge',
      unless: ['trampoline|pool|diving|board|swim|swimming|lake|sea'],
    },
    { say: 'hang|hanging [reflexive-self]' },
    { say: 'drink|drank|drinking ~2 bleach', with: ['[self]'] },
    { say: 'starve|starving|starved [reflexive-self]' },
    { say: '[self] ~3 not ~1 eating ~3 punish|deserve' },
    { say: 'deserve ~2 to ~1 hurt|suffer|die|bleed|pain', unless: ['you|your|he|she|they'] },
    { say: '[self] ~1 deserve ~2 pain|this|it', unless: ['you|your|he|she|they|break|rest|treat|holiday|win|award|prize|grade|mark'] },
    // Self-harm as those who do it say it: "sh urges", "hit beans", "did it on my shoulder", "trich".
    {
      say: 'self ~1 harm|harming|harmed|injury|injure|injuring|hurt|hurting',
      unless: [
        'awareness|prevention|lesson|assembly|charity|project|essay|pshe|taught|talked|discussed|learnt|learned|leaflet|poster|campaign|people|gp|nurse|counsellor|counselor|helpline',
      ],
    },
    { say: 'beans|styro|barcode|barcodes', with: ['[self]', 'hit|again|deep|cut|arms'] },
    { say: 'trich|trichotillomania|dermatillomania|excoriation' },
    { say: 'did ~1 it ~1 on ~1 my ~1 [body]' },
    { say: 'not ~1 from ~1 a|the ~1 cat|dog|fall' },
    { say: '^ cut|cutting|burned|burnt|burning|sh|did ~1 again' },
    { say: '[self] ~3 cut|cutting|burned|burnt|sh|relapsed ~1 again' },
    { say: '[want]|urge|urges|itching|miss|missing|craving ~2 to? ~1 cut|cutting|sh|burn|bleed ~1 so|again|$|tonight|bad|badly|right|now' },
    { say: 'need ~1 to ~1 cut ~1 $|need|so|again|tonight|right|now' },
    { say: 'miss|missing ~1 cutting|sh|the_blade|hurting|the_feeling' },
    { say: '[want]|need ~2 to ~1 feel ~2 pain|something|the ~1 pain', with: ['[self]', 'so|pain'] },
    { say: 'deserve ~2 every? ~1 cut|cuts|scar|scars|bruise|burn|the ~1 pain', unless: ['you|your|he|she|they'] },
    { say: 'made|make|making ~1 myself ~1 bleed|bleeding|hurt|bruise|sick|throw|vomit|puke|pass' },
    { say: 'punish|punishing|punished ~1 myself' },
    { say: 'slam|slammed|slamming|banged|banging|bang|smash|smashed|hit|hitting ~1 my ~1 head ~3 until|till|til' },
    { say: 'slam|slammed|slamming ~1 my ~1 head' },
    {
      say: 'bang|banging|banged|hit|hitting ~1 my ~1 head ~3 wall|walls|floor',
      with: ['when|till|until|again|keep|always|every|whenever'],
    },
    { say: '[harm-verb] ~4 into ~1 my ~1 [body]', unless: ACCIDENT },
    { say: 'next ~1 week|month|year|friday|weekend ~3 not ~1 be ~1 here|around|alive' },
    {
      say: 'punch|punched|punching|hit|hitting|smash|smashed ~2 the|a ~1 wall|walls|mirror|window',
      with: ['[self]', 'till|until|til|again|knuckles|hand|hands'],
    },
    { say: 'punch|punched|punching ~1 walls' },
    {
      say: 'until|till|til ~3 it|they|i|skin ~2 bleed|bled|bleeds|burns|blister|blistered|bruise|bruised|scar|scarred|raw|numb|stars|pass|blacked|went ~1 numb',
    },
    { say: 'raw ~2 with ~1 my ~1 nails' },
    {
      say: 'held|hold|holding|put|kept|press|pressed ~1 my ~1 [body] ~3 on|in|under|over|against ~3 hob|radiator|stove|flame|fire|candle|lighter|iron|kettle|boiling|water|ice',
    },
    {
      say: 'hot|boiling|lighter|spoon|ice|blade|razor|compass|sharpener ~3 on|into|against|across ~1 my ~1 [body]',
      unless: [...ACCIDENT, 'splash|splashed|spilt|spilled|oil|pack|sprain|swelling|bruise|injury|sore'],
    },
    { say: 'pour|poured|pouring ~3 boiling|hot ~2 on|over ~1 my' },
    { say: 'pick|picking|picked ~1 at? ~1 my ~1 scabs|skin|wounds|cuts|scars|lips', with: ['[self]'], unless: ['nervous|habit|bored'] },
    { say: 'never ~1 heal' },
    { say: 'pull|pulling|pulled|rip|ripping|ripped|yank ~2 my? ~1 eyelashes|eyebrows|lashes' },
    { say: 'hair ~1 out ~4 bald|hat|patch|chunk|clump' },
    { say: 'patch|chunk|clump|chunks|clumps ~2 of ~1 my ~1 hair' },
    { say: 'so ~1 much ~1 hair ~1 out' },
    { say: 'my ~1 [body] ~3 not ~1 stop ~1 bleeding' },
    { say: 'not ~1 stop ~1 bleeding', with: ['[self]', 'it|my'] },
    { say: 'deeper ~2 than ~1 usual|before|normal|last|ever' },
    { say: 'need ~2 stitches', with: ['[self]'], unless: ['football|rugby|match|fell|fall|bike|dog|accident'] },
    { say: 'hide|hiding|hid|cover_up|covering_up ~3 cuts|scars|marks|burns|wounds|bruises' },
    { say: 'cover|covering ~3 cuts|scars|burns|wounds', unless: ['puppy|kitten|cat|dog|hamster|rabbit|plaster|plasters|bandage|nurse'] },
    { say: 'long ~1 sleeves ~5 so|no_one|nobody|hide|see|notice|cover' },
    { say: 'see|notice|find|saw|noticed ~2 my ~1 scars|cuts|marks|wounds|burns' },
    { say: 'my ~1 scars|cuts|marks|burns ~3 from|by ~1 me|myself' },
    { say: 'my ~1 [body] ~2 look ~2 like ~1 a? ~1 barcode' },
    { say: 'my ~1 [body] ~2 blood ~3 again|$' },
    { say: '^ knife|blade|razor|rope|pill|gun|skull|coffin ~2 again|tonight|soon|today|ready' },
    { say: 'feeling|feel|feels ~2 very|so|really? ~1 rope|skull|coffin|knife|gun|pill' },
    { say: 'done ~2 gun|rope|skull|coffin|knife' },
    { say: 'want|wanna ~2 to ~1 skull|rope|gun ~1 myself' },
    { say: 'coffin ~2 soon|hopefully' },
    // Suicide, its algospeak and plans: "ctb", "sewer slide", "i've got it all planned out".
    { say: 'ctb' },
    { say: 'sewer ~1 slide' },
    { say: 'catch|catching|caught ~1 the ~1 bus ~3 for_real|this_time|tonight|soon|tomorrow|friday|weekend' },
    {
      say: '[self] ~4 thinking|think|thought|thoughts|fantasise|fantasize|fantasising|fantasizing|dream|dreams|dreaming|obsessed|googling|googled|searched|searching ~3 about|of|up|how ~2 dying|death|suicide|sewerslide|ctb|ending|killing|funeral|dead|die|overdose|noose|od',
    },
    {
      say: 'ways|how ~2 to ~1 die|overdose|hang|od|commit|unalive|disappear',
      unless: ['[you]', 'game|character|minecraft|zombie|fortnite|story|book|history|plant|plants|battery|battery'],
    },
    { say: 'noose|nooses' },
    { say: 'the ~1 rope|noose ~3 ready|in|under|hidden|wardrobe|room|garage' },
    { say: 'rope|noose|pills|blade|razor ~1 be|is ~1 ready' },
    { say: 'got|have|holding ~1 the ~1 pills|blade|rope|razor|knife ~2 in|ready|here' },
    { say: 'it ~1 all ~1 planned|sorted' },
    { say: 'planned ~1 it|everything ~2 out ~2 for' },
    {
      say: 'wrote|written|writing|write|left ~2 my? ~1 letters|letter|note|notes ~3 for|to ~1 everyone|my|them|you|family',
      unless: ['future|pen|pal|santa|school|teacher|mp|council|application|cover|thank|thanks|birthday|christmas|homework|class|penpal'],
    },
    { say: 'written|wrote|writing ~1 my ~1 note|letter|goodbye|goodbyes|will' },
    { say: 'this ~1 be ~1 goodbye' },
    { say: 'say|said|saying ~1 goodbye|bye ~3 to ~1 everyone|all|you ~3 before|properly|$' },
    { say: 'sorry ~1 for ~1 everything' },
    { say: 'remember ~1 that ~1 goodbye' },
    {
      say: 'give|giving|gave ~1 away ~2 my|all|everything',
      unless: ['charity|shop|old|clear|clearing|sort|sorting|declutter|donate|sell|boot|toys|clothes|books|games|outgrown|small'],
    },
    { say: 'not ~1 be ~1 around ~2 to' },
    { say: 'tonight ~2 be? ~2 the ~1 night' },
    { say: 'finally ~1 do ~1 it' },
    { say: 'not ~1 doing ~1 this ~1 anymore' },
    { say: 'it ~1 will ~1 be|all ~2 over ~1 soon' },
    { say: 'not ~1 be ~2 problem|burden|bother|trouble ~3 much ~1 longer|anymore' },
    { say: 'not ~1 bother ~2 anyone|anybody|you|people ~2 anymore|again|after' },
    { say: 'if ~1 you ~2 not ~1 hear ~2 from ~1 me' },
    { say: '[self] ~2 on|at ~1 the ~1 bridge|roof|edge|ledge|tracks ~2 right|now|$' },
    {
      say: 'sitting|standing|stood|sat|stand|went ~3 on|at|to|by ~2 the ~1 bridge|roof|edge|ledge|tracks|cliff',
      with: ['[self]'],
      unless: ['watch|view|photo|picture|boats|fireworks|sunset|trip|walk|friends|family|class|tour|selfie'],
    },
    { say: 'keep ~1 looking ~1 at ~4 top|edge|bridge|pills|rope|blade|razor|tracks|floor' },
    {
      say: 'jump|jumping ~2 off|from ~2 the|a|my ~1 multi|multi-storey|storey|tower|window|balcony|bridge|roof|building|cliff|car|carpark',
    },
    { say: 'walk|walked|walking ~2 into ~1 the ~1 sea|traffic|road|river|lake|ocean ~3 not|never|and' },
    { say: 'not ~1 come ~1 back ~1 $', with: ['sea|river|lake|ocean|walk|leave|go'] },
    { say: 'held|hold|holding ~1 my ~1 head ~1 under|in' },
    { say: 'tie|tied|tying|wrap|wrapped|wrapping ~4 round|around ~1 my ~1 neck|throat' },
    // Eating as punishment: "stopped eating again", "400 calories today".
    { say: 'stopped|stop|not ~1 eating ~2 again|on_purpose|because|deserve' },
    { say: '# ~1 calories ~3 today|a_day|still|all_day' },
    {
      say: '[negator] ~1 eaten|ate|eat|eating ~3 since|in|for ~2 days|#|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|yesterday',
    },
    { say: '[negator] ~1 deserve ~1 food|to ~1 eat' },
    // Pills: "saving up my antidepressants", "i already took them. it's too late".
    {
      say: 'saving|save|saved|stockpile|stockpiling|hoard|hoarding|collecting|collected ~2 up? ~2 my? ~2 [pill]',
      unless: ['drawing|graphics|ipad|samsung|android|kindle|screen|stylus'],
    },
    { say: 'stash|collection|hoard ~2 of? ~1 [pill]' },
    { say: '[take] ~3 [amount] ~2 of ~3 [pill]|syrup|medicine' },
    { say: '[take] ~3 #+ ~5 [pill]|of' },
    { say: '[take] ~2 everything ~4 medicine|cabinet|drawer|box|[pill]' },
    { say: '[take] ~2 all ~1 of ~1 my|the|her|his|them ~2 [pill]' },
    { say: 'already ~1 took|taken|swallowed ~1 them|it|the' },
    { say: 'took ~1 them ~3 waiting|late|now' },
    { say: 'too ~1 late ~2 now|$', with: ['took|taken|pills|done|swallowed'] },
    // Wanting not to be: "i hope a car hits me", "i'm just taking up space", "i'm not scared of dying".
    { say: 'hope|hoping|wish|want ~4 car|bus|train|truck|lorry|plane ~2 would|will|hit|hits|crash|crashes|kill|kills|runs' },
    { say: 'want|hope|wish|wanna ~3 get ~1 hit ~2 by' },
    { say: 'not ~1 mind ~2 if ~1 i ~3 died|die|sick|dead|hit|never|disappeared' },
    { say: 'happier|better|easier|relieved|richer|more ~3 if ~1 i ~3 vanished|disappeared|gone|dead|died|not|never|left' },
    { say: 'if ~1 i ~1 was|were|be ~1 not ~1 here|around|alive|born' },
    { say: 'my ~1 funeral', with: ['nobody|no_one|come|cry|plan|planning|songs|song|imagine|picture'] },
    { say: 'taking ~1 up ~1 space' },
    { say: '[self] ~3 waste ~2 of ~1 space|oxygen|air|life|skin' },
    { say: '[negator] ~1 deserve ~2 to ~1 live|be_alive|exist|be_here|be_happy|breathe' },
    { say: 'should ~1 not ~1 be ~1 alive|here|born', with: ['[self]'] },
    { say: 'should ~1 have? ~1 died|die', with: ['[self]'] },
    { say: 'not ~1 meant ~2 to ~1 survive|live|be_born|exist|be_here' },
    { say: '[want] ~1 out ~2 of? ~2 life|this ~1 life' },
    { say: '[want] ~1 out ~1 $', with: ['life|too_much|everything'] },
    { say: '[want] ~2 to ~1 not ~1 be|exist|wake|live' },
    { say: 'tired ~2 of ~1 being ~1 here|alive|living|existing|life|everything', unless: ['living ~1 in|with|at|near|on|there|like'] },
    { say: 'tired ~1 of ~1 living|life|existing', unless: ['living ~1 in|with|at|near|on|there|like'] },
    { say: 'forever ~1 tired' },
    { say: 'not ~2 see ~1 myself ~3 making_it|living|being_alive|here|growing' },
    { say: 'not ~2 make ~1 it ~2 to ~1 #|christmas|birthday|summer|next|the ~1 end' },
    { say: 'not ~2 planning|going ~3 be ~1 around|here|alive' },
    { say: '[negator] ~2 scared|afraid|frightened ~2 of ~1 dying|death|dieing' },
    { say: 'scared|afraid ~2 of ~1 living' },
    {
      say: 'death|dying|dead ~3 sound|sounds|seem|seems|look|looks|feel|feels ~2 peaceful|nice|good|better|easier|like_a_relief|relief|calm',
    },
    { say: 'waiting ~2 to ~1 die' },
    { say: 'no ~1 point ~2 in|to ~2 being|living|alive|life|live|existing|trying|anything' },
    { say: 'not ~2 see ~2 a|any ~1 future' },
    { say: 'never ~1 open ~1 them|my_eyes|again' },
    { say: 'waking ~1 up ~3 worst|hate' },
    { say: 'angry|disappointed|sad|upset|annoyed|hate ~3 i ~1 woke|wake ~1 up' },
    { say: 'wake ~1 up ~1 disappointed' },
    { say: 'crash|crashing ~3 on ~1 purpose' },
    {
      say: 'my|an|last|another|second|first|previous|next ~1 attempt',
      unless: ['exam|test|driving|penalty|goal|shot|record|world|jump|essay|cake|recipe|level|boss|speedrun|try|tries|maths|math|quiz'],
    },
    { say: 'i ~1 attempted|attempt ~1 $|in|last|before|when|twice|once|again' },
    { say: 'next ~1 time ~3 make ~1 sure|get ~1 it ~1 right' },
    { say: 'get ~1 it ~1 right ~1 next ~1 time' },
    { say: 'wish ~2 [self] ~2 was|were|had|would ~3 dead|born|existed|gone|die|died' },
    { say: '[self] ~2 should ~2 just? ~1 die|be_dead|disappear' },
    // The writer and death in one sentence, idioms and other people's deaths aside: "death sounds peaceful", "i won't make it to christmas".
    {
      say: 'i|me|myself|my ~3 die|dying|died|dead|death|suicide|suicidal|unalive|unaliving|overdose|noose|funeral|grave|coffin',
      unless: [
        'die|dying|died|dead ~1 of|laughing|for|from|tired|serious|funny|inside|good|easy|lol|lmao|haha|xd|already|cute|cringe|embarrassment|boring|bored|when',
        'literally|actually|could ~2 died|die|dead',
        'cute|gorgeous|hot|fit|so_good|amazing|obsessed',
        'phone|battery|laptop|plant|plants|fish|hamster|character|game|minecraft|fortnite|roblox|level|boss|zombie|zombies|movie|film|book|series|show|episode|song|history|war|ww1|ww2|poem|play|story|novel|dinosaurs|cells|leaves|flowers|trend|meme|joke|lol|wallet|signal|wifi|internet|console|controller|headphones|airpods|torch',
        'my ~1 nan|grandad|grandpa|grandma|granny|gran|uncle|aunt|dog|cat|pet|rabbit|dad|mum|mom|father|mother|brother|sister|cousin|friend|fish|hamster|goldfish|phone|laptop|battery|plant|character|guy|avatar',
        'singer|queen|king|actor|people|someone|everyone',
        'scared|afraid|frightened ~2 of ~1 dying|death ~2 [negator]?',
        'death ~1 stare|metal|note|eater|star|race|trap|valley',
        'death ~1 of ~1 me',
        'nearly|almost ~1 died|die',
        'to_death|dead_on|hill|[name]',
        'cried|cry|crying|sad|rip|grief|miss|misses|missed',
        'gets ~1 me',
        '^ if|when|whenever',
        'skull|dye|dyed|dyeing',
        'rather ~1 die ~1 than',
        'dying ~1 my|her|his|your ~1 hair',
        'die|dying ~1 without|before|if|on',
        'legs|arms|feet|thighs|muscles|calves|body ~3 died|dying',
        'dead ~1 body|meat|end|last|silence|ringer|centre|center|heat|set|easy',
        'dying ~1 to',
        'so|totally|literally ~1 dead',
        'times|respawn|respawned|ring|souls|raid|match|round|lives|hardcore|survival|server|run|speedrun|boss',
        'legs|arms|feet|thighs|muscles|calves|body ~3 dead',
        'grave ~1 yard|digger',
        'if ~2 i|we ~3 [negator]|lose|fail|miss|forget|see|have|eat|get',
        'you|your',
      ],
      unlessText: ['hilarious|funny|lmao|haha|hahaha|laughing|jokes|joke|random|cringe|skull|lol|lmfao|xd'],
      plain: true,
    },
    // Said without the usual words: "sh'd again", "new blades today", "the knife won", "it was nice knowing you all".
    {
      say: 'unalive|unaliving|unalived|sui|suicidal|sewerslide',
      unless: ['[reflexive-you]', '[reflexive-third]', 'you|your|he|she|they|game|minecraft|character|tiktok|word|words|say|saying|means'],
    },
    {
      say: 'new|got|bought|buy|nicked|stole|stolen|hidden|hid|sharpened|fresh ~2 blades|blade|razor|razors',
      unless: [
        'shave|shaving|legs|beard|mum|dad|skate|skates|ice|lino|craft|stanley|cutter|saw|mower|blender|hockey|scalpel|art|pencil',
        'sharpener ~1 blade',
      ],
    },
    { say: 'knife|blade|razor|urges|urge ~1 won|wins|win' },
    { say: 'cut|sh|did ~1 it? ~1 in|at ~1 the ~2 toilets|toilet|bathroom|changing|loos' },
    { say: 'i ~1 cut ~1 again|today|tonight|$' },
    { say: 'kutting|cuttin|cuting' },
    { say: 'purge|purging|purged|laxative|laxatives' },
    { say: 'chew|chewed ~2 and ~1 spit|spat' },
    { say: 'fast|fasting|starving ~4 punishment|punish|deserve' },
    { say: 'skip|skipping|skipped|stop|stopped ~2 my ~1 insulin|meds|medication ~2 on ~1 purpose|so' },
    {
      say: 'until|till|til ~3 sick|collapsed|collapse|faint|fainted|pass_out|throw_up',
      with: ['because|hate|ate|eat|punish|deserve|body|calories'],
    },
    {
      say: '[harm-verb]|push|pushed|stick|stuck|jab|jabbed|dig|dug ~4 into|in ~1 my ~1 [body]',
      with: ['pen|pin|compass|blade|razor|knife|lighter|scissors|needle|nails|nail|glass'],
    },
    { say: '[harm-verb] ~1 my ~1 [body] ~3 with ~1 a|the|my ~2 pen|pin|compass|blade|razor|knife|lighter|scissors|needle|glass' },
    { say: 'talk ~1 me ~1 out ~1 of ~1 it' },
    { say: '[negator] ~2 want ~2 be ~1 saved|rescued|found|stopped' },
    { say: 'only ~1 reason ~4 still ~1 here|alive|around' },
    { say: 'when|after|once ~1 i ~1 be|am ~1 dead|gone' },
    { say: 'something|it ~1 permanent' },
    { say: 'not ~1 get ~1 the|a ~1 chance ~2 to? ~1 $|say|tell' },
    { say: 'if ~1 i ~1 be|am ~1 not ~2 online|here|around|alive|there ~2 tomorrow|later|in' },
    { say: 'nice ~1 knowing ~1 you|everyone|y' },
    {
      say: 'on|at ~1 the ~1 train|railway|motorway|multi? ~1 bridge|tracks|roof|car_park',
      with: ['[self]'],
      unless: [
        'watch|view|photo|picture|boats|fireworks|sunset|trip|walk|friends|family|class|tour|selfie|waiting|wait|stuck|late|delayed',
      ],
    },
    { say: 'painless|quickest|easiest|quick|best ~2 way|ways|method|methods ~2 to ~1 go|die|do_it|end|disappear' },
    { say: 'wrote|writing|written|write ~1 a|my ~1 will|suicide|goodbye' },
    { say: 'for|at ~1 my ~1 funeral' },
    { say: '[take] ~2 a ~1 handful|load|bunch|fistful|pile', with: ['[pill]|something|them|stuff|whatever'] },
    { say: 'what ~1 i ~1 took|taken|swallowed|had', with: ['[negator]', 'know|tell|telling'] },
    { say: 'okay|ok|fine|happy|glad ~4 if ~3 car|bus|plane|train|lorry ~1 crashed|crashes|crash|hit' },
    { say: 'future ~5 me ~1 in ~1 it' },
    { say: 'no ~1 future ~2 for ~1 me' },
    { say: 'swap ~1 places ~4 dying|dead' },
    { say: 'not ~2 built|made|meant ~2 for ~1 living|life|this_world' },
    { say: 'giving ~1 up ~2 on ~1 me|myself|life|living' },
    { say: 'check|checking|checked ~1 out ~1 of ~1 life|this_world' },
    { say: 'game ~1 over ~2 for ~1 me' },
    { say: 'done ~2 with ~1 this? ~1 world|life|living|existing|being_alive|being_here' },
    { say: 'her|his|their ~1 cuts|scars|burns' },
    {
      say: 'been cutting|purging|harming|burning herself|himself|themselves|$|again|after|and',
      with: ['she|he|they|friend|someone|[name]|mate|sister|brother'],
    },
    // Third round: plans, attempts, eating as harm, hiding injuries, being in danger now.
    { say: 'counted|counting|count ~3 them|tablets|pills|[pill]', with: ['enough|need|again|tonight'] },
    { say: 'how ~1 many ~2 i ~1 would|d ~1 need' },
    { say: 'go|going|went ~1 through ~1 with ~1 it' },
    {
      say: 'do ~1 it ~2 properly|this_time|for_real|tonight',
      with: ['[self]', 'going|gonna|will|planned|ready|finally|try'],
      unless: ['homework|essay|revision|project|test|exam|challenge|dare|coursework|it_properly_next'],
    },
    { say: 'where|when|way ~4 going ~1 to ~1 do ~1 it' },
    { say: 'house ~2 empty|to_myself ~8 do|go|finally' },
    { say: 'nothing|nobody|no_one ~2 stopping ~1 me ~2 this ~1 time|now' },
    {
      say: '[self] ~2 tried ~4 times|twice|before|last_year|this_year|in_year|once|again',
      with: ['hospital|worked|work|jump|die|stopped|attempt|again|times'],
      unless: ['recipe|test|exam|course|driving|skate|trick|level|boss|game|audition|trials|team'],
    },
    { say: 'tried ~1 to ~1 jump|hang|overdose|drown|end|die' },
    { say: 'neither ~1 worked' },
    { say: 'wish ~2 it ~1 had ~1 worked' },
    { say: 'woke ~1 up ~2 in ~1 hospital' },
    { say: 'stomach ~1 pumped' },
    { say: 'hospital ~1 bracelet|wristband' },
    { say: 'try ~1 again ~2 properly' },
    { say: 'meant ~1 to ~1 be ~1 my ~1 last' },
    {
      say: 'going ~1 to ~1 do ~1 it ~1 tonight',
      with: ['[self]'],
      unlessText: ['homework|essay|revision|project|test|exam|challenge|dare|cake|party|haircut|hair'],
    },
    { say: 'didn|did ~1 not ~1 do ~1 it ~3 was|because|knock|came' },
    { say: 'railing|edge|ledge ~4 roof|platform|bridge|car_park', with: ['[self]'] },
    { say: 'bottled ~1 it', with: ['edge|bridge|roof|platform|railing|next_time'] },
    { say: 'urge|urges ~4 cut|losing|#|all_day|tonight|so_bad' },
    { say: 'do ~1 it ~1 do ~1 it' },
    { say: 'just ~1 end ~1 it' },
    { say: 'pro ~1 ana|mia' },
    { say: 'get|getting ~1 down ~1 to ~1 nothing' },
    { say: 'only ~1 water ~2 for ~1 #' },
    { say: 'so ~1 i ~1 do ~1 not ~1 have ~1 to ~1 eat' },
    { say: 'want ~2 to ~1 be ~1 so ~1 thin' },
    { say: 'ribs ~2 showing' },
    { say: 'throw|threw|make ~1 up ~4 so ~2 no_one|nobody|hears|knows' },
    { say: 'diet ~1 pills' },
    { say: 'fast|fasting ~3 till|until ~2 pass|faint|we' },
    { say: 'sit ~1 ups|up', with: ['until|till|cry|lunch|ate'] },
    { say: 'until|till ~2 i ~1 cry ~2 because' },
    { say: 'way ~1 out ~3 planned|plan|ready' },
    { say: 'stocking ~1 up ~3 end|tablets|pills' },
    { say: 'how ~1 high ~3 bridge|building|roof' },
    { say: 'high ~1 enough', with: ['bridge|building|roof|it'] },
    { say: 'timetable|trains|train ~4 fast|that_do_not_stop|through|working_up' },
    { say: 'which ~1 floor ~4 going ~1 to ~1 use' },
    { say: 'tested|test ~3 cord|belt|rope|it_with' },
    { say: 'just_in_case ~1 box' },
    { say: 'everything ~1 ready ~3 waiting|night|right' },
    { say: 'leave ~1 for ~1 good' },
    { say: '[negator] ~1 coming ~1 back ~3 ever|for|down|$', with: ['[self]', 'him|her|cat|dog'] },
    { say: '[negator] ~1 be ~1 alive|here|there ~2 by|when|to ~1 tell|then' },
    { say: '[negator] ~1 plan ~1 on ~1 having' },
    { say: '[negator] ~1 sticking ~1 around|about' },
    { say: 'stick ~1 around ~2 much|long', with: ['[negator]'] },
    { say: 'make|making ~1 it ~1 official', with: ['ghost|dead|gone'] },
    { say: 'the ~1 fix ~3 i ~1 just ~1 go' },
    { say: 'breathe ~3 if ~1 i ~1 was|were ~1 gone' },
    { say: 'one ~1 less ~1 mouth' },
    { say: 'kindness ~2 by ~1 dying' },
    { say: 'gutted ~5 did ~1 not ~1 crash|die' },
    { say: 'taken ~1 instead ~1 of' },
    { say: 'stopped ~1 taking ~2 my ~1 heart|insulin|meds|medication|pills', with: ['hoping|hope|give_up|on_purpose|die'] },
    { say: 'body ~2 gives ~1 up|out', with: ['hope|hoping|i'] },
    { say: 'fade ~1 out|away ~2 quietly|$' },
    { say: 'hoping ~2 something ~2 happens ~1 to ~1 me' },
    { say: 'seatbelt', with: ['hoping|anymore|not|dont'] },
    { say: 'too ~1 tired ~2 to ~1 come ~1 back' },
    { say: 'going ~1 over', with: ['top|edge|think|multistorey|bridge|roof'] },
    { say: 'inviting ~3 not ~2 for ~1 swimming' },
    { say: 'places ~3 people|nobody ~3 look|see' },
    { say: 'only ~1 cut ~1 where' },
    { say: 'cover ~3 the ~1 lines|cuts|scars|marks' },
    { say: 'see ~1 my ~1 arms|legs|wrists|thighs', with: ['short_sleeves|sleeves|panicking|scared|worried'] },
    { say: 'because ~1 of ~1 what ~2 under ~1 it' },
    { say: 'i ~1 did ~1 it ~1 $', with: ['nurse|fence|said|told|blamed|fell|cat|teacher'] },
    { say: 'it ~1 was ~1 me ~1 $', with: ['wrist|arm|arms|cat|blamed|asked|said'] },
    { say: 'blamed ~4 for ~1 my ~1 arms|legs|wrist|cuts|marks' },
    { say: 'not|wasn ~1 an ~1 accident' },
    { say: 'on ~1 purpose', with: ['fell|crashed|stairs|wall|hit|burn|burned|cut|hurt|bike|car'] },
    { say: 'from ~1 me ~2 not ~1 hockey|football|netball|falling|sport|pe|the' },
    { say: 'straighteners|lighter|iron|tongs ~3 on ~1 my ~1 [body]' },
    { say: 'one ~1 cut ~1 that|rule|each|for' },
    { say: 'tally ~3 on ~1 my ~1 arm|leg|wrist' },
    { say: 'map ~2 of ~2 every ~1 bad' },
    { say: '[harm-verb]|used|scraped|scratched ~6 on|across|down ~1 my ~1 [body] ~3 till|until|again|home' },
    { say: 'scraped|scratched ~1 my ~1 arm|arms|wrist|wrists|legs|skin ~3 with|till|until|all' },
    { say: 'edge ~2 of|on ~3 my ~1 arm|wrist|leg|skin' },
    { say: 'used ~2 the ~1 edge ~2 of' },
    { say: 'lenses|lens ~3 for ~2 you_know|that' },
    { say: 'superglued|steri-stripped|steri_stripped|glued ~2 cut|arm|wound' },
    { say: 'blood ~3 on ~1 my ~2 shirt|sheets|sleeve|school|jumper' },
    { say: 'blood ~2 out ~2 of ~3 shirt|sheets', with: ['not|nosebleed|me|my'] },
    { say: 'asked ~3 about ~1 my ~1 wrist|arms|arm|cuts|scars' },
    { say: 'took ~1 my ~1 shoelaces' },
    { say: 'whole ~1 lot ~2 at ~1 once' },
    { say: 'more ~1 to ~1 take ~2 in ~1 one ~1 go' },
    { say: '[negator] ~1 last ~1 that ~1 long' },
    { say: '[negator] ~1 going ~1 to ~1 wait', with: ['waiting_list|therapy|camhs|list'] },
    { say: '[negator] ~1 safe ~2 from ~1 myself' },
    { say: '[negator] ~1 trust ~1 myself ~2 on|alone|tonight' },
    { say: 'do ~1 something ~1 to ~1 myself' },
    { say: 'scared ~2 of ~2 what ~1 i ~2 going|might|will|could|do' },
    { say: 'scared ~1 of ~1 myself' },
    { say: 'got ~1 everything ~1 i ~1 need', with: ['locked|tonight|ready|know'] },
    { say: 'holding ~1 the ~1 stuff' },
    { say: 'tablets|pills|knife|blade|rope ~3 right ~1 next ~1 to ~1 me' },
    { say: 'window ~1 ledge' },
    { say: 'long ~1 way ~1 down' },
    { say: 'tide ~4 not ~1 moving' },
    { say: 'i ~1 be|am|m ~1 going ~1 in ~1 $', with: ['deep|water|river|reservoir|sea|lake'] },
    { say: 'before ~1 i ~1 go ~1 $', with: ['love|bye|goodbye|apologised|sorry|everyone|know'] },
    { say: 'name ~1 goes ~1 grey' },
    { say: 'said ~1 bye ~3 not ~1 coming' },
    { say: 'last ~1 post' },
    { say: 'when ~1 i ~1 be|am|m ~1 not ~1 here ~1 anymore|$' },
    { say: 'after ~1 tonight', with: ['[negator]|won|will|able'] },
    { say: 'ashes ~1 scattered' },
    { say: '[negator] ~2 going ~1 to ~1 fight ~1 it' },
    { say: 'sick ~1 enough ~3 not ~1 to ~1 recover' },
    { say: 'death ~2 feels ~2 like' },
    { say: 'stop ~1 trying ~5 live|living' },
    { say: 'goodnight ~4 goodbye' },
    { say: 'what ~1 happens ~3 after ~1 you ~1 die', with: ['me|for_me|research'] },
    { say: 'forums ~4 how ~2 to ~1 do ~1 it|tell' },
    { say: 'how ~1 to ~1 do ~1 it ~1 properly' },
    { say: 'which ~1 ones ~1 actually ~1 work' },
    { say: 'toxic ~6 for ~1 later|me' },
    { say: 'things ~1 i ~1 did ~1 to ~1 myself' },
    { say: 'the ~1 way ~2 i ~1 be|am|m ~1 going ~1 to ~1 do ~1 it' },
    { say: 'i ~1 jumped ~1 $' },
    { say: 'did ~1 the ~1 thing ~2 to ~1 my ~1 arms|legs|wrists|skin' },
    { say: 'better ~1 at ~1 lying ~1 about ~1 it' },
    { say: 'safety ~1 plan ~3 bin|not_using|threw|ripped' },
    { say: 'pretended ~2 i ~1 was ~1 fine ~3 go ~1 away' },
    { say: 'crisis ~1 team', with: ['pretended|ignored|lied|hung_up'] },
    { say: 'drafting|writing|rewriting ~4 note|what_i_want_to_say' },
    { say: 'bought ~2 two|three|boxes ~5 questions|notice|weekend' },
    { say: 'different ~1 shops ~2 for ~1 tablets|pills' },
    { say: 'hope ~2 it ~1 gives ~1 out' },
    { say: 'ed ~1 server|account|community' },
    { say: 'lost ~1 #|#kg ~3 still ~1 not ~1 stopping' },
    { say: 'not ~1 stopping', with: ['faint|lost|kg|eat|eating|water'] },
    { say: 'putting ~3 aside ~3 prescription' },
    { say: 'finally ~1 have ~1 enough' },
    { say: 'enough ~1 now ~1 $', with: ['counted|them|tablets|pills'] },
    { say: 'not ~1 making ~1 it ~1 to' },
    { say: 'much ~1 longer', with: ['[negator] ~2 stick|stay|around|here'] },
    { say: 'voice|voices|thoughts ~4 saying|telling|say ~3 end|die|do_it|go' },
    { say: 'going ~1 to ~1 do ~1 it ~1 $', with: ['spot|nobody|where|woods|planned|ready'] },
    { say: 'my ~1 last ~1 night' },
    // A friend in danger: "my friend says she wants to end it", "my sister cuts herself".
    { say: 'she|he|they|friend|sister|brother|mate ~3 [want] ~2 to ~1 die|end_it|disappear|jump' },
    { say: 'friend|mate|sister|brother|bestie ~4 goodbye' },
    { say: 'friend|mate|sister|brother|she|he ~4 been ~1 cutting|harming|burning|starving' },
    { say: 'cuts|scars|burns ~3 on|all ~1 over ~1 her|his|their ~1 [body]' },
    { say: 'cuts|scars ~2 on|all ~1 over? ~1 her|his|their|friend ~2 [body]' },
    { say: 'going ~1 to ~1 jump ~1 $' },
    { say: 'not ~1 need ~1 it|them ~1 $|anymore', with: ['gave|give|giving|have ~1 my'] },
    { say: 'she|he|they|friend ~3 took ~1 something|pills|tablets' },
    { say: 'he|she|they|friend|mate ~3 going|gonna|wants|want ~2 to ~1 [kill] ~1 [reflexive-third]' },
    { say: '[harm-verb] [reflexive-third]', unless: [...ACCIDENT, 'should|deserve|go|needs|hope|better|must'] },
    {
      say: '[kill] [reflexive-third]',
      with: ['friend|mate|sister|brother|cousin|bestie|bf|gf|boyfriend|girlfriend|she|he|they'],
      unless: [
        'should|deserve|go|needs|hope|better|must|just|please|pls',
        'history|lesson|book|play|film|movie|end|bunker|scene|episode|character|story|novel|series|game|[name]',
      ],
    },
  ].map((r) => (typeof r === 'string' ? { say: r, unless: ANSWERING } : { ...r, unless: [...(r.unless ?? []), ...ANSWERING] })),
);

/** A teen's errand, not a question about who is watching: "is your mum in? can i come round and borrow your charger". */
/**
 * Teens making plans or sharing news together, anywhere in the text: "is your sister home? she said she'd help
 * us ice the cake", "are you on your own? come find us by the photo booth", "can you keep a secret? I got
 * into the county orchestra". A predator's line may say "just us", never "us three" or "shall we wait for you".
 */
const PEER_PLAN = [
  'shall_we|should_we|come_find_us|we_re_waiting|we_are_waiting|wait_for_you|help_us|say_hi|trip_slip|sign_the|photo_booth|us_three|us_four|all_of_us|cake|candles|orchestra|got_into|surprise_party|the_surprise|the_others_are|meet_us',
];
const TEEN_ERRAND = ['borrow|charger|bag|coat|left|revise|homework|project|lift|pick_up|drop|game|play|football|tea|dinner|sleepover'];
/** A surprise kept, not a secret: "keep it quiet, we're doing a surprise for Miss Okafor". */
/** A mentor or the safety team checking a teen in crisis is safe: "is there someone with you now?". */
const CRISIS = [
  'safety|emergency|999|911|112|crisis|helpline|childline|samaritans|shout|ambulance|a_and_e|hospital|nurse|gp|hurt|harm|safe',
];
const SURPRISE = ['surprise|party|present|gift|birthday|leaving|card|spoiler|spoilers|ending|plot'];

/** Words that care for a person, not hurt them: "please don't hurt yourself", "i'm here for you". */
const SUPPORT = [
  '[negator] ~2 want ~3 you',
  'here ~1 for ~1 you',
  'are ~1 you ~1 okay|ok|alright',
  'if ~1 you ~2 ever',
  'hope ~2 you ~2 okay|ok|better|well|feel',
];

/** What makes a picture asked for an intimate one, in the same sentence. */
const INTIMATE = [
  '[body-sexual]|[clothes]|[underwear]|[nude]|bed|bath|shower|changing|waist|naked|bikini|towel|pjs|pyjamas|uniform|kit|leggings|shorts|tan|tummy|stomach|belly|skin|body',
  'without|off|lose|lower|closer|private|privately|alone|behind|tight|short|proof|prove|hot|sexy|spicy|show_you_mine',
  'just_for_me|only_me|for_me|only_for_me|your_turn|one_back|view_once',
  '£|robux|vbucks|paypal|pay|money|price',
];

/** Praise that uses a word of looks: "Jess looks so pretty today". */
/** Nude and naked that are no body: "the naked eye", "nude tights", "nude colour". */
const NOT_NUDE = [
  'naked_eye|nude_beach',
  'nude ~2 neutral|shades|shade|tones|palette|lipstick|beige',
  'nude ~1 colour|color|colours|colors|shade|shades|tights|lipstick|heels|shoes|palette|makeup|nails|beige|tone',
];

const POSITIVE = [
  'pretty|beautiful|gorgeous|cute|lovely|great|amazing|nice|cool|best|smart|kind|brilliant|funny|talented|proud|love|happy',
];

/** A title or a topic, not a person, is what a capitalised name is about here ("Hancock is a weird film"). */
const WORKS =
  'film|movie|book|novel|song|album|show|series|play|poem|game|episode|chapter|character|ending|plot|scene|season|trailer|level|medicine|history|lesson|class|exam|test|homework|saddest|sad|drowning';

/** Teasing between friends: "ur so annoying ily", "you're an idiot but you're my idiot". */
const FONDNESS = [
  'ily|ilysm|ilyy|luv|bestie|jk|jokes|joking|kidding|<3',
  'love ~1 you|it|u|ya',
  'my ~1 idiot|nerd|weirdo|loser',
  'but ~3 love',
];

/** A warning, advice or a rule, not an ask: "if someone asks where you live, don't answer", "never send pics". */
const ADVICE = [
  'if|when ~3 someone|anyone|anybody|somebody|stranger|strangers|people|person|they|adult|adults ~4 ask|asks|asking|want|wants|offer|offers|tell|tells|say|says|send|sends',
  'never|not ~3 share|give|send|tell|meet|post|answer|agree|lend|carry|hold|accept',
  '^ never',
  'nobody|no ~1 one ~2 should',
  'safe|safety|unsafe|report|block|trusted|counsellor|counselor|police|online_safety|pshe|ceop',
  'people|someone|anyone|adults|strangers ~2 who|that ~2 ask|asks|promise|promises|want|wants',
  'grooming|groom|groomer|groomers|predator|predators|red_flag|scam|scams|scammer|phishing|warning|signs|trap|lesson|county_lines|gang|gangs|recruit|recruits|exploitation|exploited|muling|money_muling|illegal|proper_agencies|real_agency|genuine',
  '[negator] ~1 ask ~1 you ~1 to',
  'never|not ~3 ask|asks|asked ~3 you|anyone|teenager|teenagers|for',
  'trick|tricks|scam|scams|common_one|walk_away|tell_an_adult|debt_bondage|legit',
];

const GROOMING = compile(
  [
    // Sixth round, by offender: criminal exploitation (bags, parcels, burners, runs, accounts lent); money
    // for company ("sugar daddy", an allowance, paid to chat); false scouts and agencies kept from parents;
    // logins and remote access; a false peer's probing of school and supervision; a controlling "partner";
    // a false teacher or coach taking a teen somewhere private.
    {
      say: 'hold|keep|carry|drop|deliver|take|run|stick|grab|pick_up ~4 bag|package|parcel|envelope|suitcase|burner',
      with: [
        'for|till|until|open|nobody|police|feds|cash|£|$|money|cab|job|run|knock|ask_for|shop|park|flats|bed|sock|younger|tonight|town',
      ],
      unless: [
        'shopping|groceries|pe_kit|kit|lunch|school_bag|gym_bag|recycling|bins|charity|library|lost_property|compost|garden|shelf|shelves|stock|when_i_was|worker',
      ],
      unlessText: ['gang|gangs|recruit|recruits|exploitation|worker|never|report'],
    },
    { say: 'burner|work ~1 phone', with: ['take|keep|answer|ring|have|only'] },
    {
      say: 'need|needs|use|want|looking_for ~3 runner|runners',
      unless: ['race|relay|marathon|parkrun|team|club|cross_country|athletics|sports_day|blade'],
    },
    { say: 'needed ~2 for ~1 a ~1 run', unless: ['race|marathon|park|charity|fun'] },
    { say: 'county_lines|trap_house|going_country|go_country' },
    { say: 'no ~1 comment', with: ['police|feds|question|questions|stop|arrest|cops'] },
    { say: 'clean ~1 record', with: ['need|young|youngster|under'] },
    {
      say: 'make|making|earn ~2 some|quick|easy|extra|heaps|fast ~2 money|cash|bread|£|$',
      with: ['you|u|tryna|wanna|keen|want|younger'],
      unless: [
        'car_boot|bake_sale|lemonade|babysitting|tutoring|paper_round|dog_walking|saturday_job|part_time|charity|fundraiser|savings|budget|goal',
      ],
    },
    { say: 'tryna|wanna|want_to ~2 make|get|earn ~2 some? ~1 p|bread|paper' },
    { say: 'cut ~2 for ~1 every' },
    { say: 'money|cash ~3 through ~2 your|ur ~1 account|card|bank' },
    {
      say: 'use|borrow|lend ~1 your|ur ~1 bank|account|card',
      unless: ['library|spotify|netflix|school|login_for_the|laptop', '[negator]'],
    },
    { say: 'which ~1 bank ~2 you|are|r' },
    { say: 'account ~1 number|details|bsb|sort_code', with: ['your|ur|send|give|me'] },
    { say: 'transfer|send|put|sent ~2 you ~3 money|£|$|cash|crypto', unless: ['[negator]', 'gift|notes|homework|link|recipe|refund'] },
    { say: 'sugar ~1 daddy|baby|babies|mummy|mommy' },
    { say: 'allowance|pocket_money', with: ['[self] ~3 give|pay|send|triple|double|every|secret', 'spoil'] },
    { say: 'spoil ~1 you|u' },
    { say: 'pay|paid ~2 you|u|girls|boys|people ~4 to ~1 chat|talk|keep|company|pick_up|answer' },
    { say: '£|$|# ~2 a|an|per|every ~1 day|hour|call|selfie|message', with: ['you|u|chat|selfie|call|company|easy'] },
    { say: 'no ~1 strings' },
    {
      say: 'agency|scouted|scout|scouting|casting|portfolio|test_shoot|brand_deal|brand_deals|brand_ambassador|content_house|talent|influencer|manage_your_account|modelling|model',
      with: [
        'don_t_tell|doesn_t_come|doesn_t_need|don_t_need|better_if|without|no_need|secret|nda|measurements|login|password|privately|my_place|my_studio|favours|favors|swimwear|bedroom|home_address|new_account|share_a_room|just_us',
      ],
    },
    { say: 'send|give|tell|share ~2 me ~2 your|ur ~1 login|logins|password|passwords|passcode|pin|details_to_log_in' },
    { say: 'should|need|want ~1 have|know ~1 your|ur ~1 password|passwords|passcode|login' },
    { say: 'remote ~1 desktop|access|control|app', with: ['install|download|let|fix|close'] },
    { say: 'profile ~2 says ~1 #', with: ['but|actually|typo|really'] },
    {
      say: 'what|which ~2 high_school|school|form|tutor_group|suburb|city|state|area|town|estate ~4 you|u|r_u|are_you|ur|your',
      ask: true,
      unless: [
        'trip|event|match|competition|hosting|hosts|debate|visit|playing|coursework|project|assignment|think|best|better|department|offers|has',
        'cousin|sister|brother|friend|mate|mum|dad',
      ],
    },

    {
      say: '[parent] ~1 in|home|asleep|out|away|around|gone|working',
      ask: true,
      unless: ['join|sit_in|meet|welcome|say_hello|involved|too|help'],
      unlessText: TEEN_ERRAND,
    },
    { say: 'free ~1 house|yard|gaff' },
    { say: 'your|ur ~1 mum|mom|dad|parents ~3 shift|shifts|curfew|work_nights|nights|strict', ask: true },
    { say: 'you ~2 re|are ~1 my ~1 girl|boy|girlfriend|boyfriend|gf|bf' },
    { say: 'proper|real ~1 girlfriend|boyfriend|gf|bf ~3 would|wouldn|doesn|does|should' },
    { say: 'online ~1 bf|gf|boyfriend|girlfriend' },
    { say: 'call ~1 me ~1 your ~1 boyfriend|girlfriend' },
    { say: '[self] ~1 checked|tracked|saw ~1 your ~1 location' },
    { say: 'turn|switch ~2 location|location_sharing|find_my ~1 off' },
    {
      say: 'at|to ~1 my ~1 house|place|flat|studio|house_on|place_on',
      with: ['you|tuition|lesson|session|come|coach|film|shoot|stay'],
      unless: ['party|birthday|sleepover|we|everyone|our|mum_s|mums'],
    },
    {
      say: 'somewhere ~1 private|quiet|nobody',
      with: ['go|talk|meet|through|essay|just_us|alone|my'],
      unless: ['revise|revision|study|homework|library|read|changing|pe|teacher|toilet|nurse|counsellor'],
    },
    { say: 'my ~1 car ~4 in|outside|park|street|waiting|wait', with: ['you|come|get_in|meet'] },
    { say: 'lift|lifts|ride|rides ~1 home', with: ['[self]|i_ll|allowed|give'] },
    { say: 'collect|pick ~1 you ~2 up|from ~2 school|practice|training|club|home' },
    { say: 'stay ~1 behind', with: ['alone|others_have|others_are|once|just_us|just_me'] },
    { say: 'once|after|when ~2 the ~1 others|everyone ~2 gone|left|leave|leaves' },
    {
      say: 'confidential',
      with: ['even_your|even_parents|not_even|nobody_else|even_your_parents'],
      unless: ['unless|except|but|danger|safe|safety|harm|risk|have_to'],
    },
    { say: 'describe ~1 your ~1 bedroom|room|body|bed' },
    {
      say: 'gift|post|send ~2 you ~2 a|the|my ~2 cheap? ~1 one|console|phone|battle_pass|pass|skin|skins',
      with: ['parents|mum|dad|notice|mate_s|secret|stay|keep|won_t'],
    },
    { say: 'only ~1 one|person ~3 talk|talking|chat ~2 to|with', with: ['don_t_tell|secret|nobody|only_one'] },
    { say: 'prove|promise ~2 you_re|you|ur ~2 loyal|not_a_snitch|not_snitch|real' },
    // Fifth round, by what the words do: another app made private or kept from parents; hiding the talk
    // (doors, silent phones, vault apps, other numbers); romance and pet names aimed at the reader; an age
    // gap made light of; lifts, visits and trips; guilt when the reader holds back.
    {
      say: '[app]',
      with: [
        'secret|secretly|encrypted|nobody_can|no_one_can|phone_bill|parents_bill|burn_after|vanish|hidden|hide|invite_only|just_us|only_us|whitelist|off_the_record',
      ],
      unless: ['[negator] ~3 add|send|message|connect|use|share|give', 'school|teacher|club|team|class|form|group_project'],
    },
    {
      say: '^ get|download|install|use|join ~2 [app]',
      unless: [
        '[negator] ~3 [app]',
        'school|class|teacher|team|club',
        'our|the|next|this|a|your|each|every ~1 session|sessions|line|signal|element|steam',
      ],
    },
    { say: 'whisper|ping|text|call|message|add ~1 me ~2 on ~1 [app]', unless: ['[negator] ~3 [app]'] },
    { say: 'door|doors ~2 shut|closed|locked', with: ['you|your|call|talk|talking|hear'] },
    { say: 'towel|pillow ~4 door' },
    { say: 'keep|put|have ~3 on ~1 silent|vibrate', with: ['me|message|messages|call|text|night|midnight|#'] },
    { say: 'face ~1 down', with: ['phone|buzz|buzzes|looks|mum|mom|dad'] },
    { say: 'read ~1 receipts|receipt', with: ['your|ur|you|u'], unless: ['[self]'] },
    { say: 'vault|calculator ~2 app|apps' },
    {
      say: 'second|secret|spare|fake|other ~1 account|number|phone|profile',
      with: ['you|your|me|my|make|get|message|text'],
      unless: ['school|work|business|art|game'],
    },
    { say: 'different|new|other ~1 number', with: ['save|saving|later|message|text|delete'] },
    { say: 'log|logged|sign|signed ~1 out ~3 before|so|family|computer|hand|give' },
    { say: 'incognito|private_browsing|private_mode|clear_your_history' },
    { say: 'good ~1 cuddler|kisser' },
    { say: 'call ~1 me ~1 babe|baby|daddy|darling|sweetheart' },
    { say: 'you ~2 are|re ~1 mine', unless: ['favourite|favorite|best'] },
    { say: '[self] ~4 flirt|flirting|butterflies|crush ~3 you|with_you|$' },
    { say: 'if ~1 we ~1 were ~3 together|dating|going_out|same_age|age' },
    { say: 'more ~1 than ~1 mentor|mentors|friends|just_friends' },
    { say: 'wish ~2 you ~2 were ~3 older|18|#', unless: ['[negator]'] },
    { say: 'if ~1 i ~1 was|were ~1 # ~3 i ~2 would|d|be' },
    { say: '# ~2 and ~1 you ~2 being|are|re ~1 #' },
    { say: 'old ~1 enough ~2 to ~1 decide|choose|make ~3 yourself|grown|who|adult' },
    { say: 'adult ~1 experiences|choices|decisions|things|stuff', with: ['you|your|ur'] },
    { say: 'give ~1 you ~1 a ~1 lift|ride' },
    { say: 'pop ~1 by|round|over', with: ['you|your|yours'] },
    { say: 'come ~3 to|round ~1 mine|my_place|my_flat|my_house' },
    { say: 'bus|train|uber|taxi ~3 to ~1 mine|my_place|my_flat|see_me' },
    { say: 'come ~1 and ~1 say ~1 hi', with: ['you|i|me'], unless: ['class|everyone|group|careers|stand|event|mentors|fair|assembly'] },
    { say: 'come ~3 with ~1 me', with: ['camping|festival|tent|trip|weekend|night|hotel|holiday'] },
    { say: 'thought ~1 you ~2 trusted ~1 me' },
    { say: 'do ~1 not|n ~1 make ~1 me ~1 beg' },
    { say: 'you ~2 already ~1 said ~1 yes', unless: ['even_if|tell|adult|trusted'] },
    { say: 'back ~1 out', with: ['too_late|can|cannot|can_t|already|tickets|bought'] },
    { say: 'just ~1 us ~1 two' },
    { say: 'keep ~1 me ~1 company', with: ['camera|cam|call|video|night|late|bed|sleep'] },
    { say: 'camera|cam ~2 on', with: ['sleep|asleep|bed|night|homework|while|keep|leave'] },
    { say: 'private ~1 stream|call|chat|video' },
    // Alone, and who is there: "are you home by yourself right now?", "is anyone else in the room with you?".
    { say: '[you] ~4 alone|[alone]', ask: true, unless: ['feel|feeling|felt|lonely|like|prefer|enjoy|rather'] },
    { say: '[you] ~3 by|on ~1 yourself|own', ask: true, unless: ['do|did|finish|make|made|solve|manage|work|try|tried ~6 by|on'] },
    { say: 'when|let ~4 you ~2 by|on ~1 yourself|own|alone' },
    { say: 'just ~1 you ~2 in|at ~2 the? ~1 house|home|room|flat' },
    { say: '[you] ~3 home|house|room ~2 alone|yourself', unless: ['feel|feeling|like|enjoy'] },
    { say: 'anyone|anybody|someone|somebody|who ~2 else ~3 home|room|there|with|around|in|near|nearby|use', unlessText: CRISIS },
    { say: 'anyone|anybody|someone|somebody|who ~2 with ~1 you', ask: true, unlessText: CRISIS },
    { say: 'anyone|anybody around|home|there|in|about', ask: true, unlessText: [...TEEN_ERRAND, ...CRISIS] },
    { say: 'nobody|no_one ~2 can ~1 hear|see ~1 you|us' },
    { say: 'coast ~1 is ~1 clear' },
    {
      say: 'your ~1 [parent] ~3 home|around|in|out|away|asleep|there|back|awake|working|live|downstairs|upstairs|argue|fight',
      ask: true,
      unlessText: TEEN_ERRAND,
    },
    { say: 'just ~1 you ~1 and ~1 your ~1 [parent]', ask: true },
    { say: 'when|what ~3 your ~1 [parent] ~3 get|come|leave|go|sleep|asleep|bed|work|home|back|out' },
    { say: 'what ~1 time ~3 everyone|everybody|your ~1 [parent] ~3 sleep|bed|asleep|leave|out' },
    { say: 'where ~2 your ~1 [parent]' },
    { say: 'what|which ~2 time ~3 you ~2 alone|home ~2 alone' },
    { say: 'you ~3 in ~1 bed|bedroom|pyjamas|pajamas|bath|shower', ask: true },
    { say: 'tell ~2 me ~2 about ~1 your ~1 bedroom|room|body' },
    { say: 'your ~1 bedroom|window ~3 door|lock|open|shut|locked', ask: true },
    { say: 'lock ~1 the|your ~1 door' },
    { say: 'headphones|earphones|earbuds ~4 no_one|nobody ~1 hears|hear|can' },
    { say: 'sneak ~1 out' },
    // Watched: "does your mum ever look through your messages?", "do your parents check your phone".
    { say: 'your ~1 [parent] ~4 [check] ~4 [phone]|stuff|things|password', ask: true },
    { say: '[parent] ~4 [check] ~2 through|at|over ~3 your', ask: true },
    { say: '[parent] ~4 know|see|find ~3 about ~2 us|me|this|our|these' },
    { say: 'anyone ~3 go ~1 through|use ~1 your ~1 [phone]|stuff', ask: true },
    { say: '[parent] ~3 have ~1 your ~1 password|pin|passcode', ask: true },
    { say: 'parental ~1 controls|control|monitoring|settings', ask: true },
    { say: 'family ~1 link|sharing', ask: true },
    // Secrets and deleting: "delete these chats after you read them".
    {
      say: '[delete] ~3 these|this|our|the|my|your|that|those|all ~1 [phone]',
      unless: ['app|account|photo|photos|draft|game|cache|lens|screen|clean|cloth|case|shirt'],
    },
    { say: '[delete] ~2 after|once|when ~3 read|see|done' },
    {
      say: '[delete] ~1 it|this|them|that|everything ~3 after|once|now|afterwards|$',
      unless: ['[self] ~2 [delete]', 'app|apps|account|grid|exam|tiktok|instagram|game'],
    },
    { say: 'our ~2 secret|thing|little', unless: ['santa|handshake|recipe|ingredient|sauce|weapon|project'] },
    {
      say: 'keep ~3 this|it|us|our|that|chats|talks|what|me ~4 secret|private|quiet|between|ourselves|yourself|down_low',
      unless: SURPRISE,
      plain: true,
    },
    { say: 'between ~1 you_and_me|us|ourselves', unless: ['difference|choose|choice|decide|decision|pick'] },
    {
      say: '[negator] ~2 tell|mention|say ~3 anyone|anybody|your|mum|mom|dad|parents|teacher|friends|about ~2 us|me|this|our',
      unless: ['password|pin'],
    },
    { say: 'promise ~3 [negator] ~2 tell|mention|say' },
    { say: 'if ~1 anyone|anybody|your|they|people ~3 ask|asks|find ~4 say|tell|just' },
    { say: 'no ~1 one ~3 needs|has|have|will|gotta|should|got ~2 to? ~1 know' },
    { say: 'nobody ~3 needs|has|have|will|gotta|should|got ~2 to? ~1 know' },
    { say: '[parent] ~3 [negator] ~2 have ~1 to ~1 know' },
    { say: 'can|could ~1 you ~1 keep ~1 a ~1 secret' },
    { say: 'keep ~2 it|this ~1 quiet', unless: SURPRISE },
    { say: 'found ~1 out|about ~4 trouble', with: ['[you]', 'keep|quiet|secret'] },
    { say: 'hide|save|put ~2 my|me ~3 contact|number|name|chats|messages|as|under', unless: ['[negator]'] },
    { say: 'second|secret|fake|other|spare|private ~1 account|email|phone|number', with: ['[you]', 'me'] },
    { say: 'new ~1 email|account ~4 so ~2 we|talk|chat' },
    // Age and maturity: "you're so mature for 14", "how old are you".
    { say: 'mature|grown|older|wise ~2 for|than|beyond ~3 your|ur|a|# ~1 age|years|#' },
    { say: 'mature|grown|older ~2 than ~3 girls|boys|kids|other|people ~2 your ~1 age' },
    { say: 'like|unlike ~2 other ~1 girls|boys|kids ~2 your ~1 age' },
    { say: 'girls|boys|kids|people ~1 your ~1 age ~4 boring|immature|childish|kids|but' },
    { say: 'you ~2 seem|look|act|sound|come ~2 across? ~2 older|mature|#|like ~1 an? ~1 adult' },
    { say: 'you ~2 do ~1 not ~2 act|seem|look ~2 like ~2 a|an ~1 #|kid|child' },
    { say: 'forget ~2 how ~1 young|old ~1 you' },
    { say: 'too ~2 smart|mature|grown ~4 kids|children|people ~2 your ~1 age' },
    { say: 'how ~1 old ~1 are|r|is ~1 you', unlessText: ['cake|candles|birthday|party|card'] },
    { say: 'what|whats ~1 your ~1 age|dob|birthday' },
    { say: 'date ~1 of ~1 birth' },
    { say: 'what ~1 age ~1 are ~1 you' },
    { say: 'when|what ~2 year|date ~2 you ~1 born' },
    { say: 'when ~2 your ~1 birthday' },
    { say: 'are|r ~1 you ~2 over|under|# ~1 or? ~1 #|eighteen|sixteen', ask: true },
    { say: 'age ~2 just ~2 number' },
    { say: 'age ~2 [negator] ~1 matter|matters' },
    { say: 'old ~1 enough', ask: true },
    { say: 'when ~1 you ~1 are|turn ~1 # ~4 together|properly|marry|date' },
    { say: 'i ~1 be|am ~2 # ~4 but|like|younger|older' },
    { say: 'i ~1 be|am ~2 a ~1 bit|little|few ~2 older' },
    { say: 'younger ~1 girls|boys|ones' },
    { say: 'what|which ~2 year|grade ~2 are ~1 you ~1 in', unless: ['exam|test|subject'] },
    // Where they are: "which school are you at?", "where do u live".
    {
      say: 'where ~3 you ~2 live|stay|sleep|located|based|at|now|hang',
      unless: ['did ~1 you ~1 go|get|buy', 'should|show|shows|reveal|reveals|nothing|never|careful|post|posts'],
    },
    { say: 'where ~3 you ~3 school' },
    { say: 'where ~2 else ~2 are ~1 you' },
    {
      say: 'which|what ~2 school|town|city|area|street|road|estate|neighbourhood|neighborhood|postcode|village|park|gym|club|uniform ~4 you|your',
      ask: true,
      unless: [
        'subject|lesson|project|homework|best|favourite|favorite|enjoy|like|want|apply|choose|pick|considering|thinking|cousin|sister|brother|friend|mate|mum|dad',
      ],
    },
    { say: 'name ~1 of ~1 your ~1 school|street|town|road|club' },
    {
      say: 'your ~2 address|postcode|zip|zipcode|location|addy|house|street|home',
      unless: ['email|password|school ~1 address'],
      ask: true,
    },
    { say: 'send|give|tell|text|dm ~2 me ~2 your ~2 address|postcode|zip|location|addy|house' },
    { say: 'what|which ~2 bus|route|way|train ~4 you ~3 home|school|take|get|walk' },
    { say: 'what ~1 time ~3 you ~2 finish|leave|get|walk ~2 school|home|out' },
    { say: 'you ~2 walk ~2 home ~3 alone|own|yourself|which|what' },
    { say: 'share ~2 your ~1 location' },
    {
      say: 'near|in|around ~1 your ~1 area|town|school|house|street|way',
      unless: ['library|careers|workshop|assembly|event|group|class|teacher|adviser|advisor|hall'],
    },
    { say: 'come ~2 to|watch ~2 your ~1 match|game|school|practice|training|house', unless: ['[negator] ~2 come|watch', 'able ~1 to'] },
    { say: 'where ~2 you ~1 at|r|are ~1 $' },
    // Gifts and money: "i'd love to buy you those trainers, just send me your address".
    { say: 'buy|bought|gift|spoil ~1 you ~1 $|something|anything|a|an|some|those|these|that|this|new|whatever|stuff|[goods]|[gift]' },
    {
      say: 'send|get|give|got ~1 you ~3 [gift]|[goods]|£|#',
      unless: [
        'reminder|link|message|invite|email|note|feedback|tips|list|resources|answer|worksheet|sheet|chance|idea|certificate|writing|in_writing|contract|letter|form|advice|homework',
        'get ~1 you ~1 started|going|through|there|home|help',
        'animal_crossing|mailbox|minecraft|roblox|fortnite|pet_sim|trade|trading|in_game|island|village',
      ],
    },
    { say: 'give ~2 it ~1 you ~2 in ~1 person' },
    { say: 'send|give|pay ~1 you ~2 money|cash|£|quid|bucks|dollars|pounds|robux|vbucks' },
    { say: 'gift ~1 card|cards|voucher|vouchers', with: ['you|your'] },
    {
      say: 'amazon|steam|itunes|google|apple|roblox|xbox|playstation|psn ~1 card|voucher|credit|gift',
      with: ['you|u'],
      unless: ['for ~1 your ~1 brother|sister|mum|mom|dad|cousin|friend|nan|gran'],
    },
    { say: 'robux|vbucks|venmo|cashapp|paypal', with: ['you|your'], unless: ['[self] ~3 spent|spend|bought|got|saved'] },
    { say: 'pay ~1 you|for ~1 your' },
    { say: 'credit ~2 on ~1 your ~1 phone' },
    { say: 'my ~1 treat' },
    { say: 'treat ~1 you ~1 to' },
    { say: 'take ~1 you ~1 shopping|out|for|to' },
    { say: 'after ~1 everything ~3 bought|done|given ~2 you' },
    { say: 'want|like|need ~2 some ~1 money|cash', ask: true },
    { say: 'make ~2 you ~1 famous|rich|a_star|a_model|star|model' },
    { say: 'model|modelling|modeling ~1 scout|agency|contract|portfolio', unless: ['real|always|parents|legit|genuine'] },
    { say: 'talent ~1 agency|scout' },
    // Other apps: "do you use Kik or Telegram?", "let's move this to snap".
    {
      say: '[you] ~3 use|have|got|on|download ~3 kik|telegram|snap|snapchat|whatsapp|discord|signal|wickr|instagram|insta|tiktok|skype|facebook|messenger|wechat|omegle|ig|teams|session|threema|viber',
      ask: true,
    },
    { say: 'got|have|on ~1 kik|telegram|snap|snapchat|whatsapp|discord|signal|wickr|instagram|insta|snp|sc|ig|wickr', ask: true },
    {
      say: 'move|switch|take|continue|carry|go ~3 to|on|onto|over ~2 kik|telegram|snap|snapchat|whatsapp|discord|signal|wickr|instagram|insta|ig|dms|dm|private|text|somewhere|snp|sc|teams',
    },
    {
      say: 'talk|chat|speak|message ~3 on ~1 kik|telegram|snap|snapchat|whatsapp|discord|signal|wickr|instagram|insta|ig|snp|sc|teams|my ~1 other',
    },
    { say: 'talk|chat|speak|message|go ~3 somewhere|elsewhere ~2 else|private|more|safer|without|we ~2 can' },
    { say: 'somewhere|app|place ~2 more ~1 private', unless: ['changing|pe|teacher|toilet|toilets|nurse|counsellor'] },
    { say: 'without ~2 moderators|mods|anyone ~1 reading|watching|seeing' },
    { say: 'app ~2 reads|watches|monitors|records ~1 everything' },
    { say: 'too ~1 public' },
    {
      say: 'download ~2 kik|telegram|snap|snapchat|whatsapp|discord|signal|wickr|app',
      unless: ['rise|duolingo|khan|quizlet|calculator|school|revision'],
    },
    {
      say: 'add|message|text|find|dm|call ~1 me ~1 on|at|over ~1 kik|telegram|snap|snapchat|whatsapp|discord|signal|wickr|instagram|insta|ig|facetime|my',
    },
    { say: 'messages ~2 delete ~1 themselves' },
    { say: 'disappearing ~1 messages', with: ['[you]', 'let|lets|turn|use|we'], unless: ['annoying|homework|hate'] },
    {
      say: 'private|secret ~1 chat|account|server|group',
      with: ['you|u|me|us|we|let|lets|join|add|make|start|come|move|talk'],
      unless: ['class|school|club|team|year|form|teacher|end_of_term'],
    },
    { say: 'get ~1 on ~2 teams|discord|call|facetime|later', with: ['just ~1 us', 'alone', 'private'] },
    // Setting them against the adults who protect them: "you can trust me more than your parents".
    { say: 'trust ~2 me ~2 more ~2 than' },
    { say: 'only ~2 one|person ~3 who|you ~2 understand|understands|get|gets|cares|listen|listens|rely|trust|count' },
    { say: '[negator] ~3 understand|get|listen|appreciate ~3 you ~2 like ~1 i|me' },
    { say: 'listen|listens ~1 to ~1 you ~1 like ~1 i' },
    { say: 'understand|get|care|know ~2 you ~2 better ~2 than ~3 [parent]|friends|anyone|they' },
    { say: 'your ~1 [parent]|friends ~4 [negator] ~2 understand|get|care|appreciate|deserve ~2 you' },
    { say: 'your ~1 [parent] ~3 too ~1 strict|controlling|overprotective' },
    { say: 'you ~1 do ~1 not ~2 need ~2 them|parents|friends|family|tell ~2 your' },
    { say: '[parent] ~3 would|will ~2 overreact|freak|mad|angry|understand|ruin|stop ~2 you|us|talking' },
    { say: 'tell ~2 me ~2 things|stuff ~3 can ~1 not ~2 tell' },
    { say: 'on ~1 your ~1 side ~3 not|unlike' },
    { say: '[negator] ~1 listen ~2 to ~1 your ~1 friends|parents|mum|mom|dad', with: ['me'] },
    { say: 'tell ~2 me ~2 anything ~3 never ~1 judge' },
    { say: 'what ~1 is ~1 going ~1 on ~1 at ~1 home' },
    { say: 'you ~3 feel ~1 lonely', ask: true },
    // Pressure and threats: "you'd do it if you loved me", "i'll stop talking to you if you tell anyone".
    { say: 'if ~1 you ~2 really? ~1 cared|loved|trusted|liked ~1 me' },
    { say: 'you ~2 would|d ~2 do ~1 it|this ~2 if ~1 you' },
    { say: 'thought ~2 you ~2 trusted|cared|loved|were ~1 different' },
    { say: 'after ~2 everything ~2 i ~2 done|did|bought|gave' },
    { say: 'stop ~1 talking ~1 to ~1 you ~2 if' },
    { say: 'upset|hurt|sad ~3 if ~1 you ~1 stop' },
    { say: 'do ~1 not ~1 make ~1 me ~1 angry|mad|upset' },
    { say: 'share|send|show|post ~2 our ~1 chats|messages|pictures|photos|pics ~3 with|to' },
    // Meeting: "meet me after school", "i can pick you up".
    {
      say: 'meet ~2 me|in_person|irl|alone|secretly|up',
      unless: [
        'teacher|counsellor|counselor|tutor|club|team|class|library|group|assembly|app|online|video|zoom|call|here|session|rise|art|room|break|lunch|help|homework|practice|canteen|gate|gates|bus|project|revise|revision',
      ],
    },
    { say: 'if ~1 we ~1 met|meet' },
    {
      say: 'pick ~1 you ~1 up',
      unless: ['[parent] ~3 can|will|could|would ~1 pick', 'revision|practice|training|club|match|school|session'],
    },
    { say: 'come ~2 and ~1 get|collect ~1 you', unless: ['parents|mum|mom|dad|carer|guardian'] },
    { say: 'come ~2 over|round|to ~2 my ~1 house|place|flat|car|hotel' },
    { say: 'come ~1 alone' },
    { say: 'car ~2 outside|near|by|at ~2 the|your ~1 park|school|house|gate' },
    { say: 'book ~2 a ~1 hotel|room' },
    { say: 'spend ~1 time ~1 together' },
    { say: 'see ~2 you ~2 in ~1 real ~1 life|person|irl' },
    { say: 'just ~1 the ~1 two ~1 of ~1 us' },
    { say: 'just ~1 us', with: ['[you]', 'get|go|come|meet|chat|talk|call'] },
    { say: 'hang ~1 out ~3 alone|irl|in_person|just_us' },
    { say: 'teach ~1 you ~3 when ~2 nobody|no ~1 one' },
    // Said another way (issue 51's development corpus, second round): schedules, devices, pretexts, threats.
    {
      say: 'your ~1 [parent]|nan|family|brother|sister|dad|mum|mom ~4 shift|shifts|works|working|bed|asleep|staying|leave|leaves|gone|out|away|weekends|nights|night',
      with: ['[you]', 'we|chat|talk|message'],
      unless: [
        'let ~1 you',
        'ok|okay|fine ~2 with ~1 me',
        'grown-up|grown_up|adult|looking_after|great|glad|good|lovely|mentioned|said|told',
      ],
      unlessText: TEEN_ERRAND,
    },
    { say: 'once|when|after|minute ~3 they|everyone|everybody|parents|your ~2 in_bed|asleep|gone|out|leave|leaves|bed' },
    { say: 'when ~2 it ~1 be|is ~1 just ~1 you' },
    { say: 'quieter|quiet|empty ~2 at ~1 yours|your_house' },
    { say: 'someone|anyone|anybody ~3 looking|watching|reading ~3 your ~1 shoulder|phone|screen' },
    { say: 'your ~1 own ~1 room', ask: true },
    { say: 'have ~2 a ~1 lock', ask: true },
    {
      say: 'your ~3 passcode|password|code|pin|lockscreen|icloud',
      ask: true,
      unless: ['reset|forgot|forgotten|change|strong|secure|never ~1 share'],
    },
    { say: '[parent]|family|anyone|school|they ~4 see|check|read|know|use|look ~4 your|apps|messages|screen|phone', ask: true },
    { say: 'family ~1 account|phone', ask: true },
    { say: 'good ~1 at ~1 keeping ~1 secrets' },
    { say: '[negator] ~2 tell|mention ~2 anyone|anybody|me ~2 about|to|at ~1 this|us|me|home' },
    { say: 'wouldn ~1 not ~1 understand ~1 what|us|this', with: ['we|us|our'] },
    { say: 'change|save|pop|put|rename ~3 my ~1 name|number|contact ~3 as|to|in|under|something', with: ['your|phone|contacts|contact'] },
    {
      say: 'archive|vanish|vanishing|hidden|hide|vault|folder ~4 chat|this|our|pics|app|messages|it',
      with: ['[you]', 'our|us|set|put|use|make'],
      unless: ['shared|course|links|files|documents|docs|work|coursework|worksheets'],
    },
    { say: 'log ~1 out ~3 so' },
    { say: 'our ~1 chat|chats|messages|pics|photos|conversations ~2 open|around|seen|read|private', with: ['[you]', 'do|let|leave|keep'] },
    { say: 'in ~1 trouble ~5 if|fault|because' },
    { say: 'your ~1 fault', with: ['if ~2 you|tell'], plain: true },
    { say: 'stay|stays ~1 quiet', unless: SURPRISE },
    { say: 'old ~1 soul' },
    { say: 'more ~1 mature|grown|switched|grown-up|sensible ~2 than ~2 most|other|my|adults|people|girls|boys|kids' },
    { say: 'talk ~2 to ~1 you ~2 like ~1 an ~1 adult' },
    { say: 'forget ~2 you ~2 still|only|just ~2 at|in|a ~1 school|kid|child|#' },
    { say: 'basically|practically|already ~2 an ~1 adult|grown ~1 up|woman|man' },
    { say: 'too ~1 grown|mature|old ~2 for ~2 your ~1 [parent]|rules|age|school' },
    { say: 'boys|girls|kids|guys|people ~1 your ~1 age' },
    { say: 'someone ~1 older', with: ['[you]'] },
    { say: 'rare ~2 at ~1 your ~1 age' },
    { say: 'different ~2 to|from ~2 other ~2 #|year|girls|boys|kids' },
    { say: 'how ~1 old ~2 you ~1 say|said|were|are' },
    { say: 'when ~2 you ~1 turn ~1 #?' },
    { say: 'which|what ~2 secondary|primary|gate|station|centre|center|form|logo|stop|class', ask: true },
    { say: 'at ~1 secondary|primary ~2 or', ask: true },
    { say: 'what ~1 time ~3 home_time|home|class|club|practice|school|dance|training|lesson ~2 finish|end|out|at ~1 your', ask: true },
    { say: 'nearest ~3 station|stop|park|shop ~2 to|near ~1 you|yours' },
    { say: 'your ~1 local ~1 park|shop|school|area|pool|gym|library', ask: true },
    {
      say: 'on ~1 your ~1 own|lonesome',
      ask: true,
      unless: ['do|did|finish|make|made|solve|manage|work|try|tried|homework|revision|project'],
    },
    {
      say: 'i ~2 bought|got|get|buy|send|sent|post|give ~2 you|your ~6 favour|owe|return|promise|keep_talking|address|house|number|need',
      unless: ['[negator]'],
    },
    { say: 'send|post|get ~2 you ~2 something ~2 to ~1 wear' },
    { say: 'what ~1 size ~2 are ~1 you', with: ['send|buy|get|wear|bought|post'] },
    { say: 'vapes|vape|drink|alcohol|weed|booze|cigarettes|fags ~3 for|get|buy|bring ~2 you', unless: ['[negator] ~2 vape|drink|smoke'] },
    { say: 'owe ~1 me' },
    { say: 'return ~1 the ~1 favour' },
    { say: 'do ~2 something ~1 for ~1 me', with: ['money|keep|if|but|got|buy|bought|owe|favour|send'] },
    { say: 'send ~2 flowers ~3 you' },
    { say: 'uber|taxi|cab|lift ~3 to ~1 mine|my|me' },
    { say: 'spare ~1 iphone|phone|laptop' },
    { say: 'phone ~2 of ~1 your ~1 own', with: ['send|give|buy|get'] },
    {
      say: 'talk|chat|move|switch|go|hop ~4 instead|elsewhere|there|onto|telegram|insta|snapchat|snap|kik|discord',
      with: ['let|lets|us|we|easier|filters|monitored|mods|reads|read'],
    },
    { say: 'what ~1 be|is ~1 your|ur ~1 snapchat|snap|insta|discord|kik|telegram|whatsapp|tiktok|number' },
    { say: 'finsta|finstas' },
    { say: 'new|secret|second|another ~1 account ~3 so|parents|nobody|no_one' },
    { say: 'mods|moderators ~3 nosey|nosy|reading|watch|watching|read' },
    { say: 'monitored|watched ~1 $' },
    { say: 'messages ~3 [negator] ~1 save|saved|stay' },
    { say: 'join ~2 my ~1 server|discord|group' },
    { say: '[parent] ~3 [negator] ~2 heard ~2 of' },
    { say: 'game ~1 chat ~3 instead|nobody|no_one' },
    {
      say: 'your ~1 [parent]|sister|brother|friends|family|teacher|counsellor|counselor|school ~4 controlling|jealous|holding|use|twist|ruin|poke|nosy|nosey|strict|unfair|tell ~1 your',
    },
    { say: 'deserve ~1 better', with: ['your ~1 [parent]|dad|mum|mom|family'] },
    { say: 'only ~1 one ~3 really? ~2 there ~1 for ~1 you' },
    { say: 'who ~1 needs ~4 when ~2 you ~2 got|have ~1 me' },
    { say: 'stay ~1 home|here|in ~3 with|chat|talk ~2 me|to' },
    { say: 'come|stay ~1 to|at ~1 mine' },
    { say: 'run ~1 away' },
    { say: 'better ~1 for ~1 you ~1 than' },
    { say: 'talk ~1 to ~1 me ~1 instead' },
    { say: '[negator] ~1 mention ~1 me' },
    { say: '[negator] ~1 listen ~1 to ~1 her|him|them', with: ['me|jealous'] },
    { say: 'why ~2 would ~1 you ~1 tell', with: ['me|us|ruin'] },
    { say: 'when ~1 can ~1 i ~1 see ~1 you' },
    { say: 'can ~1 i ~1 see ~1 you', ask: true },
    { say: 'come ~1 to ~1 you' },
    { say: 'without ~1 people|anyone|anybody ~1 seeing|knowing' },
    { say: 'after ~1 dark' },
    { say: 'wait|waiting ~2 at|by|outside ~3 your ~1 school|house|gate' },
    { say: 'get ~1 in ~1 the|my ~1 car' },
    { say: 'tell|say ~2 your ~1 [parent] ~3 you ~1 be|are|at|re ~2 sleeping|staying|revising|at|with' },
    { say: 'say ~1 you ~1 be|are|re ~2 sleeping|staying|revising ~2 at|with' },
    { say: 'come ~1 and? ~1 find ~1 me' },
    { say: 'sleepover|night ~3 just ~1 us' },
    { say: 'my ~1 flat|house|place|room ~2 empty|free' },
    { say: 'get ~1 out ~3 when ~2 asleep' },
    { say: 'climb|sneak ~1 out ~2 your|the ~1 window' },
    { say: 'like ~1 you ~2 more ~1 than ~1 i ~1 should' },
    { say: 'fallen ~1 for ~1 you' },
    { say: 'my ~1 everything' },
    { say: 'stop ~1 thinking ~1 about ~1 you' },
    { say: 'if ~1 you ~1 were ~1 older' },
    { say: 'make ~1 you ~1 mine' },
    { say: 'no_one|nobody ~1 can ~1 stop ~1 us' },
    { say: 'your ~1 first ~2 boyfriend|girlfriend|kiss|date' },
    { say: 'kissed ~1 you|anyone|anybody' },
    { say: 'send ~2 me ~2 a ~1 kiss' },
    { say: 'i ~2 want|wish|like ~2 to? ~1 hold|cuddle|kiss|touch ~1 you' },
    { say: 'cuddle|kiss|hold ~1 you ~3 bed|when|proper' },
    { say: 'alone ~1 with ~1 you' },
    { say: 'boys|girls ~3 like ~1 you', ask: true },
    { say: 'done ~2 so ~1 much ~1 for ~1 you' },
    { say: 'if ~1 you ~1 stop ~1 talking|replying|messaging' },
    { say: '[negator] ~1 abandon|ignore|leave ~1 me' },
    { say: 'why ~2 you ~1 ignoring ~1 me' },
    { say: 'i ~1 will ~1 tell ~1 your ~1 [parent]|school|friends|teacher' },
    { say: 'show|send ~1 everyone|your ~3 our|your ~1 chats|messages|pics|photos', with: ['if|unless|or|everyone|screenshots'] },
    { say: 'screenshots ~2 of ~1 everything|our|your' },
    { say: 'interested ~2 in ~1 our ~1 messages|chats' },
    { say: 'i ~1 know ~2 your ~1 address|school|house|mum|dad|route' },
    { say: 'i ~1 know ~2 which|where|what ~4 you|your' },
    { say: 'come ~1 and ~1 find ~1 you' },
    { say: 'make ~1 another ~1 account' },
    { say: 'nobody|no_one ~2 would ~1 believe ~1 you' },
    { say: 'you ~2 be ~2 the ~1 one ~1 in ~1 trouble', unless: ['[negator]'] },
    { say: 'you ~1 wanted ~1 this' },
    {
      say: 'photographer|photoshoot|shoot|casting|audition|trial|scout|agent|channel ~6 private|privately|dm|video_call|no_parents|just_you',
    },
    { say: 'looking ~1 for ~1 teen|young ~1 girls|boys|models' },
    { say: 'i ~1 am|be|m ~2 # ~1 too' },
    { say: 'i ~1 am|be|m ~1 only ~1 #' },
    { say: 'think ~1 of ~1 me ~1 as ~1 a' },
    { say: 'like|basically ~2 your ~2 big ~1 brother|sister' },
    { say: 'online ~1 auntie|uncle|friend ~5 tell|mum|parents' },
    { say: 'in ~1 private', with: ['talk|chat|meet|us|we'] },
    { say: 'personal ~1 number|email|address' },
    { say: 'not ~1 like ~1 other ~1 adults' },
    // Third round: closeness, schedules at home, devices and passwords, jealousy, signals, secrets, gifts, meeting, sexual escalation.
    { say: 'most ~1 people ~1 my ~1 age' },
    { say: 'nobody|no_one|nobody_else ~2 bossing|gets|understands ~1 me|you ~2 like ~1 you|i' },
    { say: 'the ~1 real ~1 you' },
    { say: 'any ~1 time ~2 day ~1 or ~1 night', unless: ['childline|helpline|ring|call|line|samaritans|free|0800|#'] },
    { say: 'your ~1 [parent] ~3 [negator] ~1 need ~2 to ~1 be ~1 woken|know' },
    { say: 'get ~1 it ~1 more ~1 than ~1 they|your' },
    { say: 'talk ~1 to ~1 me ~3 instead ~2 of ~2 the ~1 teachers|your|them' },
    { say: 'remind ~2 me ~3 of ~1 myself ~2 at ~1 #' },
    { say: 'known ~1 you ~1 forever' },
    { say: 'glad ~2 i ~1 found ~1 you' },
    { say: 'loner ~1 like ~1 me' },
    { say: 'does|do ~1 your ~1 [parent] ~1 work', ask: true },
    { say: 'anyone ~1 at ~1 home ~3 listen|notice|care' },
    { say: 'stepdad|stepmum|stepmom ~4 problem' },
    { say: 'nobody|no_one ~1 at ~1 home ~2 notices|listens|cares' },
    { say: 'i ~1 notice ~1 you ~1 $' },
    { say: 'come ~1 to ~1 me ~1 now|instead' },
    { say: 'special ~1 connection' },
    { say: 'never ~1 met ~1 anyone ~1 your ~1 age' },
    { say: 'my ~1 best ~1 friend', with: ['you|your'], unless: ['is ~1 my ~1 best ~1 friend|was'] },
    { say: 'look ~1 forward ~2 to ~1 your ~1 messages' },
    { say: 'check ~2 my ~1 phone ~4 hoping ~2 it ~1 be|s|is ~1 you' },
    { say: 'so ~1 we ~1 match' },
    { say: 'goodnight|morning|night ~1 beautiful|gorgeous|sexy|princess|babe|baby|angel' },
    { say: 'dream ~1 about ~1 me' },
    { say: 'thinking ~1 about ~1 you ~2 all ~1 night' },
    { say: 'if ~1 you ~1 were ~1 mine' },
    { say: 'feel ~1 young ~1 again' },
    { say: 'allowed ~2 to ~1 be ~1 together' },
    { say: 'marry ~1 you' },
    { say: 'my ~1 little ~1 princess|girl|angel' },
    { say: 'who ~1 else ~1 knows ~2 password|passcode' },
    { say: 'your ~1 mum|mom|dad|parents ~1 contract' },
    { say: 'take ~1 your ~1 phone ~2 off ~1 you', ask: true },
    { say: 'hand ~1 your ~1 phone ~1 in' },
    { say: 'did ~1 you ~1 tell ~2 friends|anyone|parents|mum ~4 talking ~1 to ~1 me' },
    { say: 'mentioned ~1 me ~1 to' },
    { say: 'does|do ~1 your ~1 [parent] ~1 know ~1 my|about ~1 me|name' },
    { say: 'share ~1 a ~1 room ~2 with', ask: true },
    { say: 'laptop|webcam|camera ~3 in ~1 your ~1 room', ask: true },
    { say: 'webcam ~3 work', ask: true },
    { say: 'your ~1 [parent] ~2 drink ~1 much' },
    { say: 'go|goes ~1 to ~1 bed ~1 early', with: ['your|she|he|they|mum|dad'] },
    { say: 'notice ~2 if ~1 you ~1 were|was ~1 not ~1 home|there' },
    { say: 'find ~1 my|my_iphone|location ~2 switched|on|turned', with: ['parents|mum|dad|you'] },
    { say: 'call ~1 the ~1 police ~2 if ~1 you' },
    { say: 'online ~1 safety ~1 lessons ~4 scare|nothing|stupid|rubbish' },
    { say: 'talking ~1 to ~1 other ~1 people', with: ['jealous|don_t|hate|dont|stop'] },
    { say: 'who ~1 were ~1 you ~1 talking ~1 to' },
    { say: 'you ~1 do ~1 not ~1 need ~1 that ~1 group|chat|club|team ~3 got ~1 me' },
    { say: 'too ~1 much ~1 time ~2 with ~1 your ~1 friends' },
    { say: 'your ~1 number ~1 one' },
    { say: 'you ~1 are|re ~1 mine' },
    { say: 'block ~1 that ~1 boy|girl|guy|person ~4 i ~1 do ~1 not ~1 like' },
    { say: 'upset ~2 when ~1 you ~3 not ~1 reply' },
    { say: 'where ~1 do ~1 you ~1 go', with: ['reply|replying|message|ignore|hours'] },
    { say: 'pic|picture|photo ~3 of ~1 where ~1 you ~1 are' },
    { say: 'drop ~1 them', with: ['friends|holding'] },
    { say: 'your ~1 [parent] ~3 [negator] ~1 want ~1 you ~1 to ~1 be ~1 happy' },
    { say: 'let ~1 you ~1 down ~3 i ~1 never ~1 will' },
    { say: 'code ~1 word|emoji' },
    { say: 'someone|somebody ~1 looking|watching|coming ~3 i ~1 will ~1 stop|go' },
    { say: 'walks ~1 in ~3 send|type|text' },
    { say: 'go ~1 quiet' },
    { say: 'emoji ~2 we ~1 agreed' },
    { say: 'safe ~1 to ~1 talk', with: ['when|emoji|agreed|signal'] },
    { say: 'turn ~1 off ~2 previews|notifications', with: ['nobody|my|texts|see'] },
    { say: 'put ~1 your ~1 phone ~1 on ~1 silent' },
    { say: 'brightness ~1 down' },
    { say: 'if ~1 you ~1 get ~1 caught' },
    { say: 'say ~1 you ~1 be|re|are ~1 talking ~1 to ~1 your ~1 cousin|friend|mate' },
    { say: 'not ~1 lying ~3 just ~1 not ~1 telling' },
    { say: 'this ~1 one ~1 be|s ~1 ours' },
    { say: 'keep ~1 things ~1 private', with: ['grown-ups|grown_ups|adults|mature'] },
    { say: 'come ~1 and ~1 pick ~1 it ~1 up ~2 from ~1 me' },
    { say: 'need ~1 money ~3 come ~1 to ~1 me' },
    { say: 'pay ~1 your ~1 phone ~1 bill' },
    { say: 'left ~1 you ~1 a ~1 present|gift|something' },
    { say: 'posted ~1 you ~1 a ~1 parcel|present' },
    { say: 'before ~1 your ~1 [parent] ~1 does' },
    { say: 'voice ~1 chat ~4 text ~2 logged' },
    { say: 'logged|monitored|moderated|filtered ~1 $', with: ['text|chat|messages|app'] },
    { say: 'apps|account ~3 your ~1 [parent] ~2 does ~1 not ~1 know' },
    { say: 'make ~1 you ~1 an ~1 account' },
    { say: 'other ~1 handle|account|number|snap' },
    { say: 'bot ~3 pick ~1 it ~1 up' },
    { say: 'got ~1 anywhere ~1 else' },
    { say: 'spare ~1 ticket' },
    { say: 'do ~1 not ~1 say ~3 with ~1 me' },
    { say: 'waiting ~2 at ~2 the ~1 servo|corner|shop|station|park ~2 at ~1 #' },
    { say: 'tell ~1 your ~1 mates|friends|mum|parents ~2 you ~1 be|re|are ~1 going|at|with' },
    { say: 'round ~1 the ~1 back ~1 entrance' },
    { say: 'hotel ~2 near ~1 you' },
    { say: 'older ~1 people ~3 fit ~1 right ~1 in' },
    { say: 'skip ~3 lesson|school|class ~3 meet ~1 me' },
    { say: 'my ~1 parents ~1 be|are ~1 away' },
    { say: 'drive ~1 you ~1 home ~3 no_one|nobody' },
    { say: 'tell ~1 them ~1 you ~1 be|re|are ~1 at ~1 your ~1 friend' },
    { say: 'with ~1 someone ~1 older' },
    { say: 'practise|practice ~1 kissing' },
    { say: 'teach ~1 you ~1 stuff|things' },
    { say: 'think ~1 about ~1 me ~1 at ~1 night' },
    { say: 'shows|show ~1 you ~1 what ~3 grown ~1 up|adult' },
    { say: 'curious ~2 about ~1 your ~1 body' },
    { say: 'how ~1 adults ~1 show ~1 love' },
    { say: 'ready ~1 for ~1 more ~1 than' },
    { say: 'wear ~1 what ~1 you ~1 had ~1 on' },
    { say: 'answer ~1 honestly ~3 embarrassing' },
    { say: 'one ~1 thing ~1 for ~1 me' },
    // Red-team round: hints with no keyword.
    { say: 'hotel ~1 room' },
    { say: 'pay ~2 for ~2 your|ur ~1 uber|taxi|cab|train|ticket|bus' },
    { say: 'age ~1 gap' },
    { say: 'asl' },
    { say: 'omegle|chatroulette|ome_tv|monkey_app' },
    { say: 'privately', with: ['video|chat|talk|call|meet|dm'], unless: ['[negator] ~2 message|talk|chat|meet|call|dm', 'rule|rules'] },
    { say: 'ghost ~1 app' },
    { say: 'find ~1 me ~2 on ~1 the ~2 app|ghost|yellow' },
    { say: 'same ~1 name|username|handle|user', with: ['find|add|on|app'] },
    { say: 'sit ~2 on ~1 my ~1 lap|knee|knees' },
    // Relationships and looks, aimed at them: "you're so pretty", "do you have a boyfriend".
    { say: 'you ~3 have|got ~2 a ~1 boyfriend|girlfriend|bf|gf', ask: true },
    { say: 'want ~2 a ~2 real|proper ~1 boyfriend|girlfriend' },
    { say: 'my ~1 girlfriend|boyfriend|gf|bf ~2 if ~1 you' },
    { say: 'you ~1 were ~1 my ~1 girlfriend|boyfriend|gf|bf' },
    { say: 'treat ~1 you ~1 better ~2 than' },
    { say: 'are|r ~1 you ~1 single' },
    { say: 'ever ~2 kissed|kiss|dated|been ~1 kissed' },
    {
      say: 'you ~3 are|be|look|looked|seem ~2 so? ~1 beautiful|gorgeous|cute|hot|sexy|pretty|handsome|stunning|fit|attractive',
      unless: ['dress|outfit|drawing|poster|art|painting|work|project|cake|photo|dog|cat'],
    },
    { say: 'you ~2 special ~2 to ~1 me' },
    { say: 'i ~1 love ~1 you' },
    { say: 'i ~1 miss ~1 you' },
    { say: 'falling ~1 for ~1 you' },
    { say: 'never ~1 felt ~2 this ~1 way' },
    { say: 'meant ~2 to ~1 be ~1 together' },
    { say: 'be ~1 together ~1 properly' },
    { say: 'think ~2 about ~1 you ~3 night|bed|all ~1 the ~1 time|lot' },
    { say: 'dream|dreamt|dreamed ~2 about|of ~1 you' },
    { say: 'our ~1 relationship|friendship ~2 special|different' },
  ].map((r) => ({ ...r, unless: [...(r.unless ?? []), ...ADVICE], unlessText: [...(r.unlessText ?? []), ...PEER_PLAN] })),
);

const SOLICITATION = compile(
  [
    // Fifth round, by what the words do: a picture asked for and made secret or risky; a body part or
    // what is under the clothes asked to be shown; an outfit check of bed, bath or swimwear; money for
    // pictures; sextortion's threats and countdowns; pressure after a no.
    {
      say: 'send|sent|show|drop|post|snap|dm|share ~3 [picture]|one|it|something|some',
      with: [
        'only|just_for_me|my_eyes|eyes_only|privately|hidden|secret|risky|uncensored|spicy|cheeky|naughty|dms|my_dm|shouldn|too_much|last_night|no_face|birthday_suit|no_clothes|less_clothes',
      ],
      unless: ['homework|notes|poster|recipe|work|project|answers|timetable|design|drawing|art|meme|memes'],
    },
    {
      say: 'cleavage|hips|waist|curves|collarbone|v_line|private_bits|down_there|belly|underneath|beneath',
      with: ['[show]|see|pic|pics|[picture]|look|show_me|let_me|bet|lower'],
      unless: ['button_piercing|doctor|nurse|pain|ache|ache|hurts|injury|physio|dance_class'],
    },
    {
      say: 'without|under|underneath|out_of|off|down ~3 jumper|hoodie|top|shirt|clothes|layers|pyjamas|pjs|uniform|jeans|skirt|dress|straps|strap|button|towel',
      with: ['you|your|pic|see|show|send|look|bet|better|video|cam|nothing'],
      unless: ['cold|warm|weather|rain|sun|hot_day|wash|washing|laundry|lost|left|forgot|shop|sale|stain'],
    },
    {
      say: 'outfit|fit ~1 check',
      with: ['bed|underneath|nothing|behind|back|bikini|swimsuit|pyjamas|crop|straps|leggings|skirt|shorts|slowly|twirl|bent'],
    },
    {
      say: '[picture]|pic|selfie|video|cam|watch ~5 bath|shower|bed|towel|covers|steamy|pyjamas|no_pyjamas',
      with: ['you|your|send|show|want|me'],
      unless: ['hotel|room|bedroom_makeover|makeover|bathroom_design|renovation|tiles|shop|ikea'],
    },
    {
      say: '£|$|gift_card|gift_cards|cashapp|paypal|venmo|steam_cards ~5 pic|pics|photo|photos|picture|video',
      unless: ['camera|phone|printing|print|prints|frame|editing|photographer|portfolio|yearbook|school'],
    },
    {
      say: 'pic|pics|photo|picture|video ~4 £|cash|pay|paid|gift_card|deal|money|yours',
      with: ['send|each|every|for|a'],
      unless: ['camera|printing|print|frame|photographer|school|competition|prize|yearbook'],
    },
    {
      say: 'or ~1 i|it|they|everyone|your|the_pic|the_video ~4 send|post|goes|sees|see|gets|share|add|show|leak|spread',
      with: ['pic|pics|photo|video|screenshot|cam|£|$|pay|code|cards|nudes|it'],
      unless: ['homework|poster|notes|project|deadline|forget|late|miss'],
    },
    { say: 'unless ~1 you ~3 send|pay|do|go_on_cam', with: ['post|send|sees|goes|share|leak|everyone'] },
    { say: 'if ~1 you ~1 block|tell|report|ignore ~3 i ~2 post|send|share|leak|show' },
    {
      say: 'countdown|tick_tock|time_s_running_out|running_out_of_time|till_midnight|in_5_mins|60_seconds',
      with: ['send|post|pic|pay|cam|it|unless|or'],
    },
    {
      say: 'screenshotted|screen_recorded|recorded|edited ~4 your|our|you ~4 call|followers|face|contacts|pics|pic|video',
      with: ['unless|or|now|do_what|send|pay|everyone|post'],
    },
    { say: 'just ~1 a|one ~1 pic|photo', with: ['it_s|literally|only|nobody|shut_up|uptight|big_deal'] },
    { say: 'one ~1 more ~1 pic|photo|video' },
    {
      say: '# ~2 for ~1 one|a|each|every|#|your ~1 [picture]',
      unless: ['camera|printing|print|prints|frame|photographer|school|class|yearbook|passport'],
    },
    {
      say: '# ~1 a|per|each ~1 [picture]',
      unless: ['camera|printing|print|prints|frame|photographer|school|class|yearbook|passport|day|week'],
    },
    { say: 'pay|paid ~2 you ~4 for ~3 [picture]' },
    {
      say: 'send|sent ~2 one|it ~6 why_not|cared|trust|unfollow|tease|boring|weird|shy|already|him|her',
      unless: ['homework|notes|poster|recipe|project|answers|invite|link'],
    },
    { say: 'bet ~2 the ~1 rest ~1 of ~1 you' },
    { say: 'look|be ~2 better|cuter|hotter ~1 without|out_of ~2 it|that|the|your|clothes' },
    { say: 'picturing|imagining ~1 you ~2 in ~2 the? ~1 shower|bath|bed|bikini|underwear' },
    { say: 'too ~1 hot|sexy|fit ~2 to ~1 be ~2 shy' },
    { say: 'filled ~1 out|out_so_much' },
    { say: 'private ~1 one|pic|pics|photo|photos|video', with: ['send|love|want|more|like|me'] },
    { say: 'modelling|model ~3 lingerie|underwear|bikini|pyjamas' },
    { say: 'less ~1 clothes|clothing' },
    // Pictures of them: "send me a full body pic", "wanna trade pics? you go first".
    { say: '[show] ~3 [nude]', unless: ['noodles|ramen|pasta|recipe', ...NOT_NUDE] },
    { say: '[nude] ~2 [picture]' },
    { say: '[picture] ~3 [nude]', unless: ['art|painting|statue|museum|history', ...NOT_NUDE] },
    { say: 'trade|swap|exchange ~2 [picture]' },
    { say: '[show] ~2 me ~2 [picture] ~2 of ~1 you|yourself' },
    { say: '[show] ~2 me ~2 [picture] ~2 of ~1 your|ur ~1 [body-sexual]|body|face|legs|feet' },
    { say: '[show] ~2 me ~1 a|some|your|ur|more ~2 [picture] ~1 $' },
    { say: '[show] ~2 me ~3 full|whole ~1 body' },
    { say: 'full|whole ~1 body ~2 [picture]' },
    { say: '[picture] ~3 of ~1 you|yourself ~2 in|without|wearing|naked|bed|bathroom|shower|mirror' },
    { say: '[picture] ~2 you ~2 wouldn|wouldnt|wont|won|cant|can ~3 post|show|send' },
    { say: 'the|those ~1 ones ~2 you ~2 wouldn|wouldnt|don|dont|not|can' },
    { say: '[show] ~2 me ~2 your|ur ~2 [body-sexual]|body|figure' },
    { say: 'let|can|could|wanna|want ~2 me|i ~2 see ~2 your|ur|you ~2 [body-sexual]|body|naked|in|without' },
    { say: 'got|have|any ~3 [picture] ~3 share|send|for ~1 me' },
    { say: 'got|have ~1 any ~2 [nude]' },
    { say: '[picture] ~2 for ~1 me ~1 only|$|please|pls' },
    { say: 'turn|put ~2 your|ur|the ~1 camera|cam ~2 on', unless: ['class|lesson|teams|zoom|meeting|teacher'] },
    { say: 'video ~1 call|chat ~3 bed|bedroom|naked|shower|alone|nothing' },
    // A picture, a video or a camera, with the body, undressing, a bed or bath, money or a trade in the same sentence.
    {
      say: '[show]|take|film|record|snap|snd|sho ~5 [picture]|one|video|another|proof',
      with: INTIMATE,
      unless: [
        'homework|sheet|notes|worksheet|poster|project|artwork|drawing|robot|cake|dog|cat|essay|answers|timetable|recipe|diagram|model|dress|outfit|jeans|shoes|fits|nice|size|suits|buy',
      ],
    },
    {
      say: '[picture]|one|video ~2 of|in|from|where|without|with|wearing|while|after|before|when|for ~4 [body-sexual]|[clothes]|[underwear]|bed|bath|shower|changing|waist|naked|dressed|bikini|towel|pjs|pyjamas|uniform|kit|leggings|shorts|tan|tummy|stomach|belly|chest|back|behind',
      with: ['[show]|send|take|got|have|need|want|pls|please|can|?|film|do'],
      unless: [
        'robot|project|homework|poster|drawing|cake|dog|cat|essay|sheet|notes|art|painting|model|garden|bike|trainers|room|desk|setup|diagram',
      ],
    },
    {
      say: 'cam|camera|webcam|facetime|live|stream|call|vc ~6 alone|room|bed|bath|shower|pyjamas|pjs|strip|top|underwear|lower|down|stand|step|all_of_you|private|privately|just_for_me|just_you|tight|short|dance|flexible|splits|flash|changing|naked|nothing|skin',
      unless: ['class|lesson|teams|meeting|teacher|homework|revision|tutor|mentor|rise'],
    },
    {
      say: 'lift|pull|take|lose|unbutton|remove|strip|undo ~2 your|ur|the|that ~1 top|shirt|skirt|jumper|hoodie|clothes|bra|pants|shorts|trousers|leggings|towel',
      unless: ['shoes|coat|jacket|hat|makeup|washing|wash|laundry|uniform_off|muddy|wet'],
    },
    { say: 'lift|pull ~2 your|ur|it ~1 up|down ~2 a_bit|more|top|shirt' },
    { say: 'strip|flash|undress ~2 for ~1 me|on' },
    { say: 'flash ~1 me' },
    { say: 'more ~1 skin' },
    {
      say: 'lower|angle|move|point|zoom ~3 camera|cam|lower|down|in',
      with: ['camera|cam|lower|zoom|angle'],
      unless: [...POSITIVE, 'clip|shot|footage|scene|shooting|filming|edit|skate|knee|jump|tripod|lighting'],
    },
    { say: 'closer ~1 up', with: ['send|another|one|pic'] },
    { say: 'see ~1 the ~1 rest ~1 of ~1 you' },
    { say: 'see ~1 all ~1 of ~1 you' },
    { say: 'let ~1 me ~1 see ~1 you ~1 properly|$|naked|in' },
    {
      say: 'naked|nude|nudes|lewds|nudz|nuds|nudez|noodz|snoodz|sn00dz|nsfw',
      unless: ['art|painting|statue|museum|history|gallery|sculpture|mole|rat', ...NOT_NUDE],
    },
    { say: 'eggplant|peach|cherries', with: ['send|you|u|wanna|want|see|?'] },
    { say: 'uncensored|censored|18+|18|nsfw ~2 version|pic|pics|vid|vids|video' },
    {
      say: 'virgin|virginity|blowjob|give_head|given_anyone_head|hand_job',
      unless: ['extra_virgin|virgin_islands|virgin_media|virgin_atlantic|virgin_trains|virgin_mary|virgin_queen|olive'],
    },
    { say: 'body_count', with: ['you|your|ur|u'] },
    { say: 'how ~1 far ~3 you ~2 gone|go|been' },
    { say: 'furthest ~3 you ~2 gone|been' },
    { say: 'ever ~2 been ~1 touched' },
    { say: 'most ~3 you ~3 ever ~1 done' },
    { say: 'like ~2 being ~1 touched|kissed|held', with: ['you|where|do'] },
    { say: 'what ~3 do ~1 to ~1 you' },
    { say: 'describe ~1 your ~1 body' },
    { say: 'what ~1 do ~1 you ~1 look ~1 like ~2 naked|under|without' },
    { say: 'you ~3 look ~1 better ~1 without|with_no|naked' },
    { say: 'grown|growing|developing|developed|started ~3 boobs|breasts|hair|chest|yet|developing', ask: true },
    { say: 'hair ~1 down ~1 there' },
    { say: 'do ~1 you ~1 shave' },
    { say: 'measurements|cup_size|bust|bra_size' },
    { say: 'how ~1 much ~1 do ~1 you ~1 weigh' },
    { say: 'how ~1 big|small ~1 is|are ~1 your ~1 chest|boobs|bum|butt|thing' },
    { say: 'sleep ~1 naked|in_the_nude' },
    { say: 'what ~1 do ~1 you ~1 wear|sleep ~2 to|in ~1 bed|$' },
    {
      say: 'show ~1 you ~1 mine ~2 if ~1 you',
      unlessText: ['poem|poems|homework|answers|notes|essay|work|drawing|drawings|art|story|project'],
    },
    { say: 'your ~1 turn ~1 to? ~1 send|$' },
    { say: 'send ~1 one ~1 back' },
    { say: 'owe ~1 me ~1 a|one ~1 [picture]|pic' },
    { say: '[picture]|pic|nudez|nudes|nudz ~1 for|4 ~1 [picture]|pic|nudez|nudes|nudz' },
    { say: 'trade|trading|tradin|swap|swapping ~2 [picture]|pics|pic' },
    {
      say: '£|robux|vbucks|paypal|pay|money|price|earn|cash ~6 [picture]|pics|pic|onlyfans|custom|photos|video|vid',
      with: ['you|your|u|ur|for'],
    },
    { say: 'pay|buy ~3 your ~1 worn|used' },
    { say: 'onlyfans|only_fans', with: ['you|your|u|ur|pay|make|start'] },
    { say: 'sugar ~1 baby|daddy' },
    { say: 'call ~1 me ~1 daddy' },
    { say: 'good ~1 girl|boy', with: ['send|pic|for_me|be'] },
    { say: 'dtf' },
    { say: 'wanna|want|let|lets ~2 smash|do_it|fuck|f*ck|bang|hook_up', with: ['you|u|wanna|?'] },
    { say: 'kiss|touch ~1 you ~2 all_over|everywhere' },
    { say: 'i ~1 want ~2 to ~1 touch ~1 you' },
    { say: 'can|could|would ~2 i ~1 touch ~1 you' },
    { say: 'let ~1 me ~1 touch ~1 you' },
    { say: 'let ~1 me ~1 be ~1 your ~1 first' },
    { say: 'want|wanna ~2 to ~1 be ~1 your ~1 first' },
    { say: 'touch ~1 ourselves|yourself' },
    { say: 'in ~1 your ~1 bed ~2 right_now|tonight' },
    { say: 'see ~2 my|a ~1 thing|eggplant|d_pic|dick|cock|willy' },
    { say: 'd ~1 pic' },
    { say: 'not ~2 a|my ~1 face ~1 one|pic' },
    { say: 'open ~1 it|the_pic ~3 alone|private|privately' },
    { say: 'view ~1 once' },
    { say: 'disappear|disappears ~3 snap|fine|nobody|no_one', with: ['send|sent|pic|pics|them|it'] },
    { say: 'delete ~1 them ~2 straight|after|promise' },
    { say: 'no_one|nobody ~2 will ~1 ever? ~1 see ~1 them' },
    { say: 'trust ~1 me ~1 with ~1 your ~1 pics|photos' },
    { say: 'send ~2 more|another ~3 or' },
    { say: 'or ~1 i ~2 will|ll ~1 post|share|send|show', with: ['pics|pic|photo|photos|video|ones'] },
    { say: 'unless ~1 you ~1 send' },
    { say: 'if ~1 you ~1 do ~1 not ~1 send' },
    { say: 'one ~1 more ~2 what|$', with: ['sent|send'] },
    { say: 'just ~1 one ~1 pic|[picture]' },
    { say: 'everyone|all ~2 sends|send|sent ~2 them|me_one|one' },
    { say: 'frigid' },
    { say: 'prove ~4 send|pic|[picture]|no_shirt|shirt' },
    { say: 'if ~1 you ~1 love|loved ~1 me ~3 send' },
    { say: 'take ~2 something ~1 off' },
    { say: 'dares|dare ~3 pics|pic|[picture]' },
    { say: 'sent ~2 jake|him|her|your_ex|ex ~2 pics|one' },
    { say: 'pics ~1 you ~1 sent' },
    { say: 'send|sending ~2 you ~1 something ~3 alone|open|private' },
    { say: 'like ~1 what ~1 i ~1 sent' },
    { say: 'see ~1 something', ask: true, with: ['want|wanna'] },
    { say: 'shirtless|topless' },
    { say: 'used ~1 socks|underwear|kit' },
    { say: 'worn ~1 pe|kit|socks|underwear|clothes', with: ['buy|pay|send|sell'] },
    { say: 'licking|finger_in_your_mouth|bend_over|arched' },
    { say: 'dress ~1 up ~2 for ~1 me' },
    { say: 'wear ~2 something ~1 tight|short|revealing', with: ['call|cam|for_me|tonight|me'] },
    {
      say: 'changing|changed ~2 room|rooms|pic|video|film',
      with: ['send|film|video|pic|pics|photo|photos'],
      unless: ['[negator] ~2 film|take|record|send', 'scene|set|corridor|rules'],
    },
    { say: 'lacy|lace ~1 stuff|bra|underwear' },
    { say: 'tight|tightest ~1 top|leggings|dress', with: ['send|pic|cam|wear'] },
    { say: 'from ~1 behind', with: ['send|pic|one'] },
    { say: 'tits|t1ts|boobs|b00bs|bewbs|booty|ass|a$$|cherries', with: ['send|show|pic|pics|pls|your|ur'] },
    { say: '^ send|sned ~1 me ~1 pics|pictures|pic|a_pic ~1 $|pls|please|babe|baby|x' },
    { say: 'send ~3 something ~1 cute|nice|special ~2 for ~1 me|just' },
    { say: 'just ~1 for ~1 me', with: ['send|pic|pics|picture|cute|something'] },
    { say: 'please ~1 a ~1 man|guy|boy|girl|woman' },
    { say: '[you] ~2 sexy|hot|fit|sexi|peng ~1 af|asf|asl|as_f' },
    { say: 'sexi|sexyy|secksy' },
    { say: 'horny', unless: ['toad|toads|lizard|lizards|devil|beetle|goat|helmet'] },
    { say: 'sexy|hot|horny|daddy ~1 teen|teens|girl|girls|boy|boys|boi|#|4' },
    { say: 'pedo|pedobear|paedo' },
    // Clothes and bodies: "what colour is your underwear?", "are you wearing anything under that hoodie?".
    {
      say: '[you] ~3 [underwear]',
      unless: ['shop|shopping|buy|sale|wash|washing|pack|packing|drawer|mum|mom', 'nothing ~1 wrong|to|at|else|but|much|new|special'],
    },
    {
      say: 'what ~3 [you] ~1 wearing',
      unless: [
        'to|for ~3 party|school|prom|wedding|disco|tomorrow|saturday|sunday|friday|day|event|match|game|dinner|concert|formal|trip|interview|photo|photos',
        'non|uniform|fancy|dress|costume|halloween',
      ],
    },
    { say: 'wearing ~2 anything|nothing|something ~1 under|underneath' },
    { say: 'anything|nothing ~1 under ~2 [clothes]' },
    { say: 'take|taking ~2 off ~2 your|ur|[clothes]|everything|it', unless: ['shoes|coat|jacket|hat|makeup|nail|polish|wrapper'] },
    { say: 'take|taking ~2 your|ur ~2 [clothes] ~1 off', unless: ['shoes|coat|jacket|hat'] },
    { say: 'how ~2 big|small ~2 [body-sexual]|are ~1 your' },
    { say: 'what ~1 size ~2 [underwear]|bra|your ~1 [body-sexual]' },
    { say: '[you] ~3 nice|sexy|hot|big|great|perfect ~1 [body-sexual]', unless: ['legs ~2 day|workout|gym|run'] },
    // Sexual talk: "are you a virgin", "ever done stuff".
    { say: 'are|r|you ~2 a? ~1 virgin' },
    { say: 'virgin', ask: true },
    { say: '[you] ~3 ever ~2 done ~1 it|stuff|anything|things', ask: true },
    { say: '[you] ~3 had ~1 sex' },
    {
      say: 'sex|sexting|sext|horny|kinky|naughty|porn|masturbate|orgasm|nudes',
      ask: true,
      with: ['[you]'],
      unless: ['education|ed|class|lesson|cells|chromosome|chromosomes|biology|health'],
    },
    { say: 'wanna|want|lets|let|can|could|would ~3 sext|sexting|sex|hook_up|do_stuff|make_out' },
    { say: 'talk ~1 dirty|naughty|sexy|spicy' },
    {
      say: 'turned|turn ~1 on',
      with: ['you|me|u|ur'],
      unless: ['light|lights|phone|computer|tv|notifications|camera|wifi|oven|heating|alarm|pc|laptop|console|it|kettle|xbox|switch'],
    },
    {
      say: 'sext|sexting|nudes|noodz|nudez',
      with: ['[you]', 'me', '^ send|wanna|lets|let|got|any'],
      unless: ['law|laws|lesson|assembly|pshe|police|illegal|talk|about'],
    },
    { say: 'something ~1 sexy|spicy|naughty|dirty|hot' },
    { say: 'touch ~2 yourself' },
  ].map((r) => ({ ...r, unless: [...(r.unless ?? []), ...ADVICE] })),
);

const BULLYING = compile([
  // Telling someone to die or hurt themselves: "go hang urself", "do everyone a favour and die".
  { say: '[kill] ~1 [reflexive-you]', plain: true, unless: ['how ~2 not|never'] },
  { say: 'should|deserve|needs|need|hope|better|must|please|pls|wish ~3 [kill] ~1 [reflexive-third]' },
  { say: '^ go|just ~2 [kill] ~1 [reflexive-third]' },
  { say: '^ go|just|pls|please|so ~1 [harm-verb] ~1 [reflexive-you]' },
  { say: '[you] ~2 should|deserve|need|ought|better|must ~3 [harm-verb] ~1 [reflexive-you]', plain: true },
  { say: 'favour|favor ~3 and ~2 die|disappear|leave|[kill]' },
  { say: '^ =go|just|pls|please|and ~1 die|rot|choke|drown', unless: ['die ~1 of|for|laughing|down|out|hard'] },
  { say: 'you ~2 go|just|pls|please ~1 die|rot|choke|drown', unless: ['die ~1 of|for|laughing|down|out|hard'] },
  {
    say: '[you] ~2 should|deserve|need|ought|better|must ~2 die|rot|suffer|disappear|[kill]',
    plain: true,
    unless: ['die ~1 of|for|laughing'],
  },
  { say: 'hope|wish ~2 you ~2 die|dies|died|dead|suffer|rot|disappear|get_hit|get_hurt|crash' },
  { say: 'hope|wish ~2 [third] ~2 die|dies|died|dead|rot' },
  { say: '^ die ~1 already|$' },
  { say: 'you ~3 die ~1 already' },
  { say: 'why ~3 you ~2 even? ~1 alive|exist|here|breathing|born|living' },
  { say: 'why ~2 do ~1 you ~1 even? ~1 exist|live|breathe' },
  { say: 'you ~2 [negator] ~2 exist|born|alive', unless: ['[self]'] },
  { say: 'world ~4 better ~3 without ~1 you|her|him|them' },
  { say: 'nobody|no ~1 one ~2 would|will|gonna ~2 miss|care|notice ~3 you|her|him' },
  { say: 'waste ~2 of ~1 space|air|oxygen|skin|life', unless: ['[self]'] },
  { say: '[you] ~2 should ~2 never ~2 have ~2 been ~1 born' },
  { say: 'kill|unalive ~1 urself|yourself|yoself' },
  // Nobody wants them: "no one will ever love you", "you have no friends and you never will", "everyone hates Jess".
  { say: 'nobody|noone|no ~1 one ~4 [love] ~1 you|u|her|him|them' },
  { say: 'nobody|noone|no ~1 one ~4 [love] ~1 [name]' },
  { say: 'everyone|everybody|all|world ~3 [hate] ~1 you|u|her|him' },
  { say: 'everyone|everybody|all|world ~3 [hate] ~1 [name]' },
  { say: '[you] ~2 have|got ~2 no|zero ~1 friends|one|life' },
  { say: '[you] ~2 never ~3 have ~2 friends|a_boyfriend|a_girlfriend|anyone' },
  { say: '[you] ~2 will ~1 never ~3 be ~1 loved|liked|wanted|enough|anything|anyone' },
  { say: '[you] ~3 die|end ~2 alone' },
  { say: '[negator] ~2 [friend] ~3 you|u|her|him', unless: ['[self] ~2 [negator] ~2 [friend]'] },
  { say: '[you] ~2 [negator] ~2 wanted|welcome|loved|liked ~2 here|by|$' },
  { say: 'leave ~3 [you] ~3 forever|alone|nobody|no ~1 one' },
  { say: 'nobody|noone ~2 wants|likes|loves|cares ~2 you|u|about' },
  // Aimed at a person with death, harm or a method: "hope your next breath is your last", "there's a bridge near your house, use it".
  {
    say: 'you|your|ur|u ~6 grave|funeral|miscarriage|cancer|last_breath|stopped_breathing|stop_breathing|stop_existing|never_been_born|never_had_you|corpse',
    unless: SUPPORT,
  },
  {
    say: 'hope|pray|wish ~4 you|your|she|he|[name] ~4 die|dies|dead|cancer|hit|crash|bad|suffer|last|hurt|accident|disappear',
    unless: SUPPORT,
  },
  {
    say: '^ =go|just|pls|please ~1 rope|hang|jump|drown|die|end_it|finish_it|slit',
    unless: ['pool|trampoline|queue|puddle|ball_pit|in|on|into|sea|lake|river|shower|bath|rope_swing'],
  },
  { say: 'go ~3 find|jump|use|eat|drink|swallow ~4 bridge|building|tracks|knives|knife|pills|pill|tide|bleach|cliff|high|rope' },
  {
    say: 'bridge|tracks|knives|knife|rope|pills|roof|building ~4 your ~1 house|right ~1 there|use_it|go_on|where',
    with: ['you|your|just|go'],
  },
  { say: 'do ~2 us|everyone|the_world ~2 a ~1 favour' },
  { say: 'slit ~2 your|ur ~1 wrists|throat' },
  { say: 'cut|cuts ~1 deeper' },
  { say: 'do ~1 it ~2 for ~1 real ~2 this ~1 time' },
  { say: '[negator] ~1 call ~2 the ~1 ambulance' },
  { say: 'when ~1 you ~1 tried ~2 last|before' },
  { say: 'end ~1 it ~2 lol|nobody|no_one|already|pls|please', with: ['you|u|ur|lol|nobody'] },
  { say: 'you|u|ur ~2 shud|should|should_just|need_to ~2 end ~1 it' },
  { say: 'should ~2 go ~1 die|jump|hang|drown' },
  { say: '[name]|she|he ~2 should|needs|need ~2 to? ~2 die|stop_eating|jump|go|disappear|leave|cut' },
  { say: '[name]|she|he ~2 would ~2 do ~2 us|everyone ~2 favour' },
  { say: 'to ~1 cut ~1 deeper' },
  { say: '[name]|she|he ~3 cuts|cut ~1 herself|himself ~2 for ~1 attention' },
  { say: 'for ~1 attention', with: ['cut|cuts|cutting|sh|starve|starving|suicidal|attention_seeker'] },
  { say: 'attention ~1 seeker', with: ['[you]', '[name]', 'she|he|do_it|real'] },
  // Nobody wants them: "your parents wish they'd never had you", "we all just pretend to like you".
  {
    say: 'your ~1 [parent]|dad|mum|mom|family|sister|brother|dog ~5 never ~2 had ~1 you|wish|left|hate|does|doesnt|embarrassing|ashamed',
    unless: SUPPORT,
  },
  { say: 'because ~1 of ~1 you', with: ['left|died|leave|divorce|sad|cry'] },
  { say: 'even ~1 your ~1 [parent]|dad|mum|mom|dog|cat|sister|brother|friends|teacher ~4 like|love|want|hate|says' },
  { say: 'you ~2 contribute|add|bring ~1 nothing' },
  { say: 'not ~1 worth ~3 oxygen|air|space|breath|anything|it', with: ['you|your|ur'] },
  { say: 'too ~1 many ~1 people ~1 like ~1 you' },
  { say: 'nobody|no_one ~1 asked ~1 for ~1 you|your' },
  { say: 'everyone|everybody|we ~2 groans|groan|laughs|laugh|cringes|sighs ~2 when ~1 you|at ~1 you' },
  { say: 'pretend ~2 to ~1 like ~1 you' },
  { say: 'feel ~1 sorry ~1 for ~1 you' },
  { say: 'you ~1 are|be|re ~1 not ~1 invited|welcome|wanted' },
  { say: '[negator] ~1 come ~2 to ~3 party|table|group|sleepover', with: ['everyone|agreed|you|we'] },
  { say: 'took|kicked|removed ~1 you ~1 out ~1 of' },
  { say: 'banned ~1 from ~1 our' },
  { say: 'never ~2 picking|pick|choose|inviting ~1 you' },
  { say: 'nobody|no_one ~3 partner|sit|talk|play|hang ~2 with|to|next ~1 you|[name]|her|him' },
  { say: 'nobody|no_one ~1 talk ~1 to ~1 [name]|her|him|them' },
  { say: 'no_one|nobody ~2 would ~1 have ~1 you' },
  { say: 'last ~1 one ~1 picked', with: ['you|always'] },
  { say: 'loner|loser ~1 loser|loner|freak' },
  { say: 'by ~1 yourself ~2 like ~1 always' },
  { say: 'unfollowed|blocked|muted ~1 you', with: ['everyone|we|all'] },
  { say: 'laugh ~1 at ~1 you|[name]|her|him' },
  { say: 'chat|group ~3 about ~2 how ~2 weird|ugly|fat|stupid|annoying ~1 you' },
  { say: 'freeze|froze|leave ~2 him|her|them|[name] ~1 out' },
  { say: 'make ~2 life ~1 hell' },
  { say: 'make ~2 [name]|him|her|you ~1 cry' },
  // Looks and bodies: "your teeth are so yellow it's gross", "you've got more chins than friends".
  {
    say: 'your|ur ~2 face|teeth|nose|spots|skin|hair|body|thighs|legs|voice|breath|clothes|chin|chins|ears|head|feet ~4 looks|look|like|massive|huge|gross|disgusting|yellow|ugly|fat|bad|stink|stinks|smell|smells|nest|bin|tramp|pizza',
    unless: [
      'love|lovely|nice|cute|great|amazing|beautiful|cool|pretty|gorgeous|fab|perfect|good|better|best|suits|deserves|kindness|whatever|okay|normal|matter',
      'what|how|do|does|did|can|could|where|why|when|which',
    ],
  },
  {
    say: 'you ~1 look|smell|dress|sound|read|walk|talk ~2 like ~2 a|an ~2 whale|tramp|bin|skeleton|corpse|pig|cow|goblin|rat|dog|baby|#|clown|freak|ghost|troll',
  },
  { say: 'walking ~1 skeleton|corpse|zombie' },
  { say: 'more ~1 chins ~1 than' },
  { say: 'lay ~1 off ~2 the ~1 chips|pies|food|cake|burgers' },
  { say: 'ashamed ~2 of ~1 your ~1 body|face|self' },
  { say: 'so ~1 skinny|fat|ugly|thin ~3 you ~1 look ~1 like' },
  { say: 'too ~1 poor|ugly|fat|weird|stupid|dumb ~2 to ~1 be|sit|hang' },
  { say: 'brain ~1 of ~1 a' },
  { say: 'how ~1 are ~1 you ~1 this|so ~1 stupid|dumb|thick|ugly|fat|slow' },
  { say: 'even ~2 bottom|the ~1 set|class|teachers ~3 want|like ~1 you' },
  { say: 'the ~1 face ~2 only ~2 mother' },
  // Threats: "you're getting battered at lunch", "i'll out you to the whole year".
  { say: 'you|u ~1 are|be|re|r ~2 getting ~1 battered|it|jumped|beaten|smashed|hurt|done' },
  { say: 'you|u|[name] ~1 are|be|re|r|is ~2 dead|finished|done ~1 $|meat|tomorrow|after|at', unless: ['tired|lol|haha|funny'] },
  { say: 'dead ~1 meat', unless: ['i|me|my|we ~2 be|am|m|re ~1 dead'] },
  { say: 'gonna|going ~2 get ~1 you|her|him|[name]' },
  {
    say: 'i|we ~2 will|going|gonna|ll ~3 break|burn|batter|stab|beat|punch|smash|bleed|cut|kick|hurt|slap|jump ~2 your|you|her|his|him|[name]',
  },
  { say: 'i|we ~2 will|going|gonna|ll ~2 make ~1 you|her|him ~1 bleed|cry|suffer|pay|regret|leave' },
  {
    say: 'i|we ~2 will|going|gonna|ll ~4 post|share|leak|send|show ~3 video|pics|photos|diary|nudes|screenshots ~2 of? ~1 you|your|everywhere|everyone',
  },
  { say: 'i|we ~2 will|going|gonna|ll ~2 tell ~1 everyone|everybody|the_whole ~4 you|your|what' },
  { say: 'i|we ~2 will|going|gonna|ll ~2 out ~1 you' },
  { say: 'everyone|everybody ~3 going|gonna ~3 know|see ~3 your|about' },
  { say: 'fake ~1 account ~2 of ~1 you' },
  { say: 'get ~1 everyone ~2 to ~1 block|hate|ignore ~1 you' },
  { say: 'send|give|pay ~2 me ~2 £|#|money ~3 or ~2 i' },
  { say: 'or ~1 i ~2 tell|post|share|send|show ~1 everyone' },
  { say: 'one ~1 word ~3 and ~1 you' },
  { say: 'see ~1 what ~1 happens ~1 to ~1 you' },
  { say: 'grass|snitch ~3 and ~1 you' },
  { say: 'watch ~1 yourself|your_back' },
  { say: 'never ~1 come ~1 back ~2 to ~1 this ~1 school' },
  { say: 'behind ~2 the ~2 block|shops|gym ~3 you ~1 are|re|be ~1 dead' },
  { say: 'you ~1 will|ll|wo ~2 not ~1 see ~1 it ~1 coming' },
  { say: 'dance ~1 on ~1 your ~1 grave' },
  { say: 'wait ~1 for ~1 your ~1 funeral' },
  { say: 'grave|skull ~2 for ~1 you' },
  { say: 'you ~1 deserve ~1 it', with: ['knife|blood|pill|grave|skull|rope'] },
  { say: 'pill ~4 go ~1 on', with: ['all|them'] },
  { say: 'sewer ~1 slide ~1 is? ~2 calling ~1 you|u' },
  { say: 'go ~1 sewer ~1 slide|sewerslide' },
  { say: 'go ~1 sewerslide|unalive|ctb' },
  // Sixth round: death wished on someone in new words, and leaving someone out by the group's acts.
  {
    say: 'hope|wish|pray|praying|hoping ~4 you|your|[name] ~6 die|dies|dead|coffin|funeral|crash|brake|forgets|sticks|burn|drown|choke|not_get_out|didn_t_get_out|nobody_s_around|no_one_s_around',
    unless: ['[negator] ~2 die|dies|dead|forgets', 'birthday|party|luck|well|better|soon|safe|okay|ok'],
  },
  {
    say: 'hope|wish|pray|hoping ~6 crash|crashes|brake|hits|hit|runs_over|run_over|falls_on|explodes ~4 you|your|[name]',
    unless: ['[negator] ~3 crash|hit|brake', 'car_crash_course|game|level|ball|button|target|goal'],
  },
  { say: 'better|good ~2 in ~1 a ~1 coffin|grave|box|body_bag' },
  { say: 'coffin|grave|funeral ~4 hurry|speed|sooner|can_t_wait|cannot_wait' },
  { say: 'see ~2 you ~1 alive ~1 again' },
  { say: 'cancel|eliminate|uninstall|unsubscribe|delete|log_off ~1 yourself|urself|your_existence|from_existing|from_existence' },
  { say: 'ended|end ~1 it ~2 by_now|already', with: ['[you]|real_ones|you_d|you_would'], unless: ['[self]'] },
  { say: 'scratch|cut|press|dig|go ~3 harder|deeper ~3 next_time|maybe|then', unless: ['[self]'] },
  { say: 'starve ~3 more|harder|longer|a_bit', unless: ['[self]', 'famine|history|war|strike|animals|plants'] },
  {
    say: 'when|once|after|day ~1 you ~2 die|re_dead|are_dead|are_gone|finally_go|go_through',
    with: ['happy|party|celebrate|white|dance|finally|waiting|wait'],
  },
  { say: '🪢|noose|rope ~3 emoji|reason|hint|cheap|fiver' },
  { say: '[you] ~3 the ~1 one ~3 didn|did_not|don|doesn ~2 get ~1 out' },
  { say: 'make|go ~2 it ~1 come ~1 true', with: ['existing|exist|not_existing|die|dead|gone|wish'] },
  { say: 'so ~1 do ~1 it', with: ['disappear|die|dead|gone|end|help_you_pack|we_ll_help'] },
  { say: 'stop ~1 being ~1 alive|here', unless: ['[self]'] },
  {
    say: 'do ~2 everyone|the_world|us_all|us ~1 a ~1 favour|favor|kindness',
    with: ['stop|leave|go|disappear|vanish|die|quit|breathing|exist|existing'],
  },
  {
    say: 'we|we_re|we_ll|everyone ~2 all ~1 moving|move|leaving|leave|walk_off',
    with: ['if|when|sit|sits|join|joins|comes'],
    unless: ['house|home|area|city|country|abroad|school_next|stage'],
  },
  { say: 'someone|somebody|people ~2 we ~1 actually ~1 like|want' },
  { say: 'stop ~1 following ~1 us|me' },
  { say: 'answer ~2 always|is|s ~2 going_to_be|gonna_be|be? ~1 no', with: ['join|asking|ask|invite|come'] },
  { say: 'ye|you|he|she|[name] ~3 not ~1 welcome' },
  { say: 'told ~1 her|him|them ~2 it_s|its|was ~1 cancelled|off', with: ['not|hide|nobody|don_t'] },
  { say: 'hide ~2 them|it|pics|the_pics ~2 from ~1 her|him|[name]' },
  { say: 'never ~1 finds|find ~1 out ~2 where|when', with: ['meeting|going|party|we_re'] },
  { say: 'everyone|everybody|y_all|all ~2 reply|say|comment|type ~2 who|nobody|cringe|ratio|🤡' },
  { say: 'vote ~1 kick|to_kick|them_out|him_out|her_out' },
  {
    say: 'kick|remove|block ~1 him|her|them|[name] ~3 before|lol|lmao|pls|already|out',
    unless: ['ball|football|goal|penalty|habit|covers'],
  },
  // Fourth round: smells, exclusion by the group, humiliation spread about, family put-downs, bare insults.
  { say: '[name]|you|she|he ~2 stink|stinks|reek|reeks|stinky|smelly', unless: [...POSITIVE, 'stink|stinks ~1 at'] },
  {
    say: '[name]|you|she|he ~2 smell|smells',
    with: ['bad|awful|horrible|disgusting|gross|bin|sewage|fish|bo|sweat|sweaty|wash|everyone|rank|minging|rotten|$'],
    unless: [...POSITIVE, 'that|this|it|something|smoke|gas|burning|food|baking|cookies|rain|fresh|home|perfume|favourite'],
  },
  {
    say: 'take|have ~1 a ~1 shower|bath|wash',
    with: ['you|u|stink|smell|smells|stinky'],
    unless: ['after|before|then|first|match|training|pe'],
  },
  {
    say: 'without ~1 you|her|him',
    with: ['gc|group|chat|new|made|started'],
    unless: ['mistake|accident|sorry|oops|forgot|accidentally'],
  },
  {
    say: '[you] ~2 not|no ~1 invited|welcome|part ~1 of? ~1 this? ~1 group|longer|anymore|lol|$',
    unless: ['sorry|because|family|only|just'],
  },
  { say: 'let|lets|let_us|everyone|we ~2 all? ~1 ignore|unadd|unfollow|block|avoid|report|exclude|blank|ghost ~2 her|him|them|[name]|you' },
  { say: 'we ~2 all ~1 voted|agreed|decided', with: ['out|leave|gone|ugliest|worst|you|ur'] },
  { say: 'get|go ~1 out ~1 of ~1 our ~1 school|group|chat|class|table|team' },
  { say: 'do ~1 not|n ~1 sit ~1 with ~1 us' },
  {
    say: 'everyone|everybody|whole|all|we ~4 laughed|laughing|saw|heard|seen ~2 at|you|your|ur|her|him',
    with: ['you|your|ur|her|him|[name]'],
    unless: [...POSITIVE, 'with|together|joke|jokes|funny'],
  },
  { say: 'meme ~1 page|account|chat ~2 about|of|for ~1 you|her|him|[name]' },
  {
    say: 'screenshot|screenshotting|screenshotted|recorded|filmed ~4 send|sending|sent|post|posting|posted|share|sharing|everywhere|story',
    with: ['everywhere|everyone|group|chat|gc|year|whole|school'],
    unless: POSITIVE,
  },
  {
    say: 'on|in ~1 my ~1 story',
    with: ['fall|fell|falling|crying|cry|cried|fail|failed|failing|ugly|embarrassing|everyone|lmao'],
    unless: POSITIVE,
  },
  { say: 'no_wonder ~3 your|ur ~1 dad|mum|mom|father|mother|parents ~2 left|leave|hate' },
  {
    say: 'your|ur|his|her ~1 mum|mom|dad|family|parents ~4 ashamed|embarrassed|regret|regrets|blind|disappointed ~2 of|in|$',
    unless: POSITIVE,
  },
  { say: '^ [insult] ~1 alert|much|behaviour|energy|$', unless: ['nerd|geek|dweeb|love|lol|[self]'] },
  { say: '^ #? [insult] ~2 [insult] ~1 $' },
  {
    say: '^ f_king|fucking|fking|effing|bloody|absolute|total|massive|lanky|fat|ugly|gap_tooth|stupid ~1 [insult] ~1 $',
    unless: ['nerd|geek|dweeb'],
  },
  { say: 'coming ~1 for ~1 you|her|him|[name]', with: ['after|school|tomorrow|tmrw|gates|pe|lunch|watch|better|run'] },
  { say: 'see|watch ~1 what ~1 happens', with: ['tomorrow|tmrw|school|face|gates|after'] },
  { say: '[name]|he|she|you ~2 getting ~1 it ~2 after ~1 school|pe|lunch|class' },
  // Third round: a named classmate, exclusion, looks, existence, threats, sextortion, identity.
  {
    say: '[name] ~1 is|be|s|was|stinks|smells ~3 [insult]|stinks|smells|stink|smell|ugly|uglier|fat|poor|freak|loser|baby|disgusting|crackhead|dropkick|pick-me|thick|roadkill',
    unless: [...POSITIVE, WORKS],
  },
  {
    say: '[name] ~3 looks|look ~2 like',
    unless: [...POSITIVE, 'princess|dream|model|star|movie|celebrity|popstar|singer|actor|actress|mum|dad|sister|brother'],
  },
  { say: '[name] ~2 face ~2 for|like' },
  { say: 'nobody|no_one ~2 actually? ~1 likes|rates|wants|fancies ~1 him|her|them|[name]' },
  { say: 'do ~1 not|n ~1 add|invite|tell|let ~2 [name]|her|him', with: ['gc|group|chat|party|sleepover|us|tomorrow|table|game'] },
  { say: 'except ~1 [name]|you|her|him', with: ['everyone|all|we|group'] },
  { say: 'make ~1 sure ~1 [name]|she|he ~2 doesn|does|not ~3 find ~1 out' },
  { say: 'bags ~2 on ~2 the ~1 seats' },
  { say: 'everyone ~2 just? ~1 get ~1 up ~2 and ~1 leave' },
  { say: 'not ~1 invited ~2 because' },
  { say: 'film|record|video ~2 [name]|her|him|it ~3 eating|crying|next|lol', with: ['someone|let|lets|we|cried|crying|eating'] },
  { say: 'taking ~1 the ~1 mick|piss ~2 out ~1 of' },
  { say: 'spam ~3 comments' },
  { say: 'start ~1 a ~1 rumour|rumor' },
  { say: 'tell ~1 everyone ~2 [name]|she|he|you' },
  { say: 'rank|rate|poll ~4 bottom|uglier|ugliest|fattest|worst|out_of' },
  { say: 'who ~1 is|s ~1 uglier|fatter|dumber|weirder' },
  {
    say: 'you ~2 look|looks|shaped|built ~2 like ~2 a|an|the ~2 fridge|potato|thumb|twig|before|pig|whale|bin|troll|goblin|skeleton|ghost|rat|smacked|ogre|pug',
  },
  { say: 'face ~2 like ~2 a ~2 smacked|slapped|dropped|bag|pug|melted' },
  {
    say: 'your|ur ~2 forehead|teeth|hair|belly|rolls|face|nose|head|braces ~5 postcode|land|plane|fry|escape|tin|wonky|greasy|own|rolls|complaint',
  },
  { say: 'more ~1 rolls ~1 than' },
  { say: 'imagine ~2 having|being ~2 you|a|bigger|no|ur' },
  { say: 'nobody|no_one ~3 ever ~2 gonna|going|want ~3 kiss|date|look|love ~2 that|you|ur' },
  { say: 'reason ~3 mirror ~2 cracked' },
  { say: 'strong ~1 wind ~2 snap' },
  { say: 'scaring ~3 kids' },
  { say: 'stop ~1 posting ~1 selfies' },
  { say: 'twig ~1 with' },
  { say: 'you ~1 are|re ~1 not ~2 in ~1 them|it|the', with: ['plans|plan|group|chat|team'] },
  { say: 'by ~1 full ~2 you' },
  { say: 'stop ~1 trying ~2 to ~1 be ~1 part|friends|one' },
  { say: 'agreed ~2 to ~1 stop ~1 talking ~1 to ~1 you' },
  { say: 'put ~1 up ~1 with ~1 you' },
  { say: 'before ~1 we ~1 kick ~1 you' },
  { say: 'take ~1 the ~1 hint' },
  { say: 'people ~2 will ~1 think ~2 we ~1 are|re ~1 friends' },
  { say: 'only ~2 nice ~2 to ~1 you ~2 when' },
  { say: 'except ~1 you ~2 obviously' },
  { say: 'only ~1 one ~3 not ~2 in|invited', with: ['you'] },
  { say: 'earth|world|planet ~4 if|when ~1 you ~2 left|died|gone|disappeared|go' },
  { say: 'bother ~2 waking|living|breathing|existing|getting_up', with: ['you|ur|why'] },
  { say: 'log|logged|logging ~1 off ~3 life|permanently|forever' },
  { say: 'uninstall|delete ~1 yourself|your_life' },
  { say: 'alt ~1 f4|f4' },
  { say: 'ctrl ~1 z' },
  { say: 'self ~1 destruct' },
  { say: 'toaster ~1 bath' },
  { say: 'hope|wish ~2 you|u ~4 trip|choke|fall|die|crash|drown|blow|explode|burn|get_hit|rot' },
  { say: 'hope ~2 your ~2 phone|house|car ~2 blows|explodes|burns' },
  {
    say: 'go ~1 lick|play|lie|walk|nap|try|have|sleep|swim|jump ~5 socket|motorway|sea|tracks|pier|roof|freezer|underwater|traffic|road|cliff|bridge|train',
  },
  { say: 'walk ~3 off ~3 pier|cliff|bridge' },
  { say: 'touch ~1 a ~1 train|plug|wire' },
  { say: 'should ~2 have? ~1 drowned|killed|aborted ~1 you' },
  { say: 'forgotten ~3 after ~1 you ~1 died|die|went' },
  { say: 'nobody|no_one ~2 would ~2 ring|call|notice|care|cry ~3 you|999' },
  { say: 'proof ~3 mistakes' },
  { say: 'wrong ~1 baby' },
  { say: 'piss ~1 on ~1 you' },
  { say: 'bridge ~2 misses ~1 you' },
  { say: 'gone ~2 from ~2 this ~1 planet|earth|world' },
  { say: '=go ~1 die ~1 $|irl|already|pls|please|lol|now' },
  { say: 'waiting ~3 for ~1 you|at ~2 bus|gates|gate|stop', with: ['tell|if|every|boys|good_luck'] },
  { say: 'we ~1 know ~2 which|where ~2 bus|stop|house|way|you' },
  { say: 'getting|get ~1 your ~1 head ~1 kicked' },
  { say: 'shame ~2 if ~1 something ~1 happened' },
  { say: 'i|we ~1 will|ll ~1 key|put|smash|slash|kick ~2 your' },
  { say: 'getting ~1 slapped|merked|clapped|jumped|battered|stabbed|bodied|done|shanked|banged' },
  { say: 'you ~1 are|re ~1 done|cooked ~2 wait|$' },
  { say: 'wait ~1 till|until ~1 monday|tomorrow|later|school|break', with: ['you|done|cooked|getting'] },
  { say: 'your|ur ~1 pics|photos|nudes|snap|pic ~5 going|go|up|everyone|chat|round|screen|confessions|sees|see' },
  { say: 'do ~2 what ~1 i ~1 say ~2 or' },
  { say: 'send ~1 £|money|#|cash ~3 or ~1 everyone|i' },
  { say: 'post ~2 your ~1 nudes|pics|photos ~2 on|in|everywhere' },
  { say: 'airdrop|forward|leak ~3 your' },
  { say: 'or ~1 your ~1 dad|mum|mom|parents|teacher ~2 gets|sees|get|see' },
  { say: 'tell ~1 your ~1 [parent] ~3 you ~1 are|re ~1 trans|gay|lesbian|bi' },
  { say: 'still ~1 got ~1 your ~1 pics|photos' },
  { say: 'photos|pics ~2 you ~1 sent ~4 or|everyone' },
  { say: 'screenshots ~4 they ~2 all ~1 see' },
  { say: 'forward ~2 your ~2 coming|message' },
  { say: 'go ~1 back ~2 to ~1 your ~1 own? ~1 country|home' },
  { say: 'go ~1 back ~1 home ~1 mate' },
  { say: 'your ~1 lunch|food ~2 stinks|smells ~2 like ~2 your ~1 country' },
  { say: 'autistic|sped|spaz|spastic|special_unit ~3 or ~2 something|go|you' },
  { say: 'ur|you ~1 are|re ~1 such ~1 a ~1 sped|spaz|retard' },
  { say: 'ur|you ~2 gay|lesbian|trans ~3 everyone|stay|nobody|disgusting' },
  { say: 'next ~1 to ~1 the ~1 lesbian|gay|trans' },
  { say: 'your ~2 family|mum|dad|parents|mom ~4 mistake|crackhead|joke|junkie|alcoholic|tramp|slag' },
  { say: 'ur|you ~1 so ~1 bad ~2 go' },
  { say: '^ [you] ~1 [insult] ~1 $|lol|lmao|haha', unlessText: FONDNESS },
  // Red-team round: threats, death wishes, slurs and blame.
  { say: '^ ill|il|imma|i ~2 stab|shoot|smash|batter|slap|punch|kill|hurt|jump|knife|burn ~3 you|u|ur|your' },
  { say: 'shoot ~1 up ~2 your|ur ~1 house|school' },
  { say: 'catch ~1 you|u ~2 alone' },
  { say: 'smash ~2 your|ur ~1 face|head' },
  { say: 'die ~1 in ~1 a ~1 hole|ditch|fire' },
  { say: 'fatty|fatso|lardass', unless: ['acid|acids|fish|food|foods|liver'] },
  { say: 'reason ~3 your|ur ~1 dad|mum|mom|parents ~1 left|split|divorced|hate' },
  { say: 'makes|make ~1 me ~2 throw_up|sick|puke|vomit|gag', with: ['your|ur|face|you'] },
  { say: 'go ~1 cry ~2 to ~1 your|ur' },
  { say: '=go ~1 sleep|jump ~2 forever|bridge|building|cliff|off' },
  { say: 'hope|wish|pray ~2 you|u ~2 get ~1 hit' },
  { say: 'why ~1 do ~1 not ~1 you|u ~2 just? ~1 go|jump|die|sleep|disappear|leave' },
  { say: 'pass ~1 it ~1 on', with: ['[insult]|slut|slag'] },
  // Names: "you are so stupid", "Jess is a fat loser".
  {
    say: '[you] ~1 are|be|r|is ~3 [insult]',
    unlessText: FONDNESS,
    unless: ['stupid ~1 question|idea|mistake|thing', 'not|never ~1 a? ~1 [insult]', 'feel|feeling'],
  },
  { say: 'your ~3 [insult] ~1 $', unlessText: FONDNESS, unless: ['not|never ~1 a? ~1 [insult]'] },
  { say: '[name] ~1 is|be|was ~3 [insult]', unless: ['not|never ~1 a? ~1 [insult]', 'annoying|weird|cringe|sad|lame|fake|thick|nerd'] },
  { say: '[you] ~1 [insult] ~1 [insult]' },
  { say: 'shut ~1 up ~2 [insult]' },
  { say: 'what ~1 a ~2 [insult] ~1 $|you', unless: ['day|test|game|match|weather|week|homework|film|movie|show'] },
  { say: 'ugly|fat|stupid|dumb|worthless|pathetic|useless ~1 [insult]' },
  {
    say: 'i ~2 going|will ~2 hurt|beat|punch|stab|hit|smash|kill|get ~2 you|her|him',
    unlessText: [...SURPRISE, ...FONDNESS, 'lol|lmao|haha'],
  },
  { say: 'watch ~1 your ~1 back' },
]);

/** A kind's rules, indexed by the words and families one of which a sentence must hold for each to match. */
interface RuleSet {
  rules: Rule[];
  byKey: Map<string, number[]>;
  /** Rules any sentence may match (their first element is a part of speech or an ending). */
  free: number[];
}

function indexed(rules: Rule[]): RuleSet {
  const byKey = new Map<string, number[]>();
  const free: number[] = [];
  rules.forEach((rule, i) => {
    const keys = anchorKeys(rule.say);
    if (!keys) free.push(i);
    else for (const key of new Set(keys)) byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  return { rules, byKey, free };
}

const RULES: Record<Intent, RuleSet> = {
  care: indexed(CARE),
  grooming: indexed(GROOMING),
  solicitation: indexed(SOLICITATION),
  bullying: indexed(BULLYING),
};

/** The first rule of a kind that a sentence holds (in the order they are written): its source, or null. */
function holds(set: RuleSet, sentence: Sentence, text: readonly Sentence[]): string | null {
  const keys = sentenceKeys(sentence);
  const candidates = new Set(set.free);
  for (const key of keys) for (const i of set.byKey.get(key) ?? []) candidates.add(i);
  for (const i of [...candidates].sort((a, b) => a - b)) {
    const rule = set.rules[i]!;
    if (!rule.needs.every((any) => any.some((k) => keys.has(k)))) continue;
    const at = findIn(rule.say, sentence);
    if (!at) continue;
    if (rule.ask && !sentence.question) continue;
    if (rule.plain && negatedBefore(sentence, at[0])) continue;
    if (rule.with.length > 0 && !rule.with.some((w) => findIn(w, sentence) !== null)) continue;
    if (rule.unless.some((u) => findIn(u, sentence) !== null)) continue;
    if (rule.unlessText.some((u) => text.some((other) => findIn(u, other) !== null))) continue;
    return rule.say.source;
  }
  return null;
}

/** What the text does, kind by kind: the rule that found each kind (for tests and the decision record), or nothing. */
export type Intents = Partial<Record<Intent, string>> & {
  /** The text might speak of hurting oneself though no detector is sure (never refuse it). */
  maybeCare?: boolean;
};

/** The intents the rules find in a text read into sentences, with the first rule that found each. */
export function ruleIntentsOf(sentences: readonly Sentence[]): Intents {
  const found: Intents = {};
  for (const sentence of sentences) {
    for (const kind of KINDS) {
      if (found[kind]) continue;
      const rule = holds(RULES[kind], sentence, sentences);
      if (rule) found[kind] = rule;
    }
  }
  return found;
}

const KINDS = ['care', 'grooming', 'solicitation', 'bullying'] as const;

/** Reads a text and says which of the four intents it holds: the rules first, then the learned second opinion ('model'). */
export function intentsOf(text: string, normal?: string): Intents {
  // The detectors read English: a text whose letters are mostly of other scripts (another language, or
  // random characters) has nothing for them, and is left to the phrase lists and the moderators.
  const plain = normal ?? text;
  const letters = plain.match(/\p{L}/gu)?.length ?? 0;
  const latin = plain.match(/[a-z]/gi)?.length ?? 0;
  if (letters > 40 && latin < letters * 0.5) return {};
  // Nor is a long run of signs and symbols with letters here and there language (random characters).
  const wordy = latin + (plain.match(/\s/g)?.length ?? 0);
  if (plain.length > 200 && wordy < plain.length * 0.6) return {};
  const sentences = read(text, normal);
  const found = ruleIntentsOf(sentences);
  for (const kind of modelIntents(sentences)) found[kind] ??= 'model';
  if (!found.care && maybeCare(sentences)) found.maybeCare = true;
  return found;
}

/** Words of leaving for good. */
const GOODBYE = new Set(['goodbye', 'farewell', 'bye']);

/** Families that speak of harm to oneself when the writer is the one in the sentence. */
const HARM_TO_SELF = ['die', 'kill', 'harm-strong', 'method', 'bleed', 'relapse', 'burden'] as const;

/**
 * Whether a text might be a disclosure the detectors did not recognise: the model leans that way, or a
 * sentence holds the writer and a word of harm with nobody else in it. Such a text is never refused (it is
 * held for care instead): refusing a teen in pain costs more than a card they did not need.
 */
function maybeCare(sentences: readonly Sentence[]): boolean {
  if (modelLeans('care', sentences, 0.5)) return true;
  // A goodbye from the writer ("i love you guys, remember that. goodbye").
  const writer = sentences.some((s) => s.words.some((w) => w.concepts.has('self')));
  if (writer && sentences.some((s) => s.words.some((w) => GOODBYE.has(w.lemma)))) return true;
  return sentences.some(
    (s) =>
      s.words.some((w) => w.concepts.has('self')) &&
      !s.words.some((w) => w.concepts.has('you') || w.concepts.has('third') || w.concepts.has('name')) &&
      s.words.some((w) => HARM_TO_SELF.some((c) => w.concepts.has(c))),
  );
}
