// Skill Quest (issue 32): the daily leadership challenge, a practice for each of the five skills, and
// a Skill Path per skill. The catalogues (server/features/skills/*.json) are read with the schemas
// below, which are also what the screens draw; answers and finished practices are the teen's own.
import { z } from 'zod';
import { TimeZone, calendarDate } from './common';
import { endpoint } from './endpoint';
import { type ProgressEventName, SKILL_SLUGS, skillIdOf } from './progress-rules';

// ---- The five skills, by slug

/** The five skills of contract/progress-rules.ts SKILLS, by slug (in SKILLS' order: id 1 to 5). */
export { SKILL_SLUGS, skillIdOf };
export const SkillSlug = z.enum(SKILL_SLUGS, { error: 'Choose one of the five skills.' });
export type SkillSlug = z.infer<typeof SkillSlug>;

/** The progress event a finished practice of a skill records: one per skill, so each trains one skill and has its own daily cap. */
export const PRACTICE_EVENTS = {
  'public-speaking': 'practice-public-speaking',
  teamwork: 'practice-teamwork',
  'critical-thinking': 'practice-critical-thinking',
  budgeting: 'practice-budgeting',
  'time-management': 'practice-time-management',
} as const satisfies Record<SkillSlug, ProgressEventName>;

// ---- Catalogue content (plain text only, written for 13- to 17-year-olds)

export const TOPIC_TAGS = ['leadership', 'confidence', 'stress', 'focus', 'money', 'teamwork', 'friendship', 'creativity'] as const;

const CatalogueId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use a lowercase kebab-case id.')
  .max(60);
const text = (max: number) => z.string().trim().min(1).max(max);
const Tags = z.array(z.enum(TOPIC_TAGS)).min(1).max(3).optional();

export const CatalogueChoice = z.strictObject({ text: text(160), feedback: text(400), best: z.boolean() });
export type CatalogueChoice = z.infer<typeof CatalogueChoice>;

const choicesOf = <T extends { text: string; best: boolean }>(choices: T[]) =>
  choices.filter((c) => c.best).length === 1 && new Set(choices.map((c) => c.text)).size === choices.length;
const Choices = z.array(CatalogueChoice).min(3).max(4).refine(choicesOf, 'Exactly one best choice, and no choice twice.');

/** A situation with three or four choices, each with feedback that says why: the daily challenge, a Teamwork scenario, a Budgeting choice. */
export const Scenario = z.strictObject({ id: CatalogueId, title: text(60), situation: text(600), tags: Tags, choices: Choices });
export type Scenario = z.infer<typeof Scenario>;

export const SpeakingPrompt = z.strictObject({ id: CatalogueId, prompt: text(600), tips: z.array(text(160)).min(1).max(3) });
export type SpeakingPrompt = z.infer<typeof SpeakingPrompt>;

export const Puzzle = z
  .strictObject({
    id: CatalogueId,
    title: text(60),
    question: text(600),
    choices: z.array(text(160)).min(3).max(4),
    /** The index of the right choice. */
    answer: z.number().int().min(0),
    /** The worked answer, step by step. */
    worked: z.array(text(400)).min(2).max(5),
  })
  .refine((p) => p.answer < p.choices.length, 'The answer must be one of the choices.');
export type Puzzle = z.infer<typeof Puzzle>;

export const SplitExercise = z.strictObject({
  id: CatalogueId,
  kind: z.literal('split'),
  title: text(60),
  intro: text(600),
  /** Whole units of the teen's currency. */
  amount: z.number().int().min(10).max(1000),
  /** The exercise's own categories; the teen's Finance spending categories take their place when there are two or more. */
  categories: z.array(text(40)).min(2).max(5),
  /** The share to save that the exercise suggests; a Savings row is always added. */
  savePercent: z.number().int().min(0).max(50),
  tip: text(400),
});
export const ChoiceExercise = Scenario.extend({ kind: z.literal('choice') });
export const BudgetExercise = z.discriminatedUnion('kind', [SplitExercise, ChoiceExercise]);
export type SplitExercise = z.infer<typeof SplitExercise>;
export type BudgetExercise = z.infer<typeof BudgetExercise>;

