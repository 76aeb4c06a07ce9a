import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { EducationItem } from '@/content/types';
import { visuallyHidden } from '@/styles/utilities.css';
import { DownloadIcon } from '@/components/ui/icon';
import * as styles from './education-item-card.css';
import { DIFFICULTY_LABELS, TYPE_LABELS } from './education-options';
import { trackedDownload } from './track-download';

export interface EducationItemCardProps {
  item: EducationItem;
  /** Show the download icon link in the corner when the item has a printable version (the overview does). */
  downloadIcon?: boolean;
  children: ReactNode;
}

/** Difficulty badge, title, excerpt, read time, optional download icon, then the panel's links. */
export function EducationItemCard({ item, downloadIcon = false, children }: EducationItemCardProps) {
  const download = downloadIcon ? item.downloadUrl : undefined;
  return (
    <li className={styles.card}>
      <div className={styles.meta}>
        <span className={styles.badge} data-level={item.difficulty}>
          {DIFFICULTY_LABELS[item.difficulty]}
        </span>
        <span className={styles.type}>{TYPE_LABELS[item.type]}</span>
        {download && (
          <Link
            href={download}
            className={styles.iconLink}
            {...trackedDownload(download, 'education_overview')}
          >
            <DownloadIcon size={18} />
            <span className={visuallyHidden}>Download: {item.title}</span>
          </Link>
        )}
      </div>
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.excerpt}>{item.excerpt}</p>
      <p className={styles.readTime}>{item.readTime}</p>
      <div className={styles.actions}>{children}</div>
    </li>
  );
}

/** A text link whose name says which item it opens, e.g. 'Read More: The CLEAR Framework…'. */
export function ItemLink({ href, label, item }: { href: string; label: string; item: EducationItem }) {
  return (
    <Link href={href} className={styles.textLink}>
      {label}
      <span className={visuallyHidden}>: {item.title}</span>
      <span aria-hidden="true"> →</span>
    </Link>
  );
}
