import { button } from '@/components/ui/button/button.css';
import { Link } from '@/components/ui/link';
import { agency } from '@/content/agency';
import { businessDetails } from '@/content/business';
import { serviceCards } from '@/content/service-cards';
import { site } from '@/content/site';
import { socialLinks } from '@/content/social';
import { FooterSubscribe } from '@/features/newsletter/footer-subscribe';
import { useCurrentYear } from '@/hooks/use-current-year';
import { chatTriggerProps } from '@/lib/chat-trigger';
import { paths } from '@/lib/paths';
import { container, renderedNearScreen } from '@/styles/utilities.css';
import * as styles from './footer.css';

const TESTIMONIALS_ID = 'testimonials';

const resources = [
  { label: 'Insights', href: paths.blog.href() },
  { label: 'Business Examples', href: paths.businessExamples.href() },
  { label: 'Pricing', href: paths.pricing.href() },
  { label: 'About', href: paths.about.href() },
  { label: 'Contact', href: paths.contact.href() },
  { label: 'Privacy', href: paths.privacy.href() },
];

/** Who the agency is, as far as it has said: a UK company shows its name, number and office on its site. */
const details = businessDetails(agency.facts);

export function Footer() {
  const year = useCurrentYear();

  return (
    <footer className={`${styles.footer} ${renderedNearScreen}`}>
      <div className={container}>
        <div className={styles.grid}>
          {/* Not a landmark: the home page has a "Get In Touch" region of its own. */}
          <div>
            <h2 id="footer-contact" className={styles.lead}>
              Get in touch
            </h2>
            {/* Each text one string: React marks the seams between a text's parts in the HTML, bytes every page carries. */}
            <p className={styles.muted}>
              {`${site.tagline} A small team in ${site.locality}, working with businesses across the North East and the UK.`}
            </p>
            <p className={styles.actions}>
              <Link href={paths.contact.href()} appearance={{ variant: 'outline', size: 'sm' }}>
                Start a conversation
              </Link>
              {/* The site's one way to the assistant on every page; without JavaScript, the contact page. */}
              <a
                href={paths.contact.href()}
                className={button({ variant: 'link', size: 'sm' })}
                {...chatTriggerProps()}
              >
                Ask our assistant
              </a>
            </p>
          </div>
          <section aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>
              Services
            </h2>
            <ul className={styles.list}>
              {/* All eight, in the services page's order, so the two lists read alike. */}
              {serviceCards.map((service) => (
                <li key={service.id}>
                  <Link href={paths.service.href(service.id)} className={styles.link}>
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-resources">
            <h2 id="footer-resources" className={styles.heading}>
              Resources
            </h2>
            <ul className={styles.list}>
              {resources.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <FooterSubscribe />
        <div className={styles.bottom}>
          <p>{`© ${year} ${site.name}. ${site.locality}.`}</p>
          {details.length > 0 && (
            <ul className={styles.details} aria-label="Company details">
              {details.map((detail) => (
                <li key={detail.label}>
                  {`${detail.label}: `}
                  {detail.href ? <a href={detail.href}>{detail.text}</a> : detail.text}
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            {/* A plain link to the home page's testimonials, while there are some; on the home page itself
                the browser scrolls there (smoothly, or at once under reduced motion) and adds the hash. */}
            {agency.testimonials.length > 0 && (
              <a
                href={`${paths.home.href()}#${TESTIMONIALS_ID}`}
                className={button({ variant: 'link', size: 'sm' })}
              >
                Testimonials
              </a>
            )}
            {socialLinks.map((link) => (
              <Link
                key={link.label}
                href={link.url}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
