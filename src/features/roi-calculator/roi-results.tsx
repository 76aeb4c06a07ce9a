import type { RoiOutcome, RoiResult } from './calculate-roi';
import { formatCount, formatMoney, formatPence, formatPercent } from './format-roi';
import * as styles from './roi-calculator.css';

interface Figure {
  label: string;
  value: string;
  note: string;
}

function figuresFor(result: RoiResult, hasLifetime: boolean): Figure[] {
  return [
    {
      label: 'Customers per month',
      value: formatCount(result.customersPerMonth),
      note: 'Leads multiplied by your conversion rate.',
    },
    {
      label: hasLifetime ? 'Lifetime revenue' : 'Revenue',
      value: formatMoney(result.revenue),
      note: hasLifetime
        ? `From one month's new customers, each worth ${formatMoney(result.valuePerCustomer)}.`
        : "From one month's new customers.",
    },
    {
      label: 'Gross profit',
      value: formatMoney(result.grossProfit),
      note: 'Revenue at your gross margin: what is left to pay for the marketing.',
    },
    result.costPerLead === null
      ? { label: 'Cost per lead', value: '–', note: 'No leads yet, so there is no cost per lead.' }
      : { label: 'Cost per lead', value: formatMoney(result.costPerLead), note: 'Spend divided by leads.' },
    result.costPerCustomer === null
      ? { label: 'Cost per customer', value: '–', note: 'No lead becomes a customer at this rate.' }
      : {
          label: 'Cost per customer',
          value: formatMoney(result.costPerCustomer),
          note: 'What it costs to win one customer.',
        },
    result.breakEvenCustomers === null
      ? {
          label: 'Break-even customers',
          value: '–',
          note: 'Customers leave no gross profit, so the spend is never covered.',
        }
      : {
          label: 'Break-even customers',
          value: formatCount(result.breakEvenCustomers),
          note: 'New customers a month whose gross profit covers the spend.',
        },
  ];
}

/** The result in words, from the verdict the sums reached: a loss is never called paying for itself. */
export function verdict(result: RoiResult): string {
  const perPound = `Every £1 you spend brings back ${formatPence(result.profitPerPound)} of gross profit`;
  if (result.verdict === 'profit') return `${perPound}. At these numbers your marketing pays for itself.`;
  if (result.verdict === 'break-even')
    return `${perPound}. You are breaking even: the spend is covered and no more.`;
  return `${perPound}. At these numbers the marketing costs more than it earns.`;
}

/** The month's return, or what to fix first when a field cannot be used. */
export function RoiResults({ outcome, hasLifetime }: { outcome: RoiOutcome; hasLifetime: boolean }) {
  return (
    <section className={styles.results} aria-labelledby="roi-results">
      <h2 id="roi-results" className={styles.title}>
        Your return
      </h2>
      <div className={styles.headline} aria-live="polite" aria-atomic="true">
        {outcome.ok ? (
          <>
            <p className={styles.roiLabel}>Return on investment</p>
            <p className={styles.roiValue}>{formatPercent(outcome.result.roiPercent)}</p>
            <p>{verdict(outcome.result)}</p>
          </>
        ) : (
          <p className={styles.invalid}>
            Check the highlighted {Object.keys(outcome.errors).length === 1 ? 'field' : 'fields'} to see your
            results.
          </p>
        )}
      </div>
      {outcome.ok && (
        <dl className={styles.figures}>
          {figuresFor(outcome.result, hasLifetime).map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
              <dd className={styles.muted}>{figure.note}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
