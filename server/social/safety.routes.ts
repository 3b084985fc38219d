// Report, Block and the moderators' queue (issues 14 and 29), one set of routes for every shared surface.
// Moderators are staff accounts; every look and every decision is audited (audit.repo.ts); a restore
// where a life may be at stake needs two moderators; authors and reporters are told what was decided.
import type { FastifyPluginAsync } from 'fastify';
import {
  type AccountAction,
  COMMUNITY_RULES,
  type CaseSubject,
  type ModerationCase,
  type ReportReason,
  moderationApi,
  safetyApi,
  utcWords,
} from '../../contract/safety';
import { deleteUserSessions, forgetUser } from '../auth/sessions';
import { standingOf } from '../auth/standing';
import { endStreams } from '../events/raise';
import * as accounts from './accounts.repo';
import type { AppContext } from '../context';
import { HttpProblem, notFound } from '../http/problems';
import { notify } from '../progress/progress.repo';
import { listAudit, recordAudit } from './audit.repo';
import { listKept } from './safeguarding.repo';
import * as repo from './safety.repo';
import { judgeText } from './text-filter';

/** What each subject is called in a line to its author or reporter. */
const THING: Record<CaseSubject, string> = {
  peptalk: 'pep talk',
  'peptalk-comment': 'comment on a pep talk',
  video: 'video',
  'video-comment': 'comment on a video',
  'mentor-message': 'message in a mentor thread',
  'board-title': 'title on a shared board',
  'board-task': 'task on a shared board',
  board: 'shared board',
  name: 'name',
};

/** How the audit words a completed action. */
const ACTION_DONE: Record<AccountAction, string> = {
  restrict: 'Restricted',
  suspend: 'Suspended',
  ban: 'Banned',
  lift: 'Lifted the actions on',
};

/** The start of the words, to name an item to its own author without a link. */
const excerpt = (text: string | null) => (text ? ` "${text.length > 60 ? `${text.slice(0, 57).trimEnd()}...` : text}"` : '');

