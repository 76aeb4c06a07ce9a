import { PageMeta } from '@/components/head';
import { newsletterIntro } from '@/content/page-intros';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';

/** The newsletter's sign-up as a page: the footer's form, there from the first paint and without JavaScript. */
export function NewsletterSubscribeRoute() {
  return (
    <>
      <PageMeta title={newsletterIntro.metaTitle} description={newsletterIntro.description} />
      <PageIntro title={newsletterIntro.title} lead={newsletterIntro.lead} />
      <div className={container}>
        <Island name="newsletter-form" props={{ source: 'website' }} />
      </div>
    </>
  );
}
