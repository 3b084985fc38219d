// `npm run worker`: the job worker alone (a clip's processing), for an instance that serves no requests.
// Run the servers with WORKER=false, and as many of these as the machines allow: on PostgreSQL they
// share the queue (each job to one of them, SKIP LOCKED); on SQLite, beside a server on the same file.
import pino from 'pino';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { MODULES } from './features/index';
import { startWorker } from './jobs/worker';
import { jobHandlersOf, migrationsOf } from './module';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const log = pino({ level: config.logLevel });
const database = openDatabase(config.databaseUrl);
// The tables it works on exist (a no-op when a server has migrated already).
await migrateToLatest(database, migrationsOf(MODULES));
const worker = startWorker(database, config, jobHandlersOf(MODULES), log);
log.info('job worker started');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'job worker stopping: its job finishes or goes back to the queue');
  await worker.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
