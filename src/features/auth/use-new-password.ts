import { PASSWORD_PROBLEMS, passwordProblem } from '@/definitions/password';
import { passwordStrength } from './password-strength';
import { useCommonPasswords } from './use-common-passwords';

/**
 * A password being chosen for the account of `email` (sign-up, reset): its
 * strength as it is typed, and the browser's reason to refuse it, which the
 * form checks when it is sent. The common passwords arrive once the first
 * character is typed.
 */
export function useNewPassword(password: string, email: string) {
  const common = useCommonPasswords(password !== '');
  return {
    strength: passwordStrength(password, email, common),
    /** The reason the browser refuses the password, or undefined when it finds none. */
    problem: () => {
      const problem = passwordProblem(password, [email], common && ((lowered) => common.has(lowered)));
      return problem ? PASSWORD_PROBLEMS[problem].message : undefined;
    },
  };
}
