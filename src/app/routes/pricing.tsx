import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { pricingIntro } from '@/content/pricing';

export function PricingRoute() {
  return (
    <>
      <PageMeta
        title="Pricing | Marketing Packages | Clear North"
        description="Three clear marketing packages from Clear North in Newcastle: Clarity Starter, Focus Growth and Scale Mastery. No hidden fees."
      />
      <PageIntro title={pricingIntro.heading} lead={pricingIntro.text} />
    </>
  );
}
