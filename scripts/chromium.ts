// Debian's Chromium and the flags every run of it here takes (the browser tests, Lighthouse, the tap
// benchmark): no sandbox as root, and nothing that reaches for the network beyond the app under test.
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
