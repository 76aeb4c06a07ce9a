import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextAreaContext,
  TextField as AriaTextField,
  type TextAreaProps,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useContext, useRef, type Ref } from 'react';
import { useKeptTypedText } from '@/hooks/use-kept-typed-text';
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
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useKeptTypedText(control, props.value ?? props.defaultValue, props.onChange);
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <UntypedTextArea ref={control} className={styles.textarea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input ref={control} className={styles.input} placeholder={placeholder} />
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

/**
 * TextField gives its control type="text" until an effect finds it is a
 * <textarea>, so the prerendered HTML would carry an attribute that
 * <textarea> does not have (an HTML validation error). This drops it from the start.
 */
function UntypedTextArea(props: TextAreaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  const context = useContext(TextAreaContext);
  return (
    <TextAreaContext.Provider value={{ ...context, type: undefined } as unknown as typeof context}>
      <TextArea {...props} />
    </TextAreaContext.Provider>
  );
}

export type EmailFieldProps = Omit<TextFieldProps, 'name' | 'type' | 'label'> & { label?: string };

/** The e-mail address a form asks for, named and typed as every site form sends it. */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return <TextField name="email" type="email" label={label} {...props} />;
}
