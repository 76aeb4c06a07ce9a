import { audiences, localMarket } from '@/content/contact';
import { siteFacts } from '@/content/site-facts';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './who-we-help.css';

/** The contact page's who-we-help section: existing businesses versus startups, local knowledge, areas served. */
export function WhoWeHelp() {
  return (
    <div className={cx(container, styles.wrapper)}>
      <div className={styles.audiences}>
        {audiences.map((audience, index) => (
          <section key={audience.title} className={styles.audience} aria-labelledby={`audience-${index}`}>
            <h2 id={`audience-${index}`} className={styles.title}>
              {audience.title}
            </h2>
            <p className={styles.text}>{audience.text}</p>
            <ul className={styles.points}>
              {audience.points.map((point) => (
                <li key={point} className={styles.point}>
                  {point}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.local}>
        <section className={styles.localText} aria-labelledby="local-market">
          <h2 id="local-market" className={styles.title}>
            {localMarket.heading}
          </h2>
          <p className={styles.text}>{localMarket.text}</p>
        </section>
        <section aria-labelledby="service-areas">
          <h2 id="service-areas" className={styles.listTitle}>
            Areas we serve
          </h2>
          <ul className={styles.areas}>
            {siteFacts.areasServed.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
