// Serves the built web app: hashed assets cached for a year, index.html for every client route, naming
// what that route's first paint will ask for so that it comes beside the app's own code.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problems';

/**
 * The privacy notice, the community standards, the terms and the credits (of Shorts' sample clips):
 * public/<name>.html, served at /<name>.
 */
export const PLAIN_PAGES = ['privacy', 'community-standards', 'terms', 'credits'] as const;

/** What a route's first paint asks for, as the build lists it (vite.config.ts, firstScreens). */
interface FirstScreen {
  /** The screen's chunks. */
  modules: string[];
  /** The screen's first reads, whatever the URL's query (web/app/registry.tsx, reads). */
  reads: string[];
}

/**
 * The single page for each client route, with hints for what its first paint asks for: the screen's
 * chunks and, when the request carries a session cookie, the session check (GET /api/users/current)
 * and the screen's first reads. A slow phone then fetches them while it downloads the app's code,
 * rather than once that code has run (about a round trip or two sooner; docs/performance.md). The
 * hints are only that: the page is the same without them.
 */
function firstScreenPages(root: string) {
  const html = readFileSync(resolve(root, 'index.html'), 'utf8');
  let routes: Record<string, FirstScreen> = {};
  try {
    const listed = JSON.parse(readFileSync(resolve(root, '.vite/first-screens.json'), 'utf8')) as Record<string, unknown>;
    const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
    // Each route's chunks and reads; a build whose list held chunks alone (an array) has no reads.
    routes = Object.fromEntries(
      Object.entries(listed).map(([path, screen]) =>
        Array.isArray(screen)
          ? [path, { modules: strings(screen), reads: [] }]
          : [
              path,
              { modules: strings((screen as Partial<FirstScreen>)?.modules), reads: strings((screen as Partial<FirstScreen>)?.reads) },
            ],
      ),
    );
  } catch {
    // A build from before the list: the page without hints.
  }
  const fetchHint = (href: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
  const page = ({ modules, reads }: FirstScreen) => {
    const hints = [
      fetchHint('/api/users/current'),
      ...reads.map(fetchHint),
      ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ];
    return html.replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
  };
  const signedIn = new Map(Object.entries(routes).map(([path, screen]) => [path, page(screen)]));
  // With a query (a board, a goal, a tab) a screen may read other things: its chunks only.
  const withQuery = new Map(Object.entries(routes).map(([path, { modules }]) => [path, page({ modules, reads: [] })]));
  const elsewhere = page({ modules: [], reads: [] });
  // Signed out, the sign-in screen waits on the session check whatever comes first, and hints for its
  // chunk only took bandwidth from the app's code (Lighthouse's largest paint 2.2-2.4 s without, 2.5-2.6
  // s with): no hints.
  return (url: string, session: boolean) => {
    if (!session) return html;
    const [path = '/', query] = url.split('?');
    return (query ? withQuery : signedIn).get(path) ?? elsewhere;
  };
}

export async function installSpa(app: FastifyInstance, staticDir: string | null, hasSession: (request: FastifyRequest) => boolean) {
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
  const pageFor = firstScreenPages(root);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      // The hints depend on the session cookie.
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(pageFor(request.url, hasSession(request)));
  app.get('/', sendPage);
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
    return sendPage(request, reply);
  };
}
