import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { whenIdle } from '@/utils/when-idle';
import { ChevronDownIcon } from '../icon/icons';
import type { AriaSelect, SelectProps } from './aria-select';
import * as styles from './select.css';

/** The keys that open react-aria's Select from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

type Wanted = 'no' | 'yes' | 'focused' | 'open';

let loaded: typeof AriaSelect | undefined;
let loading: Promise<typeof AriaSelect> | undefined;

function loadAriaSelect(): Promise<typeof AriaSelect> {
  loading ??= import('./aria-select').then((module) => (loaded = module.AriaSelect));
  return loading;
}

/**
 * A labelled drop-down list of options. Its code (react-aria's Select,
 * ListBox and Popover) loads when the browser is idle or when the visitor
 * first points at, focuses or presses it; until then the same label and
 * trigger button are shown, with the same accessible name and value, so the
 * page's first load carries none of it. A press that came first opens the
 * list as soon as it is there; focus stays on the trigger.
 */
export function Select(props: SelectProps) {
  const [Loaded, setLoaded] = useState(() => loaded);
  const [wanted, setWanted] = useState<Wanted>('no');

  useEffect(() => {
    if (Loaded || wanted === 'no') return;
    let current = true;
    void loadAriaSelect().then((component) => {
      if (current) setLoaded(() => component);
    });
    return () => {
      current = false;
    };
  }, [Loaded, wanted]);

  useEffect(() => whenIdle(() => setWanted((current) => (current === 'no' ? 'yes' : current))), []);

  // A press that came first opens the list once the trigger has taken focus,
  // so closing the list returns focus to it.
  const [isOpen, setOpen] = useState(false);

  if (Loaded) {
    return (
      <Loaded
        {...props}
        {...(wanted === 'focused' || wanted === 'open' ? { autoFocus: true } : {})}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
        onFocus={(event) => {
          if (wanted === 'open') {
            setWanted('focused');
            setOpen(true);
          }
          props.onFocus?.(event);
        }}
      />
    );
  }
  const want = (next: Wanted) => setWanted((current) => (rank(next) > rank(current) ? next : current));
  return (
    <SelectPlaceholder
      {...props}
      onPoint={() => want('yes')}
      onFocus={() => want('focused')}
      onPress={() => want('open')}
    />
  );
}

function rank(wanted: Wanted): number {
  return ['no', 'yes', 'focused', 'open'].indexOf(wanted);
}

interface SelectPlaceholderProps extends SelectProps {
  onPoint: () => void;
  onFocus: () => void;
  onPress: () => void;
}

/** The Select as it first renders: its label and its trigger showing the chosen option. */
function SelectPlaceholder({
  label,
  options,
  placeholder,
  name,
  selectedKey,
  defaultSelectedKey,
  isDisabled,
  onPoint,
  onFocus,
  onPress,
}: SelectPlaceholderProps) {
  const labelId = useId();
  const valueId = useId();
  const key = selectedKey ?? defaultSelectedKey;
  const chosen = options.find((option) => key !== null && key !== undefined && option.id === String(key));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onPress();
  };
  return (
    <div className={styles.field}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <button
        type="button"
        className={styles.trigger}
        aria-labelledby={`${valueId} ${labelId}`}
        aria-haspopup="listbox"
        aria-expanded="false"
        disabled={isDisabled}
        onPointerEnter={onPoint}
        onTouchStart={onPoint}
        onFocus={onFocus}
        onPointerDown={onPress}
        onClick={onPress}
        onKeyDown={onKeyDown}
      >
        <PlaceholderValue id={valueId} placeholder={chosen ? undefined : (placeholder ?? 'Select an item')}>
          {chosen?.label}
        </PlaceholderValue>
        <ChevronDownIcon size={18} />
      </button>
      {/* A form posted before the list's code arrived still says what was chosen. */}
      {name && chosen && <input type="hidden" name={name} value={chosen.id} />}
    </div>
  );
}

function PlaceholderValue({
  id,
  placeholder,
  children,
}: {
  id: string;
  placeholder: string | undefined;
  children: ReactNode;
}) {
  return (
    <span id={id} className={styles.value} {...(placeholder ? { 'data-placeholder': 'true' } : {})}>
      {placeholder ?? children}
    </span>
  );
}
