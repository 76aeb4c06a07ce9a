import type { ReactNode, Ref } from 'react';
import '@/lib/invoker-commands';
import * as styles from './native-dialog.css';

export { plainButton } from './native-dialog.css';

interface NativeDialogProps {
  id: string;
  title: string;
  dialogRef?: Ref<HTMLDialogElement>;
  children: ReactNode;
}

/**
 * A modal dialog that is part of the page's HTML, opened by a button whose
 * `commandfor` names it: the browser shows it at the first press, before
 * any script is live or without one, traps focus inside it, closes it on
 * Esc and gives focus back to the button. Showing it starts at its first
 * field, so it has no close button before its content (Esc and the
 * content's own Cancel close it).
 */
export function NativeDialog({ id, title, dialogRef, children }: NativeDialogProps) {
  const titleId = `${id}-title`;
  return (
    <dialog id={id} ref={dialogRef} aria-labelledby={titleId} className={styles.dialog}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
