import { ENQUIRY_DETAILS, ENQUIRY_FIELDS } from '@/definitions/enquiry';
import { csvText, saveCsv, ukDate, ukDateTime } from '@/lib/csv';
import { enquiryTime, type Enquiry } from '../enquiry';
import { serviceLabel, stateLabel, topicLabel } from '../enquiry-labels';

/** Enquiries as CSV, one row each, newest first as given, with the admin's state and note; times in UK time. */
export function inboxCsv(enquiries: readonly Enquiry[]): string {
  return csvText([
    [
      'Received',
      'Name',
      'Email',
      'Service',
      ...ENQUIRY_DETAILS.map((field) => ENQUIRY_FIELDS[field].label),
      'Asking for',
      'Sent from',
      'State',
      'Note',
      'Message',
    ],
    ...enquiries.map((enquiry) => [
      ukDateTime(enquiryTime(enquiry.created)),
      enquiry.name,
      enquiry.email,
      serviceLabel(enquiry.service),
      ...ENQUIRY_DETAILS.map((field) => enquiry.details[field]),
      topicLabel(enquiry.topic),
      enquiry.sourcePage,
      stateLabel(enquiry),
      enquiry.note,
      enquiry.message,
    ]),
  ]);
}

/** The file's name carries the UK date it was saved on. */
export function inboxCsvFileName(savedAt: Date = new Date()): string {
  return `enquiries-${ukDate(savedAt)}.csv`;
}

export function downloadInboxCsv(enquiries: readonly Enquiry[]): void {
  saveCsv(inboxCsv(enquiries), inboxCsvFileName());
}
