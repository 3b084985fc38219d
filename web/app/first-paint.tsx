// The shell and a skeleton as static HTML, written into index.html at build time (vite.config.ts),
// so a slow phone paints them with the page, before any script has run. The same components draw
// the same markup once the app starts, so nothing moves (no layout shift).
//
// The header and the navigation come once per route (its title, its tab), and only the route's own are
// drawn: web/app/theme-init.js names the route on <html> before the first paint, and the rules below
// show its parts. A deep link (/finance-tracker) on a slow network then first shows Finance's header,
// not Home's. An address that is no route shows Home's until the app says otherwise.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { FeedSkeleton, PageSkeleton } from '../ui/page-skeleton';
import { AppShell } from './app-shell';
import { Header, HeaderHeading } from './header';
import { Navigation } from './navigation';
import { MINI_APPS, screenOf } from './registry';

/** Every route drawn in the shell (the feed draws its own chrome). */
export const SHELL_ROUTES: readonly string[] = [
  '/',
  ...MINI_APPS.filter((app) => !app.fullScreen).map((app) => app.path),
  '/discover',
  '/rewards',
  '/profile',
];

/** The routes with a tab of their own in the navigation; every other route draws it with none lit. */
const TABS = ['/', '/discover', '/rewards', '/profile'];
const NO_TAB = '/-';

const tabOf = (path: string) => (TABS.includes(path) ? path : NO_TAB);

/** Only the parts of the route at the address; Home's at any other address. */
export function firstPaintRules(): string {
  const elsewhere = SHELL_ROUTES.filter((path) => path !== '/');
  const shown = (path: string) => [
    `html[data-route="${path}"] [data-first-paint-header="${path}"]`,
    `html[data-route="${path}"] [data-first-paint-tab="${tabOf(path)}"]`,
  ];
  return [
    '[data-first-paint-header],[data-first-paint-tab]{display:none}',
    '[data-first-paint-header="/"],[data-first-paint-tab="/"]{display:contents}',
    `${elsewhere.flatMap((path) => [`html[data-route="${path}"] [data-first-paint-header="/"]`, `html[data-route="${path}"] [data-first-paint-tab="/"]`]).join(',')}{display:none}`,
    `${elsewhere.flatMap(shown).join(',')}{display:contents}`,
  ].join('\n');
}

/** One part per route (or tab), each drawn as if the app were at that address. */
function perRoute(paths: readonly string[], attribute: string, draw: (path: string) => ReactNode) {
  return paths.map((path) => (
    <Router key={path} ssrPath={path}>
      <div className="contents" {...{ [attribute]: path }}>
        {draw(path)}
      </div>
    </Router>
  ));
}

export function firstPaintHtml(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <style>{firstPaintRules()}</style>
      <Router ssrPath="/">
        {/* Takes no room (display: contents); web/app/theme-init.js hides it on a full-screen route. */}
        <div className="contents" data-first-paint="">
          <AppShell
            header={
              <Header
                heading={perRoute(SHELL_ROUTES, 'data-first-paint-header', (path) => (
                  <HeaderHeading title={screenOf(path).title} />
                ))}
              />
            }
            navigation={perRoute([...TABS, NO_TAB], 'data-first-paint-tab', () => (
              <Navigation />
            ))}
          >
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
