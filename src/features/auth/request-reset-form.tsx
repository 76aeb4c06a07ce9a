import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/text-field';
import { AccountForm } from './account-form';
import { fieldOf, useFormSend } from '@/hooks/use-form-send';
import { sendResetLink } from './account-send';
import * as styles from './auth-form.css';

/** Asks for a password-reset link; the answer is the same whether or not the address has an account. */
export function RequestResetForm() {
  const form = useFormSend({ email: '' });

  return (
    <AccountForm onSubmit={(event) => form.submit(event, sendResetLink)}>
      <EmailField autoComplete="email" isRequired {...fieldOf(form, 'email')} />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </div>
    </AccountForm>
  );
}
