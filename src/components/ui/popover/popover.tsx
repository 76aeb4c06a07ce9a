import type { ReactNode } from 'react';
import { Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './popover.css';

export interface PopoverProps {
  /** The panel's accessible name. */
  label: string;
  placement?: AriaPopoverProps['placement'];
  children: ReactNode;
}

/**
 * A panel anchored to the button of its DialogTrigger. It is the dialog
 * itself (no Dialog inside), so react-aria's hidden dismiss buttons sit
 * within it; focus moves in and back, Esc and a click outside close it.
 */
export function Popover({ label, placement = 'bottom end', children }: PopoverProps) {
  return (
    <AriaPopover aria-label={label} placement={placement} offset={8} className={styles.popover}>
      {children}
    </AriaPopover>
  );
}
