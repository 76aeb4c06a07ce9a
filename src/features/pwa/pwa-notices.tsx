import { OfflineIndicator } from './offline-indicator';
import * as styles from './pwa-banners.css';
import { UpdatePrompt } from './update-prompt';

/** The update prompt and the offline indicator, stacked in one corner. */
export function PwaNotices() {
  return (
    <div className={styles.stack}>
      <UpdatePrompt />
      <OfflineIndicator />
    </div>
  );
}
