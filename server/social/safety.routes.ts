// Report, Block and the moderators' queue (issue 14), one set of routes for every shared surface.
import type { FastifyPluginAsync } from 'fastify';
import { moderationApi, safetyApi } from '../../contract/safety';
import type { AppContext } from '../context';
import { HttpProblem, notFound } from '../http/problems';
import { listKept } from './safeguarding.repo';
import * as repo from './safety.repo';

export const safetyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, reportables, route }) => {
  const r = route(app);

  r(safetyApi.report, async (request, reply) => {
    const { subject, id, reason, note } = request.body;
    // Only what this person can see can be reported: anything else is unknown to them.
    const item = await reportables[subject]?.(db, id, request.user.id);
    if (!item) throw notFound(subject === 'peptalk' ? 'pep talk' : subject.replace('-', ' '));
    if (item.authorId === request.user.id) throw new HttpProblem(400, 'You cannot report what you wrote yourself. You can delete it.');
    const answer = await repo.report(db, { subject, itemId: id, authorId: item.authorId, reporterId: request.user.id, reason, note });
    // A repeat changes nothing and answers as a read does.
    return answer.created ? { id: answer.id } : reply.code(200).send({ id: answer.id });
  });

  r(safetyApi.blocks, (request) => repo.listBlocks(db, request.user.id, request.query));

  r(safetyApi.block, async (request) => {
    if (request.body.userId === request.user.id) throw new HttpProblem(400, 'You cannot block yourself.', { userId: 'Choose someone else.' });
    if (!(await repo.block(db, request.user.id, request.body.userId))) throw notFound('person');
  });

  r(safetyApi.unblock, async (request) => {
    await repo.unblock(db, request.user.id, request.params.userId);
  });

  /** A case with the item's words, read as a moderator reads them (null when the item is gone). */
  async function withText(c: repo.CaseRow) {
    const item = await reportables[c.subject]?.(db, c.itemId, null);
    return {
      id: c.id,
      subject: c.subject,
      itemId: c.itemId,
      reasons: c.reasons,
      count: c.count,
      hidden: c.hidden,
      urgent: c.urgent,
      firstReportedAt: c.firstReportedAt,
      text: item?.text ?? null,
      authorId: c.authorId,
      authorName: c.authorName,
      decision: c.decision,
    };
  }

  r(moderationApi.reports, async (request) => {
    const { status, ...page } = request.query;
    const cases = await repo.listCases(db, status, page);
    return { ...cases, items: await Promise.all(cases.items.map(withText)) };
  });

  r(moderationApi.kept, (request) => listKept(db, request.query));

  r(moderationApi.decide, async (request) => {
    const decided = await repo.decide(db, request.params.id, request.user.id, request.body.action);
    if (!decided) throw notFound('report');
    return withText(decided);
  });
};
