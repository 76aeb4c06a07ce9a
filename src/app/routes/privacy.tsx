import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { container } from '@/styles/utilities.css';
import { ControllerSection } from './privacy/controller-section';
import { MessagesSection } from './privacy/messages-section';
import { ProcessorsSection } from './privacy/processors-section';
import { RightsSection } from './privacy/rights-section';
import { StatisticsSection } from './privacy/statistics-section';
import * as styles from './privacy.css';

export function PrivacyRoute() {
  return (
    <>
      <PageMeta
        title="Privacy and cookies | Clear North"
        description="What Clear North keeps about you and on your device, why, for how long, and your rights: enquiries, newsletter, accounts and anonymous first-party visit statistics."
      />
      <PageIntro
        title="Privacy and cookies"
        lead="What we keep, why, and how to say no. We use no advertising trackers, and only the services that run the site for us handle your data."
      />
      <div className={`${container} ${styles.prose}`}>
        <ControllerSection />
        <StatisticsSection />
        <MessagesSection />
        <ProcessorsSection />
        <section aria-labelledby="on-your-device">
          <h2 id="on-your-device">What is kept on your device</h2>
          <ul>
            <li>
              <strong>Your display settings</strong> (theme, text size, contrast), so the site looks the way
              you chose, whether you have seen the newsletter invitation, and the addresses you subscribed
              from this browser, so that it can tell you if you subscribe one again.
            </li>
            <li>
              <strong>Messages waiting to be sent.</strong> If you send something while offline, it waits in
              your browser's storage and is sent once you are back online, then deleted. If our server refuses
              it, it stays on your device so you can get it back, until you do or clear this site's data.
            </li>
            <li>
              <strong>The site's own files</strong>, so pages you have visited open offline.
            </li>
          </ul>
          <p>None of these is shared with anyone. Clearing your browser's site data removes them.</p>
        </section>
        <RightsSection />
      </div>
    </>
  );
}
