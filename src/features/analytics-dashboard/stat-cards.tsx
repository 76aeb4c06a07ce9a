import { formatChange, formatNumber, previousLabel } from './format';
import type { AnalyticsSummary, StatCard } from '@/definitions/analytics-summary';
import * as styles from './dashboard.css';

interface CardSpec {
  label: string;
  card: StatCard;
  percent?: boolean;
}

function Card({ label, card, percent, period }: CardSpec & { period: AnalyticsSummary['period'] }) {
  const direction = card.change === null || card.change === 0 ? 'flat' : card.change > 0 ? 'up' : 'down';
  return (
    <li className={styles.card}>
      <span className={styles.cardLabel}>{label}</span>
      <span className={styles.cardValue}>{percent ? `${card.value}%` : formatNumber(card.value)}</span>
      <span className={styles.change[direction]}>
        {formatChange(card.change, percent ? 'points' : 'percent')}
        {card.change !== null && <span className={styles.muted}> vs {previousLabel(period)}</span>}
      </span>
    </li>
  );
}

/** The four stat cards, each with its change against the previous period. */
export function StatCards({ summary }: { summary: AnalyticsSummary }) {
  const { cards } = summary;
  const specs: CardSpec[] = [
    { label: 'Page Views', card: cards.pageViews },
    { label: 'Unique Visitors', card: cards.visitors },
    { label: 'Total Events', card: cards.events },
    { label: 'Conversion Rate', card: cards.conversionRate, percent: true },
  ];
  return (
    <ul className={styles.cards} aria-label="Key figures">
      {specs.map((spec) => (
        <Card key={spec.label} {...spec} period={summary.period} />
      ))}
    </ul>
  );
}
