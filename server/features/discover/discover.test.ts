// Discover (issue 32) through the API, on whichever engine TEST_DATABASE_URL names (SQLite by default):
// the full-text search (title, words, tags; plurals and case; title first; paged), what it never shows,
// browsing by topic, the index following pep talks as they are written, and the week's most liked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCOVER_KINDS,
  type DiscoverItem,
  type DiscoverKind,
  type PopularItem,
  SEARCH_MAX_LENGTH,
  hrefOfItem,
  topicOf,
} from '../../../contract/discover';
import { GUIDED_SESSIONS } from '../../../contract/guided-sessions';
import { PEP_TALK_CATEGORIES, type PepTalk, type PepTalkCategory } from '../../../contract/pep-talks';
import type { DailyChallenge, PracticeContent } from '../../../contract/skills';
import { nextLinkOf } from '../../../contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { checkCounts, refreshWeekLikes } from '../../social/counts.repo';
import { loadConfig } from '../../config';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, sessionCookie, signUp } from '../../test/app';
import { SEARCH_CANDIDATES } from './discover.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
/** Apps started again on the same database (a restart): closed before it is. */
const restarted: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of restarted) await app.close();
  await t.close();
});

async function post(me: SignedIn, title: string, text = 'One step at a time.', more: Record<string, unknown> = {}): Promise<PepTalk> {
  const response = await me.request({
    method: 'POST',
    url: '/api/peptalks',
    payload: { title, mediaUrl: text, mediaType: 'text', category: 'courage', isPublic: true, ...more },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Pep talks written straight into the table (the index follows by its triggers): many at once. */
async function insertPepTalks(
  me: SignedIn,
  count: number,
  fields: (i: number) => { title: string; is_public: number; category?: PepTalkCategory; media_url?: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => ({
      user_id: me.user.id,
      media_type: 'text' as const,
      media_url: 'Keep going.',
      category: 'courage' as const,
      created_at: new Date().toISOString(),
      ...fields(from + k),
    }));
    ids.push(...(await t.database.db.insertInto('pep_talks').values(rows).returning('id').execute()).map((r) => r.id));
  }
  return ids;
}

async function demo(): Promise<SignedIn> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = sessionCookie(response);
  return { cookie, user: response.json(), request: (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie } }) };
}

const search = async (me: SignedIn, q: string, extra = '') =>
  (await json(me, { url: `/api/discover/search?q=${encodeURIComponent(q)}${extra}` })) as DiscoverItem[];
const pepTalkIds = (items: DiscoverItem[]) => items.filter((i) => i.kind === 'peptalk').map((i) => i.id);

