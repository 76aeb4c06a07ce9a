import { useLocation } from 'wouter';
import { Link } from '@/components/ui/link';
import { AccessibilityPanel } from '@/features/preferences/accessibility-panel';
import { openShortcutsDialog } from '@/features/shortcuts/shortcuts-dialog-state';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { isActivePath, paths } from '@/lib/paths';
import { site } from '@/content/site';
import { container } from '@/styles/utilities.css';
import { cx } from '@/utils/class-names';
import { AccountControls } from './account-controls';
import { BrandMark } from './brand-mark';
import * as styles from './header.css';
import { MobileMenu } from './mobile-menu';
import { headerLinks } from './navigation';

/** Spec §2: compact after 20px of scroll. */
const COMPACT_AFTER_PX = 20;

export function Header() {
  const [pathname] = useLocation();
  const compact = useScrolledPast(COMPACT_AFTER_PX);

  return (
    <>
      <header className={cx(styles.header, compact && styles.compact)} data-compact={compact || undefined}>
        <div className={cx(container, styles.inner)}>
          <Link href={paths.home.href()} className={styles.brand} aria-label={`${site.name} home`}>
            <BrandMark className={styles.brandMark} />
            <span aria-hidden="true">{site.name}</span>
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
            <AccountControls />
            <AccessibilityPanel onShowShortcuts={openShortcutsDialog} />
            <Link href={paths.contact.href()} appearance={{ size: 'sm' }} className={styles.contact}>
              Contact
            </Link>
            <MobileMenu className={styles.menuButton} />
          </nav>
        </div>
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
