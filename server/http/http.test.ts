// Cross-cutting behaviour: the error shape, limits, the same-origin rule, headers and rate limits.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type TestApp, createTestApp, newUser, signUp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isProblem = (response: { headers: Record<string, unknown> }) =>
  expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);

describe('errors', () => {
  it('answers an unknown /api path with a 404 problem, never the web page', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      isProblem(response);
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(response.statusCode).toBe(400);
    isProblem(response);
  });

  it('answers a JSON body over 64 KB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: 'a', password: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    isProblem(response);
  });

  it('answers a non-JSON body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(response.statusCode).toBe(415);
    isProblem(response);
  });

  it('validates path and query too, naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBeDefined();
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin, and changes nothing', async () => {
    const fields = newUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: fields,
    });
    expect(response.statusCode).toBe(403);
    isProblem(response);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { username: fields.username, password: fields.password },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses what the browser marks cross-site', async () => {
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'PATCH',
      url: '/api/users/current',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { theme: 'dark' },
    });
    expect(response.statusCode).toBe(403);
    expect((await me.request({ url: '/api/users/current' })).json().theme).toBe('system');
  });

  it('accepts the same origin', async () => {
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'PATCH',
      url: '/api/users/current',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: { theme: 'dark' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('compares the scheme too: the same host over another scheme is another origin', async () => {
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'PATCH',
      url: '/api/users/current',
      headers: { origin: 'https://localhost:3000', host: 'localhost:3000' },
      payload: { theme: 'dark' },
    });
    expect(response.statusCode).toBe(403);
    isProblem(response);
  });
});