describe('search', () => {
  it('finds Shorts, pep talks and mentors by title, by their words and by tag', async () => {
    const me = await signUp(t.app);
    // A Short's title, a Short's description, a mentor's name and a mentor's tag.
    expect((await search(me, 'speak up')).find((i) => i.kind === 'short')?.title).toBe('Speak up in the first five minutes');
    expect((await search(me, 'underrated')).map((i) => i.title)).toContain('Listen to understand');
    expect((await search(me, 'okafor')).map((i) => i.title)).toEqual(['Maya Okafor']);
    const coding = await search(me, 'coding');
    expect(
      coding
        .filter((i) => i.kind === 'mentor')
        .map((i) => i.title)
        .sort(),
    ).toEqual(['Daniel Kim', 'Maya Okafor']);

    // A guided session, which opens in Mind Gym.
    const sessions = (await search(me, 'meditation')).filter((i) => i.kind === 'session');
    expect(sessions.map((i) => hrefOfItem(i)).sort()).toEqual(
      GUIDED_SESSIONS.filter((s) => s.type === 'meditation')
        .map((s) => `/mind-gym?session=${s.id}`)
        .sort(),
    );

    const p = await post(me, 'Tiny brave thing', 'Say hello to the narwhal club.', { category: 'gratitude' });
    expect(pepTalkIds(await search(me, 'narwhal'))).toEqual([p.id]);
    // Its category is its tag.
    const byTag = await search(me, 'gratitude');
    expect(byTag.find((i) => i.kind === 'peptalk' && i.id === p.id)).toMatchObject({
      tags: ['gratitude'],
      topic: 'stress',
      text: 'Say hello to the narwhal club.',
    });
  });

  it('finds every skill practice, each opening at itself, and only the daily challenges the viewer answered', async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const practice = async (skill: string) => (await json(me, { url: `/api/skills/practices/${skill}` })) as PracticeContent;
    const thinking = await practice('critical-thinking');
    const puzzle = thinking.skill === 'critical-thinking' ? thinking.puzzles[2]! : undefined;
    const found = (await search(me, puzzle!.title)).find((i) => i.kind === 'practice' && i.title === puzzle!.title);
    expect(found).toMatchObject({ tags: ['critical thinking'], topic: 'creativity' });
    expect(hrefOfItem(found!)).toBe('/skill-quest?open=critical-thinking&item=2');
    const time = await practice('time-management');
    const plan = time.skill === 'time-management' ? time.plans[0]! : undefined;
    const planFound = (await search(me, plan!.title)).find((i) => i.kind === 'practice' && i.title === plan!.title);
    expect(planFound?.topic).toBe('focus');
    expect(hrefOfItem(planFound!)).toBe('/skill-quest?open=time-management&item=0');

    // Today's challenge is not listed until it is answered, and then only for the one who answered it.
    const day = new Date().toISOString().slice(0, 10);
    const today = (await json(me, { url: `/api/skills/challenge?day=${day}&timeZone=UTC` })) as DailyChallenge;
    const challenges = async (who: SignedIn) => (await search(who, today.title)).filter((i) => i.kind === 'challenge');
    expect(await challenges(me)).toEqual([]);
    await json(me, { method: 'POST', url: '/api/skills/challenge', payload: { day, timeZone: 'UTC', choice: 0 } });
    const mine = await challenges(me);
    expect(mine).toHaveLength(1);
    const number = mine[0]!.id;
    expect(hrefOfItem(mine[0]!)).toBe(`/skill-quest?open=challenge&past=${number}`);
    // It opens as the teen answered it.
    expect(await json(me, { url: `/api/skills/challenges/${number}` })).toEqual(
      await json(me, { url: `/api/skills/challenge?day=${day}&timeZone=UTC` }),
    );
    expect(await challenges(other)).toEqual([]);
    const browsed = async (who: SignedIn) =>
      ((await json(who, { url: '/api/discover?topic=' + mine[0]!.topic })) as DiscoverItem[]).filter((i) => i.kind === 'challenge');
    expect((await browsed(me)).map((i) => i.id)).toEqual([number]);
    expect(await browsed(other)).toEqual([]);
  });

  it('finds "leader" from "Leaders" and "LEADERSHIP" in any case, and a word being typed', async () => {
    const me = await signUp(t.app);
    const p = await post(me, 'Be the leader of your week', 'Plan it on Sunday.');
    for (const q of ['Leaders', 'LEADER', 'leader', 'the leaders of']) expect(pepTalkIds(await search(me, q)), q).toContain(p.id);
    expect(pepTalkIds(await search(me, 'sunda'))).toContain(p.id);
    expect(pepTalkIds(await search(me, 'planned sundays'))).toContain(p.id);
  });

  it('puts a title match before a match in the words', async () => {
    const me = await signUp(t.app);
    const inWords = await post(me, 'Morning routine', 'Think of a quokka smiling at you.');
    const inTitle = await post(me, 'The quokka rule', 'Smile first.');
    expect(pepTalkIds(await search(me, 'quokka'))).toEqual([inTitle.id, inWords.id]);
  });

  it('pages its results with a cursor in a Link header, each page capped', async () => {
    const me = await signUp(t.app);
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await post(me, `Wombat step ${i}`)).id);
    const first = await me.request({ url: '/api/discover/search?q=wombat&limit=2' });
    expect(first.statusCode).toBe(200);
    const seen = (first.json() as DiscoverItem[]).map((i) => i.id);
    expect(seen).toHaveLength(2);
    let next = nextLinkOf(first.headers.link as string);
    expect(next).toMatch(/^\/api\/discover\/search\?/);
    while (next) {
      const page = await me.request({ url: next });
      expect(page.statusCode).toBe(200);
      seen.push(...(page.json() as DiscoverItem[]).map((i) => i.id));
      next = nextLinkOf(page.headers.link as string | undefined);
    }
    expect(seen.sort()).toEqual(made.sort());
    expect((await me.request({ url: '/api/discover/search?q=wombat&limit=101' })).statusCode).toBe(400);
  });

  it("never shows a private, held, hidden, blocked or demo pep talk to others, and each stays its writer's", async () => {
    const writer = await signUp(t.app);
    const reader = await signUp(t.app);
    const blocked = await signUp(t.app);
    const sandbox = await demo();
    const open = await post(writer, 'Okapi open');
    const quiet = await post(writer, 'Okapi quiet', 'Just for me.', { isPublic: false });
    const held = await post(writer, 'Okapi honestly', 'Some days I want to die.');
    expect(held.held).toBe(true);
    const hidden = await post(writer, 'Okapi hidden');
    await t.database.db
      .insertInto('moderation_cases')
      .values({
        subject: 'peptalk',
        item_id: hidden.id,
        author_id: writer.user.id,
        author_username: 'w',
        author_display_name: 'W',
        author_role: 'member',
        hidden: 1,
        first_reported_at: new Date().toISOString(),
      })
      .execute();
    const fromBlocked = await post(blocked, 'Okapi from someone blocked');
    expect((await reader.request({ method: 'POST', url: '/api/blocks', payload: { userId: blocked.user.id } })).statusCode).toBeLessThan(
      300,
    );
    const fromDemo = await post(sandbox, 'Okapi from a demo');

    expect(pepTalkIds(await search(reader, 'okapi'))).toEqual([open.id]);
    expect(pepTalkIds(await search(reader, 'okapi', '&topic=confidence'))).toEqual([open.id]);
    expect(new Set(pepTalkIds(await search(writer, 'okapi')))).toEqual(new Set([open.id, quiet.id, held.id, hidden.id, fromBlocked.id]));
    expect(new Set(pepTalkIds(await search(blocked, 'okapi')))).toEqual(new Set([open.id, fromBlocked.id]));
    expect(pepTalkIds(await search(sandbox, 'okapi'))).toContain(fromDemo.id);
    // Browsing keeps the same rules.
    const browsed = (await json(reader, { url: '/api/discover?topic=confidence' })) as DiscoverItem[];
    const browsedIds = pepTalkIds(browsed);
    expect(browsedIds).toContain(open.id);
    for (const id of [quiet.id, held.id, hidden.id, fromBlocked.id, fromDemo.id]) expect(browsedIds).not.toContain(id);
  });

  it('finds what the viewer may see behind many better matches they may not, in order and in full pages', async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    // Title matches rank first: private ones, then one public. More than any window of candidates.
    const ahead = await insertPepTalks(writer, 1_700, (i) => ({ title: `Quetzal ${i}`, is_public: 0 }));
    const behind = await post(writer, 'Quiet morning', 'A quetzal flew by the window.');
    expect(pepTalkIds(await search(reader, 'quetzal'))).toEqual([behind.id]);
    expect(pepTalkIds(await search(reader, 'quetzal', '&limit=1'))).toEqual([behind.id]);
    expect(pepTalkIds(await search(writer, 'quetzal', '&limit=3'))).toEqual(ahead.slice(0, 3));

    // Visible ones among hidden ones: each page full, in rank order, to the end.
    const mixed: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      await insertPepTalks(writer, 12, (j) => ({ title: `Tapir tapir tapir ${i} ${j}`, is_public: 0 }));
      mixed.push((await post(writer, `Tapir ${i}`, 'Slow and steady.')).id);
    }
    const first = await reader.request({ url: '/api/discover/search?q=tapir&limit=20' });
    expect(pepTalkIds(first.json() as DiscoverItem[])).toEqual(mixed.slice(0, 20));
    const second = await reader.request({ url: nextLinkOf(first.headers.link as string)! });
    expect(pepTalkIds(second.json() as DiscoverItem[])).toEqual(mixed.slice(20));
    expect(nextLinkOf(second.headers.link as string | undefined)).toBeFalsy();
  });

  it('follows a pep talk as it is edited and deleted', async () => {
    const me = await signUp(t.app);
    const p = await post(me, 'Axolotl day');
    expect(pepTalkIds(await search(me, 'axolotl'))).toEqual([p.id]);
    const edited = await me.request({
      method: 'PATCH',
      url: `/api/peptalks/${p.id}`,
      payload: { title: 'Pangolin day', category: 'creativity' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(pepTalkIds(await search(me, 'axolotl'))).toEqual([]);
    expect((await search(me, 'pangolin')).find((i) => i.id === p.id)).toMatchObject({
      title: 'Pangolin day',
      topic: 'creativity',
      tags: ['creativity'],
    });
    expect((await me.request({ method: 'DELETE', url: `/api/peptalks/${p.id}` })).statusCode).toBe(204);
    expect(pepTalkIds(await search(me, 'pangolin'))).toEqual([]);
  });

  it('gives each pep talk category the topic the contract gives it', async () => {
    const me = await signUp(t.app);
    for (const category of PEP_TALK_CATEGORIES) {
      const p = await post(me, `Capybara ${category}`, 'Keep going.', { category });
      expect((await search(me, `capybara ${category}`)).find((i) => i.id === p.id)?.topic, category).toBe(
        topicOf([category], 'leadership'),
      );
    }
  });

  it('answers 400 to an empty, wordless or too long search and 401 signed out, changing nothing', async () => {
    const me = await signUp(t.app);
    for (const q of ['', '   ', '!!! ***', 'a'.repeat(SEARCH_MAX_LENGTH + 1)]) {
      const response = await me.request({ url: `/api/discover/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, q).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json().errors).toHaveProperty('q');
    }
    expect((await me.request({ url: '/api/discover/search' })).statusCode).toBe(400);
    expect((await me.request({ url: '/api/discover/search?q=leader&topic=cooking' })).statusCode).toBe(400);
    expect((await me.request({ url: '/api/discover/search?q=leader&cursor=bm90LW91cnM' })).statusCode).toBe(400);
    // FTS syntax is only words to it.
    expect((await me.request({ url: `/api/discover/search?q=${encodeURIComponent('leader" OR NEAR(*')}` })).statusCode).toBe(200);
    // Any letters and digits are words, in any script.
    for (const q of [
      'ǅemal',
      '١٢٣ ٤',
      'naïve café',
      '1e5 0x1f',
      'a1b2-c3',
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      "don't stop",
      'x'.repeat(SEARCH_MAX_LENGTH),
      'the a of',
    ]) {
      const response = await me.request({ url: `/api/discover/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/discover/search?q=leader' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/discover' })).statusCode).toBe(401);
  });
});

