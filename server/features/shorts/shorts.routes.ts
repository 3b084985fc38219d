// SPEC §7 /api/videos/...: the feed, likes and comments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, NoBody } from '../../../contract/common';
import { CreateCommentBody, LikeResult, Video, VideoComment } from '../../../contract/shorts';
import { signedInUser } from '../../auth/auth';
import type { AppContext } from '../../context';
import { notFound } from '../../http/problems';
import * as repo from './shorts.repo';

export const shortsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, auth }) => {
  app.addHook('onRequest', auth.requireUser);

  async function existing(id: number) {
    if (!(await repo.videoExists(db, id))) throw notFound('video');
    return id;
  }

  app.get('/api/videos', { schema: { response: { 200: z.array(Video) } } }, (request) => repo.listVideos(db, signedInUser(request).id));

  app.post('/api/videos/:id/like', { schema: { params: IdParams, body: NoBody, response: { 200: LikeResult } } }, async (request) => ({
    likes: await repo.like(db, signedInUser(request).id, await existing(request.params.id)),
    liked: true,
  }));

  app.post('/api/videos/:id/unlike', { schema: { params: IdParams, body: NoBody, response: { 200: LikeResult } } }, async (request) => ({
    likes: await repo.unlike(db, signedInUser(request).id, await existing(request.params.id)),
    liked: false,
  }));

  app.get('/api/videos/:id/comments', { schema: { params: IdParams, response: { 200: z.array(VideoComment) } } }, async (request) =>
    repo.listComments(db, await existing(request.params.id)),
  );

  app.post(
    '/api/videos/:id/comments',
    { schema: { params: IdParams, body: CreateCommentBody, response: { 201: VideoComment } } },
    async (request, reply) => {
      const id = await existing(request.params.id);
      return reply.code(201).send(await repo.addComment(db, signedInUser(request).id, id, request.body.comment));
    },
  );
};
