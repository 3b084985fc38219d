// SPEC §3 Skill (static demo data): the five skills of Skill Quest.
import { Calculator, Clock, Lightbulb, Mic, Users, type LucideIcon } from 'lucide-react';

export interface Skill {
  id: number;
  name: string;
  category: string;
  level: number;
  progress: number;
  icon: LucideIcon;
  /** Tailwind classes of the icon tile. */
  color: string;
}

export const SKILLS: Skill[] = [
  { id: 1, name: 'Public Speaking', category: 'Communication', level: 2, progress: 65, icon: Mic, color: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300' },
  { id: 2, name: 'Teamwork', category: 'Leadership', level: 3, progress: 80, icon: Users, color: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300' },
  { id: 3, name: 'Critical Thinking', category: 'Problem Solving', level: 2, progress: 45, icon: Lightbulb, color: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  { id: 4, name: 'Budgeting', category: 'Finance', level: 1, progress: 25, icon: Calculator, color: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300' },
  { id: 5, name: 'Time Management', category: 'Productivity', level: 2, progress: 60, icon: Clock, color: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300' },
];

/** 'All Skills' plus one chip per distinct category, in first-seen order. */
export function categoriesOf(skills: Skill[]): string[] {
  return [...new Set(skills.map((s) => s.category))];
}

/** The skills of a category; every skill for null. */
export function filterSkills(skills: Skill[], category: string | null): Skill[] {
  return category === null ? skills : skills.filter((s) => s.category === category);
}
