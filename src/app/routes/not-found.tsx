import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageMeta } from '@/components/head';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './not-found.css';
import { WayBack } from './not-found/way-back';

/** The 404 page: 'Oops! Page not found', 'Return to Home'; the missing path is logged. Then ways on. */
export function NotFoundRoute() {
  const [pathname] = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className={cx(container, styles.page)}>
      <PageMeta
        title="Page not found | Clear North"
        description="The page you asked for does not exist."
        noindex
      />
      <h1 className={styles.code}>404</h1>
      <p className={styles.message}>Oops! Page not found</p>
      <Link href={paths.home.href()} appearance={{ variant: 'default' }}>
        Return to Home
      </Link>
      <WayBack />
    </section>
  );
}
