// Which push endpoints the server will send to. A subscription's endpoint is
// a URL the browser's push service chose, and the server POSTs to it later,
// so it must be the public HTTPS host of a push service: never an address
// inside the server's own network. Tests alone may allow a loopback HTTP
// service of their own (PUSH_ALLOW_LOOPBACK).

/** Longer than any push service's endpoint (FCM's are some 200 characters, WNS's some 500). */
export const MAX_ENDPOINT_LENGTH = 2048;

const HTTPS_URL = /^https:\/\/([^/?#@\s]+?)(?::(\d{1,5}))?(?:[/?][^#\s]*)?$/i;
const LOOPBACK_URL = /^http:\/\/127\.0\.0\.1:(\d{1,5})(?:[/?][^#\s]*)?$/;
/** A DNS name of at least two labels, each of letters, digits and inner hyphens. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
/** Names that never reach a public host (RFC 6761, RFC 8375 and common private suffixes). */
const PRIVATE_SUFFIX =
  /\.(?:localhost|local|internal|intranet|lan|home|corp|private|test|example|invalid|home\.arpa|onion)$/;

/** Why the server will not send to `endpoint`, or null when it will. */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'This push endpoint is too long.';
  if (allowLoopback && LOOPBACK_URL.test(endpoint)) return null;
  const match = HTTPS_URL.exec(endpoint);
  if (!match) return 'A push endpoint must be an https:// address.';
  const host = (match[1] ?? '').toLowerCase().replace(/\.$/, '');
  if (!HOST_NAME.test(host) || PRIVATE_SUFFIX.test(`.${host}`)) {
    return "A push endpoint must be a push service's public host name.";
  }
  const port = match[2] === undefined ? 443 : Number(match[2]);
  if (port < 1 || port > 65535) return "This push endpoint's port is not valid.";
  return null;
}
