// Progress and the bell (issue 15): the user's own, read from what they really did.
import type { FastifyPluginAsync } from 'fastify';
import { progressApi } from '../../contract/progress';
import type { AppContext } from '../context';
import { HttpProblem } from '../http/problems';
import * as repo from './progress.repo';

export const progressRoutes: FastifyPluginAsync<AppContext> = async (app, { db, dueNotices, route }) => {
  const r = route(app);

  r(progressApi.progress, (request) => repo.progressOf(db, request.user.id));

  /** What is due tomorrow in the user's calendar goes on the bell once, when the bell is read. */
  async function catchUp(userId: number, today: string | undefined) {
    if (!today) return;
    for (const n of await dueNotices(db, userId, today)) await repo.notify(db, userId, n.kind, n.title, n.body, n.onceKey);
  }

  // Both reads may put what is due on the bell, and tell the user's other tabs (events/index.ts).
  const raisesEvents = { raisesEvents: true };

  r(
    progressApi.notifications,
    async (request) => {
      await catchUp(request.user.id, request.query.day);
      return repo.listNotifications(db, request.user.id, request.query);
    },
    raisesEvents,
  );

  r(
    progressApi.unread,
    async (request) => {
      await catchUp(request.user.id, request.query.day);
      return { unread: await repo.unreadCount(db, request.user.id), levelUp: await repo.unseenLevel(db, request.user.id) };
    },
    raisesEvents,
  );

  r(progressApi.markRead, async (request) => {
    await repo.markAllRead(db, request.user.id);
    return { unread: 0, levelUp: await repo.unseenLevel(db, request.user.id) };
  });

  r(progressApi.levels, (request) => repo.levelsOf(db, request.user.id));

  /** The level-up moment was shown (issue 32): never again, on any device. */
  r(progressApi.levelSeen, async (request) => {
    const { level } = request.body;
    if (!(await repo.markLevelSeen(db, request.user.id, level))) {
      throw new HttpProblem(409, `Level ${level} has not been reached yet.`, { level: 'This level has not been reached yet.' });
    }
    return { unread: await repo.unreadCount(db, request.user.id), levelUp: await repo.unseenLevel(db, request.user.id) };
  });
};
