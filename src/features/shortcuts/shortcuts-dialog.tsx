import { Fragment } from 'react';
import { useSnapshot } from 'valtio';
import { DeferredDialog } from '@/components/ui/dialog/deferred-dialog';
import { SHORTCUTS } from './shortcuts';
import { setShortcutsDialogOpen, shortcutsDialogState } from './shortcuts-dialog-state';
import * as styles from './shortcuts-dialog.css';

/** The keyboard shortcuts dialog, listing the shortcut table. */
export function ShortcutsDialog() {
  const { isOpen } = useSnapshot(shortcutsDialogState);

  return (
    <DeferredDialog
      title="Keyboard shortcuts"
      isOpen={isOpen}
      onOpenChange={setShortcutsDialogOpen}
      isDismissable
    >
      <dl className={styles.list}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className={styles.row}>
            <dt className={styles.keys}>
              {shortcut.key.split('+').map((part, index) => (
                <Fragment key={part}>
                  {index > 0 && <span aria-hidden="true">+</span>}
                  <kbd className={styles.kbd}>{part}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd className={styles.description}>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Shortcuts pause while you type in a form field. On a Mac, Alt is the Option key.
      </p>
    </DeferredDialog>
  );
}
