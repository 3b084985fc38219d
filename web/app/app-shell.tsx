// The chrome around a screen: header on top, bottom navigation below, content between.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { BottomNav } from './bottom-nav';
import { Header } from './header';

export function AppShell({ title, children }: { title?: string; children: ReactNode }) {
  useDocumentTitle(title ?? 'Rise');
  return (
    <>
      <Header title={title} />
      <main id="main" className="px-4 pb-28 pt-4">
        {children}
      </main>
      <BottomNav />
    </>
  );
}
