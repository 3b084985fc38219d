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
  { id: 1, name: 'Public Speaking', category: 'Communication', level: 2, progress: 65, icon: Mic, color: 'bg-tag-rose text-on-tag-rose' },
  { id: 2, name: 'Teamwork', category: 'Leadership', level: 3, progress: 80, icon: Users, color: 'bg-tag-blue text-on-tag-blue' },
  { id: 3, name: 'Critical Thinking', category: 'Problem Solving', level: 2, progress: 45, icon: Lightbulb, color: 'bg-tag-amber text-on-tag-amber' },
  { id: 4, name: 'Budgeting', category: 'Finance', level: 1, progress: 25, icon: Calculator, color: 'bg-tag-green text-on-tag-green' },
  { id: 5, name: 'Time Management', category: 'Productivity', level: 2, progress: 60, icon: Clock, color: 'bg-tag-violet text-on-tag-violet' },
];

/** 'All Skills' plus one chip per distinct category, in first-seen order. */
export function categoriesOf(skills: Skill[]): string[] {
  return [...new Set(skills.map((s) => s.category))];
}

/** The skills of a category; every skill for null. */
export function filterSkills(skills: Skill[], category: string | null): Skill[] {
  return category === null ? skills : skills.filter((s) => s.category === category);
}
