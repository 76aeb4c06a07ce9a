import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { DeferredDialog, preloadDialog } from '@/components/ui/dialog/deferred-dialog';
import { MenuIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { isActivePath } from '@/lib/paths';
import * as styles from './mobile-menu.css';
import { mobileMenuLinks } from './navigation';

/** The full-screen menu under 768px; the modal locks page scroll while open. */
export function MobileMenu({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  const [pathname] = useLocation();

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preloadDialog}
        onFocus={preloadDialog}
        onPress={() => setOpen(true)}
      >
        <MenuIcon size={24} />
      </Button>
      <DeferredDialog title="Menu" size="fullscreen" hideTitle isOpen={isOpen} onOpenChange={setOpen}>
        <nav aria-label="Menu">
          <ul className={styles.list}>
            {mobileMenuLinks.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={styles.link}
                  aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
                  onPress={() => setOpen(false)}
                >
                  <span className={styles.label}>{item.label}</span>
                  <span className={styles.tagline}>{item.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </DeferredDialog>
    </>
  );
}
