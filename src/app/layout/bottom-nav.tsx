import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { BookIcon, GridIcon, HomeIcon, InfoIcon, MailIcon, PriceTagIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { isActivePath, paths } from '@/lib/paths';
import * as styles from './bottom-nav.css';

const items: Array<{ label: string; href: string; Icon: ComponentType<{ size?: number }> }> = [
  { label: 'Home', href: paths.home.href(), Icon: HomeIcon },
  { label: 'Services', href: paths.services.href(), Icon: GridIcon },
  { label: 'Pricing', href: paths.pricing.href(), Icon: PriceTagIcon },
  { label: 'Insights', href: paths.blog.href(), Icon: BookIcon },
  { label: 'About', href: paths.about.href(), Icon: InfoIcon },
  { label: 'Contact', href: paths.contact.href(), Icon: MailIcon },
];

/** The mobile bottom navigation, the active item highlighted by path. */
export function BottomNav() {
  const [pathname] = useLocation();
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav aria-label="Quick links" className={styles.bar}>
        <ul className={styles.list}>
          {items.map(({ label, href, Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className={styles.link}
                aria-current={isActivePath(href, pathname) ? 'page' : undefined}
              >
                <Icon size={22} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
