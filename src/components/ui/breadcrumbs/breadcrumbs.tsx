import { Link } from 'react-aria-components';
import { StructuredData } from '@/components/head';
import type { Crumb } from '@/lib/breadcrumbs';
import { breadcrumbList } from '@/lib/structured-data/breadcrumb-list';
import * as styles from './breadcrumbs.css';

/**
 * A breadcrumb trail; renders nothing for fewer than two crumbs. A plain
 * ordered list of react-aria links: react-aria's Breadcrumbs collection adds
 * nothing a trail of links needs, and would load its collection code on
 * every page.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb">
      <StructuredData data={breadcrumbList(crumbs)} />
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href ?? crumb.label} className={styles.item}>
            {crumb.href ? (
              <Link href={crumb.href} className={styles.link}>
                {crumb.label}
              </Link>
            ) : (
              // A crumb without a link may be a section that is no page (/tools); only the last is this page.
              <span
                aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                className={styles.current}
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
