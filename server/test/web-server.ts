// Vitest's global setup for the web integration tests (the "web" project, web/test/setup.ts): one real Rise server, in
// this process, on a fresh in-memory database, listening on a free port. Each test signs up its own
// teen, so tests share the server but never each other's data.
import type { TestProject } from 'vitest/node';
import { createModerator } from '../auth/staff';
import { createMentorAccount } from '../features/mentors/mentor-accounts';
import { CATALOGUE } from '../features/mentors/mentors.seed';
import { createTestApp } from './app';

export default async function setup(project: TestProject) {
  const { app, database, close } = await createTestApp();
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
  return close;
}
