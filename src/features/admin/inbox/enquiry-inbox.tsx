import { AdminGate } from '../admin-gate';
import { InboxList } from './inbox-list';
import * as styles from './inbox.css';

/** The admin's inbox, behind the admin's gate. */
export function EnquiryInbox() {
  return (
    <AdminGate what="enquiries" className={styles.notice}>
      <InboxList />
    </AdminGate>
  );
}
