import type { ReactNode } from 'react';
import { Dialog, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './popover.css';

export interface PopoverProps {
  /** The panel's accessible name. */
  label: string;
  placement?: AriaPopoverProps['placement'];
  children: ReactNode | ((api: { close: () => void }) => ReactNode);
}

/**
 * A non-modal panel anchored to the button of its DialogTrigger: focus moves
 * in and back, Esc and a click outside close it.
 */
export function Popover({ label, placement = 'bottom end', children }: PopoverProps) {
  return (
    <AriaPopover placement={placement} offset={8} className={styles.popover}>
      <Dialog aria-label={label} className={styles.dialog}>
        {children}
      </Dialog>
    </AriaPopover>
  );
}
