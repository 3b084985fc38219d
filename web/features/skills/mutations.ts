// Skill Quest's writes: a challenge's answer and a finished practice. Skill Quest is open beneath these
// dialogs, so each reads its skills again at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SkillSlug } from '../../../contract/skills';
import { call } from '../../lib/api';
import { progressKeys } from '../../lib/progress';
import { skillsApi } from '../../lib/endpoints';
import { skillsKeys, timeZone } from './queries';

const LATER = 'Please try again later.';

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
