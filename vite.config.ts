import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { GetManualChunk } from 'rollup';
import { type Plugin, defineConfig, transformWithEsbuild } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintHtml } from './web/app/first-paint';
import { screenPages } from './web/app/registry';

/** Writes the shell and a skeleton into index.html's #root (web/app/first-paint.tsx says why). */
const firstPaint = (): Plugin => ({
  name: 'rise-first-paint',
  apply: 'build',
  transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${firstPaintHtml()}</div>`),
});

/**
 * web/app/theme-init.js goes into index.html's <head> as an inline script: the first paint waits for
 * no request but the stylesheet. The server allows exactly this script by its hash (server/http/security.ts).
 */
const themeInit = (): Plugin => ({
  name: 'rise-theme-init',
  async transformIndexHtml(html) {
    const source = readFileSync(new URL('./web/app/theme-init.js', import.meta.url), 'utf8');
    const { code } = await transformWithEsbuild(source, 'theme-init.js', { minify: true, target: 'es2017' });
    return html.replace('<script src="/theme-init.js"></script>', `<script>${code.trim()}</script>`);
  },
});

/** The app's chunk is fetched with the entry, not once the entry has run (web/main.tsx). */
const preloadApp = (): Plugin => ({
  name: 'rise-preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const app = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'app');
      if (!app) throw new Error('The build has no app chunk (vite.config.ts, sharedChunk).');
      return html.replace('</head>', `  <link rel="modulepreload" crossorigin fetchpriority="low" href="/${app.fileName}">\n  </head>`);
    },
  },
});

/**
 * Writes .vite/first-screens.json: for each route, the chunks its first paint asks for past what
 * index.html already names (the entry, the app's chunk and what they import). The server names them in
 * the page it sends to a signed-in browser (server/http/spa.ts), so a slow phone fetches them beside the
 * entry rather than once the app has run.
 */
const firstScreens = (): Plugin => ({
  name: 'rise-first-screens',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const reach = (file: string, into: Set<string>) => {
      if (into.has(file)) return;
      into.add(file);
      byFile.get(file)?.imports.forEach((f) => reach(f, into));
    };
    const named = new Set<string>();
    for (const chunk of chunks) if (chunk.isEntry || chunk.name === 'app') reach(chunk.fileName, named);
    const filesOf = (page: string) => {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/web/features/${page}.tsx`)));
      if (!chunk) throw new Error(`No chunk holds web/features/${page}.tsx (web/app/registry.tsx)`);
      const files = new Set<string>();
      reach(chunk.fileName, files);
      return [...files].filter((f) => !named.has(f)).map((f) => `/${f}`);
    };
    const routes = Object.fromEntries(
      Object.entries(screenPages()).map(([path, { page, reads }]) => [path, { modules: filesOf(page), reads }]),
    );
    this.emitFile({ type: 'asset', fileName: '.vite/first-screens.json', source: JSON.stringify(routes, null, 2) });
  },
});

/**
 * `import { Flag } from 'lucide-react'` becomes an import of Flag's own module, so the module graph
 * says which screen draws which icon (through the barrel, every icon looks reachable from everywhere,
 * and the shared chunk below could not tell a screen's icons from the shell's).
 */
const lucideIcons = (): Plugin => {
  const barrel = createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.js');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(/export \{ ([^}]+) \} from '\.\/icons\/([\w-]+\.js)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, `lucide-react/dist/esm/icons/${file}`);
  }
  return {
    name: 'rise-lucide-icons',
    transform(code, id) {
      if (!id.includes('/web/') || !code.includes('lucide-react')) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (whole, list: string) => {
        const names = list
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const parts = names.map((n) => n.split(/\s+as\s+/));
        if (parts.some(([name]) => !files.has(name!))) return whole;
        return parts.map(([name, local]) => `import ${local ?? name} from '${files.get(name!)}';`).join('\n');
      });
    },
  };
};

/** The app's start (web/app/start.tsx): a second chunk beside the entry (web/main.tsx says why). */
const APP_START = /\/web\/app\/start\.tsx$/;
/** A screen's first reads (decision 0008): they come with the app. */
const FIRST_READS = /\/web\/features\/[^/]+\/queries\.ts$/;

/**
 * Names two chunks: the entry's and the app's (its start, and each screen's first reads, which the
 * registry asks for by dynamic import as soon as the session answers: decision 0008). Everything else
 * is Rollup's own splitting: each route's screen, and a chunk for each set of screens sharing code.
 */
const appChunk = (): GetManualChunk => {
  let entry: Set<string> | undefined;
  let app = new Set<string>();
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!entry) {
      const reach = (from: string, seen = new Set<string>()) => {
        if (!seen.has(from)) {
          seen.add(from);
          getModuleInfo(from)?.importedIds.forEach((m) => reach(m, seen));
        }
        return seen;
      };
      const ids = [...getModuleIds()];
      const inEntry = new Set(ids.filter((m) => getModuleInfo(m)?.isEntry).flatMap((m) => [...reach(m)]));
      const firstReads = (m: string) =>
        FIRST_READS.test(m) && getModuleInfo(m)!.dynamicImporters.some((i) => i.endsWith('/web/app/registry.tsx'));
      app = new Set(
        ids
          .filter((m) => APP_START.test(m) || firstReads(m))
          .flatMap((m) => [...reach(m)])
          .filter((m) => !inEntry.has(m)),
      );
      entry = inEntry;
    }
    // The entry's own modules are named too, or the app's chunk would take those it imports (React).
    if (entry.has(id)) return 'index';
    return app.has(id) ? 'app' : undefined;
  };
};

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'web',
  publicDir: '../public',
  plugins: [
    react(),
    tailwindcss(),
    firstPaint(),
    themeInit(),
    preloadApp(),
    firstScreens(),
    lucideIcons(),
    // Brotli and gzip at their best, once at build time (the server's own on-the-fly compression is
    // quick, not small): the server sends these files as they are (server/http/spa.ts).
    // The service worker (web/sw/sw.ts) with the list of what it keeps at install: the page, every
    // screen's code, the stylesheet, the font, the logo and the small icon (the OS fetches the large
    // ones itself when installing), and the help lines page. Never the videos or the compressed copies.
    // Registered by web/app/pwa.ts once the first screen has drawn; the manifest is public/'s own.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2}', 'icon.svg', 'icons/icon-192.png', 'manifest.webmanifest'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**', 'assets/videos/**', 'assets/mentors/**', 'sw.js'],
      },
    }),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|css|svg|json|webmanifest|vtt)$/,
      exclude: /(^|\/)\.vite\//,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 200,
    // A chunk's imports are fetched beside it, not after it has arrived and been read (a round trip
    // each on a slow network); nothing is preloaded from the HTML, where it would compete with the entry.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rollupOptions: {
      output: { manualChunks: appChunk() },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
