// Goal Setter's writes (SPEC §7 /api/goals and /api/milestones), with SPEC §8's toasts. Every answer that
// changes a goal puts the goal into the cache, and the list and its counts are read again.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateGoalInput,
  CreateMilestoneInput,
  CreateReflectionInput,
  Goal,
  UpdateGoalInput,
  UpdateMilestoneInput,
  UpdateReflectionInput,
} from '../../../contract/goals';
import { call } from '../../lib/api';
import { goalsApi } from '../../lib/endpoints';
import { goalKeys } from './queries';

/** The server's answer for a goal goes into its own cache entry; the list and the counts are read again. */
function putGoal(client: QueryClient, goal: Goal) {
  client.setQueryData(goalKeys.goal(goal.id), goal);
  return Promise.all([client.invalidateQueries({ queryKey: goalKeys.list() }), client.invalidateQueries({ queryKey: goalKeys.counts() })]);
}

/** A goal's milestones (or reflections) changed: they, the goal (its counts) and the list are read again. */
function refreshGoal(client: QueryClient, goalId: number, what: 'milestones' | 'reflections') {
  return Promise.all([
    client.invalidateQueries({ queryKey: what === 'milestones' ? goalKeys.milestones(goalId) : goalKeys.reflections(goalId) }),
    client.invalidateQueries({ queryKey: goalKeys.goal(goalId) }),
    client.invalidateQueries({ queryKey: goalKeys.list() }),
  ]);
}

export function useCreateGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGoalInput) => call(goalsApi.createGoal, { body }),
    onSuccess: (goal) => putGoal(client, goal),
    meta: { errorToast: 'Failed to create goal', successToast: { title: 'Goal created' } },
  });
}

export function useUpdateGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateGoalInput & { id: number }) => call(goalsApi.updateGoal, { params: { id }, body }),
    onSuccess: (goal) => putGoal(client, goal),
    meta: { errorToast: 'Failed to update goal', successToast: { title: 'Goal updated' } },
  });
}

/** SPEC §8: 'Goal updated' after a progress update, 'Failed to update progress' when it fails. */
export function useUpdateProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, progress }: { id: number; progress: number }) =>
      call(goalsApi.updateProgress, { params: { id }, body: { progress } }),
    onSuccess: (goal) => putGoal(client, goal),
    meta: { errorToast: 'Failed to update progress', successToast: { title: 'Goal updated' } },
  });
}

export function useCompleteGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(goalsApi.completeGoal, { params: { id } }),
    onSuccess: (goal) => putGoal(client, goal),
    meta: {
      errorToast: 'Failed to complete goal',
      successToast: { title: 'Goal completed', description: 'Congratulations on achieving your goal!' },
    },
  });
}

export function useDeleteGoal() {
  const client = useQueryClient();
  return (id: number) =>
    call(goalsApi.deleteGoal, { params: { id } }).then(() => {
      client.removeQueries({ queryKey: goalKeys.goal(id) });
      client.removeQueries({ queryKey: goalKeys.milestones(id) });
      client.removeQueries({ queryKey: goalKeys.reflections(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: goalKeys.list() }),
        client.invalidateQueries({ queryKey: goalKeys.counts() }),
      ]);
    });
}

export function useCreateMilestone(goalId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMilestoneInput) => call(goalsApi.createMilestone, { params: { id: goalId }, body }),
    onSuccess: () => refreshGoal(client, goalId, 'milestones'),
    meta: { errorToast: 'Failed to create milestone', successToast: { title: 'Milestone added' } },
  });
}

export function useUpdateMilestone(goalId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateMilestoneInput & { id: number }) => call(goalsApi.updateMilestone, { params: { id }, body }),
    onSuccess: () => refreshGoal(client, goalId, 'milestones'),
    meta: { errorToast: 'Failed to update milestone', successToast: { title: 'Milestone updated' } },
  });
}

export function useCompleteMilestone(goalId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(goalsApi.completeMilestone, { params: { id } }),
    onSuccess: () => refreshGoal(client, goalId, 'milestones'),
    meta: { errorToast: 'Failed to complete milestone', successToast: { title: 'Milestone completed' } },
  });
}

export function useDeleteMilestone(goalId: number) {
  const client = useQueryClient();
  return (id: number) => call(goalsApi.deleteMilestone, { params: { id } }).then(() => refreshGoal(client, goalId, 'milestones'));
}

export function useCreateReflection(goalId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReflectionInput) => call(goalsApi.createReflection, { params: { id: goalId }, body }),
    onSuccess: () => refreshGoal(client, goalId, 'reflections'),
    meta: { errorToast: 'Failed to add reflection', successToast: { title: 'Reflection added' } },
  });
}

export function useUpdateReflection(goalId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateReflectionInput & { id: number }) => call(goalsApi.updateReflection, { params: { id }, body }),
    onSuccess: () => refreshGoal(client, goalId, 'reflections'),
    meta: { errorToast: 'Failed to update reflection', successToast: { title: 'Reflection updated' } },
  });
}

export function useDeleteReflection(goalId: number) {
  const client = useQueryClient();
  return (id: number) => call(goalsApi.deleteReflection, { params: { id } }).then(() => refreshGoal(client, goalId, 'reflections'));
}
