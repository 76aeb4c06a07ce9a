import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { button } from '@/components/ui/button/button.css';
import { DeferredDialog, preloadDialog } from '@/components/ui/dialog/deferred-dialog';
import { MenuIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { isActivePath } from '@/lib/paths';
import { cx } from '@/utils/class-names';
import * as styles from './mobile-menu.css';
import { mobileMenuLinks } from './navigation';

function MenuLinks({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Menu">
      <ul className={styles.list}>
        {mobileMenuLinks.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.link}
              aria-current={isActivePath(item.href, pathname) ? 'page' : undefined}
              {...(onNavigate ? { onPress: onNavigate } : {})}
            >
              <span className={styles.label}>{item.label}</span>
              <span className={styles.tagline}>{item.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The full-screen menu under 768px; the modal locks page scroll while open.
 * It is a plain <details> disclosure in the HTML, so a tap opens it before the
 * scripts arrive (or without them); once live, the same tap opens the dialog.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  const [pathname] = useLocation();
  const disclosure = useRef<HTMLDetailsElement>(null);

  // Opened as plain HTML before the scripts arrived: carry on as the dialog.
  useEffect(() => {
    const details = disclosure.current;
    if (!details?.open) return;
    details.open = false;
    setOpen(true);
  }, []);

  function openDialog(event: MouseEvent) {
    event.preventDefault();
    setOpen(true);
  }

  return (
    <>
      <details ref={disclosure} className={cx(styles.disclosure, className)}>
        {/* A summary is the disclosure's own button, with its open state, for assistive technology. */}
        <summary
          className={cx(button({ variant: 'ghost', size: 'icon' }), styles.summary)}
          aria-label="Open menu"
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          onClick={openDialog}
        >
          <MenuIcon size={24} />
        </summary>
        <div className={styles.fallbackPanel}>
          <MenuLinks pathname={pathname} />
        </div>
      </details>
      <DeferredDialog title="Menu" size="fullscreen" hideTitle isOpen={isOpen} onOpenChange={setOpen}>
        <MenuLinks pathname={pathname} onNavigate={() => setOpen(false)} />
      </DeferredDialog>
    </>
  );
}
