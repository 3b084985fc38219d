// SPEC §7 /api/peptalks: the feeds, create, like, share and comments, made real; plus edit and delete
// of one's own. Every word is screened by the text filter; words about hurting oneself are kept for
// their writer alone and reach the moderators at once (the answer says `care`, and the app offers help).
import type { FastifyPluginAsync } from 'fastify';
import { COMMENTS_OFF, ONLY_TEXT, pepTalksApi, startsPrivate } from '../../../contract/pep-talks';
import { ageGroupOf, assertMayShare } from '../../auth/ages';
import type { SocialComment } from '../../../contract/social';
import type { AppContext } from '../../context';
import { HttpProblem, notFound } from '../../http/problems';
import { sharedLimit } from '../../http/security';
import { blockedBetween } from '../../social/safety.repo';
import * as social from '../../social/social.repo';
import { screenText } from '../../social/text-filter';
import * as repo from './pep-talks.repo';
import { notify } from '../../progress/progress.repo';

const toComment = (c: SocialComment) => ({
  id: c.id,
  content: c.text,
  userId: c.userId,
  userName: c.displayName,
  userAvatar: c.avatarColor,
  isSample: c.isSample,
  held: c.held,
  sensitive: c.sensitive,
  createdAt: c.createdAt,
});

export const pepTalksRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, route }) => {
  const r = route(app);
  // Posting and commenting have their own, tighter limit: a feed is not a flood.
  const postLimit = { rateLimit: { max: config.rateLimits.posts.max, timeWindow: config.rateLimits.posts.windowMs } };

  /** A pep talk this person can see; 404 otherwise (a private one of someone else's is unknown). */
  async function visible(id: number, userId: number) {
    const pepTalk = await repo.findPepTalk(db, id, userId);
    if (!pepTalk) throw notFound('pep talk');
    return pepTalk;
  }

  const demo = (request: { user: { is_demo: number } }) => request.user.is_demo === 1;
  r(pepTalksApi.list, (request) => repo.listPepTalks(db, request.user.id, { demo: demo(request) }, request.query));

  r(pepTalksApi.byCategory, (request) =>
    repo.listPepTalks(db, request.user.id, { category: request.params.category, demo: demo(request) }, request.query),
  );

  r(pepTalksApi.mine, (request) => repo.listPepTalks(db, request.user.id, { mine: true }, request.query));

  r(
    pepTalksApi.create,
    async (request) => {
      const { title, mediaType, mediaUrl, category, commentsOff } = request.body;
      // Without a choice, a 13- to 15-year-old's pep talk starts private (issue 31); SPEC's default otherwise.
      const isPublic = request.body.isPublic ?? !startsPrivate({ ageGroup: ageGroupOf(request.user), isDemo: request.user.is_demo === 1 });
      // Pictures and videos are the Rise team's, from the app's own assets; nobody signs in as it.
      if (mediaType !== 'text') throw new HttpProblem(400, ONLY_TEXT, { mediaType: ONLY_TEXT });
      const care =
        screenText([
          { field: 'title', label: 'title', text: title },
          { field: 'mediaUrl', label: 'pep talk', text: mediaUrl },
        ]) === 'care';
      assertMayShare(request.user, { care });
      return {
        ...(await repo.addPepTalk(db, request.user.id, { title, mediaType, mediaUrl, category, isPublic, commentsOff }, care)),
        care,
      };
    },
    postLimit,
  );

  r(pepTalksApi.update, async (request) => {
    const own = await repo.findOwn(db, request.params.id, request.user.id);
    if (!own) throw notFound('pep talk');
    // From 18 a member may still narrow who sees a pep talk (private, comments off), nothing more.
    const { title, mediaUrl, category, isPublic, commentsOff } = request.body;
    if (request.body.mediaUrl !== undefined && own.media_type !== 'text') throw new HttpProblem(400, ONLY_TEXT, { mediaUrl: ONLY_TEXT });
    const care =
      screenText([
        { field: 'title', label: 'title', text: request.body.title },
        { field: 'mediaUrl', label: 'pep talk', text: request.body.mediaUrl },
      ]) === 'care';
    if (title !== undefined || mediaUrl !== undefined || category !== undefined || isPublic === true || commentsOff === false)
      assertMayShare(request.user, { care });
    const updated = await repo.updatePepTalk(db, own.id, request.user.id, request.body, care);
    if (!updated) throw notFound('pep talk');
    return { ...updated, care };
  });

  r(pepTalksApi.remove, async (request) => {
    if (!(await repo.deletePepTalk(db, request.params.id, request.user.id))) throw notFound('pep talk');
  });

  r(pepTalksApi.like, async (request) =>
    social.like(db, 'peptalk', (await visible(request.params.id, request.user.id)).id, request.user.id),
  );

  // A like can always be taken back, even from a pep talk that went private or was hidden since.
  r(pepTalksApi.unlike, async (request) => {
    if (await social.hasLiked(db, 'peptalk', request.params.id, request.user.id))
      return social.unlike(db, 'peptalk', request.params.id, request.user.id);
    return social.unlike(db, 'peptalk', (await visible(request.params.id, request.user.id)).id, request.user.id);
  });

  r(pepTalksApi.share, async (request) => repo.share(db, (await visible(request.params.id, request.user.id)).id, request.user.id));

  r(pepTalksApi.comments, async (request) => {
    const pepTalk = await visible(request.params.id, request.user.id);
    // With comments off, the author alone still reads the comments there were (to remove them).
    if (pepTalk.commentsOff && pepTalk.userId !== request.user.id) return { items: [] };
    const page = await social.listComments(db, 'peptalk', pepTalk.id, request.user.id, request.query);
    return { ...page, items: page.items.map(toComment) };
  });

  r(
    pepTalksApi.comment,
    async (request) => {
      const pepTalk = await repo.findPepTalk(db, request.params.id, request.user.id);
      if (!pepTalk) {
        // Blocking works both ways: neither may comment on the other's pep talks.
        const author = await repo.publicAuthorOf(db, request.params.id);
        if (author !== undefined && (await blockedBetween(db, author, request.user.id))) {
          throw new HttpProblem(403, 'You cannot comment on this pep talk.');
        }
        throw notFound('pep talk');
      }
      if (pepTalk.commentsOff) throw new HttpProblem(403, COMMENTS_OFF);
      const { content } = request.body;
      const care = screenText([{ field: 'content', label: 'comment', text: content }]) === 'care';
      assertMayShare(request.user, { care });
      const comment = await social.addComment(db, 'peptalk', pepTalk.id, request.user.id, content, care);
      // The author's bell says where someone wrote, not who or what (a name kept on another person's
      // bell would outlive the commenter's account). The comment is saved either way: a bell that
      // cannot be written (its owner just left) fails nothing.
      // A demo's comment reaches no one (issue 31): no bell either.
      if (!care && pepTalk.userId !== request.user.id && !request.user.is_demo) {
        await notify(
          db,
          pepTalk.userId,
          'pep-talk-comment',
          'New comment on your pep talk',
          `Someone commented on "${pepTalk.title}".`,
        ).catch((error: unknown) => request.log.warn({ err: error }, 'a pep talk comment notification was not written'));
      }
      return { ...toComment(comment), care };
    },
    // One limit for every comment: video comments and replies count here too (issue 52).
    sharedLimit(config.rateLimits.posts, 'comments'),
  );

  r(pepTalksApi.deleteComment, async (request) => {
    const { id, commentId } = request.params;
    // The author of the pep talk may remove any comment on it (its case, if reported, is kept).
    const owner = (await repo.findOwn(db, id, request.user.id)) !== undefined;
    if (!(await social.deleteComment(db, 'peptalk', id, commentId, request.user.id, owner))) throw notFound('comment');
  });
};
