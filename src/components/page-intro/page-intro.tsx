import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { breadcrumbsFor } from '@/lib/breadcrumbs';
import { isPagePath } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './page-intro.css';

export interface PageIntroProps {
  title: ReactNode;
  lead?: ReactNode;
  /** Shown above the title, e.g. a back link or a badge. */
  before?: ReactNode;
  children?: ReactNode;
  /**
   * False for pages prerendered once and served at many paths (the
   * not-found states), whose markup may not depend on the path.
   */
  breadcrumbs?: boolean;
}

/** A page's breadcrumbs, main heading and lead paragraph. */
export function PageIntro({ title, lead, before, children, breadcrumbs = true }: PageIntroProps) {
  const [pathname] = useLocation();
  return (
    <header className={cx(container, styles.intro)}>
      {breadcrumbs && <Breadcrumbs crumbs={breadcrumbsFor(pathname, isPagePath)} />}
      {before}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
