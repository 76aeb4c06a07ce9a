import { createRecord, type CreateOutcome } from '@/lib/api/create-record';
import { newRecordId } from '@/lib/record-id';
import type { ServiceId } from '@/content/types';
import type { EnquiryValues } from './enquiry-rules';

export interface Enquiry extends EnquiryValues {
  service?: ServiceId;
}

export type SendEnquiryResult =
  { status: 'sent' } | { status: 'rejected'; fields: Record<string, string> } | { status: 'failed' };

function toResult(outcome: CreateOutcome): SendEnquiryResult {
  switch (outcome.kind) {
    case 'created':
    case 'duplicate':
      return { status: 'sent' };
    case 'invalid':
      return { status: 'rejected', fields: outcome.fields };
    case 'retry':
      return { status: 'failed' };
  }
}

/** The one path every enquiry form uses to reach the enquiries collection. */
export async function sendEnquiry(enquiry: Enquiry): Promise<SendEnquiryResult> {
  const record = {
    id: newRecordId(),
    name: enquiry.name.trim(),
    email: enquiry.email.trim(),
    message: enquiry.message.trim(),
    ...(enquiry.service ? { service: enquiry.service } : {}),
  };
  return toResult(await createRecord('enquiries', record));
}