describe('search beyond a batch of matches', () => {
  // Thousands of pep talks: a database of their own, so that the other tests' lists stay as short.
  let shared: TestApp;
  beforeAll(async () => {
    shared = t;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    t = shared;
  });

  it('finds a match older than a batch of newer ones: by a rare word, and behind ones the viewer may not see', async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    const old = await post(writer, 'Ibex at dawn', 'Marmot tracks in the snow.');
    // More newer matches than a search ranks at a time, none of them the reader's to see.
    const newer = await insertPepTalks(writer, SEARCH_CANDIDATES + 10, (i) => ({ title: `Ibex ${i}`, is_public: 0 }));
    // A rarer word is ranked in full, however old its matches.
    expect(pepTalkIds(await search(reader, 'marmot'))).toEqual([old.id]);
    expect(pepTalkIds(await search(reader, 'ibex marmot'))).toEqual([old.id]);
    // A common word: the newest batch holds nothing the reader may see, so the older one follows.
    expect(pepTalkIds(await search(reader, 'ibex'))).toEqual([old.id]);
    expect(pepTalkIds(await search(reader, 'ibe', '&limit=1'))).toEqual([old.id]);
    // The writer, who may see them all, gets the newest batch's best first (equal titles: the older first).
    expect(pepTalkIds(await search(writer, 'ibex', '&limit=3'))).toEqual(newer.slice(10, 13));
  });

  it("pages a common word's newest matches best first, each page the one after, while more are written", async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    // Older title matches, then a batch's worth of newer matches: one in 50 a title match, the next one
    // private, the rest a match in the words.
    const older = await insertPepTalks(writer, 30, (i) => ({ title: `Yak ${i}`, is_public: 1 }));
    const batch = await insertPepTalks(writer, SEARCH_CANDIDATES, (j) =>
      j % 50 === 0
        ? { title: `Yak ${j}`, is_public: 1 }
        : j % 50 === 1
          ? { title: `Yak ${j}`, is_public: 0 }
          : { title: `Morning ${j}`, is_public: 1, media_url: 'A yak walked by.' },
    );
    const titles = batch.filter((_, j) => j % 50 === 0);
    const words = batch.filter((_, j) => j % 50 > 1);
    const first = await reader.request({ url: '/api/discover/search?q=yak&limit=20' });
    expect(pepTalkIds(first.json() as DiscoverItem[])).toEqual(titles.slice(0, 20));
    // Something newer written meanwhile does not move the pages after the first.
    await post(writer, 'Yak, newest of all');
    const second = await reader.request({ url: nextLinkOf(first.headers.link as string)! });
    expect(pepTalkIds(second.json() as DiscoverItem[])).toEqual(titles.slice(20, 40));
    const third = await reader.request({ url: nextLinkOf(second.headers.link as string)! });
    expect(pepTalkIds(third.json() as DiscoverItem[])).toEqual(words.slice(0, 20));
    for (const page of [first, second, third]) for (const id of older) expect(pepTalkIds(page.json() as DiscoverItem[])).not.toContain(id);
    // A cursor handed out before batches (an offset) still reads on from there.
    const offset = Buffer.from(JSON.stringify([20])).toString('base64url');
    expect(pepTalkIds(await search(reader, 'yak', `&limit=20&cursor=${offset}`))).toHaveLength(20);
  });

  it("finds for a demo its own pep talks, the sample community's and the catalogue, behind many members' matches", async () => {
    const sandbox = await demo();
    const member = await signUp(t.app);
    const mine = await post(sandbox, 'Heron notes', 'Written in the sandbox.');
    const examWeek = ((await json(sandbox, { url: '/api/peptalks?limit=100' })) as PepTalk[]).find((p) => p.title === 'Exam week plan')!;
    const theirs = await insertPepTalks(member, SEARCH_CANDIDATES + 10, (i) => ({
      title: `Heron exam week plan meditation ${i}`,
      is_public: 1,
    }));
    expect(pepTalkIds(await search(sandbox, 'heron'))).toEqual([mine.id]);
    const samples = pepTalkIds(await search(sandbox, 'exam week plan'));
    expect(samples).toContain(examWeek.id);
    for (const id of theirs) expect(samples).not.toContain(id);
    const sessions = (await search(sandbox, 'meditation', '&limit=100')).filter((i) => i.kind === 'session');
    expect(sessions).toHaveLength(GUIDED_SESSIONS.filter((s) => s.type === 'meditation').length);
    // The member finds the newest batch of their own (equal titles: the older first), not the demo's.
    expect(pepTalkIds(await search(member, 'heron exam', '&limit=50'))).toEqual(theirs.slice(10, 60));
    expect(pepTalkIds(await search(member, 'heron notes'))).toEqual([]);
  });
});

