import { SubscriberList } from '@/features/admin/subscribers/subscriber-list';
import { AdminListPage } from './admin-list-page';

/** The newsletter's subscribers, for the admin. */
export function AdminSubscribersRoute() {
  return (
    <AdminListPage
      title="Subscribers"
      description="The newsletter's subscribers, for the agency's admin."
      lead="Everyone who signed up for the newsletter, newest first."
      what="subscribers"
    >
      <SubscriberList />
    </AdminListPage>
  );
}
