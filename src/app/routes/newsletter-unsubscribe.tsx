import { PageMeta } from '@/components/head';
import { unsubscribeIntro } from '@/content/page-intros';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';

export function NewsletterUnsubscribeRoute() {
  return (
    <>
      <PageMeta title={unsubscribeIntro.metaTitle} noindex description={unsubscribeIntro.description} />
      <PageIntro title={unsubscribeIntro.title} lead={unsubscribeIntro.lead} />
      <div className={container}>
        <Island name="newsletter-unsubscribe" />
      </div>
    </>
  );
}
