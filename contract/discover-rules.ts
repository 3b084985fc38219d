// Discover's constants without the schemas (issue 32): the topics, the kinds of things Rise offers,
// how a tag becomes a topic, and where each kind opens. Both sides use them; a screen's first load
// stays free of zod.
import { GUIDED_SESSION_IDS, guidedSessionHref } from './mind-gym-rules';
import { SKILL_SLUGS } from './progress-rules';

/** Every topic, in the order of Discover's chips. */
export const DISCOVER_TOPICS = [
  'leadership',
  'confidence',
  'teamwork',
  'stress',
  'focus',
  'money',
  'friendship',
  'creativity',
  'future',
] as const;
export type DiscoverTopic = (typeof DISCOVER_TOPICS)[number];

export const TOPIC_LABELS: Record<DiscoverTopic, string> = {
  leadership: 'Leadership',
  confidence: 'Confidence',
  teamwork: 'Teamwork',
  stress: 'Stress & calm',
  focus: 'Focus & goals',
  money: 'Money',
  friendship: 'Friendship',
  creativity: 'Creativity',
  future: 'School & future',
};

/**
 * The kinds of things Discover finds, in the order it lists them. Adding a kind: a name here, a
 * label and a place to open it below, and a `searchables` entry in the module that owns it.
 */
export const DISCOVER_KINDS = ['short', 'peptalk', 'mentor', 'session', 'practice', 'challenge'] as const;
export type DiscoverKind = (typeof DISCOVER_KINDS)[number];

export const KIND_LABELS: Record<DiscoverKind, string> = {
  short: 'Leadership Short',
  peptalk: 'Pep talk',
  mentor: 'Mentor',
  session: 'Guided session',
  practice: 'Skill practice',
  challenge: 'Daily challenge you answered',
};

/**
 * A guided session's number in Discover: its place in GUIDED_SESSION_IDS (type by length), which
 * the index needs as an integer; -1 for a session that is not one of them.
 */
export const sessionNumberOf = (id: string): number => GUIDED_SESSION_IDS.indexOf(id);

/** Practice items per skill in Discover's numbering: a skill's items are numbered from its id times this. */
const PRACTICE_BLOCK = 1000;

/** A practice item's number in Discover: its skill (1 to 5, SKILL_SLUGS' order) and its place among that skill's items. */
export const practiceNumberOf = (skill: (typeof SKILL_SLUGS)[number], index: number): number =>
  (SKILL_SLUGS.indexOf(skill) + 1) * PRACTICE_BLOCK + index;

/** Where an item opens: its mini-app, at that item (each screen reads its own link parameter). */
export function hrefOfItem(item: { kind: DiscoverKind; id: number }): string {
  switch (item.kind) {
    case 'short':
      return `/leadership-shorts?v=${item.id}`;
    case 'peptalk':
      return `/pep-talk?p=${item.id}`;
    case 'mentor':
      return `/mentor-matcher?m=${item.id}`;
    case 'session': {
      const id = GUIDED_SESSION_IDS[item.id];
      return id ? guidedSessionHref(id) : '/mind-gym';
    }
    case 'practice': {
      const skill = SKILL_SLUGS[Math.floor(item.id / PRACTICE_BLOCK) - 1];
      return skill ? `/skill-quest?open=${skill}&item=${item.id % PRACTICE_BLOCK}` : '/skill-quest';
    }
    case 'challenge':
      return `/skill-quest?open=challenge&past=${item.id}`;
  }
}

/** Tags and categories of every module, lower case, and the topic each belongs to. */
const TAG_TOPICS: Record<string, DiscoverTopic> = {
  leadership: 'leadership',
  integrity: 'leadership',
  communication: 'leadership',
  listening: 'leadership',
  growth: 'leadership',
  confidence: 'confidence',
  courage: 'confidence',
  'public speaking': 'confidence',
  teamwork: 'teamwork',
  sports: 'teamwork',
  stress: 'stress',
  wellbeing: 'stress',
  resilience: 'stress',
  health: 'stress',
  gratitude: 'stress',
  calm: 'stress',
  focus: 'focus',
  goals: 'focus',
  productivity: 'focus',
  motivation: 'focus',
  'time management': 'focus',
  money: 'money',
  finance: 'money',
  budgeting: 'money',
  entrepreneurship: 'money',
  startups: 'money',
  friendship: 'friendship',
  creativity: 'creativity',
  curiosity: 'creativity',
  art: 'creativity',
  design: 'creativity',
  music: 'creativity',
  writing: 'creativity',
  'critical thinking': 'creativity',
  coding: 'future',
  science: 'future',
  environment: 'future',
  'college prep': 'future',
};

/** An item's topic: that of its first tag that has one, else the module's own. */
export function topicOf(tags: readonly string[], fallback: DiscoverTopic): DiscoverTopic {
  for (const tag of tags) {
    const topic = TAG_TOPICS[tag.trim().toLowerCase()];
    if (topic) return topic;
  }
  return fallback;
}

/** A search: 1 to 100 characters with at least one letter or digit. */
export const SEARCH_MAX_LENGTH = 100;
/** How many results Discover asks for at a time. */
export const DISCOVER_PAGE = 20;
/** How far into ranked results one can page (a ranked list is read by offset). */
export const SEARCH_MAX_RESULTS = 500;

/** The words of a search, as the index sees them: letters and digits, lower case, at most 12. */
export function searchWordsOf(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}
