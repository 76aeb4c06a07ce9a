import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import * as styles from './roi-explainer.css';

const FORMULAS = [
  { name: 'Customers per month', formula: 'leads × conversion rate' },
  { name: 'Revenue', formula: 'customers × customer value (× lifetime in months)' },
  { name: 'Gross profit', formula: 'revenue × gross margin' },
  { name: 'ROI', formula: '(gross profit − spend) ÷ spend × 100' },
  { name: 'Cost per lead', formula: 'spend ÷ leads' },
  { name: 'Cost per customer', formula: 'spend ÷ customers' },
  { name: 'Break-even customers', formula: 'spend ÷ (customer value × gross margin), rounded up' },
];

/** The sums behind the calculator, and where to read more. */
export function RoiExplainer() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <div className={styles.text}>
        <h2 id="how-it-works" className={styles.title}>
          How the numbers are worked out
        </h2>
        <p>
          The calculator works from gross profit, as our guide does: what is left of a sale once what you sold
          is paid for. Revenue would flatter the return, as the cost of delivering a sale is not there to pay
          for marketing.
        </p>
        <p>Everything is worked out in your browser: nothing you type is sent to us or stored.</p>
        <Link
          href={paths.article.href('marketing-roi-measurement-guide')}
          appearance={{ variant: 'outline' }}
        >
          Read our guide to measuring marketing ROI
        </Link>
      </div>
      <dl className={styles.formulas}>
        {FORMULAS.map(({ name, formula }) => (
          <div key={name} className={styles.row}>
            <dt className={styles.name}>{name}</dt>
            <dd className={styles.formula}>{formula}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
