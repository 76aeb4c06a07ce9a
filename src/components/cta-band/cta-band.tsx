import type { ReactNode } from 'react';
import { container } from '@/styles/utilities.css';
import * as styles from './cta-band.css';

export interface CtaBandProps {
  headingId: string;
  title: ReactNode;
  text: ReactNode;
  /** The call-to-action links, most important first. */
  children: ReactNode;
}

/** The closing call to action at the foot of a page. */
export function CtaBand({ headingId, title, text, children }: CtaBandProps) {
  return (
    <section aria-labelledby={headingId} className={container}>
      <div className={styles.band}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
