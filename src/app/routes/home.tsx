import { PageMeta } from '@/components/head';
import { Link } from '@/components/ui/link';
import { hero } from '@/content/home';
import { site } from '@/content/site';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import * as styles from './home.css';

export function HomeRoute() {
  return (
    <>
      <PageMeta
        title={`${site.name} | Digital Marketing Agency in Newcastle upon Tyne`}
        description={site.description}
      />
      <section className={container}>
        <div className={styles.hero}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.headline}>{hero.headline}</h1>
          <p className={styles.lead}>{hero.intro}</p>
          <Link href={paths.contact.href()} appearance={{ size: 'lg' }}>
            Start a Project
          </Link>
        </div>
      </section>
      <section className={container} aria-labelledby="get-in-touch">
        <div className={styles.contact}>
          <div>
            <h2 id="get-in-touch" className={styles.sectionTitle}>
              Get In Touch
            </h2>
            <p className={styles.lead}>Tell us what is getting in the way. We reply within 24 hours.</p>
          </div>
          <EnquiryForm
            placeholders={{
              name: 'Your full name',
              email: 'you@company.co.uk',
              message: 'What business challenges are you facing?',
            }}
          />
        </div>
      </section>
    </>
  );
}
