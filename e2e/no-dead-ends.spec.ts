// No dead ends (issue 32): on every screen, and in each of Skill Quest's and Mind Gym's dialogs that a
// link opens, every kind of button, tab and link is pressed in turn (the same control on another item,
// such as each video's Like, once), as the demo account, and nothing anywhere
// (a toast, a dialog, the next screen) says "coming soon" or "a future update". Whatever appears is
// watched from the first moment of each page by a MutationObserver, so a toast that is gone after 3 s
// is still caught.
import type { Page } from '@playwright/test';
import { SCREENS } from '../bench/screens';
import { expect, test } from './fixtures';

const DEAD_END = /coming soon|future update|not available yet/i;
/** What would end the visit rather than answer it. */
const NOT_PRESSED = /sign out|reload/i;
const CONTROLS = 'button, [role="tab"], [role="button"], [role="radio"], [role="switch"], [role="checkbox"], a[href]:not([href^="#"])';

const PLACES: { name: string; path: string; tab?: string }[] = [
  ...SCREENS.filter((s) => !s.signedOut && !s.open).map(({ name, path, tab }) => ({ name, path, ...(tab ? { tab } : {}) })),
  { name: 'daily challenge', path: '/skill-quest?open=challenge' },
  { name: 'skill paths', path: '/skill-quest?open=paths' },
  { name: 'public speaking practice', path: '/skill-quest?open=public-speaking' },
  { name: 'budgeting practice', path: '/skill-quest?open=budgeting' },
  { name: 'time management practice', path: '/skill-quest?open=time-management' },
  { name: 'guided meditation', path: '/mind-gym?session=meditation-3' },
  { name: 'guided visualization', path: '/mind-gym?session=visualization-3' },
];

/** Everything that appears on any page of this test, whatever its lifetime, reported to `seen`. */
async function watchForDeadEnds(page: Page, seen: string[]) {
  await page.exposeBinding('__riseSaw', (_source, text: string) => void seen.push(text));
  await page.addInitScript((pattern: string) => {
    const dead = new RegExp(pattern, 'i');
    const report = (text: string | null | undefined) => {
      if (text && dead.test(text)) (window as unknown as { __riseSaw(t: string): void }).__riseSaw(text.trim().slice(0, 200));
    };
    const look = (node: Node) => {
      report(node.textContent);
      if (node instanceof Element)
        for (const el of [node, ...node.querySelectorAll('[aria-label],[title]')])
          report(`${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') report(r.target.textContent);
        else if (r.type === 'attributes' && r.target instanceof Element) report(r.target.getAttribute(r.attributeName!));
        else r.addedNodes.forEach(look);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title'],
    });
  }, DEAD_END.source);
}

/** A place that is a dialog opened by its link. */
const isDialog = (place: (typeof PLACES)[number]) => /[?&](open|session)=/.test(place.path);

async function open(page: Page, place: (typeof PLACES)[number]) {
  await page.goto(place.path);
  await expect(isDialog(place) ? page.getByRole('dialog') : page.locator('main')).toBeVisible();
  if (place.tab) await page.getByRole('tab', { name: place.tab }).click();
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
}

for (const place of PLACES) {
  test(`nothing on ${place.name} says later`, async ({ page }) => {
    test.setTimeout(90_000); // Up to a few dozen presses, each followed by a fresh look at the place.
    const seen: string[] = [];
    await watchForDeadEnds(page, seen);
    expect((await page.request.post('/api/auth/demo')).status()).toBe(201);
    await open(page, place);
    const start = new URL(page.url());
    const inDialog = isDialog(place) ? 1 : 0;
    const dialogs = () => page.locator('[role="dialog"], [role="alertdialog"]').filter({ visible: true }).count();
    // A row's ⋮ menu sits in the top layer over the next controls of its card (its Play): closed like a dialog.
    const menus = () => page.locator('[role="menu"]').filter({ visible: true }).count();
    /** Back to the place as it was (a dialog or a menu closed, the screen opened again), so each control is pressed there. */
    const backToStart = async () => {
      if (new URL(page.url()).pathname === start.pathname && (await menus()) > 0) await page.keyboard.press('Escape');
      if (new URL(page.url()).pathname === start.pathname && (await dialogs()) > inDialog) await page.keyboard.press('Escape');
      const now = new URL(page.url());
      if (now.pathname !== start.pathname || now.search !== start.search || (await dialogs()) !== inDialog || (await menus()) > 0)
        await open(page, place);
    };
    // The header and the bottom navigation are the same on every screen: pressed on Home only.
    // In a dialog, what is behind it cannot be pressed: only the dialog's own controls.
    const controls = (inDialog ? page.getByRole('dialog') : page.locator('body')).locator(CONTROLS).filter({ visible: true });
    // A toast is no part of the place: it answers the last press and goes by itself within seconds.
    const placeOwn = controls.and(page.locator(':not([aria-label^="Notifications (F8)"] *)'));
    const own = place.name === 'home' || inDialog ? placeOwn : placeOwn.and(page.locator(':not(header *, nav[aria-label="Main"] *)'));
    /**
     * Presses the i-th control, unless something covers it (a dialog or a toast that arrived late): false
     * then. Whether it is covered is a hit test at its centre, not a short click timeout, which a busy
     * machine ran out of on a control that was free (issue 33).
     */
    const press = async (i: number) => {
      if (i >= (await own.count())) return false;
      const control = own.nth(i);
      const free = await control
        .evaluate(
          async (el) => {
            el.scrollIntoView({ block: 'center', inline: 'center' });
            // Anything anchored to a scrolled element (a popover) follows it in the next frames.
            for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
            const box = el.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return hit !== null && (hit === el || el.contains(hit));
          },
          undefined,
          { timeout: 5_000 },
        )
        .catch(() => false);
      return (
        free &&
        control.click({ timeout: 10_000 }).then(
          () => true,
          () => false,
        )
      );
    };
    let pressed = 0;
    const missed: string[] = [];
    const kinds = new Set<string>();
    for (let i = 0; ; i++) {
      await backToStart();
      if (i >= (await own.count())) break;
      const control = own.nth(i);
      // The list can change under the loop (a control that a press removed): what is gone is not waited for.
      const about = await control
        .evaluate(
          (el) => ({
            name: (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText).trim(),
            href: el instanceof HTMLAnchorElement ? el.href : null,
          }),
          undefined,
          { timeout: 1_000 },
        )
        .catch(() => null);
      if (about === null) continue;
      const { name } = about;
      // The same control on another item (each video's Like, each card's link to its screen) is pressed once.
      const kind = about.href ? `link to ${new URL(about.href).pathname}` : name.replace(/\d+/g, '#');
      if (NOT_PRESSED.test(name) || kinds.has(kind) || (await control.isDisabled({ timeout: 1_000 }).catch(() => true))) continue;
      kinds.add(kind);
      // Something that arrived late (a dialog, a toast over the control) is put away and the press tried again.
      if (!(await press(i))) {
        await page.keyboard.press('Escape');
        await open(page, place);
        if (!(await press(i))) missed.push(name);
      }
      pressed++;
    }
    expect(missed, 'controls that could not be pressed').toEqual([]);
    // Rewards is a cabinet to look at: its only controls are the header's and the navigation's.
    if (place.name === 'rewards') expect(pressed, 'controls pressed').toBe(0);
    else expect(pressed, 'controls pressed').toBeGreaterThan(0);
    // One more look at what is on the page now, then everything that appeared at any moment.
    expect(await page.locator('body').innerText()).not.toMatch(DEAD_END);
    expect(seen).toEqual([]);
  });
}
