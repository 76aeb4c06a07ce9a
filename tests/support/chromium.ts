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
];
