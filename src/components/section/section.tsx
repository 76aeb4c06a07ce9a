import type { ReactNode } from 'react';
import { container, renderedNearScreen } from '@/styles/utilities.css';
import * as styles from './section.css';

export interface SectionProps {
  /** The heading's id; the section is a region labelled by its heading. */
  headingId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A link beside the heading, such as 'View all'. */
  action?: ReactNode;
  /** 'split' sets the heading in a narrow column beside the content on wide screens. */
  layout?: 'stacked' | 'split';
  /** Set false where the section follows something with its own edge, so no rule is drawn above it. */
  border?: boolean;
  /** An anchor other pages link to, e.g. the home page's #testimonials. */
  id?: string;
  /** Content below the heading and body, across the full width (e.g. further split rows). */
  after?: ReactNode;
  /** Lets an in-page control move focus to the heading when it brings the section into view. */
  focusableHeading?: boolean;
  children: ReactNode;
}

/** One titled band of a page: a thin rule, an h2 with optional eyebrow and lead, then the content. */
export function Section({
  headingId,
  title,
  eyebrow,
  lead,
  action,
  layout = 'stacked',
  border = true,
  id,
  focusableHeading = false,
  after,
  children,
}: SectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={`${container} ${renderedNearScreen}`}>
      <div className={styles.inner({ border })}>
        <div className={styles.main({ layout })}>
          <div className={styles.header({ layout })}>
            <div className={styles.heading}>
              {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
              <h2 id={headingId} className={styles.title} tabIndex={focusableHeading ? -1 : undefined}>
                {title}
              </h2>
              {lead && <p className={styles.lead}>{lead}</p>}
            </div>
            {action && <div className={styles.action}>{action}</div>}
          </div>
          <div className={styles.body}>{children}</div>
        </div>
        {after}
      </div>
    </section>
  );
}
