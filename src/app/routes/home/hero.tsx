import { FramedImage } from '@/components/framed-image';
import { Link } from '@/components/ui/link';
import { availability } from '@/content/availability';
import { hero } from '@/content/home';
// Inlined (1.8 KB): the largest thing on the first screen paints with the page, not a round trip after it.
import heroImage from '@/content/images/home-hero.svg?data-uri';
import { site } from '@/content/site';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import * as styles from './hero.css';

export function Hero() {
  return (
    <section aria-labelledby="home-title" className={container}>
      <div className={styles.hero}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="home-title" className={styles.headline}>
            {hero.headline}
          </h1>
          <p className={styles.lead}>{hero.intro}</p>
          <div className={styles.actions}>
            <Link
              href={paths.contact.href({ waitlist: availability.startProject.waitlist })}
              appearance={{ size: 'lg' }}
            >
              {availability.startProject.label}
            </Link>
            <p className={styles.note}>{`Helping North East businesses since ${site.foundingYear}.`}</p>
          </div>
        </div>
        <FramedImage
          src={heroImage}
          width={1200}
          height={900}
          alt="Crossed-out scribbles on one side, an arrow through a clean gap, and one clear circle on the other"
          priority
        />
      </div>
    </section>
  );
}
