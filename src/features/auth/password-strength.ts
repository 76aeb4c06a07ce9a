import { passwordProblem } from '@/definitions/password';

export type PasswordStrength = 'too-short' | 'weak' | 'good' | 'strong';

/** In order, weakest first: the hint fills as many steps as the strength reached. */
export const PASSWORD_STRENGTHS: readonly PasswordStrength[] = ['too-short', 'weak', 'good', 'strong'];

export const strengthLabels: Record<PasswordStrength, string> = {
  'too-short': 'Too short',
  weak: 'Weak',
  good: 'Good',
  strong: 'Strong',
};

/** Lowercase, uppercase, digits, anything else. */
const KINDS = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u];

/**
 * A rough guide while typing, null for an empty field. A password the rules
 * refuse is too short or weak; one they accept but built of a few characters
 * repeated ("abababababab") is weak too. Length counts for most: long, or a
 * little shorter with three kinds of character, is strong.
 */
export function passwordStrength(
  password: string,
  email: string,
  common?: ReadonlySet<string>,
): PasswordStrength | null {
  if (password === '') return null;
  const problem = passwordProblem(password, [email], common && ((lowered) => common.has(lowered)));
  if (problem === 'tooShort') return 'too-short';
  if (problem) return 'weak';
  const characters = Array.from(password);
  const distinct = new Set(characters).size;
  if (distinct < 5) return 'weak';
  const kinds = KINDS.filter((kind) => kind.test(password)).length;
  if ((characters.length >= 16 && distinct >= 8) || (characters.length >= 12 && kinds >= 3)) return 'strong';
  return 'good';
}
