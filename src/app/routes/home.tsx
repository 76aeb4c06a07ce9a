import { useState } from 'react';
import { CtaBand } from '@/components/cta-band';
import { FaqList } from '@/components/faq-list';
import { PageMeta, StructuredData } from '@/components/head';
import { Section } from '@/components/section';
import { Link } from '@/components/ui/link';
import { closingCta, expertiseKeywords, homeFaq } from '@/content/home';
import { paths } from '@/lib/paths';
import { professionalService } from '@/lib/structured-data/agency';
import { AgencySection } from './home/agency-section';
import { ApproachSection } from './home/approach-section';
import { BlogTeaser } from './home/blog-teaser';
import { ContactSection } from './home/contact-section';
import { Hero } from './home/hero';
import { ServicesTeaser } from './home/services-teaser';
import { TestimonialsSection } from './home/testimonials-section';
import * as styles from './home.css';

/**
 * The home page: hero, services, agency, approach, contact, testimonials, Journal, FAQ and closing call, in that order.
 * Its FAQ has no FAQPage block: search engines show FAQ results only for
 * government and health sites now, and the page needs the block's 160 bytes
 * (brotli) to fit a new connection's first round trip whatever its scripts'
 * hashed names.
 */
export function HomeRoute() {
  // Fixed at mount: the hydrating first load paints as prerendered, a later visit fades in.
  const [arrivedByNavigation] = useState(
    () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true',
  );
  return (
    <div className={arrivedByNavigation ? styles.fadeInPage : undefined}>
      <PageMeta
        title="Digital Marketing Agency in Newcastle upon Tyne | Clear North"
        description="Clear North is a minimalist digital marketing agency in Newcastle: SEO, PPC, content and branding for North East businesses, reported in plain English."
        keywords={expertiseKeywords}
      />
      <StructuredData data={professionalService()} />
      <Hero />
      <ServicesTeaser />
      <AgencySection />
      <ApproachSection />
      <ContactSection />
      <TestimonialsSection />
      <BlogTeaser />
      <Section headingId="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" layout="split">
        <FaqList items={homeFaq} idPrefix="home-faq" />
      </Section>
      <CtaBand headingId="closing-title" title={closingCta.heading} text={closingCta.text}>
        <Link href={paths.contact.href({ waitlist: closingCta.action.waitlist })} appearance={{ size: 'lg' }}>
          {closingCta.action.label}
        </Link>
      </CtaBand>
    </div>
  );
}
