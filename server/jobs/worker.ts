// The job worker: asks for the next due job, runs its module's handler while renewing the lease, then
// marks it done, retries it later, or fails it for good with a reason. The server starts one (unless
// WORKER=false), and `npm run worker` (server/worker.ts) runs one alone on another instance. One job at a
// time: a clip's processing already keeps both of a small server's cores busy.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import type { DB } from '../db/schema';
import * as jobs from './jobs.repo';

/** What a handler is given: where to work, and a signal that aborts when it must stop. */
export interface JobContext {
  db: Kysely<DB>;
  config: Config;
  /** Aborts when the worker stops or the lease is lost: the handler should stop its tools and throw. */
  signal: AbortSignal;
  /** This try's number, from 1. */
  attempt: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** A failure no retry can mend (a file that is not a video): the job fails at once with this reason. */
export class PermanentJobError extends Error {}

/** One kind of job, as a module declares it (FeatureModule.jobs). */
export interface JobHandler {
  /** Does the work; throws to be retried. Must be safe to run again from the start. */
  run(payload: unknown, context: JobContext): Promise<void>;
  /**
   * After the last try failed, or a PermanentJobError: records what the user should read. `permanent`:
   * the reason is a PermanentJobError's, written for people; otherwise it is an internal error's.
   */
  failed?(payload: unknown, why: { reason: string; permanent: boolean }, context: Omit<JobContext, 'signal' | 'attempt'>): Promise<void>;
  /** How long a try may go without its lease renewed before another worker may take the job. */
  leaseMs?: number;
}

export interface WorkerOptions {
  /** How often to look for work when there is none (a job queued by this process wakes it at once). */
  pollMs?: number;
  /** The lease each try holds, renewed every third of it. */
  leaseMs?: number;
  /** How long stop() lets a running job finish before handing it back. */
  stopGraceMs?: number;
}

export interface Worker {
  /** Looks for work now (after this process queued some). */
  wake(): void;
  /** Stops taking jobs; a running one may finish within the grace time, else it is handed back. */
  stop(): Promise<void>;
  /** Resolves once no job is due or running here (tests). */
  idle(): Promise<void>;
}

const DEFAULT_POLL_MS = 2_000;

/** This process's workers, woken when it queues a job (other instances' find it at their next look). */
const workers = new Set<Worker>();

/** Says that this process queued a job, once the write that queued it has committed. */
export function jobsQueued(): void {
  for (const w of workers) w.wake();
}
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_STOP_GRACE_MS = 8_000;

/** The error's message for the job's record: a short line, never a stack. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function startWorker(
  database: { db: Kysely<DB>; dialect: Dialect },
  config: Config,
  handlers: Readonly<Record<string, JobHandler>>,
  log: JobContext['log'],
  options: WorkerOptions = {},
): Worker {
  const id = `worker-${randomBytes(6).toString('base64url')}`;
  const kinds = Object.keys(handlers);
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const stopping = new AbortController();
  let accepting = true;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let idleWaiters: (() => void)[] = [];

  async function runOne(job: jobs.JobRow): Promise<void> {
    const handler = handlers[job.kind]!;
    const leaseMs = handler.leaseMs ?? options.leaseMs ?? DEFAULT_LEASE_MS;
    // The claim took the worker's lease; a handler with its own holds that one from now.
    if (handler.leaseMs !== undefined) await jobs.renewLease(database.db, job.id, id, leaseMs);
    const lost = new AbortController();
    const signal = AbortSignal.any([stopping.signal, lost.signal]);
    const renew = setInterval(() => {
      void jobs.renewLease(database.db, job.id, id, leaseMs).then(
        (kept) => {
          if (!kept) lost.abort(new Error('the lease was lost'));
        },
        (error: unknown) => log.warn({ err: error, job: job.id }, 'a job lease could not be renewed'),
      );
    }, leaseMs / 3);
    const payload: unknown = JSON.parse(job.payload);
    try {
      await handler.run(payload, { db: database.db, config, signal, attempt: job.attempts, log });
      await jobs.complete(database.db, job.id, id);
    } catch (error) {
      if (stopping.signal.aborted) {
        // Stopping: another worker (or this one, restarted) takes it again from the start.
        await jobs.handBack(database.db, job.id, id);
        return;
      }
      if (lost.signal.aborted) return; // another worker has it now
      const reason = messageOf(error);
      const permanent = error instanceof PermanentJobError;
      const state = await jobs.fail(database.db, job, id, reason, { final: permanent });
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, state, reason }, 'a job failed');
      if (state === 'failed') await handler.failed?.(payload, { reason, permanent }, { db: database.db, config, log });
    } finally {
      clearInterval(renew);
    }
  }

  async function loop(): Promise<void> {
    while (accepting) {
      let job: jobs.JobRow | undefined;
      try {
        job = await jobs.claimNext(database.db, database.dialect, id, kinds, options.leaseMs ?? DEFAULT_LEASE_MS);
      } catch (error) {
        log.error({ err: error }, 'the job worker could not ask for work');
      }
      if (job) {
        await runOne(job);
        continue;
      }
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      if (!accepting) break;
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        timer = setTimeout(resolve, pollMs);
      });
      wakeUp = undefined;
    }
  }

  const wake = () => {
    if (timer) clearTimeout(timer);
    wakeUp?.();
  };
  const running = loop().catch((error: unknown) => log.error({ err: error }, 'the job worker stopped'));

  const worker: Worker = {
    wake,
    async stop() {
      workers.delete(worker);
      accepting = false;
      wake();
      // A running job may finish within the grace time; past it, it is aborted and handed back.
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'late'>((resolve) => {
        graceTimer = setTimeout(() => resolve('late'), options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
      });
      if ((await Promise.race([running.then(() => 'done' as const), graceOver])) === 'late') {
        stopping.abort(new Error('the worker is stopping'));
        await running;
      }
      clearTimeout(graceTimer);
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wake();
      });
    },
  };
  workers.add(worker);
  return worker;
}
