// `npm start` builds the web app only when the build is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = 'dist/web/index.html';
const SOURCES = ['web', 'public', 'contract', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = !existsSync(BUILT) || SOURCES.some((s) => existsSync(s) && newest(s) > statSync(BUILT).mtimeMs);
if (stale) {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
