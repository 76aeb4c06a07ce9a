import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';

/** The newsletter's sign-up as a page: the footer's form, there from the first paint and without JavaScript. */
export function NewsletterSubscribeRoute() {
  return (
    <>
      <PageMeta
        title="The newsletter | Clear North"
        description="One clear marketing idea a week from Clear North, Newcastle. Confirm by email, unsubscribe whenever you like."
      />
      <PageIntro
        title="The newsletter"
        lead="One clear marketing idea a week. Unsubscribe whenever you like."
      />
      <div className={container}>
        <Island name="newsletter-form" props={{ source: 'website' }} />
      </div>
    </>
  );
}
