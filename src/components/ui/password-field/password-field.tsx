import { useId, useRef, useState, type ReactNode } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useKeptTypedText } from '@/hooks/use-kept-typed-text';
import { EyeIcon, EyeOffIcon } from '../icon/icons';
import * as fieldStyles from '../text-field/text-field.css';
import * as styles from './password-field.css';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  label: string;
  description?: string;
  /** 'new-password' on sign-up and reset forms, so password managers offer to save. */
  autoComplete?: 'current-password' | 'new-password';
  /** Guidance that changes as the visitor types (a new password's strength), read with the field. */
  hint?: ReactNode;
}

/** A labelled password input with a show/hide toggle. */
export function PasswordField({
  label,
  description,
  autoComplete = 'current-password',
  hint,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hintId = useId();
  const describedBy = [props['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ');
  const input = useRef<HTMLInputElement>(null);
  useKeptTypedText(input, props.value ?? props.defaultValue, props.onChange);
  return (
    <AriaTextField
      {...props}
      aria-describedby={describedBy || undefined}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={styles.group}>
        <Input ref={input} className={styles.input} />
        <ToggleButton
          className={styles.toggle}
          isSelected={visible}
          onChange={setVisible}
          aria-label="Show password"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </Group>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      {hint && <div id={hintId}>{hint}</div>}
      <FieldError className={fieldStyles.error} />
    </AriaTextField>
  );
}
