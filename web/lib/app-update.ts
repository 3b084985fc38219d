// "A new version is ready" (issue 17): web/app/pwa.ts offers an update when a new service worker waits,
// web/app/update-prompt.tsx shows it, and Reload applies it only when the user chooses, after asking
// when a field holds something typed (a reload would clear it).
import { useSyncExternalStore } from 'react';

let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version can be applied by `run` (which reloads the page). */
export function offerUpdate(run: () => void) {
  apply = run;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How to apply the waiting version, or null when there is none. */
export const useUpdate = () =>
  useSyncExternalStore(
    subscribe,
    () => apply,
    () => null,
  );

// ---- What the user has typed and not yet sent ----

type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password']);
const typedIn = new Set<TextField>();

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type));

/**
 * Notes every field typed in. Installed once. A submitted form's fields still count: a submit that
 * failed (offline, say) leaves its text in the form, unsent; a form that was sent empties or closes.
 */
export function watchTyping() {
  document.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typedIn.add(event.target);
    },
    true,
  );
}

/** Whether a field on the page still holds something typed in it (a reload would clear it). */
export function hasUnsentTyping(): boolean {
  for (const field of typedIn) {
    if (!field.isConnected) typedIn.delete(field);
    else if (field.value.trim() !== '') return true;
  }
  return false;
}
