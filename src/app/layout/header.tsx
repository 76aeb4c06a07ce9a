import { useLocation } from 'wouter';
import { Link } from '@/components/ui/link';
import { isActivePath, paths } from '@/lib/paths';
import { site } from '@/content/site';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import { Island } from '../islands';
import { BrandMark } from './brand-mark';
import * as styles from './header.css';
import { headerLinks } from './navigation';

/** The site's header; it turns compact once the page scrolls (./follow-header-compact.ts). */
export function Header() {
  const [pathname] = useLocation();

  return (
    <>
      <header className={styles.header}>
        <div className={cx(container, styles.inner)}>
          <Link href={paths.home.href()} className={styles.brand} aria-label={`${site.name} home`}>
            <BrandMark className={styles.brandMark} />
            <span aria-hidden="true" className={styles.brandName}>
              {site.name}
            </span>
          </Link>
          <nav id="navigation" aria-label="Main" tabIndex={-1} className={styles.nav}>
            <ul className={styles.links}>
              {headerLinks.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.link}
                    aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Island name="account-controls" />
            <Island name="accessibility-panel" />
            <Link href={paths.contact.href()} appearance={{ size: 'sm' }} className={styles.contact}>
              Contact
            </Link>
            <Island name="mobile-menu" props={{ className: styles.menuButton }} />
          </nav>
        </div>
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
