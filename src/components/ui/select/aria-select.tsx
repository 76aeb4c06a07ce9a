import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RacSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icon/icons';
import * as styles from './select.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'children' | 'className' | 'onSelectionChange'
> {
  label: string;
  options: SelectOption[];
  onSelectionChange?: (id: string) => void;
}

/** A labelled drop-down list of options. */
export function AriaSelect({ label, options, placeholder, onSelectionChange, ...props }: SelectProps) {
  return (
    <RacSelect
      {...props}
      placeholder={placeholder}
      className={styles.field}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelectionChange?.(String(key));
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon size={18} />
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RacSelect>
  );
}
