// Live events (issue 35) through the API: the stream, who hears what, resuming, the five-stream cap,
// and every stream of a user closed when their sessions end. Runs on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER, TAB_HEADER } from '../../contract/events';
import catalogue from '../features/mentors/catalogue.json' with { type: 'json' };
import { createMentorAccount } from '../features/mentors/mentor-accounts';
import { revokeModerator } from '../auth/staff';
import { type SignedIn, type TestApp, createModerator, createTestApp, sessionCookie, signIn, signUp } from '../test/app';
import { expectNothing, openStream } from '../test/streams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const streamOf = (me: SignedIn, headers: Record<string, string> = {}, query = '') =>
  openStream(t.app, { cookie: me.cookie, ...headers }, query);

describe('GET /api/events', () => {
  it('answers 401 problem+json to a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('is an uncompressed, unbuffered event stream that starts with a position to resume from', async () => {
    const me = await signUp(t.app);
    const stream = await streamOf(me, { 'accept-encoding': 'gzip, br' });
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['x-accel-buffering']).toBe('no');
    expect(stream.response.headers['cache-control']).toBe('no-store');
    expect(stream.response.headers['content-encoding']).toBe('identity');
    expect(stream.response.headers['x-content-type-options']).toBe('nosniff');
    const ready = await stream.next((e) => e.type === 'ready');
    // The instance's boot, then its sequence enciphered: nothing to count others' events by (issue 52).
    expect(ready.id).toMatch(/^[0-9a-f]{8}\.[A-Za-z0-9_-]{22}$/);
    stream.close();
  });

  it("tells a user's other tabs what area a write changed, and no one else", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await streamOf(me);
    const theirs = await streamOf(other);
    await mine.next((e) => e.type === 'ready');
    const created = await me.request({
      method: 'POST',
      url: '/api/finances/accounts',
      headers: { [TAB_HEADER]: 'tab-1234567890' },
      payload: { name: 'Savings', type: 'savings', balance: '10.00' },
    });
    expect(created.statusCode).toBe(201);
    const changed = await mine.next((e) => e.type === 'changed');
    expect(changed.event).toEqual({ type: 'changed', area: 'finance', tab: 'tab-1234567890' });
    await expectNothing(theirs, (e) => e.type !== 'ready');
    // A refused write (400) tells nobody anything.
    const from = mine.events.length;
    const refused = await me.request({ method: 'POST', url: '/api/finances/accounts', payload: { name: '' } });
    expect(refused.statusCode).toBe(400);
    await expectNothing(mine, () => true, from);
    mine.close();
    theirs.close();
  });

  it("rings the bell of a pep talk's author when someone comments, and only theirs", async () => {
    const author = await signUp(t.app);
    const reader = await signUp(t.app);
    const created = await author.request({
      method: 'POST',
      url: '/api/peptalks',
      payload: { title: 'Keep going', mediaType: 'text', mediaUrl: 'You can do it.', category: 'courage', isPublic: true },
    });
    expect(created.statusCode).toBe(201);
    const authors = await streamOf(author);
    const readers = await streamOf(reader);
    const comment = await reader.request({
      method: 'POST',
      url: `/api/peptalks/${created.json().id}/comments`,
      payload: { content: 'Thank you!' },
    });
    expect(comment.statusCode).toBe(201);
    await authors.next((e) => e.type === 'notifications');
    await expectNothing(readers, (e) => e.type === 'notifications');
    authors.close();
    readers.close();
  });

  it('resumes after Last-Event-ID with what was missed, or says to read again when it cannot', async () => {
    const me = await signUp(t.app);
    const first = await streamOf(me);
    await first.next((e) => e.type === 'ready');
    const position = first.lastId();
    first.close();
    const write = await me.request({
      method: 'POST',
      url: '/api/finances/accounts',
      payload: { name: 'Cash', type: 'cash', balance: '1.00' },
    });
    expect(write.statusCode).toBe(201);
    // The header (EventSource's own reconnect) or the query (a new EventSource) resumes.
    const byHeader = await streamOf(me, { 'last-event-id': position });
    await byHeader.next((e) => e.type === 'changed' && e.area === 'finance');
    const byQuery = await streamOf(me, {}, `?lastEventId=${encodeURIComponent(position)}`);
    await byQuery.next((e) => e.type === 'changed' && e.area === 'finance');
    expect(byQuery.events.some((e) => e.event.type === 're-read')).toBe(false);
    // An id from another instance, or one too old to replay: read again.
    const unknown = await streamOf(me, { 'last-event-id': '00000000.1' });
    await unknown.next((e) => e.type === 're-read');
    byHeader.close();
    byQuery.close();
    unknown.close();
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user: a new one replaces the oldest`, async () => {
    const me = await signUp(t.app);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await streamOf(me));
    await streams[0]!.next((e) => e.type === 'ready');
    const newest = await streamOf(me);
    await streams[0]!.next((e) => e.type === 'replaced');
    await streams[0]!.end();
    for (const stream of streams.slice(1)) expect(stream.ended()).toBe(false);
    for (const stream of [...streams, newest]) stream.close();
  });

  it("closes every stream of a user on sign-out, sign-out everywhere, a new password and the account's deletion", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    let password = PASSWORD;
    const ends: [string, (s: SignedIn) => Promise<number>][] = [
      ['sign-out', async (s) => (await s.request({ method: 'POST', url: '/api/auth/sign-out' })).statusCode],
      ['sign-out everywhere', async (s) => (await s.request({ method: 'POST', url: '/api/auth/sign-out-everywhere' })).statusCode],
      [
        'a new password',
        async (s) => {
          const next = `${password} again`;
          const answer = await s.request({
            method: 'POST',
            url: '/api/auth/password',
            payload: { currentPassword: password, newPassword: next },
          });
          password = next;
          return answer.statusCode;
        },
      ],
      ['deletion', async (s) => (await s.request({ method: 'DELETE', url: '/api/users/current', payload: { password } })).statusCode],
    ];
    for (const [what, end] of ends) {
      // Two tabs on a phone, one on a laptop: every stream of the user closes, nobody else's.
      const phone = await signIn(t.app, me.user.username, password);
      const laptop = await signIn(t.app, me.user.username, password);
      const streams = [await streamOf(phone), await streamOf(phone), await streamOf(laptop)];
      const bystander = await streamOf(other);
      await streams[2]!.next((e) => e.type === 'ready');
      expect(await end(phone), what).toBeLessThan(300);
      for (const stream of streams) await stream.end();
      expect(bystander.ended(), what).toBe(false);
      bystander.close();
    }
  });

  it('gives ids that say nothing of what happened to others between two of them', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const mine = await streamOf(me);
    await mine.next((e) => e.type === 'ready');
    const write = () =>
      me.request({ method: 'POST', url: '/api/finances/accounts', payload: { name: 'Jar', type: 'cash', balance: '1.00' } });
    expect((await write()).statusCode).toBe(201);
    const a = await mine.next((e) => e.type === 'changed');
    // Someone else is busy meanwhile: twenty events that are not mine.
    for (let i = 0; i < 20; i++)
      await other.request({ method: 'POST', url: '/api/finances/accounts', payload: { name: `Jar ${i}`, type: 'cash', balance: '1.00' } });
    const from = mine.events.length;
    expect((await write()).statusCode).toBe(201);
    const b = await mine.next((e) => e.type === 'changed', { from });
    const [bootA, restA] = a.id.split('.') as [string, string];
    const [bootB, restB] = b.id.split('.') as [string, string];
    expect(bootA).toBe(bootB);
    expect(restA).not.toMatch(/^\d+$/);
    expect(restB).not.toMatch(/^\d+$/);
    // A made-up id of the right shape is not ours: read again.
    const forged = await streamOf(me, { 'last-event-id': `${bootA}.${'A'.repeat(22)}` });
    await forged.next((e) => e.type === 're-read');
    forged.close();
    mine.close();
  });

  it('closes a stream whose session ended by another road (a staff account revoked on the command line) at the next heartbeat', async () => {
    const own = await createTestApp({}, undefined, { streams: { heartbeatMs: 100 } });
    try {
      const mod = await createModerator(own);
      const member = await signUp(own.app);
      const modStream = await openStream(own.app, { cookie: mod.cookie });
      const memberStream = await openStream(own.app, { cookie: member.cookie });
      await modStream.next((e) => e.type === 'ready');
      await memberStream.next((e) => e.type === 'ready');
      expect(await revokeModerator(own.database.db, mod.user.username)).toBe('revoked');
      await modStream.end();
      expect(memberStream.ended()).toBe(false);
      memberStream.close();
    } finally {
      await own.close();
    }
  });

  it("carries a thread's new lines to the other side, never a held line, never from someone blocked", async () => {
    const entry = catalogue.filter((m) => m.acceptingMentees)[1]!;
    const { username, password } = await createMentorAccount(
      t.database.db,
      entry.slug,
      `live_${entry.slug.slice(0, 10)}`.replaceAll('-', '_'),
    );
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
    const mentorCookie = sessionCookie(signedIn);
    const mentorUserId = signedIn.json().id as number;
    const mentorSays = (teenId: number, text: string) =>
      t.app.inject({ method: 'POST', url: `/api/mentor/threads/${teenId}/messages`, headers: { cookie: mentorCookie }, payload: { text } });
    const mentorStream = await openStream(t.app, { cookie: mentorCookie });
    const teen = await signUp(t.app);
    const mentorId = ((await teen.request({ url: '/api/mentors?limit=100' })).json() as { id: number; name: string }[]).find(
      (m) => m.name === entry.name,
    )!.id;
    const teenStream = await streamOf(teen);

    // The teen's like and first line reach the mentor's inbox.
    expect((await teen.request({ method: 'POST', url: `/api/mentors/${mentorId}/like` })).statusCode).toBe(200);
    await mentorStream.next((e) => e.type === 'mentor-thread' && e.userId === teen.user.id);
    let from = mentorStream.events.length;
    expect(
      (await teen.request({ method: 'POST', url: `/api/mentors/${mentorId}/messages`, payload: { text: 'Hi there!' } })).statusCode,
    ).toBe(201);
    await mentorStream.next((e) => e.type === 'mentor-thread' && e.userId === teen.user.id, { from });

    // The mentor's answer reaches the teen's thread and bell.
    expect((await mentorSays(teen.user.id, 'Hello! Happy to help.')).statusCode).toBe(201);
    await teenStream.next((e) => e.type === 'mentor-messages' && e.mentorId === mentorId);
    await teenStream.next((e) => e.type === 'notifications');

    // A line held for the moderators (a grooming cue) tells the teen nothing.
    from = teenStream.events.length;
    const held = await mentorSays(teen.user.id, "Don't tell your parents about our chats, ok?");
    expect(held.statusCode).toBe(201);
    await expectNothing(teenStream, (e) => e.type === 'mentor-messages' || e.type === 'notifications', from);

    // The teen blocks the mentor's account: liking the mentor again tells the mentor nothing.
    expect((await teen.request({ method: 'POST', url: '/api/blocks', payload: { userId: mentorUserId } })).statusCode).toBe(204);
    from = mentorStream.events.length;
    expect((await teen.request({ method: 'POST', url: `/api/mentors/${mentorId}/like` })).statusCode).toBe(200);
    await expectNothing(mentorStream, (e) => e.type === 'mentor-thread', from);
    mentorStream.close();
    teenStream.close();
  });

  it("puts a new case in every moderator's queue, and tells no member", async () => {
    const moderator = await createModerator(t);
    const queue = await streamOf(moderator);
    const writer = await signUp(t.app);
    const bystander = await streamOf(writer);
    const created = await writer.request({
      method: 'POST',
      url: '/api/peptalks',
      payload: {
        title: 'A hard week',
        mediaType: 'text',
        mediaUrl: 'Some days I want to hurt myself.',
        category: 'courage',
        isPublic: true,
      },
    });
    expect(created.statusCode).toBe(201);
    await queue.next((e) => e.type === 'moderation');
    await expectNothing(bystander, (e) => e.type === 'moderation');
    queue.close();
    bystander.close();
  });
});
