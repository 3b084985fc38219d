// Every bench file runs on its own (`npx tsx bench/x.ts`) as well as from bench/run.ts, which imports it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Whether the module of `meta` is the one node was started with. */
export function isMain(meta: ImportMeta): boolean {
  const started = process.argv[1];
  return started !== undefined && meta.url === pathToFileURL(path.resolve(started)).href;
}

/**
 * Runs `work` when the module of `meta` was started directly, then exits: 0, or the number `work`
 * answers, or 1 when it throws. Imported (by bench/run.ts), it does nothing.
 */
export function runIfMain(meta: ImportMeta, work: () => unknown): void {
  if (!isMain(meta)) return;
  Promise.resolve()
    .then(work)
    .then(
      (code) => process.exit(typeof code === 'number' ? code : 0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
