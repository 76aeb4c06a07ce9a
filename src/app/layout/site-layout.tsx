import type { ReactNode } from 'react';
import { BackToTop } from '@/components/back-to-top';
import { Island } from '../islands';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './site-layout.css';
import { SkipLinks } from './skip-links';

const MAIN_ID = 'main';

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
      <BackToTop focusTargetId={MAIN_ID} />
      <Island name="toasts" />
      <Island name="pwa-notices" />
      <Island name="shortcuts-dialog" />
      <Island name="assistant" />
    </div>
  );
}
