import {
  Label,
  Tag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
  type Selection,
  type TagGroupProps as AriaTagGroupProps,
} from 'react-aria-components';
import * as styles from './tag-group.css';

export interface TagOption {
  id: string;
  label: string;
}

export interface TagGroupProps extends Omit<
  AriaTagGroupProps,
  'children' | 'className' | 'selectedKeys' | 'onSelectionChange' | 'selectionMode'
> {
  label: string;
  options: ReadonlyArray<TagOption>;
  /** single: one choice or none (choosing it again clears it); multiple: each toggles. */
  selectionMode: 'single' | 'multiple';
  selected: ReadonlyArray<string>;
  onChange: (selected: string[]) => void;
  /** side: the label sits left of the chips on wider screens. */
  labelPosition?: 'top' | 'side';
}

function keysOf(selection: Selection, options: ReadonlyArray<TagOption>): string[] {
  if (selection === 'all') return options.map((option) => option.id);
  return [...selection].map((key: Key) => String(key));
}

/**
 * Filter chips: one tab stop, arrow keys move between chips, Space or Enter
 * (or a click) toggles one.
 */
export function TagGroup({
  label,
  options,
  selectionMode,
  selected,
  onChange,
  labelPosition = 'top',
  ...props
}: TagGroupProps) {
  return (
    <AriaTagGroup
      {...props}
      className={styles.group[labelPosition]}
      selectionMode={selectionMode}
      selectedKeys={new Set(selected)}
      onSelectionChange={(selection) => onChange(keysOf(selection, options))}
    >
      <Label className={styles.label}>{label}</Label>
      <TagList className={styles.list} items={options}>
        {(option) => (
          <Tag id={option.id} className={styles.tag} textValue={option.label}>
            {option.label}
          </Tag>
        )}
      </TagList>
    </AriaTagGroup>
  );
}
