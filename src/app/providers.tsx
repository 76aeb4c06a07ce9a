import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: { replace?: boolean; state?: unknown };
  }
}

/** Gives react-aria's links and buttons the app's router and the en-GB locale. */
export function Providers({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(href, options) => navigate(href, options)}>
      <I18nProvider locale="en-GB">{children}</I18nProvider>
    </RouterProvider>
  );
}
