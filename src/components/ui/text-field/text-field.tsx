import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string;
  placeholder?: string;
  description?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
}

/** A labelled text input; validation errors are shown under it and announced. */
export function TextField({
  label,
  placeholder,
  description,
  multiline,
  rows = 5,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error} />
    </AriaTextField>
  );
}
