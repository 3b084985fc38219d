// The authorization matrix: user A tries every id-bearing route with user B's ids, on routes found
// in the contract at run time (reliability/endpoints.ts), so a route added later is covered with no
// edit here. Nothing of B may change (B's export, byte for byte), no answer may be a 5xx, and no
// answer may carry B's private text. Signed out, every such route answers 401. A staff account (a
// moderator, issue 29) gets 403 from every route that does not name its role, and reaches the rest.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortsApi } from '../contract/shorts';
import { DEFAULT_ROLES, nextLinkOf, pathOf } from '../contract/endpoint';
import { MODULES } from '../server/features/index';
import { type SignedIn, type TestApp, createModerator, createTestApp, sessionCookie, signUp } from '../server/test/app';
import { type Endpoint, describeEndpoint, listEndpoints } from './endpoints';
import { idFieldsOf, jsonSchemaOf, plausible } from './samples';
import { type Inject, figure, injectAs, isProblem } from './support';

/** Fields that hold what a person wrote: private unless the feature says otherwise. */
const TEXT_KEYS = new Set(['name', 'description', 'title', 'text', 'comment', 'body', 'note', 'notes', 'message', 'label', 'content']);
const ID_KEY = /^(id|[a-z]\w*Id|\w+_id)$/;
/** Cartesian products of path ids are capped per endpoint (record pairs always go first). */
const MAX_COMBOS_PER_ENDPOINT = Number(process.env.RELIABILITY_MAX_COMBOS ?? 400);

let t: TestApp;
let endpoints: Endpoint[];
let a: SignedIn;
let b: { id: number; cookie: string; request: Inject };
let aOwnIds: number[] = [];
/** Every string A's reads answered before B existed (the catalogue and A's own view). */
let baselineText = '';

// The random part uses letters that cannot spell a word the text filter refuses (random hex once made
// "a55…", which reads as a swear word in leetspeak, and a sign-up or comment was refused).
const MARKER_LETTERS = 'bdgjkpqvwxz';
const marker = (who: string, field: string) =>
  `${who}-secret-${field}-${[...randomBytes(8)].map((b) => MARKER_LETTERS[b % MARKER_LETTERS.length]).join('')}`;
const listReads = () => endpoints.filter((e) => e.method === 'GET' && !e.spec.public && e.pathParams.length === 0);

/**
 * What others may rightly put on B's bell: a comment on B's public pep talk (A may comment on it: it is
 * public). Everything else of B's must stay byte for byte.
 */
const CAUSED_BY_OTHERS = new Set(['pep-talk-comment']);

async function exportOf(userId: number): Promise<Record<string, unknown>> {
  const sections: Record<string, unknown> = {};
  for (const m of MODULES) if (m.exportUserData) sections[m.name] = await m.exportUserData(t.database.db, userId);
  const progress = sections.progress as { notifications?: { kind: string }[] } | undefined;
  if (progress?.notifications) progress.notifications = progress.notifications.filter((n) => !CAUSED_BY_OTHERS.has(n.kind));
  return sections;
}

/** Walks a JSON value, calling back on every leaf with its key path. */
function walk(value: unknown, visit: (path: string[], leaf: unknown) => void, path: string[] = []): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, [...path, String(i)]));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) walk(v, visit, [...path, k]);
  else visit(path, value);
}

/** Numeric values of id fields (`id`, `accountId`, `item_id`, ...) anywhere in a value. */
function idsIn(value: unknown): number[] {
  const ids = new Set<number>();
  walk(value, (path, leaf) => {
    if (typeof leaf === 'number' && Number.isInteger(leaf) && leaf > 0 && ID_KEY.test(path.at(-1) ?? '')) ids.add(leaf);
  });
  return [...ids];
}

/** For records holding an id and another id field: [other, id] pairs (a comment's video, then the comment). */
function recordPairs(value: unknown, out: [number, number][] = []): [number, number][] {
  if (Array.isArray(value)) for (const v of value) recordPairs(v, out);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number') {
      for (const [k, v] of Object.entries(record)) if (k !== 'id' && ID_KEY.test(k) && typeof v === 'number') out.push([v, record.id]);
    }
    for (const v of Object.values(record)) recordPairs(v, out);
  }
  return out;
}

