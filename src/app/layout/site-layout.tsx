import type { ReactNode } from 'react';
import { ToastRegion } from '@/components/ui/toast';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './site-layout.css';
import { SkipLinks } from './skip-links';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLinks />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <BottomNav />
      <ToastRegion />
    </div>
  );
}
