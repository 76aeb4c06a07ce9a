import { PageMeta } from '@/components/head';
import { Island } from '@/app/islands';

export function NewsletterConfirmRoute() {
  return (
    <>
      <PageMeta
        title="Confirm your subscription | Clear North"
        noindex
        description="Confirm your subscription to Clear North's marketing insights."
      />
      {/* The island holds the heading too, which says so once the subscription is confirmed. */}
      <Island name="newsletter-confirm" />
    </>
  );
}
