// Loading a screen ahead, on intent: a pointer over or pressing a link to it, or focus reaching that
// link, asks for the screen's code (registry.tsx), so the tap that follows finds it here. One listener
// for every link in the app: features draw plain links and know nothing of chunks (issue 54).
import { screenOf } from './registry';

function loadScreenOf(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  void screenOf(link.pathname)
    .load?.()
    .catch(() => undefined); // offline: the route tries again when it is opened
}

export function preloadScreensOnIntent() {
  for (const type of ['pointerover', 'pointerdown', 'focusin']) document.addEventListener(type, loadScreenOf, { passive: true });
}
