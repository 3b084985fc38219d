// Browser tests: Debian's Chromium (never a downloaded browser) at phone size, against the real
// server on a throwaway SQLite database, serving the built web app.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_ARGS } from './scripts/chromium';

// A free port, chosen once in the runner (the workers inherit it), so that two runs on one machine
// (CI beside another CI) never meet; E2E_PORT names one.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })",
  ],
  { encoding: 'utf8' },
);
const PORT = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${PORT}`;
// Set once in the runner; the workers inherit it.
process.env.E2E_DATABASE ??= join(tmpdir(), `rise-e2e-${process.pid}-${Date.now()}.db`);
// The studio's uploads, beside the database (never in the repository's data/).
process.env.E2E_MEDIA ??= join(tmpdir(), `rise-e2e-media-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // The studio's test publishes a clip to every teen's feed for a moment (issue 55): it runs once the
  // others are done, so no test that reads the feed's first video ever meets it.
  projects: [
    { name: 'app', testIgnore: /studio\.spec\.ts$/ },
    { name: 'studio', testMatch: /studio\.spec\.ts$/, dependencies: ['app'] },
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    // A failed test keeps a trace of DOM snapshots, action by action, and a screenshot of the end. The
    // trace's film strip of screenshots cost about a sixth of the suite's time (issue 33), so it is off.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    // The service worker would answer requests that tests watch or stub with page.route; e2e/offline.spec.ts
    // allows it, to test it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}`,
      MEDIA_DIR: process.env.E2E_MEDIA,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist/web',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_UP: '100000',
      RATE_LIMIT_SIGN_IN: '100000',
      RATE_LIMIT_WRITES: '100000',
      RATE_LIMIT_READS: '100000',
      RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      RATE_LIMIT_MESSAGES: '100000',
      RATE_LIMIT_POSTS: '100000',
    },
  },
});
