// Draws the whole app, as main.tsx does, at a route, for a teen signed up on the real test server
// (server/test/web-server.ts): the screens, their queries and their writes all run for real; only the
// browser is jsdom.
import { render, renderHook, screen, waitFor, type waitForOptions, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, inject } from 'vitest';
import type { CurrentUser, SignUpBody } from '../../contract/auth';
import { birthDateForAge } from '../../contract/ages';
import { App } from '../app/app';
import { createQueryClient } from '../lib/query-client';
import { useHiddenByUndo } from '../lib/undo';

/** Long enough for a screen's or dialog's code to compile on its first use on a busy two-core machine. */
export const FIRST_USE = { timeout: 15_000 };

let teens = 0;

/** Signs a new 15-year-old up (the cookie jar of web/test/setup.ts keeps the session). */
export async function signUpTeen(overrides: Partial<SignUpBody> = {}): Promise<CurrentUser> {
  teens += 1;
  const body: SignUpBody = {
    // Digits only: random letters could spell a staff word the name rules refuse.
    // An "x" between the numbers: seven digits in a row read as a phone number, refused in a username.
    username: `web_${teens}x${Math.floor(Math.random() * 1e6)}`,
    displayName: `Web Tester ${teens}`,
    password: 'correct horse battery',
    dateOfBirth: birthDateForAge(15),
    ...overrides,
  };
  return send<CurrentUser>('POST', '/api/auth/sign-up', body);
}

/** Signs the test server's moderator in (server/test/web-server.ts), in place of whoever was signed in. */
export async function signInModerator(): Promise<CurrentUser> {
  return send<CurrentUser>('POST', '/api/auth/sign-in', inject('moderator'));
}

/** Signs the test server's mentor account in (server/test/web-server.ts), in place of whoever was signed in. */
export async function signInMentor(): Promise<CurrentUser> {
  const { username, password } = inject('mentor');
  return send<CurrentUser>('POST', '/api/auth/sign-in', { username, password });
}

/** A call to the real server as the signed-in teen, for a test's own setup and checks. */
export async function send<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The app at `path`, with a fresh query client, and a user-event driver for it. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  const user = userEvent.setup();
  const view = render(<App client={client} />);
  return { ...view, client, user };
}

type User = ReturnType<typeof userEvent.setup>;

/** The toasts' region (Radix Toast's list), where every toast is drawn, once its code has come. */
export function toasts(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: /^Notifications/ });
}

/**
 * Waits until a toast says `text`: a toast comes a moment after what caused it, and the region may
 * already be there from an earlier one, so the region alone proves nothing.
 */
export async function expectToast(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(async () => {
    const region = await toasts();
    expect(region).toHaveTextContent(text);
    return region;
  });
}

/** Closes the toast saying `text` (as its × button does), which sends a delete that Undo held back. */
export async function dismissToast(user: User, text: string) {
  const region = await toasts();
  await within(region).findByText(text);
  await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
}

/** The open dialog named `name`, once what is inside it has been drawn (web/ui/dialog.tsx draws the sheet first). */
export async function findDialog(name: string | RegExp, wait?: waitForOptions): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name }, wait);
  await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'), wait);
  return dialog;
}

/** A comment in `sheet` once the server has kept it: a comment on its way shows at once, marked busy (web/ui/comment-thread.tsx). */
/**
 * Words no test has written before, with a suffix of vowels only: a random suffix of letters and digits
 * sometimes spelled something the text filter refuses ("fk44", "455", "cum4"), and the test then failed
 * for its own words (1 run in 700). Every six-vowel suffix passes the filter.
 */
export function uniqueWords(words: string): string {
  const suffix = Array.from({ length: 6 }, () => 'aeiou'[Math.floor(Math.random() * 5)]).join('');
  return `${words} ${suffix}`;
}

export async function findComment(sheet: HTMLElement, words: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = within(sheet).getByText(words).closest('li')!;
    expect(item).not.toHaveAttribute('aria-busy');
    return item;
  });
}

/** Chooses an item ("Edit", "Delete") from the ⋮ menu of the row or card named `name`. */
export async function chooseAction(user: User, name: string, item: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: item }));
}

/**
 * Waits until every delete that Undo held back has been sent and has settled, with the refreshes it
 * asked for: then the screen shows what the server holds, with nothing hidden any more.
 */
export async function deletesSettled() {
  const { result, unmount } = renderHook(() => useHiddenByUndo());
  await waitFor(() => {
    if (result.current.size > 0) throw new Error(`${result.current.size} delete(s) still held back or on their way`);
  });
  unmount();
}
