import { useEffect } from 'react';
import { Router } from 'wouter';
import { restoreSession } from '@/lib/session/session-store';
import { PageTracking } from '@/features/analytics/page-tracking';
import { AppRoutes } from './app-routes';
import { ErrorBoundary } from './error-boundary';
import { FocusOnNavigate } from './focus-on-navigate';
import { SiteLayout } from './layout/site-layout';
import { Providers } from './providers';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { ShortcutNavigation } from './shortcut-navigation';
import '@/styles/global.css';
import '@/styles/view-transitions.css';

export interface AppProps {
  /** The URL being rendered on the server; the browser's own location otherwise. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ ssrPath, ssrSearch }: AppProps) {
  // Once hydrated: the page was rendered signed out, and hydration must find it so.
  useEffect(() => restoreSession(), []);
  return (
    <Router {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? '' } : {})}>
      <Providers>
        <ScrollOnNavigate />
        <FocusOnNavigate />
        <SiteLayout>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </SiteLayout>
        <PageTracking />
        <ShortcutNavigation />
      </Providers>
    </Router>
  );
}
