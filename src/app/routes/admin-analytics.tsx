import { useLocation, useSearch } from 'wouter';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Dialog } from '@/components/ui/dialog';
import { AdminGate } from '@/features/auth/admin-gate';
import { AnalyticsDashboard } from '@/features/analytics-dashboard/analytics-dashboard';
import {
  DEFAULT_PERIOD,
  isDashboardPeriod,
  type DashboardPeriod,
} from '@/features/analytics-dashboard/summary';
import { paths } from '@/lib/paths';

/**
 * The admin's analytics dashboard at an address of its own: the spec's large
 * dialog, opened over the page, with the period in the URL so a view can be
 * bookmarked. Closing it goes to the home page.
 */
export function AdminAnalyticsRoute() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('period');
  const period: DashboardPeriod = isDashboardPeriod(asked) ? asked : DEFAULT_PERIOD;

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
          if (!open) navigate(paths.home.href());
        }}
      >
        <AdminGate what="analytics">
          <AnalyticsDashboard
            period={period}
            onPeriodChange={(next) => navigate(paths.adminAnalytics.href(next), { replace: true })}
          />
        </AdminGate>
      </Dialog>
    </>
  );
}
