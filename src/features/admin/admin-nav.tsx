import { useLocation } from 'wouter';
import { Link } from '@/components/ui/link';
import { useDashboardReturnOptions } from '@/lib/dashboard-return';
import { paths } from '@/lib/paths';
import * as styles from './admin-nav.css';

const PAGES = [
  { label: 'Enquiries', href: paths.adminEnquiries.href() },
  { label: 'Availability', href: paths.adminAvailability.href() },
  { label: 'Subscribers', href: paths.adminSubscribers.href() },
  { label: 'Analytics', href: paths.adminAnalytics.href() },
];

/** The admin's pages, one link each; the one open is marked as the current page. */
export function AdminNav() {
  const [pathname] = useLocation();
  const returnOptions = useDashboardReturnOptions();
  return (
    <nav aria-label="Admin" className={styles.nav}>
      <ul className={styles.list}>
        {PAGES.map((page) => (
          <li key={page.href}>
            <Link
              href={page.href}
              className={styles.link}
              {...(page.href === paths.adminAnalytics.href() ? { routerOptions: returnOptions } : {})}
              {...(pathname === page.href ? { 'aria-current': 'page' as const } : {})}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
