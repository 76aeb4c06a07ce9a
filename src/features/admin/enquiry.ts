import { CALL_STATES, type CallState } from '@/definitions/booking';
import { ENQUIRY_DETAILS, type EnquiryDetail } from '@/definitions/enquiry';
import type { StoredRecord } from '@/lib/pocketbase/record-fields';

/** Where the admin has filed an enquiry; empty while it is in the inbox. */
export type Filing = '' | 'archived' | 'spam';

/** An enquiry as the admin sees it. Times are PocketBase's ("2026-11-23 16:35:20.123Z"); empty when unset. */
export interface Enquiry {
  id: string;
  name: string;
  email: string;
  message: string;
  service: string;
  /** The optional facts the visitor gave (phone, company, the pricing package chosen); empty when not given. */
  details: Record<EnquiryDetail, string>;
  topic: string;
  sourcePage: string;
  created: string;
  readAt: string;
  handledAt: string;
  filed: Filing;
  /** The admin's private note; never shown to anyone else. */
  note: string;
  /** For a booked call's entry, once the call was cancelled or moved: what became of it, and the agency's message. */
  call?: { state: CallState; message: string };
}

/**
 * A change the admin makes to an enquiry: the new value of each field it
 * sets, named as the contract names them. Sent twice, it sets the same
 * values, so a change queued offline is applied once whatever happens.
 */
export interface EnquiryChanges {
  read_at?: string;
  handled_at?: string;
  filed?: Filing;
  note?: string;
}

/** The enquiry as it is once `changes` apply. */
export function withChanges(enquiry: Enquiry, changes: EnquiryChanges): Enquiry {
  return {
    ...enquiry,
    ...(changes.read_at === undefined ? {} : { readAt: changes.read_at }),
    ...(changes.handled_at === undefined ? {} : { handledAt: changes.handled_at }),
    ...(changes.filed === undefined ? {} : { filed: changes.filed }),
    ...(changes.note === undefined ? {} : { note: changes.note }),
  };
}

/** One page of a list of enquiries, newest first. */
export interface InboxPage {
  items: Enquiry[];
  page: number;
  totalPages: number;
  totalItems: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isCallState = (value: unknown): value is CallState => typeof value === 'string' && value in CALL_STATES;

/**
 * Reads an enquiry from a PocketBase record (a list item or a realtime event's
 * record), by the names the contract gives its fields.
 */
export function toEnquiry(record: StoredRecord<'enquiries'>): Enquiry {
  return {
    id: record.id,
    name: text(record.name),
    email: text(record.email),
    message: text(record.message),
    service: text(record.service),
    details: Object.fromEntries(
      ENQUIRY_DETAILS.map((field) => [field, text(record[field])]),
    ) as Enquiry['details'],
    topic: text(record.topic),
    sourcePage: text(record.source_page),
    created: text(record.created),
    readAt: text(record.read_at),
    handledAt: text(record.handled_at),
    filed: record.filed === 'archived' || record.filed === 'spam' ? record.filed : '',
    note: text(record.note),
    ...(isCallState(record.call_status)
      ? { call: { state: record.call_status, message: text(record.call_message) } }
      : {}),
  };
}

/** A PocketBase time as a Date ("2026-11-23 16:35:20.123Z" is not ISO until the space is a T). */
export function enquiryTime(time: string): Date {
  return new Date(time.replace(' ', 'T'));
}

/** Newest first; PocketBase's times sort as text. */
export function newestFirst(a: Enquiry, b: Enquiry): number {
  if (a.created === b.created) return a.id < b.id ? 1 : -1;
  return a.created < b.created ? 1 : -1;
}
