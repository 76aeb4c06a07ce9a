import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { callInvitation, type CallInvitation } from './call-invitation';

const call: CallInvitation = {
  uid: 'abc123def456ghi@clearnorth.example',
  sequence: 0,
  method: 'REQUEST',
  start: Date.parse('2026-10-25T01:15:00Z'),
  end: Date.parse('2026-10-25T01:30:00Z'),
  summary: 'Discovery call with Clear North',
  description: 'Your free 15-minute discovery call.\nCancel: https://clearnorth.example/book/cancel?t=x',
  organizer: { name: 'Clear North', email: 'hello@clearnorth.example' },
  attendee: { name: 'Ada Lovelace', email: 'ada@example.co.uk' },
  stamp: Date.parse('2026-10-20T09:00:00Z'),
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('No event');
  return { calendar, event: new ICAL.Event(event) };
}

describe("a call's invitation", () => {
  it("parses as a request holding the call's instant, its UID and both people", () => {
    const { calendar, event } = parsed(callInvitation(call));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(call.uid);
    expect(event.startDate.toJSDate().getTime()).toBe(call.start);
    expect(event.endDate.toJSDate().getTime()).toBe(call.end);
    expect(event.organizer.toLowerCase()).toBe('mailto:hello@clearnorth.example');
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      'mailto:ada@example.co.uk',
    ]);
    expect(event.description).toBe(call.description);
  });

  it('cancels with the same UID and a later sequence', () => {
    const { calendar, event } = parsed(callInvitation({ ...call, method: 'CANCEL', sequence: 1 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(call.uid);
    expect(event.sequence).toBe(1);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
