import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icon/icons';
import * as styles from './disclosure.css';

export interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  /**
   * Disclosures sharing a group name open one at a time, closing the open
   * one as another opens (the browser's exclusive accordion); the open one
   * still closes when pressed.
   */
  group?: string;
}

/**
 * One collapsible question and answer (or any titled section). It is the
 * browser's own <details>: it opens from the first paint, with or without
 * the page's scripts, and its summary tells assistive technology whether it is open.
 */
export function Disclosure({ title, children, group }: DisclosureProps) {
  return (
    <details name={group} className={styles.item}>
      <summary className={styles.trigger}>
        {title}
        <ChevronDownIcon className={styles.chevron} />
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}

/** A set of disclosures, ruled above and below. */
export function DisclosureGroup({ children }: { children: ReactNode }) {
  return <div className={styles.group}>{children}</div>;
}
