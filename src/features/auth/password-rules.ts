/**
 * What makes a password too weak to set, in the site's words. The server
 * refuses the same (pb_hooks/lib/password-rules.js, held to this file by
 * tests/integration/password-rules.test.ts); the browser says it at the
 * field first, so a visitor need not wait for the server to learn it.
 */

/** Counted in characters, as PocketBase counts them, not in bytes. */
export const PASSWORD_MIN_LENGTH = 10;

export const passwordMessages = {
  onlySpaces: "A password can't be only spaces.",
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  email: "Don't use your email address as your password.",
  common: 'That password is too common. Choose another.',
} as const;

export type PasswordProblem = keyof typeof passwordMessages;

const characters = (text: string) => Array.from(text).length;

/** The address itself and its part before the @, which people reuse as a password. */
function addressForms(email: string): string[] {
  const address = email.trim().toLowerCase();
  if (!address) return [];
  const at = address.lastIndexOf('@');
  return at > 0 ? [address, address.slice(0, at)] : [address];
}

/**
 * The first reason `password` may not be set for the account of `email`, or
 * null. `common` is the server's list (lowercase); until it has loaded, that
 * check is left to the server, whose answer is shown at the field. An empty
 * password is the required field's to refuse, in its own words.
 */
export function passwordProblem(
  password: string,
  email: string,
  common?: ReadonlySet<string>,
): PasswordProblem | null {
  if (password === '') return null;
  if (password.trim() === '') return 'onlySpaces';
  if (characters(password) < PASSWORD_MIN_LENGTH) return 'tooShort';
  const lowered = password.trim().toLowerCase();
  if (addressForms(email).includes(lowered)) return 'email';
  if (common?.has(lowered)) return 'common';
  return null;
}

/** The message for the field, or undefined when the password may be set. */
export function passwordError(password: string, email: string, common?: ReadonlySet<string>) {
  const problem = passwordProblem(password, email, common);
  return problem ? passwordMessages[problem] : undefined;
}
