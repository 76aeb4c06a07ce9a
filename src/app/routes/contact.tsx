import { useSearchParams } from 'wouter';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { bookIntro, waitlistIntro } from '@/content/contact';
import { findServiceCard } from '@/content/service-cards';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { container } from '@/styles/utilities.css';

export function ContactRoute() {
  const [search] = useSearchParams();
  const waitlist = search.get('waitlist') === 'true';
  const service = findServiceCard(search.get('service') ?? '');

  return (
    <>
      <PageMeta
        title="Contact | Book a Call | Clear North, Newcastle"
        description="Get in touch with Clear North, a digital marketing agency in Newcastle upon Tyne. Book a 15-minute discovery call or send us a message."
      />
      <PageIntro title="Get in touch." lead={waitlist ? waitlistIntro : bookIntro}>
        <h2>{waitlist ? 'Join our waitlist' : 'Book a call'}</h2>
      </PageIntro>
      <section className={container} aria-labelledby="send-message">
        <h2 id="send-message">Send us a message</h2>
        <EnquiryForm
          {...(service ? { service: service.id } : {})}
          submitLabel={waitlist ? 'Join Waitlist' : 'Send Message'}
          placeholders={{
            name: 'Your name',
            email: 'you@company.co.uk',
            message: 'What can we help you with?',
          }}
        />
      </section>
    </>
  );
}
