import { AdminGate } from '../admin-gate';
import { SubscriberList } from './subscriber-list';
import * as styles from './subscribers.css';

/** The newsletter's subscribers, behind the admin's gate. */
export function NewsletterSubscribers() {
  return (
    <AdminGate what="subscribers" className={styles.notice}>
      <SubscriberList />
    </AdminGate>
  );
}
