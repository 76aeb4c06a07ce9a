import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import type { Enquiry } from '../enquiry';
import { setHandled } from '../enquiry-api';
import { EnquiryDetails } from '../enquiry-details';
import * as styles from './inbox.css';

export interface InboxItemProps {
  enquiry: Enquiry;
  onChange: (enquiry: Enquiry) => void;
}

/** One enquiry in the inbox, with its state and the handled toggle. */
export function InboxItem({ enquiry, onChange }: InboxItemProps) {
  const [saving, setSaving] = useState(false);
  const handled = enquiry.handledAt !== '';
  const headingId = `enquiry-${enquiry.id}`;

  async function toggleHandled() {
    setSaving(true);
    try {
      const pb = await loadPocketBase();
      onChange(await setHandled(pb, enquiry, !handled));
    } catch {
      toast({
        title: 'Something went wrong',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <article className={styles.item} aria-labelledby={headingId} data-handled={handled || undefined}>
      <div className={styles.itemHeader}>
        <h2 id={headingId} className={styles.itemName}>
          {enquiry.name}
        </h2>
        <div className={styles.states}>
          {!enquiry.readAt && <span className={styles.state}>Unread</span>}
          {handled && <span className={styles.state}>Handled</span>}
        </div>
      </div>
      <EnquiryDetails enquiry={enquiry} />
      <Button
        variant={handled ? 'outline' : 'default'}
        size="sm"
        className={styles.handle}
        isDisabled={saving}
        onPress={() => void toggleHandled()}
      >
        {handled ? 'Mark as not handled' : 'Mark as handled'}
      </Button>
    </article>
  );
}
