import type { ReactNode } from 'react';
import { Island } from '../islands';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { MAIN_ID } from './landmarks';
import { Header } from './header';
import * as styles from './site-layout.css';
import { SkipLinks } from './skip-links';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLinks />
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <BottomNav />
      <Island name="toasts" />
      <Island name="pwa-notices" />
      <Island name="shortcuts-dialog" />
      <Island name="assistant" />
    </div>
  );
}
