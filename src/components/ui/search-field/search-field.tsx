import {
  Button,
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { useRef } from 'react';
import { useKeptTypedText } from '@/hooks/use-kept-typed-text';
import { CloseIcon } from '../icon/icons';
import * as styles from './search-field.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children' | 'className'> {
  label: string;
  /** Hides the label visually; it still names the field. */
  hideLabel?: boolean;
  placeholder?: string;
}

/** A labelled search box (`type="search"`): Enter submits, Esc or the X clears. */
export function SearchField({ label, hideLabel, placeholder, ...props }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useKeptTypedText(input, props.value ?? props.defaultValue, props.onChange);
  return (
    <AriaSearchField {...props} className={styles.field}>
      <Label className={hideLabel ? styles.hiddenLabel : styles.label}>{label}</Label>
      <div className={styles.box}>
        <svg
          className={styles.icon}
          aria-hidden="true"
          focusable="false"
          width="18"
          height="18"
          viewBox="0 0 24 24"
        >
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Input ref={input} className={styles.input} placeholder={placeholder} />
        <Button className={styles.clear} aria-label="Clear search">
          <CloseIcon size={16} />
        </Button>
      </div>
    </AriaSearchField>
  );
}
