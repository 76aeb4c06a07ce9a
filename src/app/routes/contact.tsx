import { useRef } from 'react';
import { PageMeta, StructuredData } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { professionalService } from '@/lib/structured-data/agency';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import { ContactAside } from './contact/contact-aside';
import { ContactInfoBox, WhyContactBox } from './contact/contact-boxes';
import { useContactQuery } from './contact/use-contact-query';
import { useFocusOnModeChange } from './contact/use-focus-on-mode-change';
import { UnsentMessages } from './contact/unsent-messages';
import { WhoWeHelp } from './contact/who-we-help';
import * as styles from './contact.css';
import { ROUTE_FOCUS_ATTRIBUTE } from '../focus-on-navigate';

const CALL_MESSAGE = "I'd like to book a 15-minute discovery call. Good times for me: ";

export function ContactRoute() {
  const { mode, service, chosenPackage, restore, message } = useContactQuery();
  const packageName = chosenPackage?.name;
  const call = mode === 'discovery_call';
  const formStart = useRef<HTMLHeadingElement>(null);
  const callNote = useRef<HTMLParagraphElement>(null);
  useFocusOnModeChange(mode, call ? callNote : formStart);

  return (
    <>
      <PageMeta
        title="Contact | Book a Call | Clear North, Newcastle"
        description="Get in touch with Clear North, a digital marketing agency in Newcastle upon Tyne. Book a 15-minute discovery call or send us a message."
      />
      <StructuredData data={professionalService()} />
      <PageIntro title="Get in touch." />
      <div className={cx(container, styles.columns)}>
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
              <p ref={callNote} tabIndex={-1} className={styles.note} {...{ [ROUTE_FOCUS_ATTRIBUTE]: true }}>
                There is no calendar to pick from: send this message with a few times that suit you, and we
                will reply by email to arrange your free 15-minute discovery call.
              </p>
            )}
            <EnquiryForm
              key={`${mode}:${service ?? ''}:${packageName ?? ''}:${message ?? ''}`}
              withServiceSelect
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
      </div>
      <WhoWeHelp />
    </>
  );
}