describe('the index at start-up', () => {
  it('is rewritten from the catalogues: a missing item comes back, a stale one is corrected, a retired one leaves', async () => {
    const me = await signUp(t.app);
    const index = t.database.db.withTables<{
      search_documents: { kind: string; item_id: number; topic: string; title: string; body: string; tags: string };
    }>();
    const [kwame] = (await search(me, 'asante')).filter((i) => i.kind === 'mentor');
    const [listen] = (await search(me, 'listen to understand')).filter((i) => i.kind === 'short');
    await index.deleteFrom('search_documents').where('kind', '=', 'mentor').where('item_id', '=', kwame!.id).execute();
    await index
      .updateTable('search_documents')
      .set({ title: 'Listen like a lighthouse' })
      .where('kind', '=', 'short')
      .where('item_id', '=', listen!.id)
      .execute();
    await index
      .insertInto('search_documents')
      .values({ kind: 'short', item_id: 99_999, topic: 'focus', title: 'A retired lighthouse tip', body: '', tags: '' })
      .execute();
    expect(await search(me, 'asante')).toEqual([]);
    expect((await search(me, 'lighthouses')).map((i) => i.title).sort()).toEqual(['A retired lighthouse tip', 'Listen like a lighthouse']);

    const config = loadConfig({});
    config.staticDir = null;
    restarted.push(await buildApp(config, { database: t.database, logger: false }));
    expect((await search(me, 'asante')).map((i) => i.title)).toEqual(['Kwame Asante']);
    expect(await search(me, 'lighthouse')).toEqual([]);
    expect((await search(me, 'listen to understand')).find((i) => i.kind === 'short')).toEqual(listen);
  });
});

