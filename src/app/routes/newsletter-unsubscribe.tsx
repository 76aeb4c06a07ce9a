import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';

export function NewsletterUnsubscribeRoute() {
  return (
    <>
      <PageMeta
        title="Unsubscribe from the newsletter | Clear North"
        noindex
        description="Stop receiving Clear North's newsletter."
      />
      <PageIntro title="Unsubscribe" lead="Sorry to see you go. One press and our newsletter stops." />
      <div className={container}>
        <Island name="newsletter-unsubscribe" />
      </div>
    </>
  );
}
