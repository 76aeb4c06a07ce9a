import { useRef } from 'react';
import { Link } from '@/components/ui/link';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { paths } from '@/lib/paths';
import { ContactAside } from './contact-aside';
import type { ContactMode } from './contact-mode';
import { ContactInfoBox, WhyContactBox } from './contact-boxes';
import { useContactQuery } from './use-contact-query';
import { useFocusOnModeChange } from './use-focus-on-mode-change';
import { UnsentMessages } from './unsent-messages';
import * as styles from '../contact.css';
import { ROUTE_FOCUS_ATTRIBUTE } from '../../focus-on-navigate';

const CALL_MESSAGE = "I'd like to book a 15-minute discovery call. Good times for me: ";

/**
 * The contact page's working part: the column that switches between
 * booking a call and the waitlist, what the server refused, and the form,
 * all as the address asks. `servedMode` is the mode the server rendered it
 * in, where that is not the plain enquiry.
 */
export function ContactPanel({ servedMode }: { servedMode?: ContactMode }) {
  const { mode, service, chosenPackage, restore, message } = useContactQuery(servedMode);
  const packageName = chosenPackage?.name;
  const call = mode === 'discovery_call';
  const formStart = useRef<HTMLHeadingElement>(null);
  const callNote = useRef<HTMLParagraphElement>(null);
  useFocusOnModeChange(mode, call ? callNote : formStart);

  return (
    <>
      <ContactAside
        mode={mode}
        {...(service ? { service } : {})}
        {...(chosenPackage ? { packageId: chosenPackage.id } : {})}
      />
      <div className={styles.main}>
        <UnsentMessages restoring={restore} />
        <section className={styles.formCard} aria-labelledby="send-message">
          <h2 id="send-message" ref={formStart} tabIndex={-1} className={styles.formTitle}>
            Send us a message
          </h2>
          {packageName && (
            <p className={styles.note}>
              You chose the <strong>{packageName}</strong> package. We will include it with your message.
            </p>
          )}
          {call && (
            <p
              id="call-note"
              ref={callNote}
              tabIndex={-1}
              className={styles.note}
              {...{ [ROUTE_FOCUS_ATTRIBUTE]: true }}
            >
              To choose a time yourself, <Link href={paths.book.href()}>book the call on our calendar</Link>.
              Or send this message with a few times that suit you, and we will reply by email to arrange your
              free 15-minute discovery call.
            </p>
          )}
          <EnquiryForm
            withServiceSelect
            withContactDetails
            topic={mode}
            {...(packageName ? { packageName } : {})}
            {...(service ? { service } : {})}
            {...(call || message
              ? { initialMessage: [call ? CALL_MESSAGE : '', message ?? ''].join('') }
              : {})}
            {...(restore ? { restoreId: restore } : {})}
            submitLabel={mode === 'waitlist' ? 'Join Waitlist' : 'Send Message'}
            placeholders={{
              name: 'Your name',
              email: 'you@company.co.uk',
              message: 'What can we help you with?',
            }}
          />
        </section>
        <WhyContactBox />
        <ContactInfoBox />
      </div>
    </>
  );
}
