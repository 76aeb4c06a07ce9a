import { useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { calculateRoi, type RoiField, type RoiInput } from './calculate-roi';
import { COUNT_INPUT, MONEY_INPUT, PERCENT_INPUT } from './format-roi';
import * as styles from './roi-calculator.css';
import { RoiResults } from './roi-results';

/** Round example figures, so the page shows a worked result before anything is typed. */
const EXAMPLE: RoiInput = {
  spend: 2000,
  leadsPerMonth: 40,
  conversionRate: 10,
  customerValue: 600,
  lifetimeMonths: NaN,
};

/** The calculator: five fields and results that follow them as you type, all in the browser. */
export function RoiCalculator() {
  const [input, setInput] = useState(EXAMPLE);
  const outcome = calculateRoi(input);
  const errors = outcome.ok ? {} : outcome.errors;

  const update = (field: RoiField) => (value: number) =>
    setInput((current) => (Object.is(current[field], value) ? current : { ...current, [field]: value }));

  return (
    <div className={styles.calculator}>
      <section className={styles.inputs} aria-labelledby="roi-your-numbers">
        <div className={styles.heading}>
          <h2 id="roi-your-numbers" className={styles.title}>
            Your numbers
          </h2>
          <p className={styles.muted}>Example figures are filled in. Replace them with your own.</p>
        </div>
        <NumberField
          label="Monthly marketing spend"
          defaultValue={EXAMPLE.spend}
          formatOptions={MONEY_INPUT}
          description="Ad spend, fees and tools, in pounds."
          onChange={update('spend')}
          errorMessage={errors.spend}
        />
        <NumberField
          label="Leads per month"
          defaultValue={EXAMPLE.leadsPerMonth}
          formatOptions={COUNT_INPUT}
          description="Enquiries, calls or sign-ups your marketing brings in."
          onChange={update('leadsPerMonth')}
          errorMessage={errors.leadsPerMonth}
        />
        <NumberField
          label="Conversion rate from lead to customer"
          defaultValue={EXAMPLE.conversionRate}
          formatOptions={PERCENT_INPUT}
          description="Out of every 100 leads, how many buy?"
          onChange={update('conversionRate')}
          errorMessage={errors.conversionRate}
        />
        <NumberField
          label="Average customer value"
          defaultValue={EXAMPLE.customerValue}
          formatOptions={MONEY_INPUT}
          description="What one customer spends with you, or spends each month if they subscribe."
          onChange={update('customerValue')}
          errorMessage={errors.customerValue}
        />
        <NumberField
          label="Customer lifetime in months (optional)"
          formatOptions={COUNT_INPUT}
          placeholder="One-off sale"
          description="How long a typical customer keeps paying. Leave empty for one-off sales."
          onChange={update('lifetimeMonths')}
          errorMessage={errors.lifetimeMonths}
        />
      </section>
      <RoiResults outcome={outcome} hasLifetime={!Number.isNaN(input.lifetimeMonths)} />
    </div>
  );
}
