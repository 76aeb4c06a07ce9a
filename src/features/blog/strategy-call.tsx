import { ArrowRightIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import * as styles from './strategy-call.css';

/** The Journal and every article end with a call to book a strategy call. */
export function StrategyCall() {
  return (
    <section className={container} aria-labelledby="strategy-call">
      <div className={styles.panel}>
        <div className={styles.text}>
          <h2 id="strategy-call" className={styles.title}>
            Want this thinking applied to your business?
          </h2>
          <p className={styles.lead}>
            In a free strategy call we look at your marketing together and agree the one or two changes worth
            making first.
          </p>
        </div>
        <Link href={paths.contact.href()} appearance={{ size: 'lg' }}>
          Book a Strategy Call <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
