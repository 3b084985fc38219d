// Rise's service worker (issue 17), built by vite-plugin-pwa from this file with the list of the
// build's files written in (workbox's injectManifest). It keeps Rise opening on a flaky school
// network:
// - the app itself (the page, every screen's code, the stylesheet, the font, the logo) is kept on the
//   device at install, all of one build: a new build waits until the user chooses Reload (web/app/pwa.ts),
//   so old and new code never mix;
// - every screen opens offline on the one page (wouter draws the route);
// - reads go to the network first and, when it is gone, answer what this user last saw, marked with
//   when it was saved (the page says so, web/lib/offline.ts); writes are never touched: offline they
//   fail, and nothing is queued to be sent later;
// - an answer is kept only when the server says its session was started with "Keep me signed in"
//   (OFFLINE_FOR_HEADER), and offline the copy opens only within that long (12 hours) of the last time
//   the server confirmed the session alive; after that it is forgotten (issues 31 and 52: a shared
//   computer keeps nothing, and a session ended elsewhere is not readable here for long);
// - posters, caption files and portraits are kept as they are seen; a video only once it has been
//   watched to the end (a few, most recent), never in advance.
// What a user saw (their reads, their watched videos) is forgotten when the page says the user changed
// (web/lib/offline.ts forgetUserData) and when the server answers 401.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { type PrecacheEntry, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  DATA_CACHE,
  KEPT_VIDEOS,
  MEDIA_CACHE,
  NEVER_KEPT,
  OFFLINE_FOR_HEADER,
  OFFLINE_UNTIL_HEADER,
  SAVED_AT_HEADER,
  SESSION_CACHE,
  SESSION_CONFIRMED,
  type ToWorker,
  USER_CACHES,
  VIDEO_CACHE,
  offlineCopyUntil,
} from '../lib/offline-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const VIDEO = /^\/assets\/videos\/[\w-]+\.mp4$/;
const MEDIA = /^\/assets\/(videos\/[\w-]+\.(jpg|vtt)|mentors\/[\w-]+\.svg)$/;
/** A read that hangs this long on a "connected" network answers what was saved, if anything was. */
const NETWORK_TIMEOUT_SECONDS = 10;
const DAY = 24 * 60 * 60;

// Clean URLs: /privacy, /community-standards, /terms and /credits open their own kept page (privacy.html...),
// offline too, before the navigation route below could answer them with the app (issue 31).
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: true });
cleanupOutdatedCaches();
// The first install takes charge of the page that registered it (so what that page reads next is
// kept); later versions only when the user chooses Reload (SKIP_WAITING below).
clientsClaim();

// Every screen is the one page (the server answers index.html for every client route, too).
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/[^?]*\.\w+(\?|$)/] }));

/**
 * Bumped whenever the user's data is forgotten: an answer to a read that set out before then is not
 * kept (it may be the last user's).
 */
let generation = 0;
const videoExpiration = new CacheExpiration(VIDEO_CACHE, { maxEntries: KEPT_VIDEOS });

async function forgetUserData() {
  generation += 1;
  await Promise.all(USER_CACHES.map((name) => caches.delete(name)));
  // The expiry bookkeeping (addresses and times) goes too.
  await Promise.all(USER_CACHES.map((name) => new CacheExpiration(name, { maxEntries: 1 }).delete()));
}

/** The server answered a kept read just now: the session is alive, and the copy opens for `forSeconds` more. */
async function confirmSession(forSeconds: string) {
  const headers = new Headers({ [SAVED_AT_HEADER]: new Date().toISOString(), [OFFLINE_FOR_HEADER]: forSeconds });
  await (await caches.open(SESSION_CACHE)).put(new URL(SESSION_CONFIRMED, self.location.href).href, new Response(null, { headers }));
}

/** Until when the copy opens (ms), or null: never confirmed, or too long ago (then everything goes). */
async function copyOpensUntil(): Promise<number | null> {
  const confirmed = await (await caches.open(SESSION_CACHE)).match(new URL(SESSION_CONFIRMED, self.location.href).href);
  return offlineCopyUntil(confirmed?.headers, Date.now());
}

/**
 * Reads: what came from the network is kept (stamped with when) when the server allows it (a session
 * kept signed in), unless the user changed meanwhile, and the session is noted as confirmed alive then;
 * offline, a kept answer is shown only within OFFLINE_FOR_HEADER of the latest confirmation, with that
 * time on it for the banner; after it, every answer of the user is thrown away (issue 52).
 */
const keptForThisUser: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = generation;
  },
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await forgetUserData();
    return response;
  },
  cacheWillUpdate: async ({ response, state }) => {
    const forSeconds = response.headers.get(OFFLINE_FOR_HEADER);
    if (response.status !== 200 || state?.generation !== generation || forSeconds === null) return null;
    await confirmSession(forSeconds);
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const until = await copyOpensUntil();
    if (until === null) {
      await forgetUserData();
      return null;
    }
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_UNTIL_HEADER, new Date(until).toISOString());
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
  // Neither the network nor the device has it: the page's fetch fails, as it would without a worker.
  handlerDidError: async () => Response.error(),
};

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/') && !NEVER_KEPT.test(url.pathname),
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [keptForThisUser, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
  }),
);

// A watched video plays from the device (in the ranges the player asks for); any other from the network,
// and is not kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && VIDEO.test(url.pathname),
  new CacheFirst({
    cacheName: VIDEO_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [{ cacheWillUpdate: async () => null }, new RangeRequestsPlugin()],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && MEDIA.test(url.pathname),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY })],
  }),
);

async function keepVideo(address: string) {
  const url = new URL(address, self.location.href);
  if (url.origin !== self.location.origin || !VIDEO.test(url.pathname)) return;
  const cache = await caches.open(VIDEO_CACHE);
  if (!(await cache.match(url.href))) {
    const since = generation;
    const response = await fetch(url.href);
    if (response.status !== 200 || since !== generation) return;
    await cache.put(url.href, response);
  }
  await videoExpiration.updateTimestamp(url.href);
  await videoExpiration.expireEntries();
}

self.addEventListener('message', (event) => {
  const message = event.data as ToWorker | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'forget-user-data') event.waitUntil(forgetUserData().then(() => event.ports[0]?.postMessage('forgotten')));
  else if (message?.type === 'keep-video') {
    const kept = keepVideo(message.url).catch((error: unknown) => console.warn('Could not keep a video.', error));
    event.waitUntil(kept.then(() => event.ports[0]?.postMessage('kept')));
  }
});
