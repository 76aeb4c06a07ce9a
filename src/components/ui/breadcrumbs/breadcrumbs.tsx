import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import type { Crumb } from '@/lib/breadcrumbs';
import * as styles from './breadcrumbs.css';

/** A breadcrumb trail; renders nothing for fewer than two crumbs. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb">
      <AriaBreadcrumbs className={styles.list}>
        {crumbs.map((crumb, index) => (
          <Breadcrumb key={index} className={styles.item}>
            {crumb.href ? (
              <Link href={crumb.href} className={styles.link}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {crumb.label}
              </span>
            )}
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
