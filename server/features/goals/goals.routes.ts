// SPEC §7 /api/goals and /api/milestones, plus reading one goal, the counts, edit and delete (and
// reflections' own /api/reflections). Everything is the signed-in user's own; another's id answers 404.
import type { FastifyPluginAsync } from 'fastify';
import { goalsApi } from '../../../contract/goals';
import type { AppContext } from '../../context';
import { notFound } from '../../http/problems';
import * as repo from './goals.repo';

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(what);
  return value;
};

const gone = (deleted: boolean, what: string): void => {
  if (!deleted) throw notFound(what);
};

export const goalsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
  const r = route(app);

  // ---- Goals
  r(goalsApi.goals, (request) => repo.listGoals(db, request.user.id, request.query));

  r(goalsApi.counts, (request) => repo.countGoals(db, request.user.id));

  r(goalsApi.goal, async (request) => found(await repo.getGoal(db, request.user.id, request.params.id), 'goal'));

  r(goalsApi.createGoal, (request) => {
    // color, icon, progress and completed are the server's to set (SPEC §4, §9).
    const { title, description, category, priority, deadline } = request.body;
    return repo.createGoal(db, request.user.id, { title, description, category, priority, deadline });
  });

  r(goalsApi.updateGoal, async (request) => found(await repo.updateGoal(db, request.user.id, request.params.id, request.body), 'goal'));

  r(goalsApi.deleteGoal, async (request) => gone(await repo.deleteGoal(db, request.user.id, request.params.id), 'goal'));

  r(goalsApi.updateProgress, async (request) =>
    found(await repo.setProgress(db, request.user.id, request.params.id, request.body.progress), 'goal'),
  );

  r(goalsApi.completeGoal, async (request) => found(await repo.completeGoal(db, request.user.id, request.params.id), 'goal'));

  // ---- Milestones
  r(goalsApi.milestones, async (request) =>
    found(await repo.listMilestones(db, request.user.id, request.params.id, request.query), 'goal'),
  );

  r(goalsApi.createMilestone, async (request) => {
    const { title, description, dueDate } = request.body;
    return found(await repo.createMilestone(db, request.user.id, request.params.id, { title, description, dueDate }), 'goal');
  });

  r(goalsApi.updateMilestone, async (request) =>
    found(await repo.updateMilestone(db, request.user.id, request.params.id, request.body), 'milestone'),
  );

  r(goalsApi.deleteMilestone, async (request) => gone(await repo.deleteMilestone(db, request.user.id, request.params.id), 'milestone'));

  r(goalsApi.completeMilestone, async (request) =>
    found(await repo.completeMilestone(db, request.user.id, request.params.id), 'milestone'),
  );

  // ---- Reflections
  r(goalsApi.reflections, async (request) =>
    found(await repo.listReflections(db, request.user.id, request.params.id, request.query), 'goal'),
  );

  r(goalsApi.createReflection, async (request) =>
    found(await repo.createReflection(db, request.user.id, request.params.id, request.body), 'goal'),
  );

  r(goalsApi.updateReflection, async (request) =>
    found(await repo.updateReflection(db, request.user.id, request.params.id, request.body), 'reflection'),
  );

  r(goalsApi.deleteReflection, async (request) => gone(await repo.deleteReflection(db, request.user.id, request.params.id), 'reflection'));
};
