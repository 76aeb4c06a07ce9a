import { PageMeta } from '@/components/head';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import * as styles from './not-found.css';
import { missingMarker } from './not-found/missing-page';
import { WayBack } from './not-found/way-back';

/**
 * The 404 page: 'Oops! Page not found', 'Return to Home', then ways on. A
 * page of islands: the first script logs the missing path (./not-found/follow-missing-page.ts).
 */
export function NotFoundRoute() {
  return (
    <section className={cx(container, styles.page)} {...missingMarker('page')}>
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
