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

// ---- Budgeting's split exercise (issue 32)

const CATEGORY_NAMES: Record<string, string> = {
  food: 'Food',
  transportation: 'Transport',
  entertainment: 'Fun and entertainment',
  housing: 'Home',
  other: 'Other',
};

/**
 * The rows to split between: the teen's own spending categories of this month when there are two or
 * more (by their Finance names), else the exercise's own; Savings always last, once.
 */
export function budgetRows(ownCategories: readonly string[], exerciseCategories: readonly string[]): string[] {
  const names = ownCategories.length >= 2 ? ownCategories.map((c) => CATEGORY_NAMES[c] ?? c) : exerciseCategories;
  return [...new Set([...names.filter((c) => c.toLowerCase() !== 'savings'), 'Savings'])];
}

/** What a split adds up to: how much is still to place (negative: too much), and what went to Savings (the last row). */
export function splitOf(amount: number, typed: readonly string[]): { left: number; saved: number } {
  const numbers = typed.map((a) => (a.trim() === '' ? 0 : Number(a)));
  const total = numbers.reduce((s, n) => s + (Number.isFinite(n) ? n : 0), 0);
  return { left: amount - total, saved: numbers[numbers.length - 1] ?? 0 };
}
