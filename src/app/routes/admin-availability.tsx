import { AvailabilityScreen } from '@/features/admin/availability/availability-screen';
import { AdminListPage } from './admin-list-page';

/** When visitors can book a discovery call, for the admin to set. */
export function AdminAvailabilityRoute() {
  return (
    <AdminListPage
      title="Availability"
      description="When visitors can book a discovery call, for the agency's admin."
      lead="When visitors can book a discovery call on the booking page. All times are London time."
      what="availability"
    >
      <AvailabilityScreen />
    </AdminListPage>
  );
}
