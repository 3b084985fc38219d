// SPEC §7 /api/videos/...: the feed, likes and comments (on the shared social layer).
import type { FastifyPluginAsync } from 'fastify';
import { shortsApi } from '../../../contract/shorts';
import type { AppContext } from '../../context';
import { assertMayShare } from '../../auth/ages';
import { HttpProblem, notFound } from '../../http/problems';
import { sharedLimit } from '../../http/security';
import { recordProgress } from '../../progress/progress.repo';
import { screenText } from '../../social/text-filter';
import * as social from '../../social/social.repo';
import * as repo from './shorts.repo';

/** The comment replied to is not there for this reader (deleted, or never theirs to see). */
const parentGone = () => new HttpProblem(404, 'That comment is no longer here to reply to.');

export const shortsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, config, route }) => {
  const r = route(app);

  async function existing(id: number) {
    if (!(await repo.videoExists(db, id))) throw notFound('video');
    return id;
  }

  r(shortsApi.videos, (request) => repo.listVideos(db, request.user.id, request.query));

  r(shortsApi.like, async (request) => social.like(db, 'video', await existing(request.params.id), request.user.id));

  r(shortsApi.unlike, async (request) => social.unlike(db, 'video', await existing(request.params.id), request.user.id));

  r(shortsApi.watched, async (request) => {
    await recordProgress(db, request.user.id, 'video-watched', await existing(request.params.id));
  });

  r(shortsApi.comments, async (request) => {
    const page = await social.listComments(db, 'video', await existing(request.params.id), request.user.id, request.query);
    return { ...page, items: page.items.map(repo.toVideoCommentThread) };
  });

  r(shortsApi.replies, async (request) => {
    const videoId = await existing(request.params.id);
    const thread = await social.findThread(db, 'video', videoId, request.params.commentId, request.user.id);
    // Replies hang from top-level comments only: a reply's id has none of its own.
    if (!thread || thread.topId !== thread.id) throw notFound('comment');
    const page = await social.listReplies(db, 'video', thread.id, request.user.id, request.query);
    return { ...page, items: page.items.map(repo.toVideoComment) };
  });

  r(shortsApi.deleteComment, async (request) => {
    const { id, commentId } = request.params;
    if (!(await social.deleteComment(db, 'video', id, commentId, request.user.id))) throw notFound('comment');
  });

  r(
    shortsApi.postComment,
    async (request) => {
      const videoId = await existing(request.params.id);
      // A teen's peer tip whose writer chose no comments (issue 55).
      if (!(await repo.commentsOpenOn(db, videoId))) throw new HttpProblem(403, 'Comments are off for this tip.');
      const { comment, parentId } = request.body;
      // Judged first: words about hurting oneself are never refused, even when their parent is gone.
      const care = screenText([{ field: 'comment', label: 'comment', text: comment }]) === 'care';
      assertMayShare(request.user, { care });
      if (parentId !== undefined) {
        // The comment replied to must be one of this video's that the writer can read (not held, hidden,
        // a demo's, or across a block); one level deep: a reply to a reply joins the comment it answers.
        const thread = await social.findThread(db, 'video', videoId, parentId, request.user.id);
        const reply = thread && (await social.addReply(db, 'video', videoId, thread.topId, request.user.id, comment, care));
        if (reply) return { ...repo.toVideoComment(reply), care };
        // A disclosure is kept (as a comment of its own, held for care); anything else is refused.
        if (!care) throw parentGone();
      }
      // `care` tells the app to offer help: the comment is kept for its writer and the moderators alone.
      return { ...repo.toVideoComment(await social.addComment(db, 'video', videoId, request.user.id, comment, care)), care };
      // Comments and replies count with pep talk comments: one limit for every comment (issue 52).
    },
    sharedLimit(config.rateLimits.posts, 'comments'),
  );
};
