import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../../contract/progress-rules';
import { SKILL_LOOKS, budgetRows, categoriesOf, filterSkills, splitOf } from './skills';
import { clock } from './use-countdown';

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

describe('the Budgeting split', () => {
  it("uses the teen's own categories from two on, by their names, and always ends with Savings once", () => {
    expect(budgetRows(['food', 'entertainment'], ['Snacks', 'Fun'])).toEqual(['Food', 'Fun and entertainment', 'Savings']);
    expect(budgetRows(['food'], ['Snacks', 'Fun'])).toEqual(['Snacks', 'Fun', 'Savings']);
    expect(budgetRows([], ['Snacks', 'savings', 'Fun'])).toEqual(['Snacks', 'Fun', 'Savings']);
  });

  it('adds up what is typed: blanks are 0, Savings is the last row', () => {
    expect(splitOf(80, ['30', '', '34', '16'])).toEqual({ left: 0, saved: 16 });
    expect(splitOf(80, ['50', '40', ''])).toEqual({ left: -10, saved: 0 });
    expect(splitOf(80, ['', '', ''])).toEqual({ left: 80, saved: 0 });
  });
});

describe('the countdown face', () => {
  it('reads minutes and seconds', () => {
    expect(clock(60)).toBe('1:00');
    expect(clock(65)).toBe('1:05');
    expect(clock(9)).toBe('0:09');
    expect(clock(300)).toBe('5:00');
  });
});
