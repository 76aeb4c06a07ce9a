import { useState } from 'react';
import { passwordError } from './password-rules';
import { passwordStrength } from './password-strength';
import { useCommonPasswords } from './use-common-passwords';

/**
 * A password being chosen for the account of `email` (sign-up, reset): its
 * strength as it is typed, and the reason it is refused, the browser's when
 * the form is sent or the server's when it answers, shown at the field
 * until the password changes. The common passwords arrive once the first
 * character is typed.
 */
export function useNewPassword(email: string) {
  const [password, setPassword] = useState('');
  const [refused, setRefused] = useState<string>();
  const common = useCommonPasswords(password !== '');
  return {
    password,
    refused,
    strength: passwordStrength(password, email, common),
    change(value: string) {
      setPassword(value);
      setRefused(undefined);
    },
    /** Whether the browser finds nothing to refuse; when it does, the reason is shown. */
    check(): boolean {
      const reason = passwordError(password, email, common);
      setRefused(reason);
      return reason === undefined;
    },
    /** The server's reason, from its answer, or undefined. */
    refuse: setRefused,
  };
}
