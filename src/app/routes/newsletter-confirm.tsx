import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';

export function NewsletterConfirmRoute() {
  return (
    <>
      <PageMeta
        title="Confirm your subscription | Clear North"
        noindex
        description="Confirm your subscription to Clear North's weekly marketing insights."
      />
      <PageIntro
        title="Confirm your subscription"
        lead="One step left: confirm that you would like our weekly marketing insights at this address."
      />
      <div className={container}>
        <Island name="newsletter-confirm" />
      </div>
    </>
  );
}
