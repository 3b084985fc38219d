// Skill Quest's calls (issue 32): the day's challenge and its answer, a skill's practice content and a
// finished practice, the Skill Paths, and this month's spending categories for the Budgeting practice.
// Skill Quest is open beneath these dialogs, so a write here reads its skills again at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localToday } from '../../../contract/money';
import type { SkillSlug } from '../../../contract/skills';
import { call } from '../../lib/api';
import { progressKeys } from '../../lib/progress';
import { financeApi, skillsApi } from '../../lib/endpoints';

const LATER = 'Please try again later.';

export const skillsKeys = {
  all: ['skills'] as const,
  challenge: (day: string) => [...skillsKeys.all, 'challenge', day] as const,
  practice: (skill: SkillSlug) => [...skillsKeys.all, 'practice', skill] as const,
  paths: () => [...skillsKeys.all, 'paths'] as const,
  past: (number: number) => [...skillsKeys.all, 'past', number] as const,
  spending: (month: string) => [...skillsKeys.all, 'spending', month] as const,
};

/** The device's time zone: the server opens a day's challenge once the teen's zone has reached it (issue 52). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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

export function useAnswerChallenge(day: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: number) => call(skillsApi.answerChallenge, { body: { day, timeZone: timeZone(), choice } }),
    onSuccess: (answered) => {
      client.setQueryData(skillsKeys.challenge(day), answered);
      // (Skill Paths need nothing: they are read anew each time their dialog opens, usePaths.)
      // Skill Quest stays open beneath the dialog: its skills read again now.
      void client.invalidateQueries({ queryKey: progressKeys.progress });
    },
    meta: { errorToast: `Couldn't save your answer. ${LATER}` },
  });
}

export const usePractice = (skill: SkillSlug | null) =>
  useQuery({
    queryKey: skillsKeys.practice(skill ?? 'teamwork'),
    queryFn: () => call(skillsApi.practice, { params: { skill: skill! } }),
    enabled: skill !== null,
  });

export function useFinishPractice(skill: SkillSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => call(skillsApi.finishPractice, { params: { skill }, body: { itemId } }),
    // Skill Quest stays open beneath the dialog: its skills read again now. (Skill Paths are read anew
    // each time their dialog opens, usePaths.)
    onSuccess: () => void client.invalidateQueries({ queryKey: progressKeys.progress }),
    meta: { errorToast: `Couldn't save your practice. ${LATER}` },
  });
}

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