/** B's private text: text fields of B's export that A's own view does not hold, leaving out comments (public by design). */
function privateStringsOf(exported: Record<string, unknown>): string[] {
  const strings = new Set<string>();
  // SPEC §6: public pep talks are visible to all users; only private ones are private.
  const pepTalks = exported['pep-talks'] as { pepTalks?: { isPublic: boolean }[] } | undefined;
  const privateOnly: Record<string, unknown> = pepTalks?.pepTalks
    ? { ...exported, 'pep-talks': { ...pepTalks, pepTalks: pepTalks.pepTalks.filter((p) => !p.isPublic) } }
    : { ...exported };
  // Progress holds the app's own words (achievements, skills, "You reached Level 2"), which everyone
  // sees; what is private in a notification (a milestone's title) is private in its own section too.
  delete privateOnly.progress;
  walk(privateOnly, (path, leaf) => {
    if (typeof leaf !== 'string' || leaf.length < 4) return;
    if (!TEXT_KEYS.has(path.at(-1) ?? '')) return;
    // Comments are shown to every signed-in user (Shorts' comment threads), with the author's username.
    if (path.some((p) => /comment/i.test(p))) return;
    if (baselineText.includes(leaf)) return;
    strings.add(leaf);
  });
  return [...strings];
}

function combos(names: string[], pool: number[], pairs: [number, number][]): Record<string, number>[] {
  if (names.length === 0) return [{}];
  const out: Record<string, number>[] = [];
  const seen = new Set<string>();
  const add = (values: number[]) => {
    const key = values.join(',');
    if (seen.has(key) || out.length >= MAX_COMBOS_PER_ENDPOINT) return;
    seen.add(key);
    out.push(Object.fromEntries(names.map((n, i) => [n, values[i]!])));
  };
  if (names.length >= 2)
    for (const [first, last] of pairs) add(names.map((_, i) => (i === names.length - 1 ? last : i === 0 ? first : last)));
  if (names.length === 1) for (const id of pool) add([id]);
  else {
    // Every combination when it fits, else a deterministic spread of them.
    const total = pool.length ** names.length;
    const step = Math.max(1, Math.floor(total / MAX_COMBOS_PER_ENDPOINT));
    for (let n = 0; n < total && out.length < MAX_COMBOS_PER_ENDPOINT; n += step) {
      let rest = n;
      add(
        names.map(() => {
          const id = pool[rest % pool.length]!;
          rest = Math.floor(rest / pool.length);
          return id;
        }),
      );
    }
  }
  return out;
}

interface Call {
  endpoint: Endpoint;
  params: Record<string, number>;
  body?: unknown;
  status: number;
  text: string;
  contentType: string | undefined;
}

