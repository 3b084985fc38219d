// The studio end to end on both engines (issue 55): a mentor uploads a clip in pieces (made here by
// ffmpeg), the worker processes it, the mentor corrects the captions and submits, a staff member other
// than the uploader approves it, and a teen finds it in the feed and in Discover with its captions; a
// bad file is refused with a reason and nothing kept; withdrawing takes it off the feed; a job killed
// mid-way is taken again and finishes.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clip } from '../../../contract/shorts';
import { type SignedIn, type TestApp, createModerator, createTestApp, jsonAs, signUp, signUpTrusted, tryDemo } from '../../test/app';
import { createOpenMentors } from '../../test/mentors';
import { startWorker } from '../../jobs/worker';
import { CLIP_JOBS } from './clip-jobs';
import * as jobs from '../../jobs/jobs.repo';
import { clip as makeClip, clipDir, ffmpeg, hasFfmpeg } from './media/test-clips';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

let t: TestApp;
let mentor: SignedIn;
let otherMentor: SignedIn;
let staff: SignedIn;
let otherStaff: SignedIn;
let teen: SignedIn;
let files: Awaited<ReturnType<typeof clipDir>>;
const quiet = { info() {}, warn() {}, error() {} };

const FIELDS = {
  title: 'Speak up early',
  description: 'Say one thing in the first five minutes.',
  hashtags: ['#Confidence', 'teamwork'],
  category: 'confidence',
};

beforeAll(async () => {
  t = await createTestApp();
  [mentor, otherMentor] = (await createOpenMentors(t, 'studio_mentor', 2)).map((m) => m.mentor) as [SignedIn, SignedIn];
  staff = await createModerator(t);
  otherStaff = await createModerator(t);
  teen = await signUp(t.app);
  files = await clipDir();
});
afterAll(async () => {
  await files?.cleanup();
  await t.close();
});

/** Uploads a file in pieces of `piece` bytes, as the studio does; answers the last response. */
async function upload(me: SignedIn, id: number, file: string, piece = 64 * 1024, type = 'video/mp4', base = '/api/studio/clips') {
  const bytes = await readFile(file);
  let response;
  for (let offset = 0; offset < bytes.length; offset += piece) {
    response = await me.request({
      method: 'PUT',
      url: `${base}/${id}/file?offset=${offset}&size=${bytes.length}&type=${encodeURIComponent(type)}`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes.subarray(offset, offset + piece),
    });
    if (response.statusCode !== 200) return response;
  }
  return response!;
}

/** Runs the queue until nothing is due (the server's own worker is not started in tests). */
async function drain() {
  const worker = startWorker(t.database, t.config, CLIP_JOBS, quiet, { pollMs: 20 });
  await worker.idle();
  await worker.stop();
}

const newClip = async (me: SignedIn, fields = FIELDS): Promise<Clip> =>
  jsonAs(me, { method: 'POST', url: '/api/studio/clips', payload: fields }, 201);

