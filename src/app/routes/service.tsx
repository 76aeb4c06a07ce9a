import { use, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/components/ui/link';
import { loadServiceDetails } from '@/content/service-details';
import { findServiceCard } from '@/content/service-cards';
import { legacyServiceIds } from '@/content/service-redirects';
import type { ServiceCard, ServiceId } from '@/content/types';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { createPromiseCache } from '@/utils/promise-cache';

const detailsFor = createPromiseCache((id) => loadServiceDetails(id as ServiceId));

function ServiceDetail({ card }: { card: ServiceCard }) {
  const details = use(detailsFor(card.id));
  return (
    <>
      <PageMeta title={details.metaTitle} description={details.metaDescription} />
      <PageIntro
        title={card.title}
        lead={card.subtitle}
        before={<Link href={paths.services.href()}>← All services</Link>}
      />
      <section className={container}>
        <p>{details.description}</p>
      </section>
    </>
  );
}

/** Spec §2: an unknown service id goes to /services. The server answers 404 with this page. */
function UnknownService() {
  const [, navigate] = useLocation();
  useEffect(() => navigate(paths.services.href(), { replace: true }), [navigate]);
  return (
    <>
      <PageMeta
        title="Service not found | Clear North"
        description="That service does not exist; see all our services."
      />
      <PageIntro title="Service not found" lead="We could not find that service.">
        <p>
          <Link href={paths.services.href()}>See all services</Link>
        </p>
      </PageIntro>
    </>
  );
}

export function ServiceRoute({ params }: { params: { serviceId: string } }) {
  const legacy = legacyServiceIds[params.serviceId];
  if (legacy) return <Redirect to={paths.service.href(legacy)} replace />;
  const card = findServiceCard(params.serviceId);
  return card ? <ServiceDetail card={card} /> : <UnknownService />;
}