async function callAs(
  request: Inject,
  e: Endpoint,
  params: Record<string, number>,
  bodyIds: Record<string, number> = {},
  queryIds: Record<string, number> = {},
): Promise<Call> {
  const query = e.spec.query ? plausible(e.spec.query, { omitOptional: true, overrides: queryIds }).value : undefined;
  const search =
    query && typeof query === 'object' ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  const body = e.spec.body ? plausible(e.spec.body, { overrides: bodyIds }).value : undefined;
  const response = await request({
    method: e.method,
    url: pathOf(e.path, params) + (search ? `?${search}` : ''),
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  const contentType = response.headers['content-type'];
  return {
    endpoint: e,
    params,
    body,
    status: response.statusCode,
    text: response.body,
    contentType: typeof contentType === 'string' ? contentType : undefined,
  };
}

/** Makes a user's own records through every create route (a POST with no id in the path), generically. */
async function createRecords(request: Inject, who: string, ownIds: () => Promise<number[]>) {
  const made: string[] = [];
  for (const e of endpoints.filter((x) => x.method === 'POST' && !x.spec.public && x.pathParams.length === 0 && x.spec.body)) {
    const texts = Object.fromEntries(
      Object.entries(jsonSchemaOf(e.spec.body!).properties ?? {})
        .filter(
          ([k, s]) =>
            TEXT_KEYS.has(k) && (s.type === undefined || s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'))),
        )
        .map(([k]) => [k, marker(who, k)]),
    );
    const idFields = idFieldsOf(e.spec.body);
    const tries = idFields.length > 0 ? (await ownIds()).slice(0, 30) : [0];
    for (const id of tries) {
      const overrides = { ...texts, ...Object.fromEntries(idFields.map((f) => [f, id])) };
      const body = plausible(e.spec.body!, { overrides });
      if (!body.valid) break;
      const response = await request({ method: 'POST', url: e.path, payload: body.value as object });
      if (response.statusCode < 300) {
        made.push(describeEndpoint(e));
        break;
      }
    }
  }
  return made;
}

beforeAll(async () => {
  t = await createTestApp();
  endpoints = await listEndpoints();

  // A first, and what A can read before B exists: the catalogue and A's own (empty) data.
  const signedUp = await signUp(t.app);
  // Through injectAs, which reads the event stream's opening and hangs up.
  a = { ...signedUp, request: injectAs(t.app, signedUp.cookie) };
  // Every page of each list: a catalogue longer than a page (Discover's) holds words B's data may share
  // ("Bus pass" is a practice's title and a demo's transaction), and A may read them on any page.
  for (const e of listReads()) {
    let url: string | null = e.path;
    for (let page = 0; url !== null && page < 50; page += 1) {
      const response: Awaited<ReturnType<Inject>> = await a.request({ method: 'GET', url });
      baselineText += response.body;
      url = nextLinkOf(response.headers.link as string | undefined);
    }
  }

  // B: the demo account (accounts, transactions, savings goals), plus a record through every create
  // route with B's own marked text, a like and a comment on a video.
  const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
  expect(demo.statusCode).toBe(201);
  const cookie = sessionCookie(demo);
  b = { id: demo.json().id, cookie, request: injectAs(t.app, cookie) };
  const made = await createRecords(b.request, 'B', async () => idsIn(await exportOf(b.id)));
  figure('authorization: create routes B wrote through', made);
  const [video] = (await b.request({ method: 'GET', url: shortsApi.videos.path })).json() as { id: number }[];
  expect(video).toBeDefined();
  expect((await b.request({ method: 'POST', url: pathOf(shortsApi.like.path, { id: video!.id }) })).statusCode).toBe(200);
  const comment = await b.request({
    method: 'POST',
    url: pathOf(shortsApi.postComment.path, { id: video!.id }),
    payload: { comment: marker('B', 'comment') },
  });
  expect(comment.statusCode).toBe(201);

  // A's own records too, so that A can try to move its own things onto B's (an id in a body).
  await createRecords(a.request, 'A', async () => idsIn(await exportOf(a.user.id)));
  aOwnIds = idsIn(await exportOf(a.user.id)).filter((id) => id !== a.user.id);
});

afterAll(async () => {
  await t?.close();
});

describe('authorization matrix: A with B’s ids', () => {
  it('changes nothing of B, answers no 5xx and shows none of B’s private text', async () => {
    const before = await exportOf(b.id);
    const beforeText = JSON.stringify(before);
    const bCurrentBefore = (await b.request({ method: 'GET', url: '/api/users/current' })).body;
    const pool = [...new Set([...idsIn(before), b.id])].sort((x, y) => x - y);
    const pairs = recordPairs(before);
    const secrets = privateStringsOf(before);
    expect(pool.length, 'B has ids to try').toBeGreaterThanOrEqual(3);
    expect(secrets.length, 'B has private text to look for').toBeGreaterThanOrEqual(5);
    expect(secrets.some((s) => s.startsWith('B-secret-'))).toBe(true);

    const idRoutes = endpoints.filter((e) => !e.spec.public && e.pathParams.length > 0);
    const bodyIdRoutes = endpoints.filter((e) => !e.spec.public && idFieldsOf(e.spec.body).length > 0);
    const queryIdRoutes = endpoints.filter((e) => !e.spec.public && idFieldsOf(e.spec.query).length > 0);
    const calls: Call[] = [];
    // 1. B's ids in the path (every combination for routes with two ids, B's record pairs first).
    for (const e of idRoutes) {
      for (const params of combos(e.pathParams, pool, pairs)) {
        calls.push(
          await callAs(a.request, e, params, Object.fromEntries(idFieldsOf(e.spec.body).map((f) => [f, Object.values(params)[0]!]))),
        );
      }
    }
    // 2. B's ids in the body (`accountId`), on A's own ids in the path: moving A's things onto B's.
    for (const e of bodyIdRoutes) {
      const fields = idFieldsOf(e.spec.body);
      const pathCombos = e.pathParams.length > 0 ? combos(e.pathParams, aOwnIds, []) : [{}];
      for (const params of pathCombos) {
        for (const id of pool) calls.push(await callAs(a.request, e, params, Object.fromEntries(fields.map((f) => [f, id]))));
      }
    }
    // 3. B's ids in the query (`?accountId=`), on A's own ids in the path.
    for (const e of queryIdRoutes) {
      const fields = idFieldsOf(e.spec.query);
      const pathCombos = e.pathParams.length > 0 ? combos(e.pathParams, aOwnIds, []) : [{}];
      for (const params of pathCombos) {
        for (const id of pool) calls.push(await callAs(a.request, e, params, {}, Object.fromEntries(fields.map((f) => [f, id]))));
      }
    }

    if (process.env.RELIABILITY_DEBUG) {
      for (const c of calls)
        process.stdout.write(`${describeEndpoint(c.endpoint)} ${JSON.stringify(c.params)} ${JSON.stringify(c.body)} -> ${c.status}\n`);
    }
    const serverErrors = calls.filter((c) => c.status >= 500);
    expect(serverErrors.map((c) => `${describeEndpoint(c.endpoint)} ${JSON.stringify(c.params)} -> ${c.status} ${c.text}`)).toEqual([]);
    const leaks = calls.flatMap((c) =>
      secrets.filter((s) => c.text.includes(s)).map((s) => `${describeEndpoint(c.endpoint)} ${JSON.stringify(c.params)} shows "${s}"`),
    );
    expect(leaks).toEqual([]);
    const notProblems = calls.filter((c) => c.status >= 400 && !isProblem(c.contentType));
    expect(notProblems.map((c) => `${describeEndpoint(c.endpoint)} ${c.status} ${c.contentType}`)).toEqual([]);

    // Nothing of B changed: B's export byte for byte, and B's current user.
    const after = await exportOf(b.id);
    expect(JSON.stringify(after)).toBe(beforeText);
    expect((await b.request({ method: 'GET', url: '/api/users/current' })).body).toBe(bCurrentBefore);

    // A's lists show nothing of B either.
    for (const e of listReads()) {
      const text = (await a.request({ method: 'GET', url: e.path })).body;
      expect(
        secrets.filter((s) => text.includes(s)),
        describeEndpoint(e),
      ).toEqual([]);
    }

    const byRoute: Record<string, Record<number, number>> = {};
    for (const c of calls) {
      const k = describeEndpoint(c.endpoint);
      byRoute[k] ??= {};
      byRoute[k][c.status] = (byRoute[k][c.status] ?? 0) + 1;
    }
    figure('authorization: id-bearing routes', idRoutes.map(describeEndpoint));
    figure('authorization: routes with ids in the body', bodyIdRoutes.map(describeEndpoint));
    figure('authorization: routes with ids in the query', queryIdRoutes.map(describeEndpoint));
    figure('authorization: B ids tried', pool.length);
    figure('authorization: calls', calls.length);
    figure('authorization: statuses by route', byRoute);
  });

  it('answers 401 on every route that needs a sign-in, when signed out or with a made-up session', async () => {
    const signedOut = endpoints.filter((e) => !e.spec.public);
    const failures: string[] = [];
    for (const e of signedOut) {
      for (const request of [injectAs(t.app), injectAs(t.app, `rise_session=${randomBytes(32).toString('base64url')}`)]) {
        const params = Object.fromEntries(e.pathParams.map((p) => [p, b.id]));
        const call = await callAs(request, e, params);
        if (call.status !== 401 || !isProblem(call.contentType))
          failures.push(`${describeEndpoint(e)} -> ${call.status} ${call.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    figure('authorization: routes answering 401 signed out', signedOut.length);
    expect(signedOut.filter((e) => e.pathParams.length > 0).length).toBeGreaterThan(0);
  });

  it('has every write of A count as A’s: B’s export never mentions A', async () => {
    const text = JSON.stringify(await exportOf(b.id));
    expect(text).not.toContain('A-secret-');
  });
});

describe('authorization matrix: the staff role', () => {
  const rolesOf = (e: Endpoint) => (e.spec.roles ?? DEFAULT_ROLES) as readonly string[];

  it('answers a staff account 403 problem+json on every route that is not its own, and changes nothing of it', async () => {
    const staff = await createModerator(t);
    const before = JSON.stringify(await exportOf(staff.user.id));
    const refused = endpoints.filter((e) => !e.spec.public && !rolesOf(e).includes('moderator'));
    const failures: string[] = [];
    for (const e of refused) {
      // Its own ids and B's: refused before anything is looked up.
      for (const id of e.pathParams.length > 0 ? [staff.user.id, b.id] : [0]) {
        const call = await callAs(injectAs(t.app, staff.cookie), e, Object.fromEntries(e.pathParams.map((p) => [p, id])));
        const detail = isProblem(call.contentType) ? (JSON.parse(call.text) as { detail?: string }).detail : undefined;
        if (call.status !== 403 || detail !== 'A staff account can only use moderation.')
          failures.push(`${describeEndpoint(e)} -> ${call.status} ${call.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(JSON.stringify(await exportOf(staff.user.id))).toBe(before);
    // The teens' app is refused whole: its writes (a pep talk, a comment, a report, a message) among them.
    expect(refused.map(describeEndpoint)).toEqual(
      expect.arrayContaining(['GET /api/goals', 'POST /api/peptalks', 'POST /api/reports', 'POST /api/mentors/:id/messages']),
    );
    figure('authorization: routes refusing a staff account', refused.length);
  });

  it('lets a staff account reach every moderation route and its own account (200 on every list), never a 5xx', async () => {
    const staff = await createModerator(t);
    const own = endpoints.filter((e) => !e.spec.public && rolesOf(e).includes('moderator'));
    // Moderation, the account's own session and password, the live events that keep the queue true, and
    // the studio and its review of clips (issue 55); nothing else (the role is named on purpose).
    const outside = own.filter(
      (e) =>
        !e.path.startsWith('/api/moderation/') &&
        !e.path.startsWith('/api/studio/') &&
        !e.path.startsWith('/api/review/') &&
        !['/api/users/current', '/api/auth/password', '/api/auth/sign-out-everywhere', '/api/events'].includes(e.path),
    );
    expect(outside.map(describeEndpoint)).toEqual([]);
    expect(own.map(describeEndpoint)).toEqual(expect.arrayContaining(['GET /api/moderation/reports', 'GET /api/users/current']));
    const failures: string[] = [];
    const reached: string[] = [];
    // Reads first; sign-out-everywhere last, as it ends the session.
    const order = (e: Endpoint) => (e.path === '/api/auth/sign-out-everywhere' ? 2 : e.method === 'GET' ? 0 : 1);
    for (const e of [...own].sort((x, y) => order(x) - order(y))) {
      // Ids that do not exist: reached (a 404, not a 403), and nothing decided by the way.
      const call = await callAs(injectAs(t.app, staff.cookie), e, Object.fromEntries(e.pathParams.map((p) => [p, 2_000_000_000])));
      const ok =
        e.method === 'GET' && e.pathParams.length === 0
          ? call.status === 200
          : call.status < 500 && call.status !== 403 && call.status !== 401;
      if (!ok) failures.push(`${describeEndpoint(e)} -> ${call.status} ${call.text.slice(0, 200)}`);
      else reached.push(`${describeEndpoint(e)} ${call.status}`);
    }
    expect(failures).toEqual([]);
    figure('authorization: routes a staff account reaches', reached);
  });
});
