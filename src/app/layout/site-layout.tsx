import type { ReactNode } from 'react';
import { BackToTop } from '@/components/back-to-top';
import { ToastRegion } from '@/components/ui/toast';
import { ChatTriggers } from '@/features/assistant/chat-triggers';
import { CustomCursor } from '@/features/cursor/custom-cursor';
import { PreferencesSync } from '@/features/preferences/preferences-sync';
import { KeyboardMode } from '@/features/shortcuts/keyboard-mode';
import { KeyboardShortcuts } from '@/features/shortcuts/keyboard-shortcuts';
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
      <ToastRegion />
      <PreferencesSync />
      <KeyboardShortcuts />
      <KeyboardMode />
      <CustomCursor />
      <ChatTriggers />
    </div>
  );
}