export const FocusPlan = z.strictObject({
  id: CatalogueId,
  title: text(60),
  intro: text(600),
  /** The focus timer's suggested length in minutes (a practice takes 2 to 5). */
  minutes: z.number().int().min(2).max(5),
  checklist: z.array(text(160)).min(2).max(5),
  afterQuestion: text(160),
});
export type FocusPlan = z.infer<typeof FocusPlan>;

const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((i) => i.id)).size === items.length;
const listOf = <T extends z.ZodType<{ id: string }>>(item: T, min: number) =>
  z.array(item).min(min).max(200).refine(uniqueIds, 'Every id once.');

/** The catalogue's shape; how many there must be is the catalogue test's (at least 40 challenges). */
export const ChallengeCatalogue = listOf(Scenario, 1);

export const PracticeCatalogue = z.strictObject({
  'public-speaking': z.strictObject({ prompts: listOf(SpeakingPrompt, 1), selfCheck: z.array(text(160)).min(3).max(5) }),
  teamwork: z.strictObject({ scenarios: listOf(Scenario, 1) }),
  'critical-thinking': z.strictObject({ puzzles: listOf(Puzzle, 1) }),
  budgeting: z.strictObject({ exercises: listOf(BudgetExercise, 1) }),
  'time-management': z.strictObject({ plans: listOf(FocusPlan, 1) }),
});
export type PracticeCatalogue = z.infer<typeof PracticeCatalogue>;

/** What a path's step can be ticked off by: a progress event, or one of two things read from the owner's table. */
export const PATH_ACTIONS = [
  'video-watched',
  'task-completed',
  'milestone-completed',
  'goal-completed',
  'reflection-written',
  'savings-goal-reached',
  'breathing-session',
  'mood-tracked',
  'journal-entry',
  'pep-talk-posted',
  'challenge-answered',
  ...Object.values(PRACTICE_EVENTS),
  'goal-set',
  'card-added',
] as const;
export type PathAction = (typeof PATH_ACTIONS)[number];

/** Where each action is done (the app's routes; Skill Quest opens a practice or the challenge from its query). */
export const PATH_ACTION_HREFS: Record<PathAction, string> = {
  'video-watched': '/leadership-shorts',
  'task-completed': '/boost-board',
  'card-added': '/boost-board',
  'milestone-completed': '/goal-setter',
  'goal-completed': '/goal-setter',
  'goal-set': '/goal-setter',
  'reflection-written': '/goal-setter',
  'savings-goal-reached': '/finance-tracker',
  'breathing-session': '/mind-gym',
  'mood-tracked': '/mind-gym',
  'journal-entry': '/mind-gym',
  'pep-talk-posted': '/pep-talk',
  'challenge-answered': '/skill-quest?open=challenge',
  'practice-public-speaking': '/skill-quest?open=public-speaking',
  'practice-teamwork': '/skill-quest?open=teamwork',
  'practice-critical-thinking': '/skill-quest?open=critical-thinking',
  'practice-budgeting': '/skill-quest?open=budgeting',
  'practice-time-management': '/skill-quest?open=time-management',
};

export const PathStepEntry = z.strictObject({
  id: CatalogueId,
  title: text(60),
  text: text(300),
  event: z.enum(PATH_ACTIONS),
  /** For 'video-watched': the slug of a given Short; absent for any. */
  subject: CatalogueId.optional(),
});
const SkillPathEntry = z.strictObject({
  intro: text(300),
  steps: listOf(PathStepEntry, 5).refine((s) => s.length <= 8, 'At most 8 steps.'),
});
export const PathCatalogue = z.strictObject({
  'public-speaking': SkillPathEntry,
  teamwork: SkillPathEntry,
  'critical-thinking': SkillPathEntry,
  budgeting: SkillPathEntry,
  'time-management': SkillPathEntry,
});
export type PathCatalogue = z.infer<typeof PathCatalogue>;

// ---- The API

