import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { trackPage } from './page-view-tracking';

/** Mounted once by the app; renders nothing. Hands each page the router shows to the page tracking. */
export function PageTracking() {
  const [pathname] = useLocation();
  useEffect(() => trackPage(pathname), [pathname]);
  return null;
}
