import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { cx } from '@/utils/class-names';
import { Button } from '../button/button';
import { CloseIcon } from '../icon/icons';
import { Link } from '../link/link';
import * as styles from './toast.css';
import { toastQueue } from './toast-queue';

/**
 * Where the toasts go: into an open modal dialog, when there is one, since
 * the browser makes everything outside it inert, unseen by screen readers
 * and behind its backdrop; else into the page.
 */
const toastContainer = () => document.querySelector<HTMLElement>('dialog:modal') ?? document.body;

/** Renders the toast queue as a live region (announced by screen readers). */
export function ToastRegionView() {
  return (
    <PortalProvider getContainer={toastContainer}>
      <ToastRegion queue={toastQueue} className={styles.region}>
        {({ toast }) => (
          <Toast
            toast={toast}
            className={cx(styles.toast, toast.content.variant === 'destructive' && styles.destructive)}
          >
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={styles.description}>
                  {toast.content.description}
                </Text>
              )}
              {toast.content.action && 'href' in toast.content.action && (
                <Link
                  href={toast.content.action.href}
                  className={styles.action}
                  onPress={() => toastQueue.close(toast.key)}
                >
                  {toast.content.action.label}
                </Link>
              )}
              {toast.content.action && 'onPress' in toast.content.action && (
                <PressAction
                  label={toast.content.action.label}
                  onPress={toast.content.action.onPress}
                  close={() => toastQueue.close(toast.key)}
                />
              )}
            </ToastContent>
            <Button slot="close" variant="ghost" size="icon" className={styles.close} aria-label="Dismiss">
              <CloseIcon size={18} />
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </PortalProvider>
  );
}

function PressAction({ label, onPress, close }: { label: string; onPress: () => void; close: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.action}
      onPress={() => {
        close();
        onPress();
      }}
    >
      {label}
    </Button>
  );
}
