import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  ICalAttendeeRole,
  ICalAttendeeStatus,
} from 'ical-generator';
import { fillEngineGaps } from './engine-gaps';

/**
 * A discovery call's iCalendar invitation (RFC 5545), written by
 * ical-generator: METHOD:REQUEST when booked, and again with the same UID
 * and a higher SEQUENCE when moved, so a calendar that took it moves the
 * event; METHOD:CANCEL with the same UID and a higher SEQUENCE still when
 * cancelled, which removes it. Times are UTC, which every calendar shows
 * in its own zone. Bundled for the hooks (src/tools/hook-definitions.ts),
 * which attach it to the queued mails.
 */
export interface CallInvitation {
  /** Stable for the call's life, through every move: its first booking's id and the site's host. */
  uid: string;
  /** The moves so far when booked or moved (0 at first); one more when cancelled. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: number;
  end: number;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version of the invitation was written. */
  stamp: number;
}

export function callInvitation(call: CallInvitation): string {
  fillEngineGaps();
  const calendar = ical({
    prodId: { company: 'Clear North', product: 'Discovery calls', language: 'EN' },
    method: call.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: call.uid,
    sequence: call.sequence,
    stamp: new Date(call.stamp),
    start: new Date(call.start),
    end: new Date(call.end),
    summary: call.summary,
    description: call.description,
    status: call.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: call.organizer,
    attendees: [
      {
        name: call.attendee.name,
        email: call.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: call.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}
