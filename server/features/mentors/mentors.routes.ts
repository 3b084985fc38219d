// SPEC §7's /api/mentors calls, made real: likes and passes kept per teen, matches the server decides,
// and threads between a matched teen and a mentor; the mentor's inbox (/api/mentor/...) for accounts
// linked to a catalogue mentor; and moderators' reading of any thread (/api/moderation/mentor-threads).
// Issue 29: an account reads and answers its own tenure's threads only; a teen's block holds against the
// catalogue mentor; a reported and hidden line of the account's pauses its thread; moderators' reads are audited.
import type { FastifyPluginAsync } from 'fastify';
import { THREAD_PAUSED_MESSAGE, mentorInboxApi, mentorModerationApi, mentorsApi } from '../../../contract/mentors';
import { assertMayShare } from '../../auth/ages';
import { isAway } from '../../auth/standing';
import type { AppContext } from '../../context';
import { HttpProblem, notFound } from '../../http/problems';
import { recordAudit } from '../../social/audit.repo';
import { screenText } from '../../social/text-filter';
import { endStreams } from '../../events/raise';
import { unlinkMentorAccount } from './mentor-accounts';
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

  // From 18 a member no longer asks mentors, nor writes to them (issue 31); passing and reading stay.
  r(mentorsApi.like, async (request) => {
    assertMayShare(request.user);
    return found(await repo.like(db, request.user.id, request.params.id), 'mentor');
  });

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
      // A block of any account that spoke for the mentor holds against it, whoever speaks for it now.
      if (await repo.blockedWithMentor(db, mentor.id, request.user.id)) {
        throw new HttpProblem(403, `You and ${mentor.name} can no longer write to each other.`);
      }
      const { text } = request.body;
      const care = screenText([{ field: 'text', label: 'message', text }]) === 'care';
      assertMayShare(request.user, { care });
      const tenure = await repo.currentTenure(db, mentor.id);
      // Words about hurting oneself are never refused: they are held for the teen and the moderators.
      if (!care) {
        if (tenure && (await repo.isPaused(db, mentor.id, request.user.id, tenure.id))) throw new HttpProblem(403, THREAD_PAUSED_MESSAGE);
        // A mentor whose account moderators suspended or banned is away: the thread pauses (issue 52).
        if (tenure && (await isAway(db, tenure.userId)))
          throw new HttpProblem(403, `${mentor.name} is away from Rise for now. You can write again once they are back.`);
        // Between two accounts: the next one reads nothing written before it, so nothing is taken now.
        if (!tenure && (await repo.hadAccount(db, mentor.id))) {
          throw new HttpProblem(403, `${mentor.name} is away from Rise for now. You can write again once they are back.`);
        }
      }
      const sent = await repo.addMessage(
        db,
        mentor.id,
        request.user.id,
        { mentor: false, authorId: request.user.id },
        tenure?.id ?? null,
        text,
        care,
      );
      return { ...repo.teenMessageOf(sent), care };
    },
    messageLimit,
  );

  // ---- The mentor's inbox
  /** The catalogue mentor the signed-in mentor account speaks for, and its tenure (its own threads). */
  async function myMentor(accountId: number) {
    const mentor = await repo.mentorOfAccount(db, accountId);
    if (!mentor) throw new HttpProblem(403, 'This mentor account is not linked to a mentor.');
    return mentor;
  }

  r(mentorInboxApi.threads, async (request) => {
    const mentor = await myMentor(request.user.id);
    return repo.listThreads(db, mentor.id, mentor.tenure, request.query);
  });

  r(mentorInboxApi.messages, async (request) => {
    const mentor = await myMentor(request.user.id);
    found(await repo.findThread(db, mentor.id, mentor.tenure, request.params.userId), 'thread');
    return repo.mentorMessages(db, mentor.id, mentor.tenure, request.params.userId, request.query);
  });

  r(
    mentorInboxApi.reply,
    async (request) => {
      const mentor = await myMentor(request.user.id);
      const { userId } = request.params;
      found(await repo.findThread(db, mentor.id, mentor.tenure, userId), 'thread');
      if (!(await repo.teenHasWritten(db, mentor.id, mentor.tenure.id, userId))) {
        throw new HttpProblem(403, 'You can answer once they have written to you.');
      }
      if (await repo.blockedWithMentor(db, mentor.id, userId))
        throw new HttpProblem(403, 'You and this mentee can no longer write to each other.');
      const { text } = request.body;
      // An adult's grooming cue (asking age, secrecy, meeting, gifts, another app, contact details) is
      // held, not refused: the teen never sees it, the moderators have it at once, the thread pauses.
      const screened = screenText([{ field: 'text', label: 'message', text }], { adult: true });
      const care = screened === 'care';
      // A line of this account's that someone reported and the safety team hid: nothing more until they
      // restore it (words about hurting oneself are still taken, held for the moderators alone).
      if (!care && (await repo.isPaused(db, mentor.id, userId, mentor.tenure.id))) throw new HttpProblem(403, THREAD_PAUSED_MESSAGE);
      const sent = await repo.addMessage(
        db,
        mentor.id,
        userId,
        { mentor: true, authorId: request.user.id },
        mentor.tenure.id,
        text,
        care,
        screened === 'hold',
      );
      return { ...repo.mentorMessageOf(sent), care };
    },
    messageLimit,
  );

  r(mentorInboxApi.accept, async (request) => {
    const mentor = await myMentor(request.user.id);
    const { userId } = request.params;
    found(await repo.findThread(db, mentor.id, mentor.tenure, userId), 'thread');
    if (await repo.blockedWithMentor(db, mentor.id, userId))
      throw new HttpProblem(403, 'You and this mentee can no longer write to each other.');
    return found(await repo.acceptRequest(db, mentor.id, mentor.tenure, userId), 'thread');
  });

  // ---- Moderators
  r(mentorModerationApi.threads, async (request) => {
    const page = await repo.listAllThreads(db, request.query);
    await recordAudit(db, { id: request.user.id, username: request.user.username }, 'read-thread', 'the list of mentor threads');
    return page;
  });

  r(mentorModerationApi.unlink, async (request) => {
    const { userId } = request.params;
    if (!(await unlinkMentorAccount(db, userId))) throw notFound('mentor account');
    // Its open streams end at once, on every instance.
    endStreams(userId);
    await recordAudit(db, request.user, 'unlink-mentor', `Unlinked mentor account #${userId} from its catalogue mentor`);
  });

  r(mentorModerationApi.messages, async (request) => {
    const { mentorId, userId } = request.params;
    if (!(await repo.threadExists(db, mentorId, userId))) throw notFound('thread');
    const page = await repo.moderatedMessages(db, mentorId, userId, request.query);
    // Every look at a thread is recorded (issue 29), a page at a time.
    await recordAudit(
      db,
      { id: request.user.id, username: request.user.username },
      'read-thread',
      await repo.describeThread(db, mentorId, userId),
    );
    return page;
  });
};
