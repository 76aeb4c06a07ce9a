/// <reference path="../types/pocketbase.d.ts" />

// What the reports may know of a visitor's browser: the device class and the
// families of the browser and the operating system, never their versions nor
// the user-agent string itself, which is read once and forgotten (the
// privacy page promises only the families are kept).

/**
 * Mobile is a user agent containing Mobile, Android, iPhone or iPad; tablets are told apart.
 *
 * @param {string} userAgent
 */
function deviceOf(userAgent) {
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) {
    return 'tablet';
  }
  if (/Mobile|Android|iPhone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * A family's name and what in a user agent tells it.
 * @typedef {[string, RegExp]} Family
 */

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, and so on.
/** @type {Family[]} */
const BROWSERS = [
  ['Edge', /Edg(e|A|iOS)?\//],
  ['Opera', /OPR\/|Opera/],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\/|Chromium\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
];
/** @type {Family[]} */
const SYSTEMS = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['Windows', /Windows/],
  ['macOS', /Macintosh|Mac OS X/],
  ['Linux', /Linux|X11/],
];

/**
 * @param {string} userAgent
 * @param {Family[]} families
 */
function familyOf(userAgent, families) {
  for (const [name, pattern] of families) if (pattern.test(userAgent)) return name;
  return 'Other';
}

/**
 * The browser's family from its user agent ("Firefox"), never its version.
 *
 * @param {string} userAgent
 */
function browserOf(userAgent) {
  return familyOf(userAgent, BROWSERS);
}

/**
 * The operating system's family from a user agent ("Android"), never its version.
 *
 * @param {string} userAgent
 */
function osOf(userAgent) {
  return familyOf(userAgent, SYSTEMS);
}

/**
 * The device class and the browser's and system's families of a user agent (empty when none was sent).
 *
 * @param {unknown} userAgent
 */
function familiesOf(userAgent) {
  const agent = String(userAgent || '');
  return { device: deviceOf(agent), browser: browserOf(agent), os: osOf(agent) };
}

module.exports = { browserOf, deviceOf, familiesOf, osOf };
