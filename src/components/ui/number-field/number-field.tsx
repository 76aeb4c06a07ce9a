import { NumberParser } from '@internationalized/number';
import {
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  type RefObject,
} from 'react';
import { useKeptTypedText } from '@/hooks/use-kept-typed-text';
import {
  FieldError,
  Input,
  Label,
  NumberField as AriaNumberField,
  NumberFieldStateContext,
  Text,
  useLocale,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { withDecimalPoint } from './decimal-comma';
import * as styles from './number-field.css';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'onChange'> {
  label: string;
  placeholder?: string;
  description?: string;
  /** Marks the field invalid and shows the message under it. */
  errorMessage?: string;
  /** Called whenever the text changes, as it is typed: the number, or NaN while empty or unreadable. */
  onChange?: (value: number) => void;
  /** A lone comma is a decimal comma ('2,5' is 2.5), for numbers that never need a thousands separator. */
  decimalComma?: boolean;
}

/**
 * React Aria reports a number only on blur or Enter. Watching the field's
 * text instead catches every keystroke, and also the reformatting or reset
 * React Aria applies when the value is committed.
 */
function ReportValue({ parser, onChange }: { parser: NumberParser; onChange?: (value: number) => void }) {
  const text = useContext(NumberFieldStateContext)?.inputValue ?? '';
  const report = useEffectEvent((value: number) => onChange?.(value));
  useEffect(() => report(parser.parse(text)), [parser, text]);
  return null;
}

/**
 * Turns a decimal comma into the point the field's en-GB parsing reads, as
 * it is typed and before anything is painted, so the field shows the number
 * it will use and keeps it when React Aria formats the value on blur.
 */
function ReadDecimalComma() {
  const state = useContext(NumberFieldStateContext);
  const text = state?.inputValue ?? '';
  useLayoutEffect(() => {
    const read = withDecimalPoint(text);
    if (read !== text) state?.setInputValue(read);
  }, [state, text]);
  return null;
}

/** The field's text as the visitor typed it before the app was live (see useKeptTypedText). */
function KeepTypedText({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const state = useContext(NumberFieldStateContext);
  useKeptTypedText(input, state?.inputValue, state?.setInputValue);
  return null;
}

/** A labelled, locale-aware number input for money, percentages and counts. */
export function NumberField({
  label,
  placeholder,
  description,
  errorMessage,
  onChange,
  decimalComma = false,
  ...props
}: NumberFieldProps) {
  const { locale } = useLocale();
  const { formatOptions } = props;
  const parser = useMemo(() => new NumberParser(locale, formatOptions), [locale, formatOptions]);
  const input = useRef<HTMLInputElement>(null);

  return (
    <AriaNumberField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={input} className={styles.input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <KeepTypedText input={input} />
      {decimalComma && <ReadDecimalComma />}
      <ReportValue parser={parser} onChange={onChange} />
    </AriaNumberField>
  );
}
