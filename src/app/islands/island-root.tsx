import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { useHydrated } from '@/hooks/use-hydrated';

export interface IslandRootProps {
  children: ReactNode;
  /** The URL being rendered on the server; the browser's own location otherwise. */
  ssrPath?: string;
  ssrSearch?: string;
  /** Called once the island is live in the browser: hydrated, its effects run. */
  onLive?: () => void;
}

/** Calls `onLive` once the island's first render after hydration, with the browser's own values, is on the page. */
function WhenLive({ onLive }: { onLive: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onLive();
  }, [hydrated, onLive]);
  return null;
}

/**
 * What every island is rendered in, alike on the server and in the browser:
 * the page's address and the en-GB locale. There is no router to hand links
 * to: an island's links are plain links, and the next page is a document.
 */
export function IslandRoot({ children, ssrPath, ssrSearch, onLive }: IslandRootProps) {
  return (
    <StrictMode>
      <Router {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? '' } : {})}>
        <I18nProvider locale="en-GB">{children}</I18nProvider>
        {onLive && <WhenLive onLive={onLive} />}
      </Router>
    </StrictMode>
  );
}
