/// <reference path="../types/pocketbase.d.ts" />

// ADMIN_ALLOWED_IPS, when set, keeps PocketBase's dashboard (/_/) and every
// superuser request (signing in as one, or acting with a superuser's token)
// to the listed addresses and CIDR ranges; anywhere else they answer 403.
// It holds the site's admin account (a users record whose role is admin) too,
// unless ADMIN_ACCOUNT_FROM_ALLOWED_IPS is false: its sign-in from elsewhere
// is refused as a wrong password is, and its token answers 403 there.
// The client's address is PocketBase's real IP, which honours the trusted
// proxy headers (TRUSTED_PROXY_HEADERS) behind a reverse proxy.

/** @param {string} text */
function parseIPv4(text) {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? parseInt(part, 10) : 256));
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** @param {string} text */
function parseIPv6(text) {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  /** @param {string} half */
  const groups = (half) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const last = tail.length ? tail : head;
  // An IPv4 address may end an IPv6 one (::ffff:192.0.2.1).
  const endsInV4 = last.length > 0 && last[last.length - 1].indexOf('.') !== -1;
  const v4 = endsInV4 ? parseIPv4(last[last.length - 1]) : null;
  if (endsInV4 && !v4) return null;
  if (endsInV4) last.pop();
  const words = (v4 ? 6 : 8) - head.length - tail.length;
  if (words < 0 || (halves.length === 1 && words !== 0)) return null;
  const all = head.concat(new Array(halves.length === 2 ? words : 0).fill('0'), tail);
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  /** @type {number[]} */
  const bytes = [];
  all.forEach((group) => {
    const value = parseInt(group, 16);
    bytes.push(value >> 8, value & 255);
  });
  return v4 ? bytes.concat(v4) : bytes;
}

/**
 * The address as bytes: 4 for IPv4, 16 for IPv6 (an IPv4-mapped one becomes IPv4).
 *
 * @param {string} text
 */
function parseIP(text) {
  const value = String(text || '')
    .trim()
    .replace(/^\[|\]$/g, '');
  if (value.indexOf(':') === -1) return parseIPv4(value);
  const bytes = parseIPv6(value);
  const mapped = bytes && bytes.slice(0, 12).join() === '0,0,0,0,0,0,0,0,0,0,255,255';
  return mapped ? bytes.slice(12) : bytes;
}

/** @typedef {{ bytes: number[], bits: number }} AddressRange */

/**
 * `192.0.2.0/24`, `2001:db8::/32`, or one address.
 *
 * @param {string} text
 */
function parseRange(text) {
  const [address, prefix] = text.split('/');
  const bytes = parseIP(address);
  if (!bytes) return null;
  const bits = prefix === undefined ? bytes.length * 8 : parseInt(prefix, 10);
  if (!(bits >= 0 && bits <= bytes.length * 8)) return null;
  return { bytes, bits };
}

/**
 * @param {number[]} bytes
 * @param {AddressRange} range
 */
function inRange(bytes, range) {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit += 8) {
    const mask = range.bits - bit >= 8 ? 255 : (255 << (8 - (range.bits - bit))) & 255;
    if ((bytes[bit / 8] & mask) !== (range.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

function allowedRanges() {
  return ($os.getenv('ADMIN_ALLOWED_IPS') || '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map(parseRange);
}

/**
 * @param {string} ip
 * @param {Array<AddressRange | null>} ranges
 */
function isAllowedAddress(ip, ranges) {
  const bytes = parseIP(ip);
  // A range that cannot be read allows nobody rather than everybody.
  return bytes !== null && ranges.some((range) => range !== null && inRange(bytes, range));
}

/**
 * Whether a path is one of a collection's routes for the superusers'
 * collection, named as PocketBase resolves it: by name in any case
 * ("_SUPERUSERS") or by id, not only as "_superusers".
 *
 * @param {CoreApp} app
 * @param {string} path
 */
function isSuperusersPath(app, path) {
  const match = /^\/api\/collections\/([^/]+)(\/|$)/.exec(path);
  if (!match) return false;
  try {
    return app.findCachedCollectionByNameOrId(match[1]).name === '_superusers';
  } catch (_) {
    return false;
  }
}

/** @param {core.RequestEvent} e */
function isSuperuserRequest(e) {
  const path = e.request.url.path;
  return path === '/_' || path.indexOf('/_/') === 0 || isSuperusersPath(e.app, path) || e.hasSuperuserAuth();
}

/**
 * Whether the list holds the site's admin account (a users record whose role
 * is admin) as it holds superusers: ADMIN_ACCOUNT_FROM_ALLOWED_IPS, on
 * unless set to false.
 */
function coversAdminAccount() {
  return !/^(false|0|off|no)$/i.test(($os.getenv('ADMIN_ACCOUNT_FROM_ALLOWED_IPS') || '').trim());
}

/** @param {core.Record | null | undefined} record */
function isAdminAccount(record) {
  return !!record && record.collection().name === 'users' && record.getString('role') === 'admin';
}

/**
 * Answers 403 to a superuser request from outside ADMIN_ALLOWED_IPS, when it
 * is set, and to a request made with the admin account's token (unless
 * ADMIN_ACCOUNT_FROM_ALLOWED_IPS is false).
 *
 * @param {core.RequestEvent} e
 */
function checkAdminAccess(e) {
  const ranges = allowedRanges();
  if (ranges.length === 0 || isAllowedAddress(e.realIP(), ranges)) return;
  if (isSuperuserRequest(e)) {
    throw new ForbiddenError('The dashboard cannot be reached from this address.');
  }
  if (coversAdminAccount() && isAdminAccount(e.auth)) {
    throw new ForbiddenError('The admin area cannot be reached from this address.');
  }
}

/**
 * Refuses the admin account's sign-in from outside ADMIN_ALLOWED_IPS, when it
 * is set (unless ADMIN_ACCOUNT_FROM_ALLOWED_IPS is false), before and
 * whatever the password: as a wrong password is refused, and after the same
 * work, so the answer tells neither that the password was right nor that
 * the address is the admin's. The refusal is logged for the owner to find.
 *
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function checkAdminSignIn(e) {
  const ranges = allowedRanges();
  if (ranges.length === 0 || !coversAdminAccount() || !isAdminAccount(e.record)) return;
  if (isAllowedAddress(e.realIP(), ranges)) return;
  // The password is checked all the same, as long as for any account.
  if (e.record) e.record.validatePassword(e.password);
  e.app.logger().warn('Admin sign-in refused: the address is not in ADMIN_ALLOWED_IPS', 'ip', e.realIP());
  throw new BadRequestError('Failed to authenticate.');
}

module.exports = { checkAdminAccess, checkAdminSignIn };
