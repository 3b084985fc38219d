// The shell and a skeleton as static HTML, written into index.html at build time (vite.config.ts),
// so a slow phone paints them with the page, before any script has run. The same components draw
// the same markup once the app starts, so nothing moves (no layout shift).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { FeedSkeleton, PageSkeleton } from '../ui/page-skeleton';
import { AppShell } from './app-shell';

export function firstPaintHtml(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Router ssrPath="/">
        {/* Takes no room (display: contents); web/app/theme-init.js hides it on a full-screen route. */}
        <div className="contents" data-first-paint="">
          <AppShell>
            <PageSkeleton />
          </AppShell>
        </div>
        {/* Drawn only on a full-screen route (the Shorts feed, whose words these are: registry.tsx). */}
        <div className="contents" data-first-paint-feed="">
          <FeedSkeleton label="Loading videos..." />
        </div>
      </Router>
    </QueryClientProvider>,
  );
}
