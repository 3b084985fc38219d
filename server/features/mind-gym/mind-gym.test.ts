import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../contract/endpoint';
import { mindGymApi } from '../../../contract/mind-gym';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, sessionCookie, signUp } from '../../test/app';
import { PROGRESS_EVENTS } from '../../../contract/progress-rules';
import { mindGymModule } from './index';
import { dayFormatter, daysEnding, presetPositionsFor } from './mind-gym.repo';
import presets from './presets.json';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noContent = async (me: SignedIn, options: InjectOptions) => {
  const response = await me.request(options);
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe('');
};

/** Factories: one of each for `me`, every field overridable. */
const makeMood = (me: SignedIn, payload: Record<string, unknown> = {}) =>
  json(me, { method: 'POST', url: '/api/mindgym/moods', payload: { mood: 'good', note: 'Nice day', ...payload } }, 201);
const makeAffirmation = (me: SignedIn, payload: Record<string, unknown> = {}) =>
  json(me, { method: 'POST', url: '/api/mindgym/affirmations', payload: { text: 'I am brave.', ...payload } }, 201);
const makeEntry = (me: SignedIn, payload: Record<string, unknown> = {}) =>
  json(
    me,
    { method: 'POST', url: '/api/mindgym/journal', payload: { title: 'Today', content: 'A good day.', mood: 'good', ...payload } },
    201,
  );

const moodsOf = (me: SignedIn) => json(me, { url: '/api/mindgym/moods' });
const affirmationsOf = (me: SignedIn) => json(me, { url: '/api/mindgym/affirmations' });
const journalOf = (me: SignedIn) => json(me, { url: '/api/mindgym/journal' });
const exportOf = (me: SignedIn) =>
  mindGymModule.exportUserData!(t.database.db, me.user.id) as Promise<{
    moods: unknown[];
    affirmations: unknown[];
    journal: unknown[];
    activities: unknown[];
  }>;

