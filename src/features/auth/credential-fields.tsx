import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';

interface CredentialFieldsProps {
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** Read-only while the form is being sent. */
  busy: boolean;
  /** Focus the e-mail field when shown: in a dialog opened to sign in, it is where the visitor starts. */
  focusEmail?: boolean;
}

/** The e-mail and password of a sign-in, as the sign-in tab and the Admin Login dialog ask for them. */
export function CredentialFields({
  email,
  onEmailChange,
  password,
  onPasswordChange,
  busy,
  focusEmail = false,
}: CredentialFieldsProps) {
  return (
    <>
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        // Only in a dialog the visitor opened to sign in, as the WAI-ARIA dialog pattern advises.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusEmail}
        isRequired
        value={email}
        onChange={onEmailChange}
        isReadOnly={busy}
      />
      <PasswordField
        name="password"
        label="Password"
        isRequired
        value={password}
        onChange={onPasswordChange}
        isReadOnly={busy}
      />
    </>
  );
}
