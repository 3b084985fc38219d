// Reads the config, builds the app, listens, and shuts down cleanly on SIGTERM or Ctrl-C.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { checksAfterStart, housekeeping } from './housekeeping';
import { warmTextFilter } from './social/text-filter';
import { MODULES } from './features/index';
import { startWorker } from './jobs/worker';
import { jobHandlersOf } from './module';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const database = openDatabase(config.databaseUrl);
const app = await buildApp(config, { database });

// Housekeeping now and every hour after: expired sessions, abandoned demo accounts (deleted through the
// account deletion), old sign-in failures, and safeguarding records whose retention window has passed.
await housekeeping(database.db, config.session);
setInterval(() => void housekeeping(database.db, config.session).catch((error: unknown) => app.log.error(error)), 3_600_000).unref();

// The text filter's patterns compile on first use: pay that now rather than on someone's first message.
warmTextFilter();

// The job worker (a clip's processing), unless another process runs it (WORKER=false, `npm run worker`).
const worker = config.worker ? startWorker(database, config, jobHandlersOf(MODULES), app.log) : undefined;

const checks = new AbortController();
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  checks.abort();
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  // Its job finishes, or goes back to the queue for another worker, before the database closes.
  await worker?.stop();
  await app.close(); // stops accepting, lets in-flight requests finish, then closes the database
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}

// What modules keep derived from other rows (the stored like and comment counts) is checked against a
// recount in the background, a batch at a time, while the server answers.
void checksAfterStart(database.db, app.log, checks.signal);
