import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { AdminNav } from '@/features/admin/admin-nav';
import { InboxList } from '@/features/admin/inbox/inbox-list';
import { AdminGate } from '@/features/auth/admin-gate';
import { container } from '@/styles/utilities.css';

/** The admin's enquiry inbox: kept out of search engines and the sitemap. */
export function AdminEnquiriesRoute() {
  return (
    <>
      <PageMeta
        title="Enquiries | Clear North"
        description="Every enquiry sent to Clear North, for the agency's admin."
        noindex
      />
      <PageIntro title="Enquiries" lead="Every enquiry, newest first." />
      <div className={container}>
        <AdminNav />
        <AdminGate what="enquiries">
          <InboxList />
        </AdminGate>
      </div>
    </>
  );
}
