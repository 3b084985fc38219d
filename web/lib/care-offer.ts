// Issue 51: the care card after words about hurting oneself where the screen that took them is not the
// one to show it: a name at sign-up (the app opens on Home), a name in Settings, a board's words (written
// in dialogs and inline forms all over the board). A feature calls offerCare(); the shell (web/app)
// shows the one care card (web/ui/care-card.tsx) above the screen until it is closed. Nothing is sent
// or kept: it lasts as long as the page.
import { useSyncExternalStore } from 'react';

let offered = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (offered === value) return;
  offered = value;
  for (const listener of listeners) listener();
}

/** Shows the care card above the screen (again, if it was closed). */
export function offerCare(): void {
  set(true);
}

/** Offers care when a write's answer says `care` (the server kept the words for their writer and the care team). */
export function offerCareFor(answer: { care?: boolean }): void {
  if (answer.care) offerCare();
}

/** Closes the card. */
export function closeCare(): void {
  set(false);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the card is offered now. */
export function useCareOffered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offered,
    () => false,
  );
}
