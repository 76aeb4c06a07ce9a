import { useSnapshot } from 'valtio';
import { useHydrated } from '@/hooks/use-hydrated';
import { session } from '@/lib/session/session-store';
import { InboxList } from './inbox-list';
import * as styles from './inbox.css';

/**
 * The admin's inbox. Anyone else gets a plain message and no data (the API
 * refuses them anyway); the prerendered page and a session still being
 * checked show the loading line.
 */
export function EnquiryInbox() {
  const hydrated = useHydrated();
  const { status } = useSnapshot(session);

  if (!hydrated || status === 'loading') {
    return (
      <p className={styles.notice} role="status">
        Loading enquiries...
      </p>
    );
  }
  if (status === 'signed-out') return <p className={styles.notice}>Please sign in to view enquiries.</p>;
  if (status === 'member') return <p className={styles.notice}>Only the admin can view enquiries.</p>;
  return <InboxList />;
}
