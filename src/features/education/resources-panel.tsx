import { Link } from '@/components/ui/link';
import type { ResourceItem } from '@/content/types';
import { visuallyHidden } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import { ExternalIcon } from '@/components/ui/icon';
import * as cards from './education-item-card.css';
import { RESOURCE_TYPE_LABELS } from './education-options';
import * as styles from './education-panels.css';

/** Each resource opens in a new tab; 'Visit' for external sites, 'Access' for our own. */
export function ResourcesPanel({ resources }: { resources: readonly ResourceItem[] }) {
  return (
    <div className={styles.panel}>
      <div className={styles.heading}>
        <h2 className={styles.title}>Free resources</h2>
        <p className={styles.lead}>
          Our own template and calculator, and the two free Google tools we set up for every client.
        </p>
      </div>
      <ul className={cx(cards.grid, cards.pairGrid)}>
        {resources.map((resource) => (
          <li key={resource.id} className={cards.card}>
            <div className={cards.meta}>
              <span className={cards.badge}>{resource.category}</span>
              <span className={cards.type}>{RESOURCE_TYPE_LABELS[resource.type]}</span>
            </div>
            <h3 className={cards.title}>{resource.title}</h3>
            <p className={cards.excerpt}>{resource.description}</p>
            <div className={cards.actions}>
              <Link
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer"
                appearance={{ variant: 'outline', size: 'sm' }}
              >
                {resource.type === 'external' ? 'Visit' : 'Access'}
                <span className={visuallyHidden}> {resource.title} (opens in a new tab)</span>
                <ExternalIcon size={16} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
