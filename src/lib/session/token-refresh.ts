/** Seconds since the epoch at which a PocketBase token was issued and expires, if readable. */
function tokenTimes(token: string): { iat?: number; exp?: number } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    return {
      ...(typeof iat === 'number' ? { iat } : {}),
      ...(typeof exp === 'number' ? { exp } : {}),
    };
  } catch {
    return {};
  }
}

/** PocketBase's user tokens last 7 days unless the collection says otherwise. */
const DEFAULT_LIFETIME_S = 7 * 24 * 60 * 60;

/**
 * A session token is refreshed once half its life has passed, so a site
 * opened every few days stays signed in while an abandoned one expires.
 */
export function refreshIsDue(token: string, nowMs = Date.now()): boolean {
  const { iat, exp } = tokenTimes(token);
  if (exp === undefined) return true;
  const lifetime = iat === undefined ? DEFAULT_LIFETIME_S : exp - iat;
  return nowMs / 1000 >= exp - lifetime / 2;
}
