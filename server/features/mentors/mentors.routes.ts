// SPEC §7's /api/mentors calls, made real: likes and passes kept per teen, matches the server decides,
// and threads between a matched teen and a mentor; the mentor's inbox (/api/mentor/...) for accounts
// linked to a catalogue mentor; and moderators' reading of any thread (/api/moderation/mentor-threads).
import type { FastifyPluginAsync } from 'fastify';
import { mentorInboxApi, mentorModerationApi, mentorsApi } from '../../../contract/mentors';
import type { AppContext } from '../../context';
import { HttpProblem, notFound } from '../../http/problems';
import { blockedBetween } from '../../social/safety.repo';
import { screenText } from '../../social/text-filter';
import * as repo from './mentors.repo';

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw notFound(what);
  return value;
};

export const mentorsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, route }) => {
  const r = route(app);
  // Messages have a tighter limit than other writes: a thread is a conversation, not a flood.
  const messageLimit = { rateLimit: { max: config.rateLimits.messages.max, timeWindow: config.rateLimits.messages.windowMs } };

  // ---- The teen's side
  r(mentorsApi.mentors, (request) => repo.listMentors(db, request.user.id, request.query));

  r(mentorsApi.matches, (request) => repo.listMatches(db, request.user.id, request.query));

  r(mentorsApi.like, async (request) => found(await repo.like(db, request.user.id, request.params.id), 'mentor'));

  r(mentorsApi.reject, async (request) => ({ status: found(await repo.reject(db, request.user.id, request.params.id), 'mentor') }));

  r(mentorsApi.messages, async (request) => {
    found(await repo.findMentor(db, request.user.id, request.params.id), 'mentor');
    return repo.teenMessages(db, request.user.id, request.params.id, request.query);
  });

  r(
    mentorsApi.send,
    async (request) => {
      const mentor = found(await repo.findMentor(db, request.user.id, request.params.id), 'mentor');
      if (mentor.status !== 'matched') {
        throw new HttpProblem(403, `You can write to ${mentor.name} once you are matched.`);
      }
      if (mentor.userId !== null && (await blockedBetween(db, mentor.userId, request.user.id))) {
        throw new HttpProblem(403, `You and ${mentor.name} can no longer write to each other.`);
      }
      const { text } = request.body;
      const care = screenText([{ field: 'text', label: 'message', text }], { contactDetails: true }) === 'care';
      const sent = await repo.addMessage(db, mentor.id, request.user.id, { mentor: false, authorId: request.user.id }, text, care);
      return { ...repo.teenMessageOf(sent), care };
    },
    messageLimit,
  );

  // ---- The mentor's inbox
  /** The catalogue mentor the signed-in mentor account speaks for. */
  async function myMentor(accountId: number) {
    const mentor = await repo.mentorOfAccount(db, accountId);
    if (!mentor) throw new HttpProblem(403, 'This mentor account is not linked to a mentor.');
    return mentor;
  }

  r(mentorInboxApi.threads, async (request) => repo.listThreads(db, (await myMentor(request.user.id)).id, request.query));

  r(mentorInboxApi.messages, async (request) => {
    const mentor = await myMentor(request.user.id);
    found(await repo.findThread(db, mentor.id, request.params.userId), 'thread');
    return repo.mentorMessages(db, mentor.id, request.user.id, request.params.userId, request.query);
  });

  r(
    mentorInboxApi.reply,
    async (request) => {
      const mentor = await myMentor(request.user.id);
      const { userId } = request.params;
      found(await repo.findThread(db, mentor.id, userId), 'thread');
      if (!(await repo.teenHasWritten(db, mentor.id, userId))) {
        throw new HttpProblem(403, 'You can answer once they have written to you.');
      }
      if (await blockedBetween(db, request.user.id, userId)) throw new HttpProblem(403, 'You and this mentee can no longer write to each other.');
      const { text } = request.body;
      const care = screenText([{ field: 'text', label: 'message', text }], { contactDetails: true }) === 'care';
      const sent = await repo.addMessage(db, mentor.id, userId, { mentor: true, authorId: request.user.id }, text, care);
      return { ...repo.mentorMessageOf(sent), care };
    },
    messageLimit,
  );

  r(mentorInboxApi.accept, async (request) => {
    const mentor = await myMentor(request.user.id);
    return found(await repo.acceptRequest(db, mentor.id, request.params.userId), 'thread');
  });

  // ---- Moderators
  r(mentorModerationApi.threads, (request) => repo.listAllThreads(db, request.query));

  r(mentorModerationApi.messages, async (request) => {
    const { mentorId, userId } = request.params;
    if (!(await repo.threadExists(db, mentorId, userId))) throw notFound('thread');
    return repo.moderatedMessages(db, mentorId, userId, request.query);
  });
};
