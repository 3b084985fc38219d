import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { firstPaintHtml } from './web/app/first-paint';

/** Writes the shell and a skeleton into index.html's #root (web/app/first-paint.tsx says why). */
const firstPaint = (): Plugin => ({
  name: 'rise-first-paint',
  apply: 'build',
  transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root">${firstPaintHtml()}</div>`),
});

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'web',
  publicDir: '../public',
  plugins: [react(), tailwindcss(), firstPaint()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 200,
    modulePreload: false,
    rollupOptions: {
      // Tiny shared pieces (an icon, a hook) join a chunk that already loads with them, so a screen
      // arrives in a few requests rather than ten (each costs a round trip on a slow network).
      output: { experimentalMinChunkSize: 12_000 },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
