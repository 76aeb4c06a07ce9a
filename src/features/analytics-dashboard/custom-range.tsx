import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  customDays,
  customPeriod,
  type CustomPeriod,
  type DashboardPeriod,
} from '@/definitions/analytics-periods';
import * as styles from './dashboard.css';

const DAY = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Two days and Apply: the dashboard's own range, in UTC days as the figures are counted. */
export function CustomRange({
  period,
  onApply,
}: {
  period: DashboardPeriod;
  onApply: (period: CustomPeriod) => void;
}) {
  // Today as the range was opened: the latest day it may end on.
  const [today] = useState(() => utcDay(Date.now()));
  const [from, setFrom] = useState(() => customDays(period)?.from ?? utcDay(Date.now() - 6 * DAY));
  const [to, setTo] = useState(() => customDays(period)?.to ?? today);
  const [error, setError] = useState('');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!from || !to) return setError('Choose the first and the last day.');
    if (from > to) return setError('The first day must come before the last.');
    if (to > today) return setError('The last day cannot be after today.');
    setError('');
    onApply(customPeriod(from, to));
  }

  return (
    <form className={styles.customRange} onSubmit={apply} aria-label="Custom period" noValidate>
      <label className={styles.customField}>
        <span>From</span>
        <input
          type="date"
          className={styles.dateInput}
          value={from}
          max={to || today}
          required
          onChange={(event) => setFrom(event.target.value)}
        />
      </label>
      <label className={styles.customField}>
        <span>To</span>
        <input
          type="date"
          className={styles.dateInput}
          value={to}
          min={from || undefined}
          max={today}
          required
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      <Button type="submit" variant="outline" size="sm">
        Apply
      </Button>
      {error && (
        <p role="alert" className={styles.customError}>
          {error}
        </p>
      )}
    </form>
  );
}
