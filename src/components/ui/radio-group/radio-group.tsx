import {
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as styles from './radio-group.css';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

export interface RadioGroupProps<T extends string> extends Omit<
  AriaRadioGroupProps,
  'children' | 'className' | 'value' | 'onChange' | 'orientation'
> {
  label: string;
  options: ReadonlyArray<RadioOption<T>>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A labelled single choice shown as a segmented control: arrow keys move
 * between options and select them, as native radio buttons do.
 */
export function RadioGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  ...props
}: RadioGroupProps<T>) {
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      // Only our own option values reach onChange, so the cast is safe.
      onChange={(next) => onChange(next as T)}
      orientation="horizontal"
      className={styles.group}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.segments}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.segment}>
            {option.label}
          </Radio>
        ))}
      </div>
    </AriaRadioGroup>
  );
}
