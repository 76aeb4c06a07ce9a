/** Debian's Chromium, or the one CHROMIUM_PATH names; nothing is downloaded (see README, "Tests"). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's flags for tests and benchmarks: no sandbox (root in CI), and
 * nothing of its own on the network, which this machine's closed network
 * would refuse at every start.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 15x readies its address bar's suggestion popup, a page of its own
  // in a renderer, for every new window: 1.6 CPU-seconds each, which a test's
  // new page pays, more than twice what loading one of the site's pages costs.
  // Playwright's own list of disabled features still applies: Chromium adds
  // the lists together. Nor does it keep a spare renderer started for the next
  // page: each test's page is in a new context of its own, which never takes
  // the spare, so every page paid 0.05-0.1 CPU-seconds for one left unused.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess',
];
