/**
 * What makes a users password too weak to set, in the site's words: the
 * browser says it at the field before sending, and the server refuses it
 * the same way. Counted in characters, as PocketBase counts them, not in
 * bytes (pb_migrations/1795302600_users_password_min.js keeps its own copy).
 */
export const PASSWORD_MIN_LENGTH = 10;

export const PASSWORD_PROBLEMS = {
  onlySpaces: { code: 'validation_password_only_spaces', message: "A password can't be only spaces." },
  tooShort: {
    code: 'validation_password_too_short',
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  email: { code: 'validation_password_is_email', message: "Don't use your email address as your password." },
  common: { code: 'validation_password_too_common', message: 'That password is too common. Choose another.' },
} as const;

export type PasswordProblem = keyof typeof PASSWORD_PROBLEMS;

const characters = (text: string) => Array.from(text).length;

/** The address itself and its part before the @, which people reuse as a password. */
function addressForms(email: string): string[] {
  const address = email.trim().toLowerCase();
  if (!address) return [];
  const at = address.lastIndexOf('@');
  return at > 0 ? [address, address.slice(0, at)] : [address];
}

/**
 * The first reason `password` may not be set for an account of any of
 * `emails`, or null. `isCommon` answers for a lowercased password; without
 * it (the browser, before the list has loaded) that check is left to the
 * server. An empty password is the required field's to refuse, in its own words.
 */
export function passwordProblem(
  password: string,
  emails: readonly string[],
  isCommon?: (lowered: string) => boolean,
): PasswordProblem | null {
  if (password === '') return null;
  if (password.trim() === '') return 'onlySpaces';
  if (characters(password) < PASSWORD_MIN_LENGTH) return 'tooShort';
  const lowered = password.trim().toLowerCase();
  if (emails.some((email) => addressForms(email).includes(lowered))) return 'email';
  if (isCommon?.(lowered)) return 'common';
  return null;
}
