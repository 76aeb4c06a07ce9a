/**
 * Why a link's token was refused. PocketBase answers "Invalid or expired
 * token." for both; the token's own expiry (its payload is not secret) tells
 * them apart. 'used' comes from pb_hooks/verification.pb.js for a
 * verification link that was already followed.
 */
export type TokenProblem = 'expired' | 'used' | 'invalid' | 'offline';

function expiresAt(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function tokenProblem(error: unknown, token: string, nowMs = Date.now()): TokenProblem {
  const { status, response } = (error ?? {}) as {
    status?: unknown;
    response?: { data?: { token?: { code?: unknown } } };
  };
  if (status === 0) return 'offline';
  if (response?.data?.token?.code === 'validation_token_used') return 'used';
  const expiry = expiresAt(token);
  if (expiry !== undefined && expiry <= nowMs) return 'expired';
  return 'invalid';
}
