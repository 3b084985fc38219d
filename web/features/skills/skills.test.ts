import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../../contract/progress-rules';
import { SKILL_LOOKS, categoriesOf, filterSkills } from './skills';

describe('Skill Quest data', () => {
  it('has the five skills of SPEC §3, each with its look', () => {
    expect(SKILLS.map((s) => [s.name, s.category])).toEqual([
      ['Public Speaking', 'Communication'],
      ['Teamwork', 'Leadership'],
      ['Critical Thinking', 'Problem Solving'],
      ['Budgeting', 'Finance'],
      ['Time Management', 'Productivity'],
    ]);
    for (const s of SKILLS) expect(SKILL_LOOKS[s.id]).toBeDefined();
  });

  it('lists each category once', () => {
    const doubled = [...SKILLS, { ...SKILLS[0], id: 9 }];
    expect(categoriesOf(doubled)).toEqual(['Communication', 'Leadership', 'Problem Solving', 'Finance', 'Productivity']);
  });

  it('filters by category, and is empty for an unknown one', () => {
    expect(filterSkills(SKILLS, 'Finance').map((s) => s.name)).toEqual(['Budgeting']);
    expect(filterSkills(SKILLS, null)).toHaveLength(5);
    expect(filterSkills(SKILLS, 'Art')).toEqual([]);
  });
});