/**
 * The teen's today (YYYY-MM-DD, their own calendar) and the time zone their device is in. A day opens
 * once every zone the teen's app named in the last hours has reached it (issue 52, decision 0036).
 */
export const DayField = calendarDate('Send the day, as YYYY-MM-DD.');
export const ChallengeQuery = z.object({ day: DayField, timeZone: TimeZone });

export const ChallengeAnswerBody = z.strictObject({
  day: DayField,
  timeZone: TimeZone,
  /** The index of the chosen choice. */
  choice: z.number({ error: 'Choose one of the answers.' }).int().min(0).max(3),
});

export const DailyChallenge = z.object({
  day: z.string(),
  id: z.string(),
  title: z.string(),
  situation: z.string(),
  choices: z.array(z.object({ text: z.string() })),
  /** Null until answered; then the choice made and every choice's feedback. */
  answer: z
    .object({
      choice: z.number().int(),
      answeredAt: z.string(),
      feedback: z.array(z.object({ text: z.string(), feedback: z.string(), best: z.boolean() })),
    })
    .nullable(),
});
export type DailyChallenge = z.infer<typeof DailyChallenge>;

export const SkillParams = z.strictObject({ skill: SkillSlug });

/** One skill's practice content, as in practices.json. */
export const PracticeContent = z.discriminatedUnion('skill', [
  z.object({ skill: z.literal('public-speaking'), prompts: z.array(SpeakingPrompt), selfCheck: z.array(z.string()) }),
  z.object({ skill: z.literal('teamwork'), scenarios: z.array(Scenario) }),
  z.object({ skill: z.literal('critical-thinking'), puzzles: z.array(Puzzle) }),
  z.object({ skill: z.literal('budgeting'), exercises: z.array(BudgetExercise) }),
  z.object({ skill: z.literal('time-management'), plans: z.array(FocusPlan) }),
]);
export type PracticeContent = z.infer<typeof PracticeContent>;

export const PracticeFinishedBody = z.strictObject({ itemId: z.string({ error: 'Say which practice was finished.' }).min(1).max(60) });

export const PracticeFinished = z.object({
  skill: SkillSlug,
  itemId: z.string(),
  /** What it earned: 0 past the skill's daily cap (it still counts toward the paths). */
  points: z.number().int(),
});
export type PracticeFinished = z.infer<typeof PracticeFinished>;

export const PathStep = z.object({ id: z.string(), title: z.string(), text: z.string(), done: z.boolean(), href: z.string() });
export type PathStep = z.infer<typeof PathStep>;

export const SkillPath = z.object({
  skill: SkillSlug,
  name: z.string(),
  intro: z.string(),
  steps: z.array(PathStep),
  /** The index of the first step not done (where the teen stands), or null when every step is. */
  current: z.number().int().nullable(),
});
export type SkillPath = z.infer<typeof SkillPath>;

export const PastChallengeParams = z.strictObject({
  /** The challenge's place in the catalogue, as Discover numbers it. */
  number: z
    .string()
    .regex(/^\d{1,10}$/, 'Give the challenge as a number.')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'Give the challenge as a number.')),
});

export const skillsApi = {
  challenge: endpoint({ method: 'GET', path: '/api/skills/challenge', query: ChallengeQuery, response: DailyChallenge }),
  answerChallenge: endpoint({ method: 'POST', path: '/api/skills/challenge', body: ChallengeAnswerBody, response: DailyChallenge }),
  practice: endpoint({ method: 'GET', path: '/api/skills/practices/:skill', params: SkillParams, response: PracticeContent }),
  finishPractice: endpoint({
    method: 'POST',
    path: '/api/skills/practices/:skill/finished',
    params: SkillParams,
    body: PracticeFinishedBody,
    status: 201,
    response: PracticeFinished,
  }),
  paths: endpoint({ method: 'GET', path: '/api/skills/paths', response: z.array(SkillPath) }),
  /** A daily challenge this teen answered on an earlier visit (Discover lists them), with their latest answer; 404 otherwise. */
  pastChallenge: endpoint({ method: 'GET', path: '/api/skills/challenges/:number', params: PastChallengeParams, response: DailyChallenge }),
};
