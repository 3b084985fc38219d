// Serves the built web app: hashed assets cached for a year, index.html for every client route.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problems';

/** The privacy notice, the community standards and the terms: public/<name>.html, served at /<name>. */
export const PLAIN_PAGES = ['privacy', 'community-standards', 'terms'] as const;

export async function installSpa(app: FastifyInstance, staticDir: string | null) {
  const root = staticDir ? resolve(staticDir) : null;
  if (!root || !existsSync(resolve(root, 'index.html'))) {
    return (_req: FastifyRequest, reply: FastifyReply) => sendProblem(reply, 404, 'The web app is not built.');
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    cacheControl: false,
    // The build writes each text file beside its brotli and gzip forms, compressed at their best.
    preCompressed: true,
    // Vite's build manifest (used by the bundle benchmark) is not for the public.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders(res, path) {
      // Vite's hashed chunks never change; the videos change only with a new release.
      // (`path` is the file sent: for a compressed answer, the .br or .gz beside the original.)
      const hashed = /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css)(\.br|\.gz)?$/.test(path);
      const video = path.includes('/assets/videos/');
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : video ? 'public, max-age=86400' : 'no-cache');
      // The same URL answers in brotli, gzip or plain by the request's Accept-Encoding.
      if (/\.(html|js|css|svg|json|webmanifest|vtt)(\.br|\.gz)?$/.test(path)) res.setHeader('vary', 'accept-encoding');
    },
  });
  // A ranged request gets the bytes it names, uncompressed: gzip would make Content-Range describe a
  // body that is not the one sent.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.range !== undefined) delete request.headers['accept-encoding'];
    done();
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  // Rise's plain pages (issue 31) are pages of their own, readable signed out and without the app's script.
  for (const page of PLAIN_PAGES) {
    app.get(`/${page}`, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(`${page}.html`));
  }
  return (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return sendProblem(reply, 404, 'Not found.');
    }
    // Every client route (and the client's own not-found screen) is the single page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
}
