import type { PepTalkCategory } from '../../../contract/pep-talks';

/** SPEC §3's categories as the chips and cards name them. */
export const CATEGORY_LABELS: Record<PepTalkCategory, string> = {
  confidence: 'Confidence',
  stress: 'Stress',
  friendship: 'Friendship',
  motivation: 'Motivation',
  courage: 'Courage',
  creativity: 'Creativity',
  focus: 'Focus',
  gratitude: 'Gratitude',
};
