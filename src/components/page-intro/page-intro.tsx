import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { breadcrumbsFor } from '@/lib/breadcrumbs';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './page-intro.css';

export interface PageIntroProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Shown above the title, e.g. a back link or a badge. */
  before?: ReactNode;
  children?: ReactNode;
}

/** A page's breadcrumbs, main heading and lead paragraph. */
export function PageIntro({ title, lead, before, children }: PageIntroProps) {
  const [pathname] = useLocation();
  return (
    <header className={cx(container, styles.intro)}>
      <Breadcrumbs crumbs={breadcrumbsFor(pathname)} />
      {before}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
