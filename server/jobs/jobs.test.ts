// The job queue on both engines (issue 55): one worker per job, retries with back-off, a dead worker's
// job taken again once its lease runs out, a stopping worker's job handed back, and failures recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/app';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { MODULES } from '../features/index';
import { migrationsOf } from '../module';
import * as jobs from './jobs.repo';
import { PermanentJobError, startWorker, type JobHandler } from './worker';

const config = loadConfig({});
const quiet = { info() {}, warn() {}, error() {} };
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.database, migrationsOf(MODULES));
});
afterAll(() => t.drop());

const job = (id: number) => t.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the job queue', () => {
  it('gives each due job to one worker only, however many ask at once', async () => {
    const kind = 'test-once';
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => jobs.enqueue(t.database.db, kind, { i })));
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, w) => jobs.claimNext(t.database.db, t.database.dialect, `w${w}`, [kind], 60_000)),
    );
    const taken = claims.filter((c) => c !== undefined).map((c) => c.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect([...taken].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const c of claims.filter((c) => c !== undefined)) {
      expect(c.state).toBe('running');
      expect(c.attempts).toBe(1);
    }
  });

  it('does not hand out a job before its time, nor a running one whose lease holds', async () => {
    const kind = 'test-later';
    const later = await jobs.enqueue(t.database.db, kind, {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await jobs.claimNext(t.database.db, t.database.dialect, 'a', [kind], 60_000)).toBeUndefined();
    const taken = await jobs.claimNext(t.database.db, t.database.dialect, 'a', [kind], 60_000, Date.now() + 61_000);
    expect(taken?.id).toBe(later);
    expect(await jobs.claimNext(t.database.db, t.database.dialect, 'b', [kind], 60_000, Date.now() + 62_000)).toBeUndefined();
  });

  it("takes a dead worker's job again once its lease has run out, and the old worker can no longer finish it", async () => {
    const kind = 'test-lease';
    const id = await jobs.enqueue(t.database.db, kind, {});
    const first = await jobs.claimNext(t.database.db, t.database.dialect, 'dead', [kind], 1_000);
    expect(first?.id).toBe(id);
    // The lease runs out (the worker was killed): another takes it, as its second try.
    const second = await jobs.claimNext(t.database.db, t.database.dialect, 'alive', [kind], 60_000, Date.now() + 2_000);
    expect(second?.id).toBe(id);
    expect(second?.attempts).toBe(2);
    expect(await jobs.complete(t.database.db, id, 'dead')).toBe(false);
    expect(await jobs.renewLease(t.database.db, id, 'dead', 60_000)).toBe(false);
    expect(await jobs.complete(t.database.db, id, 'alive')).toBe(true);
    expect((await job(id)).state).toBe('done');
  });

  it('retries a failed try after a growing back-off, then fails for good on the last try', async () => {
    const kind = 'test-retry';
    const id = await jobs.enqueue(t.database.db, kind, {}, { maxAttempts: 2 });
    const first = (await jobs.claimNext(t.database.db, t.database.dialect, 'w', [kind], 60_000))!;
    const before = Date.now();
    expect(await jobs.fail(t.database.db, first, 'w', 'boom')).toBe('queued');
    const queued = await job(id);
    expect(queued.last_error).toBe('boom');
    expect(Date.parse(queued.run_at) - before).toBeGreaterThanOrEqual(jobs.FIRST_BACKOFF_MS - 50);
    // Not due during the back-off.
    expect(await jobs.claimNext(t.database.db, t.database.dialect, 'w', [kind], 60_000)).toBeUndefined();
    const second = (await jobs.claimNext(
      t.database.db,
      t.database.dialect,
      'w',
      [kind],
      60_000,
      Date.now() + jobs.FIRST_BACKOFF_MS + 1_000,
    ))!;
    expect(second.attempts).toBe(2);
    expect(await jobs.fail(t.database.db, second, 'w', 'boom again')).toBe('failed');
    expect(await job(id)).toMatchObject({ state: 'failed', last_error: 'boom again' });
    expect(jobs.backoffMs(1)).toBeLessThan(jobs.backoffMs(2));
    expect(jobs.backoffMs(50)).toBe(jobs.MAX_BACKOFF_MS);
  });
});

describe('the worker', () => {
  it('runs queued jobs, records a permanent failure with its reason, and tells the handler', async () => {
    const ran: number[] = [];
    const failed: { reason: string; permanent: boolean }[] = [];
    const handlers: Record<string, JobHandler> = {
      'test-work': {
        async run(payload) {
          ran.push((payload as { n: number }).n);
        },
      },
      'test-refuse': {
        async run() {
          throw new PermanentJobError('This file is not a video.');
        },
        async failed(_payload, why) {
          failed.push(why);
        },
      },
    };
    const a = await jobs.enqueue(t.database.db, 'test-work', { n: 1 });
    const b = await jobs.enqueue(t.database.db, 'test-work', { n: 2 });
    const c = await jobs.enqueue(t.database.db, 'test-refuse', {});
    const worker = startWorker(t.database, config, handlers, quiet, { pollMs: 50 });
    await worker.idle();
    await worker.stop();
    expect(ran).toEqual([1, 2]);
    expect((await job(a)).state).toBe('done');
    expect((await job(b)).state).toBe('done');
    expect(await job(c)).toMatchObject({ state: 'failed', attempts: 1, last_error: 'This file is not a video.' });
    expect(failed).toEqual([{ reason: 'This file is not a video.', permanent: true }]);
  });

  it('hands a running job back when it stops, and the next worker runs it from the start', async () => {
    let started = 0;
    let finished = 0;
    const handlers: Record<string, JobHandler> = {
      'test-slow': {
        async run(_payload, { signal }) {
          started += 1;
          await new Promise<void>((resolve, reject) => {
            const timer = setTimeout(resolve, started === 1 ? 60_000 : 10);
            signal.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(new Error('stopped'));
            });
          });
          finished += 1;
        },
      },
    };
    const id = await jobs.enqueue(t.database.db, 'test-slow', {});
    const first = startWorker(t.database, config, handlers, quiet, { pollMs: 50, stopGraceMs: 100 });
    await expect.poll(() => started, { timeout: 10_000 }).toBe(1);
    await first.stop();
    // Back in the queue, and the try it was on does not count.
    expect(await job(id)).toMatchObject({ state: 'queued', attempts: 0, locked_by: null });
    const second = startWorker(t.database, config, handlers, quiet, { pollMs: 50 });
    await second.idle();
    await second.stop();
    expect(finished).toBe(1);
    expect(await job(id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});
