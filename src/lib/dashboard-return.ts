import { useLocation, useSearch } from 'wouter';
import { paths } from './paths';

/**
 * Where closing the analytics dashboard takes the admin: the page it was
 * opened from, its address whole (an inbox's filters, a search), kept in the
 * history entry's state, which a reload and Back and Forward keep too.
 */
export interface DashboardReturn {
  returnTo: string;
}

/** A path of this site other than the dashboard itself: never another origin ("//host"). */
function isPageToReturnTo(address: string): boolean {
  return address.startsWith('/') && !address.startsWith('//') && !isDashboard(address);
}

const isDashboard = (address: string) => address.split(/[?#]/)[0] === paths.adminAnalytics.path;

/**
 * The page the dashboard was opened from: the address a link into it left in
 * the history entry's state, else the page before it in this tab (a
 * bookmark's or a reload's referrer on this site), else the admin's inbox.
 */
export function dashboardReturn(state: unknown, referrer: string, origin: string): string {
  const kept = (state as Partial<DashboardReturn> | null)?.returnTo;
  if (typeof kept === 'string' && isPageToReturnTo(kept)) return kept;
  if (referrer) {
    const before = new URL(referrer);
    const address = `${before.pathname}${before.search}`;
    if (before.origin === origin && isPageToReturnTo(address)) return address;
  }
  return paths.adminEnquiries.href();
}

/** The router's options for a link into the dashboard: the page it leaves, to come back to. */
export function useDashboardReturnOptions(): { state: DashboardReturn } {
  const [path] = useLocation();
  const search = useSearch();
  return { state: { returnTo: search ? `${path}?${search}` : path } };
}