describe('text', () => {
  it('refuses text that is not well-formed UTF-16 (a lone surrogate) with 400, storing nothing', async () => {
    const me = await signUp(t.app);
    const [video] = (await me.request({ url: '/api/videos' })).json();
    const url = `/api/videos/${video.id}/comments`;
    for (const payload of ['{"comment":"half \\ud800 a pair"}', '{"comment":"ok","\\udfff":1}']) {
      const response = await me.request({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode, payload).toBe(400);
      isProblem(response);
    }
    const paired = await me.request({ method: 'POST', url, payload: { comment: 'a whole pair 😀' } });
    expect(paired.statusCode).toBe(201);
    expect((await me.request({ url })).json().map((c: { comment: string }) => c.comment)).toEqual(['a whole pair 😀']);
  });
});

describe('headers', () => {
  it('gives JSON answers the API set: never rendered, framed or cached', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('counts each kind of write apart, per user', async () => {
    const limited = await createTestApp({ RATE_LIMIT_WRITES: '2' });
    try {
      const me = await signUp(limited.app); // sign-up has its own limit
      const classmate = await signUp(limited.app);
      const patch = (who: typeof me) => who.request({ method: 'PATCH', url: '/api/users/current', payload: { theme: 'dark' } });
      expect((await patch(me)).statusCode).toBe(200);
      expect((await patch(me)).statusCode).toBe(200);
      const third = await patch(me);
      expect(third.statusCode).toBe(429);
      isProblem(third);
      expect(third.headers['retry-after']).toBeDefined();
      // Another kind of write, and another user behind the same address, are not held back.
      const comment = await me.request({ method: 'POST', url: '/api/videos/1/comments', payload: { comment: 'Still here' } });
      expect(comment.statusCode).toBe(201);
      expect((await patch(classmate)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await me.request({ url: '/api/users/current' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts every comment together: pep talk comments, video comments and replies share one limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_POSTS: '3' });
    try {
      const me = await signUp(limited.app);
      const classmate = await signUp(limited.app);
      const talk = await me.request({
        method: 'POST',
        url: '/api/peptalks',
        payload: { title: 'Go', mediaType: 'text', mediaUrl: 'One step.', category: 'courage', isPublic: true },
      });
      expect(talk.statusCode).toBe(201);
      const id = (talk.json() as { id: number }).id;
      const onTalk = (who: typeof me) => who.request({ method: 'POST', url: `/api/peptalks/${id}/comments`, payload: { content: 'Nice' } });
      const onVideo = (who: typeof me, parentId?: number) =>
        who.request({ method: 'POST', url: '/api/videos/1/comments', payload: { comment: 'Nice', ...(parentId && { parentId }) } });
      expect((await onTalk(me)).statusCode).toBe(201);
      const top = await onVideo(me);
      expect(top.statusCode).toBe(201);
      expect((await onVideo(me, (top.json() as { id: number }).id)).statusCode).toBe(201);
      const mine = () => limited.database.db.selectFrom('comments').select('id').where('user_id', '=', me.user.id).execute();
      expect(await mine()).toHaveLength(3);
      // The fourth comment of any kind waits, and nothing is written.
      for (const next of [await onTalk(me), await onVideo(me), await onVideo(me, (top.json() as { id: number }).id)]) {
        expect(next.statusCode).toBe(429);
        isProblem(next);
      }
      expect(await mine()).toHaveLength(3);
      // Pep talks count apart; another user behind the same address is not held back.
      expect(
        (
          await me.request({
            method: 'POST',
            url: '/api/peptalks',
            payload: { title: 'Again', mediaType: 'text', mediaUrl: 'Two steps.', category: 'courage', isPublic: true },
          })
        ).statusCode,
      ).toBe(201);
      expect((await onVideo(classmate)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('counts sign-ups and demos together, per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGN_UP: '3' });
    try {
      const users = () => limited.database.db.selectFrom('users').select('id').where('is_sample', '=', 0).execute();
      const demo = () => limited.app.inject({ method: 'POST', url: '/api/auth/demo' });
      const signUpAnswer = () => limited.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: newUser() });
      expect((await signUpAnswer()).statusCode).toBe(201);
      expect((await demo()).statusCode).toBe(201);
      expect((await signUpAnswer()).statusCode).toBe(201);
      const before = (await users()).length;
      for (const next of [await demo(), await signUpAnswer()]) {
        expect(next.statusCode).toBe(429);
        isProblem(next);
      }
      expect(await users()).toHaveLength(before);
      // Another address is counted apart.
      const elsewhere = await limited.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: '203.0.113.9' });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('limits reads per user, generously by default', async () => {
    expect(loadConfig({}).rateLimits.reads.max).toBeGreaterThanOrEqual(1000);
    const limited = await createTestApp({ RATE_LIMIT_READS: '3' });
    try {
      const me = await signUp(limited.app);
      const other = await signUp(limited.app);
      for (let i = 0; i < 3; i++) expect((await me.request({ url: '/api/videos' })).statusCode).toBe(200);
      const fourth = await me.request({ url: '/api/users/current' });
      expect(fourth.statusCode).toBe(429);
      isProblem(fourth);
      expect((await other.request({ url: '/api/users/current' })).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('slows one account after wrong passwords, with a growing wait, without locking out classmates', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGN_IN: '3' });
    try {
      const victim = await signUp(limited.app, { password: 'a right password' });
      const classmate = await signUp(limited.app, { password: 'another right one' });
      const attempt = (username: string, password: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
      // The victim has signed in from their own browser before: it holds a device cookie.
      const before = await attempt(victim.user.username, 'a right password');
      const device = before.cookies.find((c) => c.name === 'rise_device')!;
      expect(device.httpOnly).toBe(true);
      for (let i = 0; i < 3; i++) expect((await attempt(victim.user.username, 'wrong-password')).statusCode).toBe(401);
      // Now even the right password waits: the account is throttled, whoever tries.
      const held = await attempt(victim.user.username, 'a right password');
      expect(held.statusCode).toBe(429);
      isProblem(held);
      expect(held.json().detail).toMatch(/Try again in 1 minute/);
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(30);
      // Same for a name that does not exist: nothing tells the two apart.
      for (let i = 0; i < 3; i++) expect((await attempt('nobody_here', 'wrong-password')).statusCode).toBe(401);
      expect((await attempt('nobody_here', 'wrong-password')).statusCode).toBe(429);
      // The classmate behind the same address signs in at once.
      expect((await attempt(classmate.user.username, 'another right one')).statusCode).toBe(200);
      // Someone else's guesses never keep the victim's own browser waiting.
      const own = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { cookie: `rise_device=${device.value}` },
        payload: { username: victim.user.username, password: 'a right password' },
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-in attempts per address loosely', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGN_IN_PER_IP: '4' });
    try {
      const attempt = (i: number) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: `someone_${i}`, password: 'wrong-password' } });
      for (let i = 0; i < 4; i++) expect((await attempt(i)).statusCode).toBe(401);
      const response = await attempt(9);
      expect(response.statusCode).toBe(429);
      isProblem(response);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the web app', () => {
  it('serves index.html for client routes, compressed assets, and problems for /api', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rise-web-'));
    mkdirSync(join(dir, 'assets'));
    const inline = 'document.documentElement.classList.add("x")';
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Rise</title><script>${inline}</script>`);
    writeFileSync(join(dir, 'assets', 'index-AbCdEf12.js'), 'console.log("rise");\n'.repeat(500));
    // The build's own brotli form, sent as it is to a browser that takes brotli.
    writeFileSync(join(dir, 'assets', 'index-AbCdEf12.js.br'), brotliCompressSync('console.log("rise");\n'.repeat(500)));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
    const web = await createTestApp({}, (c) => {
      c.staticDir = dir;
    });
    try {
      for (const url of ['/', '/profile', '/no-such-page']) {
        const page = await web.app.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>Rise</title>');
        expect(page.headers['cache-control']).toBe('no-cache');
        // The page gets the strict CSP and helmet's whole set.
        const csp = String(page.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        // Styles: our own stylesheet; no inline style attribute at all (decision 0036).
        expect(csp.split(';').map((d) => d.trim())).toContain("style-src 'self'");
        expect(csp).toContain("style-src-attr 'none'");
        // The page's one inline script is allowed by its hash, and nothing else inline.
        expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['referrer-policy']).toBe('no-referrer');
        expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      }
      const asset = await web.app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("rise");\n'.repeat(500));
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      // Without a prepared form, the answer is compressed on the way out.
      const gzipped = await web.app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log("rise");\n'.repeat(500));
      expect(gzipped.headers['cache-control']).toContain('immutable');
      const api = await web.app.inject({ url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      isProblem(api);
      const missingAsset = await web.app.inject({ url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      // The build manifest is not served.
      expect((await web.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
      // A ranged request gets exactly the bytes it names, not compressed ones.
      const part = await web.app.inject({ url: '/assets/index-AbCdEf12.js', headers: { 'accept-encoding': 'gzip', range: 'bytes=0-99' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-encoding']).toBeUndefined();
      expect(part.headers['content-range']).toMatch(/^bytes 0-99\//);
      expect(part.rawPayload.length).toBe(100);
    } finally {
      await web.close();
    }
  });

  it("names what a route's first paint asks for: the screen's chunks and, signed in, the session check and its reads", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rise-web-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Rise</title></head><body></body></html>');
    mkdirSync(join(dir, '.vite'));
    const firstScreens = {
      '/boost-board': { modules: ['/assets/board-page-AbCdEf12.js', '/assets/shared-AbCdEf12.js'], reads: [] },
      '/mentor-matcher': { modules: ['/assets/mentor-matcher-page-AbCdEf12.js'], reads: ['/api/mentors', '/api/mentors/matches'] },
    };
    writeFileSync(join(dir, '.vite', 'first-screens.json'), JSON.stringify(firstScreens));
    const web = await createTestApp({}, (c) => {
      c.staticDir = dir;
    });
    const modules = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const reads = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);
    const sessionCheck = '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/users/current">';
    try {
      const me = await signUp(web.app);
      // Signed in: the route's chunks, whatever the query, and the session check, inside <head>.
      const board = await me.request({ url: '/boost-board?board=7' });
      expect(board.statusCode).toBe(200);
      expect(modules(board.body)).toEqual(firstScreens['/boost-board'].modules);
      expect(board.body).toContain(sessionCheck);
      expect(board.body.indexOf(sessionCheck)).toBeLessThan(board.body.indexOf('</head>'));
      expect(board.headers.vary).toMatch(/cookie/i);
      expect(board.headers['cache-control']).toBe('no-cache');
      // A screen's first reads beside the session check; with a query, which may ask for other reads, not.
      const mentors = await me.request({ url: '/mentor-matcher' });
      expect(reads(mentors.body)).toEqual(['/api/users/current', '/api/mentors', '/api/mentors/matches']);
      expect(modules(mentors.body)).toEqual(firstScreens['/mentor-matcher'].modules);
      const withQuery = await me.request({ url: '/mentor-matcher?from=home' });
      expect(reads(withQuery.body)).toEqual(['/api/users/current']);
      expect(modules(withQuery.body)).toEqual(firstScreens['/mentor-matcher'].modules);
      // Home's code is the app's own, and a route the build does not list has none of its own.
      for (const url of ['/', '/no-such-page']) {
        const page = await me.request({ url });
        expect(modules(page.body)).toEqual([]);
        expect(page.body).toContain(sessionCheck);
      }
      // Without a session cookie, at any address: the page as built (the sign-in screen waits on the
      // session check whatever comes first).
      for (const url of ['/', '/boost-board', '/mentor-matcher']) {
        const page = await web.app.inject({ url });
        expect(modules(page.body)).toEqual([]);
        expect(reads(page.body)).toEqual([]);
      }
      // The list itself is not served.
      expect((await web.app.inject({ url: '/.vite/first-screens.json' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
