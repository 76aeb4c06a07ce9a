import { enquiryToasts } from '@/features/enquiry/enquiry-messages';
import { FormSentPage } from './form-sent/form-sent-page';

export function EnquirySentRoute() {
  return <FormSentPage documentTitle="Enquiry submitted | Clear North" message={enquiryToasts.sent} />;
}
