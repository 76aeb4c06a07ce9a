import type { ReactNode } from 'react';
import * as styles from './section-row.css';

export interface SectionRowProps {
  /** The heading's id, for a list inside the row to be named by it. */
  headingId?: string;
  title: ReactNode;
  children: ReactNode;
}

/** A labelled part of a long section: a small h3 in the narrow column, the content in the wide one. */
export function SectionRow({ headingId, title, children }: SectionRowProps) {
  return (
    <div className={styles.row}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
