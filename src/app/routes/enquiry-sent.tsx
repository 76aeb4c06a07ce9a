import { enquiryToasts } from '@/features/enquiry/enquiry-messages';
import { FormSentPage } from './form-sent/form-sent-page';

export function EnquirySentRoute() {
  return <FormSentPage documentTitle="Enquiry submitted | Clear North" message={enquiryToasts.sent} />;
}

export function WaitlistedRoute() {
  return (
    <FormSentPage documentTitle="You're on the waitlist | Clear North" message={enquiryToasts.waitlisted} />
  );
}
