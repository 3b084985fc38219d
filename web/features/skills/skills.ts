// Skill Quest's five skills (SPEC §3): their names and categories are contract/progress-rules.ts
// SKILLS; each one's level and '% Mastered' come from this user's real actions (GET /api/progress).
// Here: how each looks, and the category filter.
import { Calculator, Clock, Lightbulb, Mic, Users, type LucideIcon } from 'lucide-react';
import { SKILLS } from '../../../contract/progress-rules';

/** Each skill's icon and tile colours, by its id. */
export const SKILL_LOOKS: Record<number, { icon: LucideIcon; color: string }> = {
  1: { icon: Mic, color: 'bg-tag-rose text-on-tag-rose' },
  2: { icon: Users, color: 'bg-tag-blue text-on-tag-blue' },
  3: { icon: Lightbulb, color: 'bg-tag-amber text-on-tag-amber' },
  4: { icon: Calculator, color: 'bg-tag-green text-on-tag-green' },
  5: { icon: Clock, color: 'bg-tag-violet text-on-tag-violet' },
};

/** 'All Skills' plus one chip per distinct category, in first-seen order. */
export function categoriesOf(skills: readonly { category: string }[] = SKILLS): string[] {
  return [...new Set(skills.map((s) => s.category))];
}

/** The skills of a category; every skill for null. */
export function filterSkills<S extends { category: string }>(skills: readonly S[], category: string | null): S[] {
  return category === null ? [...skills] : skills.filter((s) => s.category === category);
}
