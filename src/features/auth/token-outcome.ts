import { LINK_ERRORS } from '@/definitions/link-errors';

/**
 * Why a link's token was refused. PocketBase answers "Invalid or expired
 * token." for both; the token's own expiry (its payload is not secret) tells
 * them apart. 'used' comes from pb_hooks/verification.pb.js for a
 * verification link that was already followed.
 */
export type TokenProblem = 'expired' | 'used' | 'invalid' | 'offline';

function claims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1] ?? '';
    const parsed: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function expiresAt(token: string): number | undefined {
  const { exp } = claims(token);
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

/** The address a reset token was mailed to, to sign its owner in with the new password. */
export function tokenEmail(token: string): string | null {
  const { email } = claims(token);
  return typeof email === 'string' && email !== '' ? email : null;
}

export function tokenProblem(error: unknown, token: string, nowMs = Date.now()): TokenProblem {
  const { status, response } = (error ?? {}) as {
    status?: unknown;
    response?: { data?: { token?: { code?: unknown } } };
  };
  if (status === 0) return 'offline';
  if (response?.data?.token?.code === LINK_ERRORS.used) return 'used';
  const expiry = expiresAt(token);
  if (expiry !== undefined && expiry <= nowMs) return 'expired';
  return 'invalid';
}
