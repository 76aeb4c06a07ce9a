import { availability } from '@/content/availability';
import { Section } from '@/components/section';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { Island } from '@/app/islands';
import * as styles from './contact-section.css';

/** The 'Get In Touch' form, followed by a way to the full contact page. */
export function ContactSection() {
  return (
    <Section
      headingId="get-in-touch"
      title="Get In Touch"
      eyebrow="Contact"
      lead={`Tell us what is getting in the way. ${availability.replyBeside}`}
      layout="split"
    >
      <div className={styles.body}>
        <Island
          name="enquiry-form"
          props={{
            placeholders: {
              name: 'Your full name',
              email: 'you@company.co.uk',
              message: 'What business challenges are you facing?',
            },
          }}
        />
        <div className={styles.call}>
          <p>Prefer to talk it through? Book a 15-minute discovery call.</p>
          <Link href={paths.book.href()} appearance={{ variant: 'outline' }}>
            Book a Call
          </Link>
        </div>
      </div>
    </Section>
  );
}
