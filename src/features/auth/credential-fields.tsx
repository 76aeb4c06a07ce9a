import { PasswordField } from '@/components/ui/password-field';
import { EmailField } from '@/components/ui/text-field';
import { fieldOf, type FieldsOf } from '@/hooks/use-form-send';

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
      <EmailField autoComplete="username" isRequired {...fieldOf(form, 'email')} />
      <PasswordField name="password" label="Password" isRequired {...fieldOf(form, 'password')} />
    </>
  );
}
