import { PageMeta, StructuredData } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { professionalService } from '@/lib/structured-data/agency';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import { useSearch } from 'wouter';
import { parseContactQuery } from './contact/contact-mode';
import { WhoWeHelp } from './contact/who-we-help';
import * as styles from './contact.css';

export function ContactRoute() {
  // Read as the page is rendered: the build renders waitlist mode as a page
  // of its own (src/definitions/page-variants.ts), which the island must hydrate as served.
  const { mode } = parseContactQuery(useSearch());
  return (
    <>
      <PageMeta
        title="Contact | Book a Call | Clear North, Newcastle"
        description="Get in touch with Clear North, a digital marketing agency in Newcastle upon Tyne. Book a 15-minute discovery call or send us a message."
      />
      <StructuredData data={professionalService()} />
      <PageIntro title="Get in touch." />
      <div className={cx(container, styles.columns)}>
        <Island name="contact-panel" {...(mode === 'enquiry' ? {} : { props: { servedMode: mode } })} />
      </div>
      <WhoWeHelp />
    </>
  );
}
