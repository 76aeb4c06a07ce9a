import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import type { FieldsOf } from '@/hooks/use-form-send';

/** What a sign-in sends. */
export interface Credentials {
  email: string;
  password: string;
}

/**
 * The e-mail and password of a sign-in, as the sign-in tab and the Admin
 * Login dialog ask for them, from the form's state: read-only while it is sent.
 */
export function CredentialFields({ form }: { form: FieldsOf<Credentials> }) {
  return (
    <>
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        isRequired
        value={form.values.email}
        onChange={form.change('email')}
        isReadOnly={form.busy}
      />
      <PasswordField
        name="password"
        label="Password"
        isRequired
        value={form.values.password}
        onChange={form.change('password')}
        isReadOnly={form.busy}
      />
    </>
  );
}