/** Every item of a paged list, following the Link header; the page sizes seen. */
async function allPages(me: SignedIn, first: string) {
  const seen: { id: number }[] = [];
  const sizes: number[] = [];
  let url: string | null = first;
  while (url) {
    const response = await me.request({ url });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { id: number }[];
    sizes.push(page.length);
    seen.push(...page);
    const link = response.headers.link as string | undefined;
    url = link ? /<([^>]+)>; rel="next"/.exec(link)![1]! : null;
  }
  return { ids: seen.map((x) => x.id), sizes };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the preset picker', () => {
  it('gives three different positions of ten, the same for a day and none shared with the next day', () => {
    let day = '2025-12-25';
    for (let i = 0; i < 400; i += 1) {
      const today = presetPositionsFor(day, 10);
      const next = dayAfter(day);
      expect(today).toHaveLength(3);
      expect(new Set(today).size).toBe(3);
      expect(today.every((p) => Number.isInteger(p) && p >= 0 && p < 10)).toBe(true);
      expect(presetPositionsFor(day, 10)).toEqual(today);
      expect(presetPositionsFor(next, 10).filter((p) => today.includes(p))).toEqual([]);
      day = next;
    }
  });

  it('is (3d + k) mod N with d the days since 1970-01-01', () => {
    expect(presetPositionsFor('1970-01-01', 10)).toEqual([0, 1, 2]);
    expect(presetPositionsFor('1970-01-02', 10)).toEqual([3, 4, 5]);
    expect(presetPositionsFor('1970-01-04', 10)).toEqual([9, 0, 1]);
    // Before 1970 the positions stay in range.
    expect(presetPositionsFor('1969-12-31', 10)).toEqual([7, 8, 9]);
    // 2026-01-01 is day 20454: 3 × 20454 = 61362.
    expect(presetPositionsFor('2026-01-01', 10)).toEqual([2, 3, 4]);
    expect(presetPositionsFor('2026-01-01', 2)).toEqual([0, 1]);
    expect(presetPositionsFor('2026-01-01', 0)).toEqual([]);
  });

  it('counts calendar days in a time zone', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(dayFormatter('UTC')(at)).toBe('2026-03-01');
    expect(dayFormatter('Pacific/Kiritimati')(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-02');
    expect(dayFormatter('Pacific/Pago_Pago')(new Date('2026-03-01T05:00:00Z'))).toBe('2026-02-28');
    expect(daysEnding('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysEnding('2024-03-01', 2)).toEqual(['2024-02-29', '2024-03-01']);
  });
});

describe('moods', () => {
  it('tracks a mood (201, SPEC §3 shape) and lists mine newest first', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await makeMood(other, { note: 'Not yours' });
    const first = await makeMood(me, { mood: 'great', note: '  Aced it  ' });
    expect(first).toEqual({ id: expect.any(Number), mood: 'great', note: 'Aced it', createdAt: expect.stringMatching(ISO) });
    const second = await makeMood(me, { mood: 'sad' });
    const list = await moodsOf(me);
    expect(list).toEqual([second, first]);
  });

  it('stores a blank or missing note as null', async () => {
    const me = await signUp(t.app);
    expect((await makeMood(me, { note: '   ' })).note).toBeNull();
    expect((await makeMood(me, { note: null })).note).toBeNull();
    expect((await json(me, { method: 'POST', url: '/api/mindgym/moods', payload: { mood: 'okay' } }, 201)).note).toBeNull();
    expect((await moodsOf(me)).map((m: { note: unknown }) => m.note)).toEqual([null, null, null]);
  });

  it('pages newest first with ?limit= and the Link header, no mood lost or repeated', async () => {
    const me = await signUp(t.app);
    const made: number[] = [];
    for (let i = 0; i < 7; i += 1) made.push((await makeMood(me, { note: `M${i}` })).id);
    const { ids, sizes } = await allPages(me, '/api/mindgym/moods?limit=3');
    expect(sizes).toEqual([3, 3, 1]);
    expect(ids).toEqual([...made].reverse());
    expect((await me.request({ url: '/api/mindgym/moods?limit=5' })).json()).toHaveLength(5);
    expect((await me.request({ url: '/api/mindgym/moods' })).headers.link).toBeUndefined();
    expect((await me.request({ url: '/api/mindgym/moods?limit=101' })).statusCode).toBe(400);
    expect((await me.request({ url: '/api/mindgym/moods?cursor=nope' })).json().errors).toHaveProperty('cursor');
  });

  it('orders by when a mood was tracked, ties broken by entry', async () => {
    const me = await signUp(t.app);
    const rows = ['2026-01-02T10:00:00.000Z', '2026-01-03T10:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-01-01T10:00:00.000Z'].map(
      (created_at, i) => ({
        user_id: me.user.id,
        mood: 'good' as const,
        note: `N${i}`,
        created_at,
      }),
    );
    await t.database.db.insertInto('mindgym_moods').values(rows).execute();
    const { sizes } = await allPages(me, '/api/mindgym/moods?limit=1');
    expect(sizes).toEqual([1, 1, 1, 1]);
    const notes: string[] = [];
    let url: string | null = '/api/mindgym/moods?limit=2';
    while (url) {
      const response = await me.request({ url });
      notes.push(...response.json().map((m: { note: string }) => m.note));
      const link = response.headers.link as string | undefined;
      url = link ? /<([^>]+)>; rel="next"/.exec(link)![1]! : null;
    }
    expect(notes).toEqual(['N1', 'N2', 'N0', 'N3']);
  });

  it('deletes a mood (204); a second delete is 404', async () => {
    const me = await signUp(t.app);
    const keep = await makeMood(me);
    const mood = await makeMood(me);
    await noContent(me, { method: 'DELETE', url: `/api/mindgym/moods/${mood.id}` });
    expect(await moodsOf(me)).toEqual([keep]);
    expect((await me.request({ method: 'DELETE', url: `/api/mindgym/moods/${mood.id}` })).statusCode).toBe(404);
    expect((await me.request({ method: 'DELETE', url: '/api/mindgym/moods/abc' })).statusCode).toBe(400);
  });

  it.each([
    ['mood', { mood: 'angry' }],
    ['mood', { mood: undefined }],
    ['mood', { mood: 'neutral' }],
    ['note', { note: 'x'.repeat(501) }],
    ['note', { note: 'a\u0000b' }],
    ['note', { note: 5 }],
  ])('answers 400 naming %s, and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym/moods', payload: { mood: 'good', ...payload } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(response.json().errors).toHaveProperty(field);
    expect(await moodsOf(me)).toEqual([]);
  });

  it('takes a note of exactly 500 characters', async () => {
    const me = await signUp(t.app);
    expect((await makeMood(me, { note: 'x'.repeat(500) })).note).toHaveLength(500);
  });

  it('refuses unknown fields with 400, and stores nothing', async () => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym/moods', payload: { mood: 'good', userId: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.body).toContain('userId');
    expect(await moodsOf(me)).toEqual([]);
  });
});