describe('browse', () => {
  it('lists everything by topic, Shorts first, a page at a time', async () => {
    const me = await signUp(t.app);
    const all: DiscoverItem[] = [];
    let next: string | null = '/api/discover?limit=7';
    while (next) {
      const page = await me.request({ url: next });
      expect(page.statusCode).toBe(200);
      const items = page.json() as DiscoverItem[];
      expect(items.length).toBeLessThanOrEqual(7);
      all.push(...items);
      next = nextLinkOf(page.headers.link as string | undefined);
    }
    const kinds = all.map((i) => i.kind);
    expect(kinds.indexOf('peptalk')).toBeGreaterThan(kinds.lastIndexOf('short'));
    expect(kinds.indexOf('mentor')).toBeGreaterThan(kinds.lastIndexOf('peptalk'));
    expect(kinds.indexOf('session')).toBeGreaterThan(kinds.lastIndexOf('mentor'));
    expect(kinds.filter((k) => k === 'session')).toHaveLength(GUIDED_SESSIONS.length);
    const shorts = (await json(me, { url: '/api/videos' })) as unknown[];
    expect(kinds.filter((k) => k === 'short')).toHaveLength(shorts.length);
    expect(new Set(all.map((i) => `${i.kind}:${i.id}`)).size).toBe(all.length);

    const money = (await json(me, { url: '/api/discover?topic=money' })) as DiscoverItem[];
    expect(money.every((i) => i.topic === 'money')).toBe(true);
    expect(money.map((i) => i.title)).toContain('Samir Haddad');
    const stress = (await json(me, { url: '/api/discover?topic=stress' })) as DiscoverItem[];
    expect(stress.map((i) => i.title)).toContain('Breathe in four, out six');
  });
});

