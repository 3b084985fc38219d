// The chrome around a screen: header on top, bottom navigation below, content between.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { BottomNav } from './bottom-nav';
import { Header } from './header';

export function AppShell({ title, children }: { title?: string; children: ReactNode }) {
  useDocumentTitle(title ?? 'Rise');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-primary px-4 py-3 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <Header title={title} />
      <main id="main" tabIndex={-1} className="px-4 pb-28 pt-4 focus:outline-none">
        {children}
      </main>
      <BottomNav />
    </>
  );
}