describe('mood days', () => {
  it('answers exactly `days` days, oldest first, ending today, with today’s mood on the last day', async () => {
    const me = await signUp(t.app);
    await makeMood(me, { mood: 'great' });
    await makeMood(me, { mood: 'down' });
    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York']) {
      const days = await json(me, { url: `/api/mindgym/moods/days?timeZone=${encodeURIComponent(timeZone)}&days=7` });
      expect(days).toHaveLength(7);
      const today = dayFormatter(timeZone)(new Date());
      expect(days.map((d: { date: string }) => d.date)).toEqual(daysEnding(today, 7));
      expect(days.at(-1)).toEqual({ date: today, moods: ['great', 'down'] });
      expect(days.slice(0, -1).every((d: { moods: unknown[] }) => d.moods.length === 0)).toBe(true);
    }
    // 30 days when none is asked for.
    expect(await json(me, { url: '/api/mindgym/moods/days?timeZone=Europe/London' })).toHaveLength(30);
  });

  it('puts each mood on its day in the time zone asked for, and leaves out older ones and other users’', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await makeMood(other);
    // Two days ago at noon UTC, stored in the other order of entry: the day lists them by time.
    const twoDaysAgo = dayFormatter('UTC')(new Date(Date.now() - 2 * 86_400_000));
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await t.database.db
      .insertInto('mindgym_moods')
      .values([
        { user_id: me.user.id, mood: 'sad', note: null, created_at: old },
        { user_id: me.user.id, mood: 'good', note: null, created_at: `${twoDaysAgo}T12:01:00.000Z` },
        { user_id: me.user.id, mood: 'okay', note: null, created_at: `${twoDaysAgo}T12:00:00.000Z` },
      ])
      .execute();
    const days = await json(me, { url: '/api/mindgym/moods/days?timeZone=UTC&days=5' });
    expect(days.find((d: { date: string }) => d.date === twoDaysAgo)?.moods).toEqual(['okay', 'good']);
    expect(days.flatMap((d: { moods: string[] }) => d.moods)).toEqual(['okay', 'good']);
    const all = await json(me, { url: '/api/mindgym/moods/days?timeZone=UTC&days=60' });
    expect(all).toHaveLength(60);
    expect(all.flatMap((d: { moods: string[] }) => d.moods)).toEqual(['sad', 'okay', 'good']);
    // 12:00 UTC is 21:00 in Tokyo (the same day) and 02:00 the next day in Kiritimati (UTC+14).
    const tokyo = await json(me, { url: '/api/mindgym/moods/days?timeZone=Asia/Tokyo&days=5' });
    expect(tokyo.find((d: { date: string }) => d.date === twoDaysAgo)?.moods).toEqual(['okay', 'good']);
    const kiritimati = await json(me, { url: '/api/mindgym/moods/days?timeZone=Pacific/Kiritimati&days=5' });
    expect(kiritimati.find((d: { date: string }) => d.date === dayAfter(twoDaysAgo))?.moods).toEqual(['okay', 'good']);
  });

  it.each([
    ['timeZone', 'timeZone=Mars/Olympus'],
    ['timeZone', 'days=3'],
    ['days', 'timeZone=UTC&days=0'],
    ['days', 'timeZone=UTC&days=61'],
    ['days', 'timeZone=UTC&days=2.5'],
  ])('answers 400 naming %s', async (field, query) => {
    const me = await signUp(t.app);
    const response = await me.request({ url: `/api/mindgym/moods/days?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('affirmations', () => {
  it('creates (201, trimmed, not a favourite, never played) and lists mine newest first', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await makeAffirmation(other, { text: 'Theirs' });
    const first = await makeAffirmation(me, { text: '  I am enough.  ' });
    expect(first).toEqual({
      id: expect.any(Number),
      text: 'I am enough.',
      isFavorite: false,
      playCount: 0,
      createdAt: expect.stringMatching(ISO),
    });
    const second = await makeAffirmation(me);
    expect(await affirmationsOf(me)).toEqual([second, first]);
  });

  it('pages newest first with the Link header', async () => {
    const me = await signUp(t.app);
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await makeAffirmation(me, { text: `A${i}` })).id);
    const { ids, sizes } = await allPages(me, '/api/mindgym/affirmations?limit=2');
    expect(sizes).toEqual([2, 2, 1]);
    expect(ids).toEqual([...made].reverse());
  });

  it('edits the text', async () => {
    const me = await signUp(t.app);
    const a = await makeAffirmation(me);
    const edited = await json(me, { method: 'PATCH', url: `/api/mindgym/affirmations/${a.id}`, payload: { text: 'I am kind.' } });
    expect(edited).toEqual({ ...a, text: 'I am kind.' });
    expect(await affirmationsOf(me)).toEqual([edited]);
    const blank = await me.request({ method: 'PATCH', url: `/api/mindgym/affirmations/${a.id}`, payload: { text: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('text');
  });

  it('toggles the favourite with no body, and sets it with {isFavorite} (safe to repeat)', async () => {
    const me = await signUp(t.app);
    const a = await makeAffirmation(me);
    const url = `/api/mindgym/affirmations/${a.id}/favorite`;
    expect((await json(me, { method: 'POST', url })).isFavorite).toBe(true);
    expect((await json(me, { method: 'POST', url })).isFavorite).toBe(false);
    expect((await json(me, { method: 'POST', url, payload: {} })).isFavorite).toBe(true);
    expect((await json(me, { method: 'POST', url, payload: { isFavorite: true } })).isFavorite).toBe(true);
    expect((await json(me, { method: 'POST', url, payload: { isFavorite: true } })).isFavorite).toBe(true);
    expect((await json(me, { method: 'POST', url, payload: { isFavorite: false } })).isFavorite).toBe(false);
    expect((await affirmationsOf(me))[0]).toMatchObject({ isFavorite: false, playCount: 0 });
    for (const payload of [{ isFavorite: 'yes' }, { favorite: true }]) {
      expect((await me.request({ method: 'POST', url, payload })).statusCode).toBe(400);
    }
  });

  it('loses no toggle when several arrive at once', async () => {
    const me = await signUp(t.app);
    const a = await makeAffirmation(me);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => me.request({ method: 'POST', url: `/api/mindgym/affirmations/${a.id}/favorite` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await affirmationsOf(me))[0].isFavorite).toBe(true);
  });

  it('counts every play, even at once', async () => {
    const me = await signUp(t.app);
    const a = await makeAffirmation(me);
    const url = `/api/mindgym/affirmations/${a.id}/play`;
    expect(await json(me, { method: 'POST', url })).toEqual({ ...a, playCount: 1 });
    await Promise.all(Array.from({ length: 6 }, () => me.request({ method: 'POST', url })));
    expect((await affirmationsOf(me))[0]).toMatchObject({ playCount: 7, isFavorite: false });
  });

  it('deletes an affirmation (204)', async () => {
    const me = await signUp(t.app);
    const keep = await makeAffirmation(me);
    const a = await makeAffirmation(me);
    await noContent(me, { method: 'DELETE', url: `/api/mindgym/affirmations/${a.id}` });
    expect(await affirmationsOf(me)).toEqual([keep]);
    expect((await me.request({ method: 'DELETE', url: `/api/mindgym/affirmations/${a.id}` })).statusCode).toBe(404);
    expect((await me.request({ method: 'POST', url: `/api/mindgym/affirmations/${a.id}/play` })).statusCode).toBe(404);
  });

  it.each([
    ['text', { text: '' }],
    ['text', { text: '   ' }],
    ['text', { text: 'x'.repeat(201) }],
    ['text', { text: 42 }],
    ['text', {}],
  ])('answers 400 naming %s, and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym/affirmations', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(await affirmationsOf(me)).toEqual([]);
  });

  it('says why a blank affirmation is refused (SPEC §5)', async () => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym/affirmations', payload: { text: ' ' } });
    expect(response.json().errors.text).toBe('Please enter an affirmation or select from presets.');
  });

  it('refuses unknown fields, and stores nothing', async () => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym/affirmations', payload: { text: 'Hi there', playCount: 99 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.body).toContain('playCount');
    expect(await affirmationsOf(me)).toEqual([]);
  });
});

describe('presets', () => {
  it('answers three of the ten, the same for a day and a different three the next day', async () => {
    const me = await signUp(t.app);
    const day = '2026-05-10';
    const today = await json(me, { url: `/api/mindgym/affirmations/presets?day=${day}` });
    expect(today).toHaveLength(3);
    for (const p of today) expect(p).toEqual({ id: expect.any(Number), text: expect.any(String) });
    expect(today.map((p: { text: string }) => p.text)).toEqual(presetPositionsFor(day, presets.length).map((i) => presets[i]));
    expect(await json(me, { url: `/api/mindgym/affirmations/presets?day=${day}` })).toEqual(today);
    const other = await signUp(t.app);
    expect(await json(other, { url: `/api/mindgym/affirmations/presets?day=${day}` })).toEqual(today);
    const tomorrow = await json(me, { url: `/api/mindgym/affirmations/presets?day=${dayAfter(day)}` });
    expect(tomorrow).toHaveLength(3);
    const ids = new Set(today.map((p: { id: number }) => p.id));
    expect(tomorrow.filter((p: { id: number }) => ids.has(p.id))).toEqual([]);
  });

  it('holds the ten presets of presets.json, once each, however often the catalogue is seeded', async () => {
    expect(presets).toHaveLength(10);
    await mindGymModule.seed!.catalogue!(t.database.db);
    await mindGymModule.seed!.catalogue!(t.database.db);
    const rows = await t.database.db.selectFrom('mindgym_presets').select(['position', 'text']).orderBy('position').execute();
    expect(rows).toEqual(presets.map((text, position) => ({ position, text })));
  });

  it.each(['', '2026-13-01', 'today', '2026-02-30', '20260101'])('answers 400 naming day for %j', async (day) => {
    const me = await signUp(t.app);
    const response = await me.request({ url: `/api/mindgym/affirmations/presets?day=${day}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('day');
  });

  it('answers 400 without a day', async () => {
    const me = await signUp(t.app);
    const response = await me.request({ url: '/api/mindgym/affirmations/presets' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('day');
  });
});

describe('journal', () => {
  it('creates an entry (201, SPEC §3 shape) and lists mine newest first', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await makeEntry(other, { title: 'Theirs' });
    const first = await makeEntry(me, { title: ' Morning ', content: ' Went for a run. ', mood: 'great' });
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'Morning',
      content: 'Went for a run.',
      mood: 'great',
      createdAt: expect.stringMatching(ISO),
      updatedAt: null,
    });
    const second = await makeEntry(me);
    expect(await journalOf(me)).toEqual([second, first]);
  });

  it('defaults the mood to neutral (SPEC §5)', async () => {
    const me = await signUp(t.app);
    expect((await makeEntry(me, { mood: undefined })).mood).toBe('neutral');
    expect((await makeEntry(me, { mood: null })).mood).toBe('neutral');
    expect((await makeEntry(me, { mood: 'neutral' })).mood).toBe('neutral');
  });

  it('pages newest first: the latest 3, then the rest by the Link header', async () => {
    const me = await signUp(t.app);
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await makeEntry(me, { title: `E${i}` })).id);
    const { ids, sizes } = await allPages(me, '/api/mindgym/journal?limit=3');
    expect(sizes).toEqual([3, 2]);
    expect(ids).toEqual([...made].reverse());
  });

  it('edits an entry and stamps updatedAt', async () => {
    const me = await signUp(t.app);
    const entry = await makeEntry(me);
    const edited = await json(me, {
      method: 'PATCH',
      url: `/api/mindgym/journal/${entry.id}`,
      payload: { content: 'Actually great.', mood: 'great' },
    });
    expect(edited).toEqual({ ...entry, content: 'Actually great.', mood: 'great', updatedAt: expect.stringMatching(ISO) });
    expect(edited.updatedAt >= entry.createdAt).toBe(true);
    const retitled = await json(me, { method: 'PATCH', url: `/api/mindgym/journal/${entry.id}`, payload: { title: 'New title' } });
    expect(retitled).toMatchObject({ title: 'New title', content: 'Actually great.', mood: 'great' });
    expect(await journalOf(me)).toEqual([retitled]);
  });

  it.each([
    ['body', {}],
    ['title', { title: ' ' }],
    ['content', { content: '' }],
    ['mood', { mood: 'angry' }],
    ['mood', { mood: null }],
  ])('refuses a bad edit naming %s, and changes nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const entry = await makeEntry(me);
    const response = await me.request({ method: 'PATCH', url: `/api/mindgym/journal/${entry.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(await journalOf(me)).toEqual([entry]);
  });

  it('deletes an entry (204)', async () => {
    const me = await signUp(t.app);
    const keep = await makeEntry(me);
    const entry = await makeEntry(me);
    await noContent(me, { method: 'DELETE', url: `/api/mindgym/journal/${entry.id}` });
    expect(await journalOf(me)).toEqual([keep]);
    expect((await me.request({ method: 'DELETE', url: `/api/mindgym/journal/${entry.id}` })).statusCode).toBe(404);
  });

  it.each([
    ['title', { title: '' }],
    ['title', { title: '  ' }],
    ['title', { title: 'x'.repeat(121) }],
    ['title', { title: undefined }],
    ['content', { content: '' }],
    ['content', { content: ' \n ' }],
    ['content', { content: 'x'.repeat(10_001) }],
    ['content', { content: undefined }],
    ['mood', { mood: 'angry' }],
  ])('answers 400 naming %s, and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym/journal', payload: { title: 'T', content: 'C', ...payload } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect(await journalOf(me)).toEqual([]);
  });

  it('takes a title of 120 and an entry of 10,000 characters', async () => {
    const me = await signUp(t.app);
    const entry = await makeEntry(me, { title: 't'.repeat(120), content: 'c'.repeat(10_000) });
    expect(entry.title).toHaveLength(120);
    expect(entry.content).toHaveLength(10_000);
  });

  it('says why a blank entry is refused (SPEC §5), and refuses unknown fields', async () => {
    const me = await signUp(t.app);
    const blank = await me.request({ method: 'POST', url: '/api/mindgym/journal', payload: { title: '', content: 'C' } });
    expect(blank.json().errors.title).toBe('Please provide both a title and content for your journal entry.');
    const extra = await me.request({
      method: 'POST',
      url: '/api/mindgym/journal',
      payload: { title: 'T', content: 'C', createdAt: '2020-01-01' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.body).toContain('createdAt');
    expect(await journalOf(me)).toEqual([]);
  });
});

describe('activities', () => {
  it('logs a breathing session as SPEC §7 sends it (201)', async () => {
    const me = await signUp(t.app);
    const logged = await json(me, { method: 'POST', url: '/api/mindgym', payload: { type: 'breathing', duration: 5 } }, 201);
    expect(logged).toEqual({
      id: expect.any(Number),
      type: 'breathing',
      duration: 5,
      seconds: null,
      createdAt: expect.stringMatching(ISO),
    });
    const timed = await json(me, { method: 'POST', url: '/api/mindgym', payload: { type: 'breathing', duration: 5, seconds: 96 } }, 201);
    expect(timed.seconds).toBe(96);
    expect((await exportOf(me)).activities).toEqual([logged, timed]);
  });

  it.each([
    ['type', { type: 'yoga' }],
    ['type', { type: undefined }],
    ['duration', { duration: 2.5 }],
    ['duration', { duration: '5' }],
    ['duration', { duration: 0 }],
    ['duration', { duration: 121 }],
    ['duration', { duration: undefined }],
    ['seconds', { seconds: -1 }],
    ['seconds', { seconds: 1.5 }],
  ])('answers 400 naming %s, and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym', payload: { type: 'breathing', duration: 5, ...payload } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect((await exportOf(me)).activities).toEqual([]);
  });

  it('logs a guided meditation or visualization (issue 32) with its minutes and, when sent, its seconds', async () => {
    const me = await signUp(t.app);
    const meditation = await json(me, { method: 'POST', url: '/api/mindgym', payload: { type: 'meditation', duration: 3 } }, 201);
    expect(meditation).toEqual({
      id: expect.any(Number),
      type: 'meditation',
      duration: 3,
      seconds: null,
      createdAt: expect.stringMatching(ISO),
    });
    const visualization = await json(
      me,
      { method: 'POST', url: '/api/mindgym', payload: { type: 'visualization', duration: 10, seconds: 600 } },
      201,
    );
    expect(visualization).toMatchObject({ type: 'visualization', duration: 10, seconds: 600 });
    // Ended early: the whole minutes it ran.
    const early = await json(me, { method: 'POST', url: '/api/mindgym', payload: { type: 'meditation', duration: 2, seconds: 150 } }, 201);
    expect(early).toMatchObject({ type: 'meditation', duration: 2, seconds: 150 });
    expect((await exportOf(me)).activities).toEqual([meditation, visualization, early]);
  });

  it.each([
    ['duration', { type: 'meditation', duration: 11 }],
    ['duration', { type: 'visualization', duration: 60 }],
    ['duration', { type: 'meditation', duration: 0, seconds: 30 }],
    ['seconds', { type: 'meditation', duration: 5, seconds: 120 }],
    ['seconds', { type: 'visualization', duration: 3, seconds: 240 }],
  ])('answers 400 naming %s for a guided session that does not add up (%o), and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym', payload });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toHaveProperty(field);
    expect((await exportOf(me)).activities).toEqual([]);
    expect((await json(me, { url: '/api/progress' })).points).toBe(0);
  });

  it('counts guided sessions through the progress engine: each one, with points for the first of the day up to the cap', async () => {
    const me = await signUp(t.app);
    const { points, dailyCap } = PROGRESS_EVENTS['mindful-session'];
    for (let i = 0; i < dailyCap + 2; i += 1) {
      await json(
        me,
        { method: 'POST', url: '/api/mindgym', payload: { type: i % 2 ? 'visualization' : 'meditation', duration: 5, seconds: 300 } },
        201,
      );
    }
    const progress = await json(me, { url: '/api/progress' });
    expect(progress.points).toBe(dailyCap * points);
    const events = await t.database.db.selectFrom('progress_events').select(['name', 'points']).where('user_id', '=', me.user.id).execute();
    expect(events).toHaveLength(dailyCap + 2);
    expect(events.every((e) => e.name === 'mindful-session')).toBe(true);
    // Breathing keeps its own event and its own cap.
    await json(me, { method: 'POST', url: '/api/mindgym', payload: { type: 'breathing', duration: 5 } }, 201);
    expect((await json(me, { url: '/api/progress' })).points).toBe(dailyCap * points + PROGRESS_EVENTS['breathing-session'].points);
  });

  it('refuses unknown fields, and stores nothing', async () => {
    const me = await signUp(t.app);
    const response = await me.request({ method: 'POST', url: '/api/mindgym', payload: { type: 'breathing', duration: 5, userId: 2 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.body).toContain('userId');
    expect((await exportOf(me)).activities).toEqual([]);
  });
});

describe('privacy', () => {
  it('answers 404 to another user on every id route, changes nothing, and never lists their entries', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mood = await makeMood(me, { note: 'My private note' });
    const affirmation = await makeAffirmation(me, { text: 'My private affirmation' });
    const entry = await makeEntry(me, { title: 'My private title', content: 'My private content' });
    const before = await exportOf(me);

    const attempts: InjectOptions[] = [
      { method: 'DELETE', url: `/api/mindgym/moods/${mood.id}` },
      { method: 'PATCH', url: `/api/mindgym/affirmations/${affirmation.id}`, payload: { text: 'Mine now' } },
      { method: 'DELETE', url: `/api/mindgym/affirmations/${affirmation.id}` },
      { method: 'POST', url: `/api/mindgym/affirmations/${affirmation.id}/favorite` },
      { method: 'POST', url: `/api/mindgym/affirmations/${affirmation.id}/favorite`, payload: { isFavorite: true } },
      { method: 'POST', url: `/api/mindgym/affirmations/${affirmation.id}/play` },
      { method: 'PATCH', url: `/api/mindgym/journal/${entry.id}`, payload: { title: 'Mine now' } },
      { method: 'DELETE', url: `/api/mindgym/journal/${entry.id}` },
    ];
    for (const attempt of attempts) {
      const response = await other.request(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.body).not.toContain('private');
    }
    expect(await exportOf(me)).toEqual(before);

    for (const url of [
      '/api/mindgym/moods',
      '/api/mindgym/affirmations',
      '/api/mindgym/journal',
      '/api/mindgym/moods/days?timeZone=UTC&days=3',
    ]) {
      const response = await other.request({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('private');
    }
    expect(await moodsOf(other)).toEqual([]);
    expect(await affirmationsOf(other)).toEqual([]);
    expect(await journalOf(other)).toEqual([]);
    const days = await json(other, { url: '/api/mindgym/moods/days?timeZone=UTC&days=3' });
    expect(days.flatMap((d: { moods: unknown[] }) => d.moods)).toEqual([]);
    // Mine are still there for me.
    expect(await moodsOf(me)).toEqual([mood]);
  });

  it('answers 401 on every endpoint when signed out', async () => {
    for (const [name, e] of Object.entries(mindGymApi)) {
      const url = pathOf(e.path, { id: 1 });
      const response = await t.app.inject({ method: e.method, url });
      expect(response.statusCode, `${name}: ${e.method} ${url}`).toBe(401);
    }
  });
});

describe('export and delete hooks', () => {
  it('export one user’s data in the contract’s shapes, and delete it all, leaving others alone', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const who of [me, other]) {
      await makeMood(who);
      await makeAffirmation(who);
      await makeEntry(who, { mood: undefined });
      await json(who, { method: 'POST', url: '/api/mindgym', payload: { type: 'breathing', duration: 5 } }, 201);
    }
    const mine = await exportOf(me);
    expect(mine).toEqual({
      moods: await moodsOf(me),
      affirmations: await affirmationsOf(me),
      journal: await journalOf(me),
      activities: [{ id: expect.any(Number), type: 'breathing', duration: 5, seconds: null, createdAt: expect.stringMatching(ISO) }],
    });
    expect((mine.journal[0] as { mood: string }).mood).toBe('neutral');
    const theirs = await exportOf(other);

    await t.database.db.transaction().execute((trx) => mindGymModule.deleteUserData!(trx, me.user.id));
    expect(await exportOf(me)).toEqual({ moods: [], affirmations: [], journal: [], activities: [] });
    expect(await exportOf(other)).toEqual(theirs);
    for (const table of ['mindgym_moods', 'mindgym_affirmations', 'mindgym_journal', 'mindgym_activities'] as const) {
      const rows = await t.database.db.selectFrom(table).select('id').where('user_id', '=', me.user.id).execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('seeds a demo account with ordered samples in the past', async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(demo.statusCode).toBeLessThan(300);
    const cookie = sessionCookie(demo);
    const get = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json();
    const moods = await get('/api/mindgym/moods');
    expect(moods.length).toBeGreaterThanOrEqual(6);
    expect(new Set(moods.map((m: { mood: string }) => m.mood)).size).toBeGreaterThanOrEqual(3);
    const times = moods.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times.every((at: string) => at < new Date().toISOString())).toBe(true);
    const affirmations = await get('/api/mindgym/affirmations');
    expect(affirmations).toHaveLength(3);
    expect(affirmations.filter((a: { isFavorite: boolean }) => a.isFavorite)).toHaveLength(1);
    expect(await get('/api/mindgym/journal')).toHaveLength(3);
    const exported = await mindGymModule.exportUserData!(t.database.db, demo.json().id);
    expect(exported.activities).toHaveLength(2);
    const days = await get('/api/mindgym/moods/days?timeZone=UTC&days=14');
    expect(days.flatMap((d: { moods: unknown[] }) => d.moods)).toHaveLength(moods.length);
  });
});