describe('browse behind what the viewer may not see', () => {
  it('lists it in full pages, in the order of kinds the contract gives', async () => {
    const [writer, reader] = [await signUp(t.app), await signUp(t.app)];
    const hidden = await insertPepTalks(writer, 1_700, () => ({ title: 'Kept to myself', is_public: 0, category: 'friendship' }));
    const open = await post(writer, 'Said out loud', 'Hello.', { category: 'friendship' });
    const pages: DiscoverItem[][] = [];
    let next: string | null = '/api/discover?topic=friendship&limit=5';
    while (next) {
      const page = await reader.request({ url: next });
      pages.push(page.json() as DiscoverItem[]);
      next = nextLinkOf(page.headers.link as string | undefined);
    }
    for (const page of pages.slice(0, -1)) expect(page).toHaveLength(5);
    const ids = pepTalkIds(pages.flat());
    expect(ids).toContain(open.id);
    for (const id of hidden) expect(ids).not.toContain(id);
    expect(pepTalkIds((await json(writer, { url: '/api/discover?topic=friendship&limit=100' })) as DiscoverItem[])).toEqual(
      expect.arrayContaining(hidden.slice(0, 10)),
    );

    // The index's order (migration 0034) is DISCOVER_KINDS', for every kind there is.
    const index = t.database.db.withTables<{ search_documents: { id: number; kind: string; browse_order: number } }>();
    const rows = await index.selectFrom('search_documents').select(['id', 'kind', 'browse_order']).execute();
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(DISCOVER_KINDS));
    for (const r of rows) expect(Number(r.browse_order), r.kind).toBe(DISCOVER_KINDS.indexOf(r.kind as DiscoverKind) * 2 ** 32 + r.id);
  });
});

