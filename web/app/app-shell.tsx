// The chrome around a screen (docs/decisions/0007-design-language.md): on a phone, the header on top
// and the navigation at the bottom; from the rail breakpoint up, the navigation becomes a side rail
// and the content a wider column. The shell draws at once; only the content waits.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { Navigation } from './navigation';
import { Header } from './header';

export function AppShell({
  title,
  children,
  header = <Header title={title} />,
  navigation = <Navigation />,
}: {
  title?: string;
  children: ReactNode;
  /** In place of the header and the navigation: the static first paint's every route's (web/app/first-paint.tsx). */
  header?: ReactNode;
  navigation?: ReactNode;
}) {
  useDocumentTitle(title ?? 'Rise');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-primary px-4 py-3 font-bold text-on-primary focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <div className="min-h-dvh rail:flex">
        {navigation}
        <div className="min-w-0 flex-1">
          {header}
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-app-wide px-4 pb-28 pt-4 focus:outline-none rail:px-8 rail:pb-12 rail:pt-6"
          >
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
