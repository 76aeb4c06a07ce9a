import { useState } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { calculateRoi, DEFAULT_GROSS_MARGIN, type RoiField, type RoiInput } from './calculate-roi';
import { COUNT_INPUT, MONEY_INPUT, PERCENT_INPUT } from './format-roi';
import * as styles from './roi-calculator.css';
import { RoiResults } from './roi-results';

/** Round example figures, so the page shows a worked result before anything is typed. */
const EXAMPLE: RoiInput = {
  spend: 2000,
  leadsPerMonth: 40,
  conversionRate: 10,
  customerValue: 600,
  grossMargin: DEFAULT_GROSS_MARGIN,
  lifetimeMonths: NaN,
};

const FIELDS: Array<{
  key: RoiField;
  label: string;
  description: string;
  format: Intl.NumberFormatOptions;
  placeholder?: string;
  /** Numbers too small to need a thousands separator, so '2,5' means 2.5. */
  decimalComma?: boolean;
}> = [
  {
    key: 'spend',
    label: 'Monthly marketing spend',
    description: 'Ad spend, fees and tools, in pounds.',
    format: MONEY_INPUT,
  },
  {
    key: 'leadsPerMonth',
    label: 'Leads per month',
    description: 'Enquiries, calls or sign-ups your marketing brings in.',
    format: COUNT_INPUT,
  },
  {
    key: 'conversionRate',
    label: 'Conversion rate from lead to customer',
    description: 'Out of every 100 leads, how many buy?',
    format: PERCENT_INPUT,
    decimalComma: true,
  },
  {
    key: 'customerValue',
    label: 'Average customer value',
    description: 'What one customer spends with you, or spends each month if they subscribe.',
    format: MONEY_INPUT,
  },
  {
    key: 'grossMargin',
    label: 'Gross margin',
    description: `Of each £1 a customer pays, what is left once what you sold them is paid for (stock, materials, time on the job). Not sure? Leave ${DEFAULT_GROSS_MARGIN}%.`,
    format: PERCENT_INPUT,
    decimalComma: true,
  },
  {
    key: 'lifetimeMonths',
    label: 'Customer lifetime in months (optional)',
    description: 'How long a typical customer keeps paying. Leave empty for one-off sales.',
    format: COUNT_INPUT,
    placeholder: 'One-off sale',
    decimalComma: true,
  },
];

/** The calculator: six fields and results that follow them as you type, all in the browser. */
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
        {FIELDS.map((field) => (
          <NumberField
            key={field.key}
            label={field.label}
            description={field.description}
            formatOptions={field.format}
            {...(Number.isNaN(EXAMPLE[field.key]) ? {} : { defaultValue: EXAMPLE[field.key] })}
            {...(field.placeholder ? { placeholder: field.placeholder } : {})}
            decimalComma={field.decimalComma ?? false}
            onChange={update(field.key)}
            errorMessage={errors[field.key]}
          />
        ))}
      </section>
      <RoiResults outcome={outcome} hasLifetime={!Number.isNaN(input.lifetimeMonths)} />
    </div>
  );
}
