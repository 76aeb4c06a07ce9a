import { use } from 'react';
import { Redirect } from 'wouter';
import { CtaBand } from '@/components/cta-band';
import { FaqList } from '@/components/faq-list';
import { PageMeta, StructuredData } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/section';
import { Link } from '@/components/ui/link';
import { availability } from '@/content/availability';
import { findServiceCard, serviceCards } from '@/content/service-cards';
import { loadServiceDetails } from '@/content/service-details';
import { legacyServiceTarget } from '@/content/service-redirects';
import type { ServiceCard } from '@/content/types';
import type { ServiceId } from '@/definitions/services';
import { paths } from '@/lib/paths';
import { faqPage } from '@/lib/structured-data/faq-page';
import { serviceWithOffer } from '@/lib/structured-data/service-offers';
import { createPromiseCache } from '@/utils/promise-cache';
import { missingMarker } from './not-found/missing-page';
import { WayBack } from './not-found/way-back';
import { CallToStart } from './service/call-to-start';
import { RelatedSection } from './service/related-section';
import { ServiceHero } from './service/service-hero';
import {
  DeliverablesSection,
  InvestmentSection,
  PerfectForSection,
  ProcessSection,
  WhyChooseSection,
} from './service/service-sections';

const detailsFor = createPromiseCache((id) => loadServiceDetails(id as ServiceId));
const PRICING_HEADING_ID = 'investment-title';

function ServiceDetail({ card }: { card: ServiceCard }) {
  const details = use(detailsFor(card.id));
  return (
    <>
      <PageMeta title={details.metaTitle} description={details.metaDescription} keywords={details.keywords} />
      <StructuredData data={serviceWithOffer(card, details, paths.service.href(card.id))} />
      <StructuredData data={faqPage(details.faq)} />
      <ServiceHero card={card} details={details} pricingHeadingId={PRICING_HEADING_ID} />
      <WhyChooseSection card={card} details={details} />
      <PerfectForSection details={details} />
      <ProcessSection details={details} />
      <InvestmentSection details={details} headingId={PRICING_HEADING_ID} />
      <DeliverablesSection card={card} details={details} />
      <Section headingId="faq-title" title="Frequently Asked Questions" layout="split">
        <FaqList items={details.faq} idPrefix={`${card.id}-faq`} />
      </Section>
      <CtaBand
        headingId="consultation-title"
        title={`Ready to talk about ${card.title}?`}
        text={availability.consultationText}
      >
        {/* The consultation link names the service, and the form records it. */}
        <CallToStart label="Get Your Free Consultation" service={card.id} />
        <Link href={paths.businessExamples.href()} appearance={{ variant: 'outline', size: 'lg' }}>
          View Business Examples
        </Link>
      </CtaBand>
      <RelatedSection currentId={card.id} />
    </>
  );
}

/**
 * A mistyped service id (`web-funnels`) goes on to the service it meant.
 * Any other unknown id says so and lists every service, rather than a
 * silent move to /services, which would leave the visitor wondering where
 * their page went. The server answers 404 with this page; its markup may not
 * depend on the id, so the first script finds the near-miss
 * (./not-found/follow-missing-page.ts).
 */
function UnknownService() {
  return (
    <>
      <PageMeta
        title="Service not found | Clear North"
        noindex
        description="That service does not exist; see all our services."
      />
      <PageIntro title="Service not found" lead="We could not find that service." breadcrumbs={false}>
        <nav aria-label="Our services" {...missingMarker('service')}>
          <ul>
            {serviceCards.map((card) => (
              <li key={card.id}>
                <Link href={paths.service.href(card.id)}>{card.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <Link href={paths.services.href()}>See all services</Link>
        </p>
        <WayBack />
      </PageIntro>
    </>
  );
}

export function ServiceRoute({ params }: { params: { serviceId: string } }) {
  const legacy = legacyServiceTarget(params.serviceId);
  if (legacy) return <Redirect to={paths.service.href(legacy)} replace />;
  const card = findServiceCard(params.serviceId);
  return card ? <ServiceDetail card={card} /> : <UnknownService />;
}
