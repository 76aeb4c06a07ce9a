import { useLocation, useSearch } from 'wouter';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Dialog } from '@/components/ui/dialog';
import { AdminGate } from '@/features/auth/admin-gate';
import { AnalyticsDashboard } from '@/features/analytics-dashboard/analytics-dashboard';
import { DEFAULT_PERIOD, type DashboardFilters, type DashboardPeriod } from '@/definitions/analytics-periods';
import { dashboardParams, filtersFrom, isDashboardPeriod } from '@/features/analytics-dashboard/summary';
import { dashboardReturn } from '@/lib/dashboard-return';
import { paths } from '@/lib/paths';

/**
 * The admin's analytics dashboard at an address of its own: a large
 * dialog, opened over the page, with the period and the filters in the URL
 * so a view can be bookmarked or shared. A new period replaces the history
 * entry; each filter is one of its own, so Back undoes it. Closing the dialog
 * goes back to the page it was opened from, its address whole.
 */
export function AdminAnalyticsRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const asked = params.get('period');
  const period: DashboardPeriod = isDashboardPeriod(asked) ? asked : DEFAULT_PERIOD;
  const filters = filtersFrom(params);
  // Read when used, never while rendering: the page is rendered at build time too, with no history.
  const returnTo = () => dashboardReturn(history.state, document.referrer, location.origin);
  const show = (next: DashboardPeriod, nextFilters: DashboardFilters, replace: boolean) =>
    navigate(`${paths.adminAnalytics.path}?${dashboardParams(next, nextFilters).toString()}`, {
      replace,
      // Each entry of the dashboard carries where it was opened from, for a reload or Back.
      state: { returnTo: returnTo() },
    });

  return (
    <>
      <PageMeta
        title="Analytics | Clear North"
        description="The site's own visitor figures, for the admin."
        noindex
      />
      <PageIntro
        title="Analytics"
        lead="The site's own visitor figures, for the admin."
        breadcrumbs={false}
      />
      <Dialog
        title="Analytics Dashboard"
        size="large"
        isOpen
        isDismissable
        onOpenChange={(open) => {
          if (!open) navigate(returnTo());
        }}
      >
        <AdminGate what="analytics">
          <AnalyticsDashboard
            period={period}
            onPeriodChange={(next) => show(next, filters, true)}
            filters={filters}
            onFiltersChange={(next) => show(period, next, false)}
          />
        </AdminGate>
      </Dialog>
    </>
  );
}