describe.skipIf(!hasFfmpeg)('the studio', () => {
  it('takes a clip from upload to the feed, with captions the uploader corrected, reviewed by someone else', async () => {
    const status = await jsonAs(mentor, { method: 'GET', url: '/api/studio/status' });
    expect(status).toMatchObject({ processing: true, maxSeconds: 90 });

    const draft = await newClip(mentor);
    expect(draft).toMatchObject({ state: 'draft', hashtags: ['confidence', 'teamwork'], mine: true });
    const file = await makeClip(files.file('portrait.mp4'), { size: '180x320', seconds: 2 });
    const uploaded = await upload(mentor, draft.id, file, 16 * 1024);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().clip.state).toBe('processing');

    await drain();
    const processed: Clip = await jsonAs(mentor, { method: 'GET', url: `/api/studio/clips/${draft.id}` });
    expect(processed).toMatchObject({ state: 'processed', width: 180, height: 320 });
    expect(processed.durationSeconds).toBeCloseTo(2, 0);
    expect(processed.videoUrl).toMatch(/^\/media\/clips\/[\w-]{22}\/video\.mp4$/);
    // The original is gone once processed (KEEP_ORIGINALS is off).
    expect(await readdir(join(t.config.media.dir, 'originals'))).toEqual([]);

    // Not yet in the feed, and its files are not a teen's to fetch.
    const before = await jsonAs(teen, { method: 'GET', url: '/api/videos?limit=50' });
    expect(before.some((v: { title: string }) => v.title === FIELDS.title)).toBe(false);
    expect((await teen.request({ method: 'GET', url: processed.videoUrl! })).statusCode).toBe(404);
    expect((await mentor.request({ method: 'GET', url: processed.videoUrl! })).statusCode).toBe(200);

    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.500\nSay one thing early.\n';
    const captioned: Clip = await jsonAs(mentor, { method: 'PUT', url: `/api/studio/clips/${draft.id}/captions`, payload: { vtt } });
    expect(captioned).toMatchObject({ captionsSource: 'uploader' });
    const submitted: Clip = await jsonAs(mentor, { method: 'POST', url: `/api/studio/clips/${draft.id}/submit` });
    expect(submitted.state).toBe('in_review');

    const queue = await jsonAs(staff, { method: 'GET', url: '/api/review/clips' });
    expect(queue.map((c: Clip) => c.id)).toContain(draft.id);
    const approved: Clip = await jsonAs(staff, { method: 'POST', url: `/api/review/clips/${draft.id}/approve` });
    expect(approved.state).toBe('published');

    const feed = await jsonAs(teen, { method: 'GET', url: '/api/videos?limit=50' });
    expect(feed[0]).toMatchObject({ title: FIELDS.title, authorRole: 'Mentor', likes: 0, videoUrl: processed.videoUrl });
    const captions = await teen.request({ method: 'GET', url: feed[0].captionsUrl });
    expect(captions.statusCode).toBe(200);
    expect(captions.body).toContain('Say one thing early.');
    // Placed near the top, clear of the feed's title and buttons.
    expect(captions.body).toContain('--> 00:00:01.500 line:12%');
    const video = await teen.request({ method: 'GET', url: feed[0].videoUrl, headers: { range: 'bytes=0-99' } });
    expect(video.statusCode).toBe(206);
    // A teen likes and comments on it as on any video.
    expect(await jsonAs(teen, { method: 'POST', url: `/api/videos/${feed[0].id}/like` })).toMatchObject({ likes: 1, liked: true });
    // Discover finds it by its words.
    const found = await jsonAs(teen, { method: 'GET', url: `/api/discover/search?q=${encodeURIComponent('speak early')}` });
    expect(JSON.stringify(found)).toContain(FIELDS.title);

    // Withdrawn: off the feed and out of Discover at once.
    const withdrawn: Clip = await jsonAs(mentor, { method: 'POST', url: `/api/studio/clips/${draft.id}/withdraw` });
    expect(withdrawn).toMatchObject({ state: 'withdrawn', videoId: null });
    const after = await jsonAs(teen, { method: 'GET', url: '/api/videos?limit=50' });
    expect(after.some((v: { title: string }) => v.title === FIELDS.title)).toBe(false);
    expect((await teen.request({ method: 'GET', url: processed.videoUrl! })).statusCode).toBe(404);
    expect(
      JSON.stringify(await jsonAs(teen, { method: 'GET', url: `/api/discover/search?q=${encodeURIComponent('speak early')}` })),
    ).not.toContain(FIELDS.title);

    // Deleted: its files go too.
    const key = processed.videoUrl!.split('/')[3]!;
    expect((await mentor.request({ method: 'DELETE', url: `/api/studio/clips/${draft.id}` })).statusCode).toBe(204);
    await drain();
    expect(await readdir(join(t.config.media.dir, 'clips'))).not.toContain(key);
  });

  it('refuses what is not a clip with a reason, keeping nothing', async () => {
    const cases: [string, Promise<string>, RegExp][] = [
      ['text.mp4', Promise.resolve(files.file('text.mp4')), /video/i],
      ['landscape.mp4', makeClip(files.file('landscape.mp4'), { size: '320x180', seconds: 1 }), /landscape/i],
      ['long.mp4', makeClip(files.file('long.mp4'), { size: '16x32', seconds: 91, fps: 1, audio: false }), /90 seconds/],
      [
        'sound.m4a',
        ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=300', '-t', '1', '-c:a', 'aac'], files.file('sound.m4a')),
        /picture|video/i,
      ],
    ];
    await import('node:fs/promises').then((fs) => fs.writeFile(files.file('text.mp4'), 'this is not a video at all'));
    for (const [name, made, reason] of cases) {
      const file = await made;
      const draft = await newClip(mentor, { ...FIELDS, title: `Refused ${name}` });
      const response = await upload(mentor, draft.id, file);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(422);
      expect(response.json().detail).toMatch(reason);
      const after: Clip = await jsonAs(mentor, { method: 'GET', url: `/api/studio/clips/${draft.id}` });
      expect(after.state).toBe('draft');
    }
    expect(await readdir(join(t.config.media.dir, 'originals'))).toEqual([]);
  });

  it('answers a piece out of order with where to go on from, and a piece sent again replaces itself', async () => {
    const file = await makeClip(files.file('resume.mp4'), { size: '180x320', seconds: 1 });
    const bytes = await readFile(file);
    const draft = await newClip(mentor, { ...FIELDS, title: 'Resumed upload' });
    const put = (offset: number, end: number) =>
      mentor.request({
        method: 'PUT',
        url: `/api/studio/clips/${draft.id}/file?offset=${offset}&size=${bytes.length}&type=video%2Fmp4`,
        headers: { 'content-type': 'application/octet-stream' },
        payload: bytes.subarray(offset, end),
      });
    expect((await put(0, 1000)).json().received).toBe(1000);
    const skipped = await put(2000, 3000);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().detail).toContain('byte 1000');
    // The first piece's answer was lost: it is sent again from the start, then the rest.
    expect((await put(0, 1000)).json().received).toBe(1000);
    const last = await put(1000, bytes.length);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().clip.state).toBe('processing');
    await drain();
    expect((await jsonAs(mentor, { method: 'GET', url: `/api/studio/clips/${draft.id}` })).state).toBe('processed');
  });

  it('lets nobody approve their own clip, nor a teen reach the studio or the review', async () => {
    const own = await newClip(staff, { ...FIELDS, title: 'Staff clip' });
    await upload(staff, own.id, await makeClip(files.file('staff.mp4'), { size: '180x320', seconds: 1 }));
    await drain();
    await jsonAs(staff, { method: 'POST', url: `/api/studio/clips/${own.id}/submit` });
    const self = await staff.request({ method: 'POST', url: `/api/review/clips/${own.id}/approve` });
    expect(self.statusCode).toBe(403);
    expect(
      (await otherStaff.request({ method: 'POST', url: `/api/review/clips/${own.id}/reject`, payload: { reason: 'Please add captions.' } }))
        .statusCode,
    ).toBe(200);
    const back: Clip = await jsonAs(staff, { method: 'GET', url: `/api/studio/clips/${own.id}` });
    expect(back).toMatchObject({ state: 'rejected', reviewNote: 'Please add captions.' });

    for (const [method, url] of [
      ['GET', '/api/studio/clips'],
      ['POST', '/api/studio/clips'],
      ['GET', '/api/review/clips'],
      ['POST', `/api/review/clips/${own.id}/approve`],
    ] as const) {
      expect((await teen.request({ method, url, payload: method === 'POST' ? FIELDS : undefined })).statusCode, url).toBe(403);
    }
    // A mentor cannot review, nor read another's draft.
    expect((await mentor.request({ method: 'POST', url: `/api/review/clips/${own.id}/approve` })).statusCode).toBe(403);
    expect((await mentor.request({ method: 'GET', url: `/api/studio/clips/${own.id}` })).statusCode).toBe(404);
  });

  it('refuses words that may not reach teens, and bad captions, with a clear reason', async () => {
    const contact = await mentor.request({
      method: 'POST',
      url: '/api/studio/clips',
      payload: { ...FIELDS, description: 'Message me on snapchat at coach_jay99 for more tips' },
    });
    expect(contact.statusCode).toBe(400);
    const draft = await newClip(mentor, { ...FIELDS, title: 'Captions check' });
    const bad = await mentor.request({ method: 'PUT', url: `/api/studio/clips/${draft.id}/captions`, payload: { vtt: 'not captions' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.vtt).toBeTruthy();
  });

  it('finishes a clip whose worker died mid-way: another takes the job once its lease runs out', async () => {
    const draft = await newClip(mentor, { ...FIELDS, title: 'Survives a restart' });
    const response = await upload(mentor, draft.id, await makeClip(files.file('restart.mp4'), { size: '180x320', seconds: 1 }));
    expect(response.statusCode).toBe(200);
    // A worker takes the job and dies (nothing renews its lease): it is still running, leased to the dead one.
    const taken = await jobs.claimNext(t.database.db, t.database.dialect, 'dead-worker', ['clip-process'], 1);
    expect(taken).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await drain();
    const done: Clip = await jsonAs(mentor, { method: 'GET', url: `/api/studio/clips/${draft.id}` });
    expect(done.state).toBe('processed');
    const job = await t.database.db.selectFrom('jobs').selectAll().where('id', '=', taken!.id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('answers 404 to another uploader, and to staff before review, on every clip route, exactly as for no clip, changing nothing', async () => {
    const owner = mentor;
    const stranger = otherMentor;
    const draft = await newClip(owner, { ...FIELDS, title: 'Not yours' });
    await upload(owner, draft.id, await makeClip(files.file('matrix.mp4'), { size: '180x320', seconds: 1 }));
    await drain();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/studio/clips/ID`],
      ['PATCH', `/api/studio/clips/ID`, { ...FIELDS, title: 'Taken' }],
      ['PUT', `/api/studio/clips/ID/captions`, { vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nTaken\n' }],
      ['POST', `/api/studio/clips/ID/submit`],
      ['POST', `/api/studio/clips/ID/withdraw`],
      ['DELETE', `/api/studio/clips/ID`],
    ];
    const before = await jsonAs(owner, { method: 'GET', url: `/api/studio/clips/${draft.id}` });
    for (const [method, url, payload] of calls) {
      for (const who of [stranger, staff]) {
        const theirs = await who.request({ method: method as 'GET', url: url.replace('ID', String(draft.id)), payload: payload as object });
        const none = await who.request({ method: method as 'GET', url: url.replace('ID', '2000000000'), payload: payload as object });
        expect([url, theirs.statusCode]).toEqual([url, 404]);
        expect(theirs.json().detail).toBe(none.json().detail);
      }
    }
    const piece = await stranger.request({
      method: 'PUT',
      url: `/api/studio/clips/${draft.id}/file?offset=0&size=10&type=video%2Fmp4`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(10),
    });
    expect(piece.statusCode).toBe(404);
    // Not in review: staff cannot decide on it either.
    expect((await otherStaff.request({ method: 'POST', url: `/api/review/clips/${draft.id}/approve` })).statusCode).toBe(409);
    expect(await jsonAs(owner, { method: 'GET', url: `/api/studio/clips/${draft.id}` })).toEqual(before);
    // Its files are not another uploader's to fetch.
    expect((await stranger.request({ method: 'GET', url: before.videoUrl })).statusCode).toBe(404);
  });

  it('a reported clip follows the moderation rules: a sexual report hides it for everyone until two moderators restore it', async () => {
    const draft = await newClip(mentor, { ...FIELDS, title: 'Reported clip', description: 'A clip someone reports.' });
    await upload(mentor, draft.id, await makeClip(files.file('reported.mp4'), { size: '180x320', seconds: 1 }));
    await drain();
    await jsonAs(mentor, { method: 'POST', url: `/api/studio/clips/${draft.id}/submit` });
    const published: Clip = await jsonAs(staff, { method: 'POST', url: `/api/review/clips/${draft.id}/approve` });
    const videoId = published.videoId!;
    const titles = async (me: SignedIn) =>
      ((await jsonAs(me, { method: 'GET', url: '/api/videos?limit=50' })) as { title: string }[]).map((v) => v.title);
    expect(await titles(teen)).toContain('Reported clip');

    const reporter = await signUpTrusted(t);
    const report = await reporter.request({
      method: 'POST',
      url: '/api/reports',
      payload: { subject: 'video', id: videoId, reason: 'sexual' },
    });
    expect(report.statusCode, report.body).toBe(201);
    // Hidden at once: not in the feed, not in Discover, not to be liked.
    expect(await titles(teen)).not.toContain('Reported clip');
    expect((await teen.request({ method: 'POST', url: `/api/videos/${videoId}/like` })).statusCode).toBe(404);
    expect(JSON.stringify(await jsonAs(teen, { method: 'GET', url: '/api/discover/search?q=reported' }))).not.toContain('Reported clip');
    // The catalogue's own videos are Rise's: not reportable.
    const catalogue = ((await jsonAs(teen, { method: 'GET', url: '/api/videos?limit=50' })) as { id: number }[]).at(-1)!;
    expect(
      (await teen.request({ method: 'POST', url: '/api/reports', payload: { subject: 'video', id: catalogue.id, reason: 'spam' } }))
        .statusCode,
    ).toBe(404);

    const cases = (await jsonAs(staff, { method: 'GET', url: '/api/moderation/reports?status=open' })) as {
      id: number;
      subject: string;
      itemId: number;
    }[];
    const found = cases.find((c) => c.subject === 'video' && c.itemId === videoId)!;
    expect(found).toBeDefined();
    // Four eyes: the first restore waits for a second moderator.
    expect(
      (await staff.request({ method: 'POST', url: `/api/moderation/reports/${found.id}`, payload: { action: 'restore' } })).statusCode,
    ).toBe(202);
    expect(await titles(teen)).not.toContain('Reported clip');
    expect(
      (await otherStaff.request({ method: 'POST', url: `/api/moderation/reports/${found.id}`, payload: { action: 'restore' } })).statusCode,
    ).toBe(200);
    expect(await titles(teen)).toContain('Reported clip');
  });

  it("publishes a teen's voice-only tip over its background after two staff approvals, with comments as the teen chose", async () => {
    const tipFields = { title: 'Breathe before you speak', description: '', background: 'ocean', commentsOpen: false, consent: true };
    // Consent first: without it nothing is made.
    const unconsented = await teen.request({ method: 'POST', url: '/api/tips', payload: { ...tipFields, consent: false } });
    expect(unconsented.statusCode).toBe(400);
    const demo = await tryDemo(t.app);
    expect((await demo.request({ method: 'POST', url: '/api/tips', payload: tipFields })).statusCode).toBe(403);

    const tip: Clip = await jsonAs(teen, { method: 'POST', url: '/api/tips', payload: tipFields }, 201);
    expect(tip).toMatchObject({ kind: 'tip', state: 'draft', background: 'ocean', commentsOpen: false, approvalsNeeded: 2 });
    // A tip is not the studio's: the studio's routes do not know it.
    expect((await teen.request({ method: 'GET', url: `/api/studio/clips/${tip.id}` })).statusCode).toBe(403);
    const voice = await ffmpeg(
      ['-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000', '-t', '2', '-c:a', 'libopus'],
      files.file('voice.webm'),
    );
    const uploaded = await upload(teen, tip.id, voice, 8 * 1024, 'audio/webm', '/api/tips');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await drain();
    // Consented to when made: in review as soon as it is processed.
    const processed: Clip = await jsonAs(teen, { method: 'GET', url: `/api/tips/${tip.id}` });
    expect(processed).toMatchObject({ state: 'in_review', width: 720, height: 1280 });
    expect(processed.durationSeconds).toBeCloseTo(2, 0);

    const first: Clip = await jsonAs(staff, { method: 'POST', url: `/api/review/clips/${tip.id}/approve` });
    expect(first).toMatchObject({ state: 'in_review', approvals: 1 });
    // It leaves the queue of whoever approved it, and waits in the others'.
    const queueOf = async (me: SignedIn) => ((await jsonAs(me, { method: 'GET', url: '/api/review/clips' })) as Clip[]).map((c) => c.id);
    expect(await queueOf(staff)).not.toContain(tip.id);
    expect(await queueOf(otherStaff)).toContain(tip.id);
    expect((await staff.request({ method: 'POST', url: `/api/review/clips/${tip.id}/approve` })).statusCode).toBe(409);
    const second: Clip = await jsonAs(otherStaff, { method: 'POST', url: `/api/review/clips/${tip.id}/approve` });
    expect(second.state).toBe('published');

    const reader = await signUp(t.app);
    const feed = (await jsonAs(reader, { method: 'GET', url: '/api/videos?limit=50' })) as {
      id: number;
      title: string;
      authorName: string;
      authorRole: string;
      commentsOpen: boolean;
    }[];
    const shown = feed.find((v) => v.title === tipFields.title)!;
    expect(shown).toMatchObject({ authorName: teen.user.displayName, authorRole: 'Peer tip', commentsOpen: false });
    const comment = await reader.request({ method: 'POST', url: `/api/videos/${shown.id}/comments`, payload: { comment: 'Nice tip' } });
    expect(comment.statusCode).toBe(403);
    expect(shown).toMatchObject({ peerTip: true, fromStudio: true });
    // Its writer is a teen: a block either way takes the tip out of the other's feed, as for any teen's words.
    const blocker = await signUp(t.app);
    expect((await blocker.request({ method: 'POST', url: '/api/blocks', payload: { userId: teen.user.id } })).statusCode).toBe(204);
    const blockerFeed = (await jsonAs(blocker, { method: 'GET', url: '/api/videos?limit=50' })) as { id: number }[];
    expect(blockerFeed.map((v) => v.id)).not.toContain(shown.id);
    expect(((await jsonAs(reader, { method: 'GET', url: '/api/videos?limit=50' })) as { id: number }[]).map((v) => v.id)).toContain(
      shown.id,
    );

    // Withdrawn at any time: off the feed at once. Shared again, it is reviewed again from the start.
    await jsonAs(teen, { method: 'POST', url: `/api/tips/${tip.id}/withdraw` });
    const after = (await jsonAs(reader, { method: 'GET', url: '/api/videos?limit=50' })) as { title: string }[];
    expect(after.some((v) => v.title === tipFields.title)).toBe(false);
    expect(await jsonAs(teen, { method: 'POST', url: `/api/tips/${tip.id}/submit` })).toMatchObject({ state: 'in_review', approvals: 0 });
  });
});