describe('popular now', () => {
  const popular = async (me: SignedIn) => ((await json(me, { url: '/api/discover/popular' })) as { item: PopularItem | null }).item;
  const likePepTalk = (me: SignedIn, id: number) => me.request({ method: 'POST', url: `/api/peptalks/${id}/like` });
  const likeVideo = (me: SignedIn, id: number) => me.request({ method: 'POST', url: `/api/videos/${id}/like` });

  it("is the week's most liked Short or pep talk the viewer may see, without demos' likes or last week's", async () => {
    const fresh = await createTestApp();
    try {
      const [a, b, c, reader] = [await signUp(fresh.app), await signUp(fresh.app), await signUp(fresh.app), await signUp(fresh.app)];
      expect(await popular(reader)).toBeNull();
      const own = await post(a, 'Liked by two');
      const videos = (await json(reader, { url: '/api/videos' })) as { id: number; title: string }[];
      await likeVideo(a, videos[0]!.id);
      await likePepTalk(b, own.id);
      await likePepTalk(c, own.id);
      expect(await popular(reader)).toMatchObject({ kind: 'peptalk', id: own.id, likes: 2, title: 'Liked by two' });

      // Three demos' likes count for no one but each demo.
      for (let i = 0; i < 3; i += 1) {
        const response = await fresh.app.inject({ method: 'POST', url: '/api/auth/demo' });
        const cookie = sessionCookie(response);
        await fresh.app.inject({ method: 'POST', url: `/api/videos/${videos[1]!.id}/like`, headers: { cookie } });
      }
      expect(await popular(reader)).toMatchObject({ kind: 'peptalk', id: own.id });

      // Likes older than a week no longer count.
      await fresh.database.db
        .updateTable('reactions')
        .set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
        .where('subject', '=', 'peptalk')
        .execute();
      // The hourly housekeeping takes them out of the week's counts.
      await refreshWeekLikes(fresh.database.db);
      expect(await popular(reader)).toMatchObject({ kind: 'short', id: videos[0]!.id, likes: 1, title: videos[0]!.title });

      // Someone blocked: their pep talk is not shown to the one who blocked them.
      await fresh.database.db
        .updateTable('reactions')
        .set({ created_at: new Date().toISOString() })
        .where('subject', '=', 'peptalk')
        .execute();
      // (Likes do not grow younger: the recount after a start puts them back in the week; nothing else drifted.)
      expect((await checkCounts(fresh.database.db)).drifted).toBe(0);
      expect((await reader.request({ method: 'POST', url: '/api/blocks', payload: { userId: a.user.id } })).statusCode).toBeLessThan(300);
      expect(await popular(reader)).toMatchObject({ kind: 'short', id: videos[0]!.id });
      expect(await popular(b)).toMatchObject({ kind: 'peptalk', id: own.id });
    } finally {
      await fresh.close();
    }
  });
});
