import { PasswordField, type PasswordFieldProps } from '@/components/ui/password-field';
import { fieldOf, type FieldsOf } from '@/hooks/use-form-send';
import { PASSWORD_MIN_LENGTH } from '@/definitions/password';
import type { PasswordStrength } from './password-strength';
import { PasswordStrengthHint } from './password-strength-hint';

export interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'hint'> {
  strength: PasswordStrength | null;
}

/**
 * A password being chosen (sign-up, reset), with its strength under it. Its
 * name is the one the server refuses a weak password at, so the form's
 * validationErrors show that reason here.
 */
export function NewPasswordField({ strength, ...props }: NewPasswordFieldProps) {
  return (
    <PasswordField
      name="password"
      autoComplete="new-password"
      isRequired
      description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
      hint={<PasswordStrengthHint strength={strength} />}
    />
  );
}

export interface NewPasswordFieldsProps {
  form: FieldsOf<{ password: string; confirmation: string }>;
  strength: PasswordStrength | null;
  labels: { password: string; confirmation: string };
}

/** The password being chosen, with its strength, then its confirmation, from the form's state (sign-up, reset). */
export function NewPasswordFields({ form, strength, labels }: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField label={labels.password} strength={strength} {...fieldOf(form, 'password')} />
      <PasswordField
        name="passwordConfirm"
        label={labels.confirmation}
        autoComplete="new-password"
        isRequired
        {...fieldOf(form, 'confirmation')}
      />
    </>
  );
}
