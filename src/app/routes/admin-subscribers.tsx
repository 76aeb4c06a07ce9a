import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { AdminNav } from '@/features/admin/admin-nav';
import { SubscriberList } from '@/features/admin/subscribers/subscriber-list';
import { AdminGate } from '@/features/auth/admin-gate';
import { container } from '@/styles/utilities.css';

/** The newsletter's subscribers, for the admin: kept out of search engines and the sitemap. */
export function AdminSubscribersRoute() {
  return (
    <>
      <PageMeta
        title="Subscribers | Clear North"
        description="The newsletter's subscribers, for the agency's admin."
        noindex
      />
      <PageIntro title="Subscribers" lead="Everyone who signed up for the newsletter, newest first." />
      <div className={container}>
        <AdminNav />
        <AdminGate what="subscribers">
          <SubscriberList />
        </AdminGate>
      </div>
    </>
  );
}
