// SPEC §7 /api/videos/...: the feed, likes and comments (on the shared social layer).
import type { FastifyPluginAsync } from 'fastify';
import { shortsApi } from '../../../contract/shorts';
import type { AppContext } from '../../context';
import { assertMayShare } from '../../auth/ages';
import { notFound } from '../../http/problems';
import { recordProgress } from '../../progress/progress.repo';
import { screenText } from '../../social/text-filter';
import * as social from '../../social/social.repo';
import * as repo from './shorts.repo';

export const shortsRoutes: FastifyPluginAsync<AppContext> = async (app, { db, route }) => {
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
    return { ...page, items: page.items.map(repo.toVideoComment) };
  });

  r(shortsApi.deleteComment, async (request) => {
    const { id, commentId } = request.params;
    if (!(await social.deleteComment(db, 'video', id, commentId, request.user.id))) throw notFound('comment');
  });

  r(shortsApi.postComment, async (request) => {
    assertMayShare(request.user);
    const videoId = await existing(request.params.id);
    const care = screenText([{ field: 'comment', label: 'comment', text: request.body.comment }]) === 'care';
    return repo.toVideoComment(await social.addComment(db, 'video', videoId, request.user.id, request.body.comment, care));
  });
};
