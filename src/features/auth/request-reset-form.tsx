import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AccountForm } from './account-form';
import { useFormSend } from '@/hooks/use-form-send';
import { sendResetLink } from './account-send';
import * as styles from './auth-form.css';

/** Asks for a password-reset link; the answer is the same whether or not the address has an account. */
export function RequestResetForm() {
  const form = useFormSend({ email: '' });

  return (
    <AccountForm className={styles.form} onSubmit={(event) => form.submit(event, sendResetLink)}>
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        isRequired
        value={form.values.email}
        onChange={form.change('email')}
        isReadOnly={form.busy}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </div>
    </AccountForm>
  );
}