export const safetyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, reportables, route }) => {
  const r = route(app);

  r(safetyApi.report, async (request, reply) => {
    const { subject, id, reason, note } = request.body;
    // Only what this person can see can be reported (anything else is unknown to them); a block does
    // not stop them from reporting what they saw.
    const item = await reportables[subject]?.(db, id, request.user.id, { reporting: true });
    if (!item) throw notFound(subject === 'peptalk' ? 'pep talk' : subject.replace('-', ' '));
    if (item.authorId === request.user.id) throw new HttpProblem(400, 'You cannot report what you wrote yourself. You can delete it.');
    if (reason === 'adult' && subject === 'mentor-message')
      throw new HttpProblem(400, 'Mentors are adults the Rise team checked. Choose another reason.', {
        reason: 'Mentors are adults the Rise team checked. Choose another reason.',
      });
    // A note that speaks of hurting oneself makes the case urgent and offers help (issue 51). Nothing in
    // a note is refused: it reaches only the moderators, and may quote what was reported.
    const care = note !== undefined && note !== '' && judgeText(note) === 'care';
    // A demo account is a sandbox (issue 31): its reports count toward nothing and reach no moderator,
    // except words about hurting oneself, which reach the safety team from anyone.
    if (request.user.is_demo && !care) return { id: null, reachesModerators: false, care };
    const answer = await repo.report(db, {
      subject,
      itemId: id,
      authorId: item.authorId,
      text: item.text,
      reporterId: request.user.id,
      reason,
      note,
      care,
    });
    // Two trusted "may be an adult" reports restrict the writer (issue 52): this instance reads their row afresh.
    if (reason === 'adult') forgetUser(db, item.authorId);
    // A repeat changes nothing and answers as a read does.
    const answered = { id: answer.id, reachesModerators: true, care };
    return answer.created ? answered : reply.code(200).send(answered);
  });

  r(safetyApi.blocks, (request) => repo.listBlocks(db, request.user.id, request.query));

  r(safetyApi.block, async (request) => {
    if (request.body.userId === request.user.id)
      throw new HttpProblem(400, 'You cannot block yourself.', { userId: 'Choose someone else.' });
    if (!(await repo.block(db, request.user.id, request.body.userId))) throw notFound('person');
  });

  r(safetyApi.unblock, async (request) => {
    await repo.unblock(db, request.user.id, request.params.userId);
  });

  /** A case as the contract has it: the words are its newest version (or, for a case from before versions, the item's own). */
  async function toCase(c: repo.CaseRow): Promise<ModerationCase> {
    const latest =
      c.versions.at(-1)?.text ??
      (c.itemDeletedAt || c.subject === 'name' || c.subject === 'board'
        ? undefined
        : (await reportables[c.subject]?.(db, c.itemId, null))?.text);
    return {
      id: c.id,
      subject: c.subject,
      itemId: c.itemId,
      reasons: c.reasons,
      count: c.count,
      trustedCount: c.trustedCount,
      hidden: c.hidden,
      urgent: c.urgent,
      priority: c.priority,
      heldFor: c.heldFor,
      firstReportedAt: c.firstReportedAt,
      text: latest ?? null,
      versions: c.versions,
      notes: c.notes,
      appeals: c.appeals,
      authorId: c.authorId,
      authorName: c.authorName,
      authorUsername: c.authorUsername,
      authorRole: c.authorRole,
      itemDeletedAt: c.itemDeletedAt,
      decision: c.decision,
      decidedAt: c.decidedAt,
      restoreRequestedBy: c.restoreRequestedBy,
      warn: c.warn,
      account: c.account,
    };
  }

  r(moderationApi.reports, async (request) => {
    const { status, ...page } = request.query;
    const cases = await repo.listCases(db, status, page);
    await recordAudit(
      db,
      request.user,
      'read-queue',
      `${status === 'open' ? 'Open' : 'Decided'} cases, ${cases.items.length} shown`,
      cases.items.map((c) => c.id),
    );
    return { ...cases, items: await Promise.all(cases.items.map(toCase)) };
  });

  r(moderationApi.kept, async (request) => {
    const kept = await listKept(db, request.query);
    await recordAudit(
      db,
      request.user,
      'read-kept',
      `Kept records${kept.items.length ? ` ${kept.items.map((k) => `#${k.id}`).join(', ')}` : ': none'}`,
    );
    return kept;
  });

  r(moderationApi.audit, async (request) => {
    const page = await listAudit(db, request.query);
    await recordAudit(db, request.user, 'read-audit', 'The audit');
    return page;
  });

  r(moderationApi.decide, async (request, reply) => {
    const moderator = request.user;
    const current = await repo.getCase(db, request.params.id);
    if (!current) throw notFound('report');
    if (current.authorId === moderator.id)
      throw new HttpProblem(403, 'You cannot decide a case about your own words. Another moderator will.');
    const { action, rule } = request.body;
    const outcome = await repo.decide(db, current, moderator.id, action);
    const decided = outcome.case;
    if (outcome.kind === 'waiting') {
      await recordAudit(db, moderator, 'restore-requested', `Asked to restore case #${decided.id}; a second moderator must agree`, [
        decided.id,
      ]);
      return reply.code(202).send(await toCase(decided));
    }
    await recordAudit(db, moderator, action, `${action === 'hide' ? 'Hid' : 'Restored'} case #${decided.id}`, [decided.id]);
    await tell(decided, action, rule ?? decided.reasons[0] ?? 'other', current.hidden);
    return toCase(decided);
  });

  /** The author of what was decided, and each reporter, hear of it; neither is named to the other. */
  async function tell(c: repo.CaseRow, action: 'hide' | 'restore', rule: ReportReason, wasHidden: boolean) {
    const thing = THING[c.subject];
    const words = excerpt(c.versions.at(-1)?.text ?? null);
    if (c.authorId !== null && c.itemDeletedAt === null) {
      if (action === 'hide') {
        const careHold = c.heldFor === 'self-harm' && rule === 'self-harm';
        await notify(
          db,
          c.authorId,
          'moderation',
          careHold ? `Your ${thing} stays private` : `Your ${thing} was hidden`,
          careHold
            ? `Our team read your ${thing}${words} and is keeping it private, just for you. You're not in trouble. If you're struggling, help lines are in Mind Gym. You can ask for another look.`
            : `Our moderators hid your ${thing}${words}. It broke a rule of our community standards: ${COMMUNITY_RULES[rule]}. You can ask for another look.`,
          null,
          c.id,
        );
      } else if (wasHidden) {
        await notify(
          db,
          c.authorId,
          'moderation',
          `Your ${thing} is back`,
          `Our moderators looked at your ${thing}${words} and it can be seen again.`,
        );
      }
    }
    for (const reporterId of await repo.reportersOf(db, c.id)) {
      await notify(
        db,
        reporterId,
        'moderation',
        'About what you reported',
        action === 'hide'
          ? `Thanks for your report. Our moderators looked at the ${thing} you reported and hid it.`
          : `Thanks for your report. Our moderators looked at the ${thing} you reported and found it within our community standards, so it stays up.`,
      );
    }
  }

  // ---- Acting on accounts (issue 52)

  /** The account's record, as the contract has it; undefined when there is no such account. */
  const recordOf = (userId: number) => accounts.accountRecord(db, userId);

  r(moderationApi.account, async (request) => {
    const record = await recordOf(request.params.userId);
    if (!record) throw notFound('account');
    await recordAudit(db, request.user, 'read-account', `The record of account #${record.userId} (${record.username})`);
    return record;
  });

  r(moderationApi.accountAction, async (request, reply) => {
    const moderator = request.user;
    const { userId } = request.params;
    const { action, days, caseId, rule, note } = request.body;
    const target = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!target) throw notFound('account');
    if (target.id === moderator.id) throw new HttpProblem(403, 'You cannot act on your own account. Another moderator will.');
    if (target.role === 'moderator')
      throw new HttpProblem(403, 'A staff account is not acted on here: it is revoked with `npm run moderator -- revoke`.');
    // Every action starts from a case about this account's words or names: a moderator sees why.
    const c = await repo.getCase(db, caseId);
    if (!c) throw new HttpProblem(400, 'Some fields need another look.', { caseId: 'There is no such case.' });
    if (c.authorId !== target.id)
      throw new HttpProblem(400, 'Some fields need another look.', { caseId: 'That case is not about this account.' });
    const standing = standingOf(target);
    if (action === 'lift' && !standing.restriction && !standing.suspension && !standing.banned)
      throw new HttpProblem(409, 'There is nothing to lift: this account is not restricted, suspended or banned.');
    if (action !== 'lift' && standing.banned) throw new HttpProblem(409, 'This account is banned already.');
    const theRule = rule ?? c.reasons[0] ?? 'other';
    const outcome = await accounts.act(db, moderator, target, { action, days, rule: theRule, note, caseId });
    const who = `account #${target.id} (${target.username})`;
    if (outcome.kind === 'waiting') {
      await recordAudit(db, moderator, 'account-action-requested', `Asked to ${action} ${who}; a second moderator must agree`, [caseId]);
      return reply.code(202).send(await recordOf(userId));
    }
    await recordAudit(
      db,
      moderator,
      'account-action',
      `${ACTION_DONE[action]} ${who}${outcome.until ? ` until ${outcome.until}` : ''}${outcome.firstModerator ? `, with ${outcome.firstModerator}` : ''}`,
      [caseId],
    );
    if (action === 'suspend' || action === 'ban') {
      // Shut out at once: every session, on every instance, and every open stream.
      await deleteUserSessions(db, target.id);
      endStreams(target.id);
    } else forgetUser(db, target.id);
    await tellAccount(target.id, action, theRule, outcome.until, days ?? null, caseId);
    return reply.code(action === 'restrict' ? 201 : 200).send(await recordOf(userId));
  });

  /** The person hears what was done, for how long, under which rule, and that they can ask for another look. */
  async function tellAccount(
    userId: number,
    action: AccountAction,
    rule: ReportReason,
    until: string | null,
    days: number | null,
    caseId: number,
  ) {
    const because = `It broke a rule of our community standards: ${COMMUNITY_RULES[rule]}.`;
    const [title, body] =
      action === 'restrict'
        ? [
            'Your posting is paused',
            `A moderator paused your posting for ${days} day${days === 1 ? '' : 's'}, until ${utcWords(until!)}: you can't post, comment, reply, write on shared boards, join a board or write to a mentor. ${because} You can still read and use your own tools, and ask for another look.`,
          ]
        : action === 'suspend'
          ? [
              'Your account is suspended',
              `Our moderators suspended your account ${until ? `until ${utcWords(until)}` : 'until they lift it'}. ${because} You can ask for another look.`,
            ]
          : action === 'ban'
            ? ['Your account is closed', `Our moderators closed your account. ${because}`]
            : ['Your account is back to normal', 'Our moderators lifted what they had put on your account. Welcome back.'];
    await notify(db, userId, 'moderation', title, body, null, action === 'lift' ? null : caseId);
  }

  r(moderationApi.appeal, async (request) => {
    const outcome = await repo.appeal(db, request.body.caseId, request.user.id, request.body.note);
    if (outcome === 'not-found') throw notFound('decision');
    if (outcome === 'not-decided') throw new HttpProblem(409, 'There is no decision to look at again: it is with our moderators now.');
    if (outcome === 'already')
      throw new HttpProblem(409, 'You already asked for another look at this decision. A moderator will decide again.');
    return { caseId: request.body.caseId };
  });
};
