import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { onYourDevice, privacyIntro } from '@/content/privacy';
import { container } from '@/styles/utilities.css';
import { ControllerSection } from './privacy/controller-section';
import { MessagesSection } from './privacy/messages-section';
import { PrivacyPoints } from './privacy/privacy-points';
import { ProcessorsSection } from './privacy/processors-section';
import { RightsSection } from './privacy/rights-section';
import { StatisticsSection } from './privacy/statistics-section';
import * as styles from './privacy.css';

export function PrivacyRoute() {
  return (
    <>
      <PageMeta title={privacyIntro.metaTitle} description={privacyIntro.description} />
      <PageIntro title={privacyIntro.title} lead={privacyIntro.lead} />
      <div className={`${container} ${styles.prose}`}>
        <ControllerSection />
        <StatisticsSection />
        <MessagesSection />
        <ProcessorsSection />
        <section aria-labelledby="on-your-device">
          <h2 id="on-your-device">{onYourDevice.heading}</h2>
          <PrivacyPoints points={onYourDevice.points} />
          <p>{onYourDevice.closing}</p>
        </section>
        <RightsSection />
      </div>
    </>
  );
}
