// Skill Quest's reads (issue 32): the day's challenge, a skill's practice content, the Skill Paths, and
// this month's spending categories for the Budgeting practice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { localToday } from '../../../contract/money';
import type { SkillSlug } from '../../../contract/skills';
import { call } from '../../lib/api';
import { financeApi, skillsApi } from '../../lib/endpoints';

export const skillsKeys = {
  all: ['skills'] as const,
  challenge: (day: string) => [...skillsKeys.all, 'challenge', day] as const,
  practice: (skill: SkillSlug) => [...skillsKeys.all, 'practice', skill] as const,
  paths: () => [...skillsKeys.all, 'paths'] as const,
  past: (number: number) => [...skillsKeys.all, 'past', number] as const,
  spending: (month: string) => [...skillsKeys.all, 'spending', month] as const,
};

/** The device's time zone: the server opens a day's challenge once the teen's zone has reached it (issue 52). */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const challengeQuery = (day: string) =>
  queryOptions({
    queryKey: skillsKeys.challenge(day),
    queryFn: () => call(skillsApi.challenge, { query: { day, timeZone: timeZone() } }),
  });

export const useChallenge = (enabled: boolean, day = localToday()) => useQuery({ ...challengeQuery(day), enabled });

/** A challenge answered on an earlier day (`number` as Discover has it); nothing is read while null. */
export const usePastChallenge = (number: number | null) =>
  useQuery({
    queryKey: skillsKeys.past(number ?? -1),
    queryFn: () => call(skillsApi.pastChallenge, { params: { number: String(number) } }),
    enabled: number !== null,
  });

export const usePractice = (skill: SkillSlug | null) =>
  useQuery({
    queryKey: skillsKeys.practice(skill ?? 'teamwork'),
    queryFn: () => call(skillsApi.practice, { params: { skill: skill! } }),
    enabled: skill !== null,
  });

/** Read anew each time the Skill Paths dialog opens: they gather goals, tasks and videos that other screens change. */
export const usePaths = (enabled: boolean) =>
  useQuery({ queryKey: skillsKeys.paths(), queryFn: () => call(skillsApi.paths), enabled, staleTime: 0 });

/** This month's spending categories (the teen's own, from the Finance Tracker), most spent first; none when there are none. */
export function useSpendingCategories(enabled: boolean) {
  const month = localToday().slice(0, 7);
  return useQuery({
    queryKey: skillsKeys.spending(month),
    queryFn: async () => {
      const summary = await call(financeApi.summary, { query: { month } });
      return summary.spendingByCategory
        .filter((s) => s.category !== 'income' && Number(s.amount) > 0)
        .sort((a, b) => Number(b.amount) - Number(a.amount))
        .map((s) => s.category);
    },
    enabled,
  });
}
