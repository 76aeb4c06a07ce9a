import { UpcomingCalls } from '@/features/admin/calls/upcoming-calls';
import { InboxList } from '@/features/admin/inbox/inbox-list';
import { AdminListPage } from './admin-list-page';

/** The admin's enquiry inbox, with the discovery calls to come above it. */
export function AdminEnquiriesRoute() {
  return (
    <AdminListPage
      title="Enquiries"
      description="Every enquiry sent to Clear North, for the agency's admin."
      lead="Every enquiry, newest first."
      what="enquiries"
    >
      <UpcomingCalls />
      <InboxList />
    </AdminListPage>
  );
}
