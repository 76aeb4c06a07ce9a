import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BusinessFactsModule from './business-facts';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const WAITLIST_INVITE =
  'We are fully booked just now. Join the waitlist and we will email you as soon as we can take on new work.';

/** The content and the parts of pages that read it, as they are with the agency's `fullyBooked` fact set so. */
async function siteWith(fullyBooked: boolean) {
  vi.resetModules();
  vi.doMock('./business-facts', async (original) => {
    const { businessFacts } = await original<typeof BusinessFactsModule>();
    return { businessFacts: { ...businessFacts, fullyBooked } };
  });
  const [
    { closingCta },
    { whyContact },
    { commonQuestions, packages },
    { availability },
    { Hero },
    { ContactAside },
    { CallToStart },
    { PackageCard },
  ] = await Promise.all([
    import('./home'),
    import('./contact'),
    import('./pricing'),
    import('./availability'),
    import('@/app/routes/home/hero'),
    import('@/app/routes/contact/contact-aside'),
    import('@/app/routes/service/call-to-start'),
    import('@/app/routes/pricing/package-card'),
  ]);
  const firstStep = commonQuestions.find((item) => item.question === 'What happens after I get in touch?');
  const pkg = packages[0]!;
  return {
    closingCta,
    whyContact,
    firstStep: firstStep?.answer ?? '',
    availability,
    hero: renderToString(<Hero />),
    aside: renderToString(<ContactAside mode="enquiry" />),
    serviceCall: renderToString(<CallToStart label="Get Started Today" service="seo" />),
    packageCard: renderToString(<PackageCard pkg={pkg} />),
    packageCta: pkg.cta,
  };
}

afterEach(() => {
  vi.doUnmock('./business-facts');
  vi.resetModules();
});

// The first import transforms the pages' modules, which takes seconds on a busy machine.
describe(
  'what the site invites and promises, by whether the agency is taking new clients',
  { timeout: 60_000 },
  () => {
    it('taking clients, reads as the site copy: Start a Project, and a reply within 2 hours', async () => {
      const site = await siteWith(false);
      expect(site.hero).toMatch(/<a[^>]*href="\/contact"[^>]*>Start a Project<\/a>/);
      expect(site.closingCta.action).toEqual({ label: 'Start a Project', waitlist: false });
      expect(site.closingCta.text).toBe(
        'Tell us about your business and what you want to achieve. We reply to every enquiry within 2 hours during business hours, with a straight answer on whether and how we can help.',
      );
      expect(site.whyContact.points[0]).toBe(
        'We reply within 2 hours during business hours, Monday to Friday.',
      );
      expect(site.firstStep).toMatch(
        /^We reply within 2 hours during business hours and arrange a short call to understand your business and goals\. /,
      );
      expect(site.availability.replyBeside).toBe('We reply within 2 hours in business hours.');
      expect(site.availability.consultationText).toMatch(/^Book a free consultation\. /);
      expect(site.serviceCall).toMatch(/<a[^>]*href="\/contact\?service=seo"[^>]*>Get Started Today<\/a>/);
      expect(text(site.packageCard)).toContain(site.packageCta);
      expect(site.packageCard).not.toContain('waitlist');
      expect(text(site.aside)).not.toContain('fully booked');
    });

    it('fully booked, every call leads to the waitlist and no reply time is promised', async () => {
      const site = await siteWith(true);
      expect(site.hero).toMatch(/<a[^>]*href="\/contact\?waitlist=true"[^>]*>Join the waitlist<\/a>/);
      expect(site.closingCta.action).toEqual({ label: 'Join the waitlist', waitlist: true });
      expect(site.serviceCall).toMatch(
        /<a[^>]*href="\/contact\?service=seo&amp;waitlist=true"[^>]*>Join the waitlist<\/a>/,
      );
      expect(site.packageCard).toMatch(
        /<a[^>]*href="\/contact\?package=[\w-]+&amp;waitlist=true"[^>]*>Join the waitlist<\/a>/,
      );
      expect(text(site.packageCard)).not.toContain(site.packageCta);
      const said = [
        text(site.hero),
        text(site.serviceCall),
        site.closingCta.text,
        ...site.whyContact.points,
        site.firstStep,
        site.availability.replyBeside,
        site.availability.consultationText,
      ].join('\n');
      expect(said).not.toMatch(/Start a Project|Get Started|2 hours|Book a free consultation/);
      expect(said).toContain('We are fully booked just now, so replies may take longer than usual.');
      expect(site.closingCta.text).toContain(WAITLIST_INVITE);
      expect(site.availability.consultationText).toBe(WAITLIST_INVITE);
      expect(text(site.aside)).toContain(WAITLIST_INVITE);
    });
  },
);
