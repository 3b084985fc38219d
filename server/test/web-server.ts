// Vitest's global setup for the web integration tests (the "web" project, web/test/setup.ts): one real Rise server, in
// this process, on a fresh in-memory database, listening on a free port, with its job worker (a studio
// clip's processing). Each test signs up its own teen, so tests share the server but never each other's data.
import type { TestProject } from 'vitest/node';
import { createModerator } from '../auth/staff';
import { MODULES } from '../features/index';
import { createMentorAccount } from '../features/mentors/mentor-accounts';
import { CATALOGUE } from '../features/mentors/mentors.seed';
import { clip, clipDir, hasFfmpeg } from '../features/shorts/media/test-clips';
import { startWorker } from '../jobs/worker';
import { jobHandlersOf } from '../module';
import { createTestApp } from './app';

const quiet = { info() {}, warn() {}, error() {} };

export default async function setup(project: TestProject) {
  const { app, database, config, close } = await createTestApp();
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('riseUrl', address);
  // A staff account, as `npm run moderator -- create` makes one, for the moderation screen's tests.
  const { password } = await createModerator(database.db, 'web_moderator');
  project.provide('moderator', { username: 'web_moderator', password });
  // A mentor account, as `npm run mentor -- create` makes one, for the mentor inbox's tests: a mentor
  // who is not taking new mentees, so a teen's like is a request the inbox accepts.
  const full = CATALOGUE.find((m) => !m.acceptingMentees)!;
  const mentor = await createMentorAccount(database.db, full.slug, 'web_mentor');
  project.provide('mentor', { ...mentor, name: full.name });
  // The studio's clips are processed here, as `npm start` does; its tests upload a tiny portrait clip
  // made now with ffmpeg (none where ffmpeg is missing: those tests are skipped).
  const worker = startWorker(database, config, jobHandlersOf(MODULES), quiet, { pollMs: 200 });
  const files = hasFfmpeg ? await clipDir() : null;
  project.provide('clipFile', files ? await clip(files.file('portrait.mp4'), { size: '180x320', seconds: 2 }) : null);
  return async () => {
    await worker.stop();
    await files?.cleanup();
    await close();
  };
}
