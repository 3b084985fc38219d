// Debian's Chromium and the flags every run of it here takes (the browser tests, Lighthouse, the tap
// benchmark): no sandbox as root, nothing that reaches for the network beyond the app under test, and
// nothing of the browser's own that competes with the page for the machine's two cores.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156's headless browser keeps its omnibox's popup (a WebUI page with an AI-mode box) alive in a
 * renderer of its own that spends a third to a half of a core the whole time, with no window to show it
 * in: on a two-core machine every page, test and measurement ran beside it. Off by feature.
 */
export const QUIET_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE = '--disable-features=';

/**
 * `flags` with every `--disable-features` in it, and QUIET_FEATURES, as one: Chromium reads only the
 * last `--disable-features` it is given, so a second one would undo a launcher's own.
 */
export function withQuietFeatures(flags: readonly string[]): string[] {
  const features = new Set(flags.filter((f) => f.startsWith(DISABLE)).flatMap((f) => f.slice(DISABLE.length).split(',')));
  for (const feature of QUIET_FEATURES) features.add(feature);
  features.delete('');
  return [...flags.filter((f) => !f.startsWith(DISABLE)), DISABLE + [...features].join(',')];
}

/**
 * Playwright's own `--disable-features` (playwright-core's chromiumSwitches.ts), which the browser would
 * drop for ours: Playwright puts the flags it is given after its own. scripts/chromium.test.ts checks
 * this list against the installed playwright-core.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The `args` of a Playwright launch: ours, with Playwright's disabled features kept. */
export const PLAYWRIGHT_ARGS = withQuietFeatures([...CHROMIUM_FLAGS, DISABLE + PLAYWRIGHT_DISABLED_FEATURES.join(',')]);
