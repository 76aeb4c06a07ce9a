import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '@/utils/class-names';
import { visuallyHidden } from '@/styles/utilities.css';
import { Button } from '../button/button';
import { CloseIcon } from '../icon/icons';
import * as styles from './dialog.css';

export interface DialogProps {
  title: string;
  /** Hides the title visually while keeping it as the dialog's name. */
  hideTitle?: boolean;
  size?: keyof typeof styles.modal;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closed by clicking outside (not for forms, where a stray click would lose input). */
  isDismissable?: boolean;
  children: ReactNode | ((api: { close: () => void }) => ReactNode);
}

/** A modal dialog: focus is trapped and restored, Esc closes, page scroll is locked. */
export function Dialog({
  title,
  hideTitle,
  size = 'default',
  isOpen,
  onOpenChange,
  isDismissable,
  children,
}: DialogProps) {
  return (
    <ModalOverlay
      className={cx(styles.overlay, size === 'fullscreen' && styles.fullscreenOverlay)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className={styles.modal[size]}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={cx(styles.title, hideTitle && visuallyHidden)}>
                  {title}
                </Heading>
                <Button variant="ghost" size="icon" onPress={close} aria-label="Close">
                  <CloseIcon />
                </Button>
              </div>
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
