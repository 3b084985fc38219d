// The real app on a throwaway SQLite database, serving the built web app: for the screenshots and
// the Lighthouse runs.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const WEB = path.join(ROOT, process.env.BENCH_WEB ?? 'dist/web');

/** The real app on a throwaway SQLite database, serving the built web app. */
export async function startApp(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `rise-${name}-`));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGN_UP: '1000',
    RATE_LIMIT_READS: '1000000000',
  });
  config.staticDir = WEB;
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    /** A new demo account's session cookie ("rise_session=..."). */
    async demoCookie(): Promise<string> {
      const demo = await fetch(`${base}/api/auth/demo`, { method: 'POST' });
      if (!demo.ok) throw new Error(`demo sign-in answered ${demo.status}`);
      return demo.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith('rise_session='))!;
    },
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
