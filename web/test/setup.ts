// Before each web integration test file: the DOM that jsdom lacks (matchMedia, observers), Testing
// Library's matchers, and a fetch that sends the app's relative /api calls to the real server of
// server/test/web-server.ts, keeping its cookies as a browser would.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, inject, vi } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the server that server/test/web-server.ts started. */
    riseUrl: string;
    /** A moderator's sign-in on that server. */
    moderator: { username: string; password: string };
    /** A mentor account's sign-in on that server, and its catalogue mentor's name. */
    mentor: { username: string; password: string; name: string };
    /** A 2-second portrait clip (MP4) for the studio's tests to upload; null where ffmpeg is missing. */
    clipFile: string | null;
  }
}

const origin = inject('riseUrl');
// A failed query prints this much of the DOM, not all of it.
process.env.DEBUG_PRINT_LIMIT = '1500';
// As long as the browser tests wait for what a screen shows (Playwright's default): a dialog's code is
// compiled the first time it is asked for, which on a busy two-core machine can pass Testing
// Library's default second.
configure({
  asyncUtilTimeout: 5000,
  // user-event's events are dispatched as a browser dispatches them, not each inside a synchronous act():
  // a dialog whose code was still coming suspended inside that act, and React then left it suspended
  // until some other update came along (it warns "suspended inside an act scope, but the act call was
  // not awaited"). The tests wait for what the screen shows, as Playwright does.
  eventWrapper: (dispatch) => dispatch(),
});
const realFetch = globalThis.fetch;

/** The session cookie (and any other) the server set, sent back on every call like a browser. */
export const cookieJar = new Map<string, string>();

function remember(response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) cookieJar.delete(name);
    else cookieJar.set(name, value);
  }
}

async function fetchFromRise(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url, origin);
  const headers = new Headers(init.headers);
  if (cookieJar.size > 0) headers.set('cookie', [...cookieJar].map(([name, value]) => `${name}=${value}`).join('; '));
  headers.set('origin', origin);
  // A file's piece (a studio upload sends Blob slices) is jsdom's Blob, which Node's fetch cannot send: its bytes go instead.
  const body = init.body instanceof Blob ? await init.body.arrayBuffer() : init.body;
  const response = await realFetch(new URL(url.pathname + url.search, origin), { ...init, body, headers, credentials: undefined });
  remember(response);
  return response;
}

beforeEach(() => {
  cookieJar.clear();
  vi.stubGlobal('fetch', fetchFromRise);
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom draws nothing, so these browser features are absent; the app asks for them.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Nothing is ever on screen or resized in jsdom, so nothing is ever reported. */
class NoIntersections implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
class NoResizes implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.IntersectionObserver ??= NoIntersections;
globalThis.ResizeObserver ??= NoResizes;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
window.scrollTo = () => undefined;
// Radix's menus and dialogs ask for pointer capture, which jsdom does not have.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
// jsdom plays no media: a video is told to play or pause and nothing happens, as in a browser that has
// not loaded it yet.
HTMLMediaElement.prototype.play = () => Promise.resolve();
HTMLMediaElement.prototype.pause = () => undefined;
HTMLMediaElement.prototype.load = () => undefined;
