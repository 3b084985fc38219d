import { describe, expect, it } from 'vitest';
import { SKILLS, categoriesOf, filterSkills } from './skills';

describe('Skill Quest data', () => {
  it('has the five skills of SPEC §3', () => {
    expect(SKILLS.map((s) => [s.name, s.category, s.level, s.progress])).toEqual([
      ['Public Speaking', 'Communication', 2, 65],
      ['Teamwork', 'Leadership', 3, 80],
      ['Critical Thinking', 'Problem Solving', 2, 45],
      ['Budgeting', 'Finance', 1, 25],
      ['Time Management', 'Productivity', 2, 60],
    ]);
  });

  it('lists each category once', () => {
    const doubled = [...SKILLS, { ...SKILLS[0]!, id: 9 }];
    expect(categoriesOf(doubled)).toEqual(['Communication', 'Leadership', 'Problem Solving', 'Finance', 'Productivity']);
  });

  it('filters by category, and is empty for an unknown one', () => {
    expect(filterSkills(SKILLS, 'Finance').map((s) => s.name)).toEqual(['Budgeting']);
    expect(filterSkills(SKILLS, null)).toHaveLength(5);
    expect(filterSkills(SKILLS, 'Art')).toEqual([]);
  });
});
