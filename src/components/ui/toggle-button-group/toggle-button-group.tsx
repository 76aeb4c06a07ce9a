import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type Key,
} from 'react-aria-components';
import * as styles from './toggle-button-group.css';

export interface ToggleButtonGroupProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** A row of buttons of which exactly one is pressed (e.g. a period). */
export function ToggleButtonGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: ToggleButtonGroupProps<T>) {
  return (
    <AriaToggleButtonGroup
      aria-label={label}
      className={styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next !== undefined) onChange(String(next) as T);
      }}
    >
      {options.map((option) => (
        <AriaToggleButton key={option.id} id={option.id} className={styles.button}>
          {option.label}
        </AriaToggleButton>
      ))}
    </AriaToggleButtonGroup>
  );
}
