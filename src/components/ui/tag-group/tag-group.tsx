import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import * as styles from './tag-group.css';

export interface TagOption {
  id: string;
  label: string;
}

export interface TagGroupProps {
  label: string;
  options: ReadonlyArray<TagOption>;
  /** single: one choice or none (choosing it again clears it); multiple: each toggles. */
  selectionMode: 'single' | 'multiple';
  selected: ReadonlyArray<string>;
  onChange: (selected: string[]) => void;
  /** side: the label sits left of the chips on wider screens. */
  labelPosition?: 'top' | 'side';
  /** Chips shown but not offered (they could only find nothing). */
  unavailable?: ReadonlyArray<string>;
  /** scroll: on a phone the chips keep to one row that scrolls sideways, so the group stays short. */
  layout?: 'wrap' | 'scroll';
}

/**
 * Filter chips: one tab stop, arrow keys move between chips, Space or Enter
 * (or a click) toggles one. A single choice reads as radio buttons, several
 * as toggle buttons.
 */
export function TagGroup({
  label,
  options,
  selectionMode,
  selected,
  onChange,
  labelPosition = 'top',
  unavailable = [],
  layout = 'wrap',
}: TagGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.group[labelPosition]}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        className={styles.list[layout]}
        selectionMode={selectionMode}
        selectedKeys={new Set(selected)}
        onSelectionChange={(keys: Set<Key>) => onChange([...keys].map(String))}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.id}
            id={option.id}
            className={styles.tag}
            isDisabled={unavailable.includes(option.id)}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
