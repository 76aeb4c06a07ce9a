import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';

interface CredentialFieldsProps {
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  /** Read-only while the form is being sent. */
  busy: boolean;
}

/** The e-mail and password of a sign-in, as the sign-in tab and the Admin Login dialog ask for them. */
export function CredentialFields({
  email,
  onEmailChange,
  password,
  onPasswordChange,
  busy,
}: CredentialFieldsProps) {
  return (
    <>
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
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
