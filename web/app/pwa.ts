// Registers the service worker (web/sw/sw.ts) once the first screen has drawn and the browser is idle:
// nothing of it is on the first paint's path. A new version waits until the user chooses Reload (web/app/
// update-prompt.tsx), so the page never runs old and new code together.
import { Workbox } from 'workbox-window';
import { offerUpdate } from '../lib/app-update';
import { saveReadsSoFar } from '../lib/offline';

const HOUR = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('controlling', (event) => {
    // Another tab chose Reload: this one's code is now the old version, whose files are gone.
    if (event.isExternal) offerUpdate(() => window.location.reload());
    // The first install took charge of this page: what it has read is saved for offline from now.
    else if (!event.isUpdate) void saveReadsSoFar();
  });
  void wb.register().catch((error: unknown) => console.warn('The service worker could not be registered.', error));
  // A long-open app still hears of a new version: every hour while shown, and when the network returns.
  const check = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update().catch(() => undefined);
  };
  setInterval(check, HOUR);
  window.addEventListener('online', check);
}
