// Applies a theme to the page now and remembers it for the next visit's first paint.
import type { Theme } from '../../contract/auth';

const KEY = 'rise-theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
let current: Theme = 'system';

function paint() {
  const dark = current === 'dark' || (current === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function applyTheme(theme: Theme) {
  current = theme;
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    /* private mode: the theme still applies for this visit */
  }
  paint();
}

if (typeof window !== 'undefined') darkQuery().addEventListener('change', paint);
