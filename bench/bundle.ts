// Bundle size budgets: builds the web app, then gzips what `/` and each lazy route page load.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runIfMain } from './main';

export const GZIP_LEVEL = 9;
export const ENTRY_BUDGET_BYTES = 110 * 1024;
export const LAZY_BUDGET_BYTES = 50 * 1024;

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'dist/web');
const MANIFEST = path.join(OUT_DIR, '.vite/manifest.json');

/** One chunk of Vite's build manifest (only the fields used here). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface BudgetLine {
  name: string;
  /** Manifest keys of the JS chunks counted on this line. */
  chunks: string[];
  gzipBytes: number;
  budgetBytes: number;
  ok: boolean;
}

export interface BundleReport {
  gzipLevel: number;
  entry: BudgetLine & { cssGzipBytes: number };
  lazy: BudgetLine[];
  withinBudget: boolean;
}

export function buildWeb(): void {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`vite build failed (exit ${String(result.status ?? result.signal)})`);
  }
}

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  return chunk;
}

/** The chunk and everything it imports statically, recursively (what loads with it). */
function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const stack = [key];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(chunkOf(manifest, next).imports ?? []));
  }
  return seen;
}

/** Every dynamic entry reachable from the given chunks through dynamicImports, recursively. */
function lazyEntries(manifest: Manifest, from: Iterable<string>): string[] {
  const found = new Set<string>();
  const visited = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (visited.has(key)) continue;
    visited.add(key);
    for (const member of staticClosure(manifest, key)) {
      for (const target of chunkOf(manifest, member).dynamicImports ?? []) {
        if (chunkOf(manifest, target).isDynamicEntry) found.add(target);
        stack.push(target);
      }
    }
  }
  return [...found].sort();
}

const gzipCache = new Map<string, number>();

function gzipSize(outDir: string, file: string): number {
  const where = path.resolve(outDir, file);
  let size = gzipCache.get(where);
  if (size === undefined) {
    size = gzipSync(readFileSync(where), { level: GZIP_LEVEL }).length;
    gzipCache.set(where, size);
  }
  return size;
}

/** Files are transferred one by one, so each is gzipped on its own and the sizes summed. */
function jsGzip(outDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) total += gzipSize(outDir, chunkOf(manifest, key).file);
  return total;
}

function cssGzip(outDir: string, manifest: Manifest, keys: Iterable<string>): number {
  const files = new Set<string>();
  for (const key of keys) for (const css of chunkOf(manifest, key).css ?? []) files.add(css);
  let total = 0;
  for (const file of files) total += gzipSize(outDir, file);
  return total;
}

/**
 * `preloaded`: the files index.html fetches beside the entry (`<link rel="modulepreload">`): `/` loads them
 * too. `outDir`: where the build is (`dist/web` unless it was built elsewhere).
 */
export function measureBundle(manifest: Manifest, preloaded: readonly string[] = [], outDir = OUT_DIR): BundleReport {
  const entryKey =
    Object.keys(manifest).find((k) => manifest[k]?.isEntry && (k === 'index.html' || manifest[k]?.src === 'index.html')) ?? null;
  if (entryKey === null) throw new Error('manifest has no index.html entry');

  const entryKeys = new Set(
    [entryKey, ...Object.keys(manifest).filter((k) => preloaded.includes(manifest[k]!.file))].flatMap((k) => [
      ...staticClosure(manifest, k),
    ]),
  );
  const entryBytes = jsGzip(outDir, manifest, entryKeys);
  const entry = {
    name: '/ (index.html entry, what it preloads, their static imports)',
    chunks: [...entryKeys],
    gzipBytes: entryBytes,
    budgetBytes: ENTRY_BUDGET_BYTES,
    ok: entryBytes <= ENTRY_BUDGET_BYTES,
    cssGzipBytes: cssGzip(outDir, manifest, entryKeys),
  };

  /**
   * What is already loaded when a lazy chunk is asked for: the entry, and for a chunk that only a
   * lazy screen imports (a dialog of Finance), that screen with all it loaded too.
   */
  const loadedBefore = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return entryKeys;
    seen.add(key);
    const importers = Object.keys(manifest).filter(
      (k) =>
        manifest[k]!.isDynamicEntry &&
        k !== key &&
        [...staticClosure(manifest, k)].some((m) => chunkOf(manifest, m).dynamicImports?.includes(key)),
    );
    const fromEntry = [...entryKeys].some((m) => chunkOf(manifest, m).dynamicImports?.includes(key));
    if (fromEntry || importers.length === 0) return entryKeys;
    // Loaded before it whichever screen asks for it: what every importer has loaded.
    const sets = importers.map((k) => new Set([...loadedBefore(k, seen), ...staticClosure(manifest, k)]));
    return new Set([...sets[0]!].filter((m) => sets.every((set) => set.has(m))));
  };

  const lazy = lazyEntries(manifest, entryKeys).map((key): BudgetLine => {
    const before = loadedBefore(key);
    const extra = [...staticClosure(manifest, key)].filter((k) => !before.has(k));
    const bytes = jsGzip(outDir, manifest, extra);
    return {
      name: chunkOf(manifest, key).src ?? key,
      chunks: extra,
      gzipBytes: bytes,
      budgetBytes: LAZY_BUDGET_BYTES,
      ok: bytes <= LAZY_BUDGET_BYTES,
    };
  });

  return { gzipLevel: GZIP_LEVEL, entry, lazy, withinBudget: entry.ok && lazy.every((l) => l.ok) };
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

export function printBundle(report: BundleReport): void {
  const lines = [report.entry, ...report.lazy];
  const width = Math.max(4, ...lines.map((l) => l.name.length));
  const row = (name: string, size: string, budget: string, status: string) =>
    `${name.padEnd(width)}  ${size.padStart(8)}  ${budget.padStart(7)}  ${status}`;
  console.log(`\nBundle (JavaScript, gzip level ${report.gzipLevel}; lazy routes count only chunks / does not load)`);
  console.log(row('name', 'gzip KB', 'budget', 'status'));
  console.log(row('-'.repeat(width), '-------', '------', '------'));
  for (const l of lines) {
    console.log(row(l.name, kb(l.gzipBytes), `${l.budgetBytes / 1024} KB`, l.ok ? 'OK' : 'OVER'));
  }
  console.log(`CSS of / (gzip, informational): ${kb(report.entry.cssGzipBytes)} KB`);
  if (!report.withinBudget) console.log('!!! BUNDLE OVER BUDGET: see the OVER lines above !!!');
}

/** Builds the web app from current sources and measures it against the budgets. */
export function runBundle(): BundleReport {
  console.log('Building the web app (vite build)...');
  buildWeb();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const html = readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(([, file]) => file!);
  const report = measureBundle(manifest, preloaded);
  printBundle(report);
  return report;
}

runIfMain(import.meta, runBundle);
