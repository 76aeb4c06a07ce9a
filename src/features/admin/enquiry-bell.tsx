import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { subscribe, useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { BellIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Switch } from '@/components/ui/switch';
import { BackgroundAlertsSwitch } from './background-alerts-switch';
import { DialogTrigger, Popover } from '@/components/ui/popover';
import { paths } from '@/lib/paths';
import { takeFocusAfterSignIn } from '@/lib/session/focus-after-sign-in';
import { isChimeOn, setChimeOn } from './chime-setting';
import type { Enquiry } from './enquiry';
import * as styles from './enquiry-bell.css';
import { EnquiryDetails } from './enquiry-details';
import { formatReceived } from './enquiry-labels';
import { startLiveEnquiries } from './live-enquiries';
import { markEnquiryRead, markEveryEnquiryRead } from './unread-actions';
import { badgeText } from './unread-enquiries';
import { showUnreadInTitle } from './unread-in-title';
import { unreadEnquiries } from './unread-store';

const CONNECTION_NOTES = {
  connecting: 'Connecting… new enquiries will appear here as they arrive.',
  offline: 'You are offline. New enquiries will appear when the connection is back.',
} as const;

/**
 * The admin's new-enquiries bell. New enquiries arrive live,
 * with the unread count on the badge; clicking one opens it and marks it read.
 * The chime that goes with each can be turned off, on this device.
 */
export function EnquiryBell() {
  const { items, count, connection } = useSnapshot(unreadEnquiries);
  const [opened, setOpened] = useState<Enquiry | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = () => setPanelOpen(false);
  const [chimeOn, setChimeOnHere] = useState(isChimeOn);
  const chooseChime = (on: boolean) => {
    setChimeOn(on);
    setChimeOnHere(on);
  };

  useEffect(() => startLiveEnquiries(), []);
  // Signed in from the header's dialog: the bell is where the login icon was.
  const bell = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocusAfterSignIn()) bell.current?.focus();
  }, []);
  useEffect(
    () =>
      showUnreadInTitle(
        () => unreadEnquiries.count,
        (listener) => subscribe(unreadEnquiries, listener),
      ),
    [],
  );

  const open = (enquiry: Enquiry) => {
    closePanel();
    setOpened(enquiry);
    void markEnquiryRead(enquiry);
  };

  return (
    <>
      <DialogTrigger isOpen={panelOpen} onOpenChange={setPanelOpen}>
        <Button
          variant="ghost"
          size="icon"
          ref={bell}
          className={styles.bell}
          data-connection={connection}
          aria-label={count > 0 ? `New enquiries, ${count} unread` : 'New enquiries'}
        >
          <BellIcon size={22} />
          {count > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {badgeText(count)}
            </span>
          )}
        </Button>
        <Popover label="New enquiries">
          <div className={styles.panel}>
            <div className={styles.panelHeader}>
              <h2 className={styles.title}>New Enquiries</h2>
              {count > 0 && (
                <Button variant="link" size="sm" onPress={() => void markEveryEnquiryRead()}>
                  Mark all read
                </Button>
              )}
            </div>
            {connection !== 'live' && (
              <p className={styles.connection} role="status">
                {CONNECTION_NOTES[connection]}
              </p>
            )}
            <Switch isSelected={chimeOn} onChange={chooseChime}>
              Chime for new enquiries
            </Switch>
            <BackgroundAlertsSwitch />
            {items.length === 0 ? (
              <p className={styles.empty}>No new enquiries</p>
            ) : (
              <ul className={styles.list}>
                {items.map((enquiry) => (
                  <li key={enquiry.id}>
                    <AriaButton className={styles.item} onPress={() => open(enquiry)}>
                      <span className={styles.itemName}>{enquiry.name}</span>
                      <span className={styles.itemEmail}>{enquiry.email}</span>
                      <span className={styles.itemMessage}>{enquiry.message}</span>
                      <span className={styles.itemTime}>{formatReceived(enquiry.created)}</span>
                    </AriaButton>
                  </li>
                ))}
              </ul>
            )}
            <Link href={paths.adminEnquiries.href()} className={styles.inboxLink} onPress={closePanel}>
              All enquiries
            </Link>
          </div>
        </Popover>
      </DialogTrigger>
      <Dialog
        title={opened ? `Enquiry from ${opened.name}` : 'Enquiry'}
        isDismissable
        isOpen={opened !== null}
        onOpenChange={(isOpen) => !isOpen && setOpened(null)}
      >
        {opened && <EnquiryDetails enquiry={opened} />}
      </Dialog>
    </>
  );
}
