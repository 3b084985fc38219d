import { useEffect } from 'react';

/** Names the page for the tab and for screen readers (WCAG 2.4.2). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === 'Rise' ? 'Rise' : `${title} · Rise`;
  }, [title]);
}
