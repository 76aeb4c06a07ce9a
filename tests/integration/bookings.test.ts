import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, createMember, type Api } from '../support/api';
import { subscribeRealtime } from '../support/realtime';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from '../support/smtp-listener';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

// Booking a discovery call against the real PocketBase: the free slots at a
// clock the test sets (London's clock changes included), the unique index
// that holds a slot, the cap per address, the mails with their invitations
// and the signed links that cancel a call once.

const AGENCY = 'team@clearnorth.example';
const at = (iso: string) => Date.parse(iso);

let server: TestServer;
let smtp: SmtpListener;
let clock: TestClock;
let client: Api;
let superuser: string;
let visitorCount = 0;

interface Slot {
  start: string;
  end: string;
}

/** Each visitor from an address of its own, so the per-address rate limits stay out of the way. */
function nextVisitorIp() {
  visitorCount += 1;
  return `198.51.100.${visitorCount}`;
}

async function book(fields: Record<string, unknown>, ip = nextVisitorIp()) {
  return client.request<{ id?: string; data?: Record<string, { code: string; message: string }> }>(
    'POST',
    '/api/collections/bookings/records',
    { body: { id: newRecordId(), ...A_PERSONS_FILL_TIME, ...fields }, headers: { 'X-Forwarded-For': ip } },
  );
}

const visitor = (email: string, slot: string) => ({ name: 'Ada Lovelace', email, slot });

async function freeSlots(): Promise<Slot[]> {
  const answer = await client.get<{ slots: Slot[] }>('/api/booking/slots');
  expect(answer.status).toBe(200);
  return answer.body.slots;
}

async function setAvailability(fields: Record<string, unknown>) {
  const list = await client.get<{ items: Array<{ id: string }> }>(
    '/api/collections/booking_availability/records',
    superuser,
  );
  const id = list.body.items[0]!.id;
  const answer = await client.patch(`/api/collections/booking_availability/records/${id}`, fields, superuser);
  expect(answer.status).toBe(200);
}

async function storedBookings(filter: string) {
  const answer = await client.get<{ items: Array<Record<string, string>> }>(
    `/api/collections/bookings/records?perPage=200&filter=${encodeURIComponent(filter)}`,
    superuser,
  );
  return answer.body.items;
}

async function mailTo(address: string, subjectPart: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.mails.find((m) => m.envelopeTo.includes(address) && m.subject.includes(subjectPart));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} about "${subjectPart}"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function invitationOf(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), event };
}

function linkIn(mail: ReceivedMail, label: string): string {
  const match = new RegExp(`${label}: (\\S+)`).exec(mail.text);
  if (!match) throw new Error(`No "${label}" link in: ${mail.text}`);
  return match[1]!;
}

function postCancel(token: string, origin = server.url) {
  return fetch(`${server.url}/forms/booking-cancel`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ t: token }).toString(),
  });
}

beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startTestServer({
    extraHooks: testClockHooks,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      AGENCY_EMAIL: AGENCY,
      TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
    },
  });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  clock = await testClock(server);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('the free slots', () => {
  it("start with the site's default: Tuesday to Thursday, 10:00-16:00, 15 minutes, a day's notice, three weeks", async () => {
    // Monday 6 December 2027, 09:00 GMT.
    await clock.set(at('2027-12-06T09:00:00Z'));
    const slots = await freeSlots();
    expect(slots[0]).toEqual({ start: '2027-12-07T10:00:00.000Z', end: '2027-12-07T10:15:00.000Z' });
    expect(slots.filter((slot) => slot.start.startsWith('2027-12-07'))).toHaveLength(24);
    expect(slots[slots.length - 1]!.start).toBe('2027-12-23T15:45:00.000Z');
  });

  it('refuse an availability written wrongly, saying what is wrong, and keep the one before', async () => {
    const list = await client.get<{ items: Array<{ id: string }> }>(
      '/api/collections/booking_availability/records',
      superuser,
    );
    const refused = await client.patch<{ data: Record<string, { message: string }> }>(
      `/api/collections/booking_availability/records/${list.body.items[0]!.id}`,
      { weekly_hours: { tuesday: ['10-16'] }, extra_times: ['2027-12-19 12:00-10:00'] },
      superuser,
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data).sort()).toEqual(['extra_times', 'weekly_hours']);
    expect(refused.body.data.weekly_hours!.message).toMatch(/days mon to sun/);
    expect((await freeSlots())[0]!.start).toBe('2027-12-07T10:00:00.000Z');
  });

  it('skip the hour the clocks go forward and hold the hour they go back twice', async () => {
    await setAvailability({ weekly_hours: { sun: ['00:00-03:00'] }, call_minutes: 30, notice_hours: 24 });
    await clock.set(at('2027-03-26T12:00:00Z'));
    expect((await freeSlots()).map((slot) => slot.start)).toEqual([
      '2027-03-28T00:00:00.000Z',
      '2027-03-28T00:30:00.000Z',
      '2027-03-28T01:00:00.000Z',
      '2027-03-28T01:30:00.000Z',
      '2027-04-03T23:00:00.000Z',
      '2027-04-03T23:30:00.000Z',
      '2027-04-04T00:00:00.000Z',
      '2027-04-04T00:30:00.000Z',
      '2027-04-04T01:00:00.000Z',
      '2027-04-04T01:30:00.000Z',
      '2027-04-10T23:00:00.000Z',
      '2027-04-10T23:30:00.000Z',
      '2027-04-11T00:00:00.000Z',
      '2027-04-11T00:30:00.000Z',
      '2027-04-11T01:00:00.000Z',
      '2027-04-11T01:30:00.000Z',
    ]);
    await clock.set(at('2027-10-29T12:00:00Z'));
    const autumn = (await freeSlots()).filter((slot) => slot.start < '2027-11-01');
    expect(autumn.map((slot) => slot.start)).toEqual([
      '2027-10-30T23:00:00.000Z',
      '2027-10-30T23:30:00.000Z',
      '2027-10-31T00:00:00.000Z',
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T01:00:00.000Z',
      '2027-10-31T01:30:00.000Z',
      '2027-10-31T02:00:00.000Z',
      '2027-10-31T02:30:00.000Z',
    ]);
  });

  it('hold to the notice and the horizon, and a booking outside them is refused', async () => {
    await setAvailability({
      weekly_hours: { mon: ['10:00-12:00'], tue: ['10:00-12:00'], wed: ['10:00-12:00'] },
      call_minutes: 60,
      notice_hours: 48,
      horizon_days: 8,
    });
    // Monday 6 December 2027, 10:30 GMT: Monday and Tuesday fall inside the notice.
    await clock.set(at('2027-12-06T10:30:00Z'));
    const starts = (await freeSlots()).map((slot) => slot.start);
    expect(starts).toEqual([
      '2027-12-08T11:00:00.000Z',
      '2027-12-13T10:00:00.000Z',
      '2027-12-13T11:00:00.000Z',
      '2027-12-14T10:00:00.000Z',
    ]);
    for (const slot of ['2027-12-07T10:00:00.000Z', '2027-12-15T10:00:00.000Z', '2027-12-08T10:30:00.000Z']) {
      const refused = await book(visitor('early@example.com', slot));
      expect(refused.status).toBe(400);
      expect(refused.body.data?.slot?.code).toBe('validation_slot_unavailable');
    }
  });
});

describe('a slot', () => {
  it('is booked by exactly one of many visitors pressing it at once; the others are told at once', async () => {
    const slot = '2027-12-13T10:00:00.000Z';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => book(visitor(`rival${index}@example.com`, slot))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const answer of answers.filter((answer) => answer.status === 400)) {
      expect(answer.body.data?.slot).toEqual({
        code: 'validation_slot_taken',
        message: 'Sorry, that time has just been booked. Please choose another.',
      });
    }
    expect(await storedBookings(`slot = "${slot}"`)).toHaveLength(1);
    expect((await freeSlots()).map((free) => free.start)).not.toContain(slot);
  });

  it('taken or freed is told at once to every open booking page, without who booked it', async () => {
    const listener = await subscribeRealtime(server.url, ['booking_slots']);
    try {
      expect(listener.subscribeStatus).toBe(204);
      const slot = '2027-12-13T11:00:00.000Z';
      const booked = await book(visitor('heard@example.com', slot));
      expect(booked.status).toBe(200);
      const told = await listener.waitFor((event) => event.topic === 'booking_slots', 10_000);
      expect(told.data).toEqual({ slot, status: 'booked' });
      const admin = await client.signIn('users', server.admin.email, server.admin.password);
      await client.post(`/api/bookings/${booked.body.id}/cancel`, { message: '' }, admin);
      const freed = await listener.waitFor(
        (event) =>
          event.topic === 'booking_slots' &&
          (event.data as unknown as { status: string }).status === 'cancelled',
        10_000,
      );
      expect(freed.data).toEqual({ slot, status: 'cancelled' });
    } finally {
      listener.close();
    }
  });

  it('sent again by the outbox is one booking, answered as a duplicate', async () => {
    const record = { id: newRecordId(), ...visitor('again@example.com', '2027-12-14T10:00:00.000Z') };
    expect((await book(record)).status).toBe(200);
    const again = await book(record);
    expect(again.status).toBe(400);
    expect(again.body.data?.id?.code).toBe('validation_not_unique');
    expect(await storedBookings(`email = "again@example.com"`)).toHaveLength(1);
  });

  it('taken before a queued booking arrived is mailed to its visitor with the nearest free times', async () => {
    const taken = await book({ ...visitor('late@example.com', '2027-12-14T10:00:00.000Z'), queued: true });
    expect(taken.status).toBe(400);
    const mail = await mailTo('late@example.com', 'not booked yet');
    expect(mail.text).toContain('Monday 13 December 2027, 11:00 to 12:00 GMT');
  });
});

describe('an address', () => {
  it('may hold two calls to come at once, not three', async () => {
    await setAvailability({
      weekly_hours: { thu: ['10:00-16:00'] },
      call_minutes: 30,
      notice_hours: 0,
      horizon_days: 21,
    });
    const slots = await freeSlots();
    expect((await book(visitor('keen@example.com', slots[0]!.start))).status).toBe(200);
    expect((await book(visitor('keen@example.com', slots[1]!.start))).status).toBe(200);
    const third = await book(visitor('keen@example.com', slots[2]!.start));
    expect(third.status).toBe(400);
    expect(third.body.data?.email?.code).toBe('validation_too_many_calls');
  });

  it('cannot book from another site, by the API or by a form', async () => {
    const slot = (await freeSlots())[5]!.start;
    const fromElsewhere = await client.request('POST', '/api/collections/bookings/records', {
      body: { id: newRecordId(), ...A_PERSONS_FILL_TIME, ...visitor('cross@example.com', slot) },
      headers: { Origin: 'https://elsewhere.example', 'X-Forwarded-For': nextVisitorIp() },
    });
    expect(fromElsewhere.status).toBe(403);
    const form = await fetch(`${server.url}/forms/booking`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://elsewhere.example',
        'X-Forwarded-For': nextVisitorIp(),
      },
      body: new URLSearchParams(visitor('cross@example.com', slot)).toString(),
    });
    expect(form.status).toBe(403);
    expect(await storedBookings(`email = "cross@example.com"`)).toHaveLength(0);
  });
});

describe('a booked call', () => {
  let slot: Slot;
  let confirmation: ReceivedMail;

  beforeAll(async () => {
    slot = (await freeSlots())[3]!;
    const answer = await fetch(`${server.url}/forms/booking`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.url,
        'X-Forwarded-For': nextVisitorIp(),
      },
      body: new URLSearchParams({
        ...visitor('grace@example.com', slot.start),
        name: 'Grace Hopper',
        message: 'Local SEO for our shop.',
      }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/book/booked');
    confirmation = await mailTo('grace@example.com', 'Your discovery call');
  });

  it("mails the visitor and the agency an invitation that holds the call's instant", async () => {
    for (const mail of [confirmation, await mailTo(AGENCY, 'Call booked: Grace Hopper')]) {
      const { method, event } = invitationOf(mail);
      expect(method).toBe('REQUEST');
      expect(event.startDate.toJSDate().toISOString()).toBe(slot.start);
      expect(event.endDate.toJSDate().toISOString()).toBe(slot.end);
      expect(event.uid).toMatch(/^[a-z0-9]{15}@127\.0\.0\.1$/);
    }
    expect(invitationOf(confirmation).event.uid).toBe(
      invitationOf(await mailTo(AGENCY, 'Call booked: Grace Hopper')).event.uid,
    );
  });

  it("reaches the admin's inbox as a discovery call saying when, with no enquiry mail beside the booking's", async () => {
    const [stored] = await storedBookings(`email = "grace@example.com"`);
    const enquiry = await client.get<Record<string, string>>(
      `/api/collections/enquiries/records/${stored!.id}`,
      superuser,
    );
    expect(enquiry.body.topic).toBe('discovery_call');
    expect(enquiry.body.message).toMatch(
      /^Discovery call booked for \w+day \d+ \w+ 2027, \d\d:\d\d to \d\d:\d\d GMT \(London time\)\.\n\nTo talk about: Local SEO for our shop\.$/,
    );
    const notifications = await client.get<{ totalItems: number }>(
      `/api/collections/mail_queue/records?filter=${encodeURIComponent('kind = "enquiry_notification"')}`,
      superuser,
    );
    expect(notifications.body.totalItems).toBe(0);
  });

  it('is cancelled by its signed link once, which frees the slot and sends a CANCEL with the same UID', async () => {
    const link = new URL(linkIn(confirmation, 'Cancel the call'));
    expect(link.pathname).toBe('/book/cancel');
    const token = link.searchParams.get('t')!;

    const forged = token.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    expect((await postCancel(forged)).status).toBe(400);
    expect((await postCancel(token, 'https://elsewhere.example')).status).toBe(403);
    expect((await freeSlots()).map((free) => free.start)).not.toContain(slot.start);

    const cancelled = await postCancel(token);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/book/cancelled');
    expect((await postCancel(token)).status).toBe(410);
    expect((await freeSlots()).map((free) => free.start)).toContain(slot.start);

    const [stored] = await storedBookings(`email = "grace@example.com"`);
    const entry = await client.get<Record<string, string>>(
      `/api/collections/enquiries/records/${stored!.id}`,
      superuser,
    );
    expect(entry.body.call_status).toBe('cancelled_by_visitor');

    const cancel = await mailTo('grace@example.com', 'Cancelled');
    const { method, event } = invitationOf(cancel);
    expect(method).toBe('CANCEL');
    expect(event.uid).toBe(invitationOf(confirmation).event.uid);
    expect(event.sequence).toBe(1);
  });

  it("'s move link books the new time and cancels the old one in one go, once", async () => {
    const [first, second, third] = (await freeSlots()).slice(0, 3);
    const booked = await book(visitor('mover@example.com', first!.start));
    expect(booked.status).toBe(200);
    const mail = await mailTo('mover@example.com', 'Your discovery call');
    const move = new URL(linkIn(mail, 'Move the call')).searchParams.get('move')!;
    expect((await book({ ...visitor('mover@example.com', second!.start), move })).status).toBe(200);
    const stored = await storedBookings(`email = "mover@example.com"`);
    expect(stored.map((call) => [call.slot, call.status]).sort()).toEqual(
      [
        [first!.start, 'cancelled'],
        [second!.start, 'booked'],
      ].sort(),
    );
    const again = await book({ ...visitor('mover@example.com', third!.start), move });
    expect(again.status).toBe(400);
    expect(again.body.data?.move?.code).toBe('validation_link_used');
    const moved = await client.get<Record<string, string>>(
      `/api/collections/enquiries/records/${booked.body.id}`,
      superuser,
    );
    expect([moved.body.call_status, moved.body.call_message]).toEqual(['moved', '']);
  });

  it('moved, is the same calendar event: the same UID, a higher SEQUENCE, no cancellation, and cancelled later, one higher still', async () => {
    const katherine = (slot: string) => ({
      ...visitor('event@example.com', slot),
      name: 'Katherine Johnson',
    });
    const [first, second, third] = (await freeSlots()).slice(0, 3);
    // A UID and SEQUENCE sent with a booking are the server's to set: dropped.
    const booked = await book({
      ...katherine(first!.start),
      calendar_uid: 'someoneelses1',
      calendar_sequence: 7,
    });
    expect(booked.status).toBe(200);
    const booking = await mailTo('event@example.com', 'Your discovery call');
    const original = invitationOf(booking).event;
    expect(original.uid).toBe(`${booked.body.id}@127.0.0.1`);
    expect(original.sequence).toBe(0);

    // Moved twice: by the API, then by the form posted without JavaScript.
    const firstMove = new URL(linkIn(booking, 'Move the call')).searchParams.get('move')!;
    expect((await book({ ...katherine(second!.start), move: firstMove })).status).toBe(200);
    const movedOnce = await mailTo('event@example.com', 'Moved: your discovery call');
    const secondMove = new URL(linkIn(movedOnce, 'Move the call')).searchParams.get('move')!;
    const posted = await fetch(`${server.url}/forms/booking`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.url,
        'X-Forwarded-For': nextVisitorIp(),
      },
      body: new URLSearchParams({ ...katherine(third!.start), move: secondMove }).toString(),
    });
    expect(posted.status).toBe(303);
    const isMove = (m: ReceivedMail) =>
      m.envelopeTo.includes('event@example.com') && m.subject.startsWith('Moved: your discovery call');
    const isAgencyMove = (m: ReceivedMail) =>
      m.envelopeTo.includes(AGENCY) && m.subject.startsWith('Call moved: Katherine Johnson');
    const deadline = Date.now() + 20_000;
    while (smtp.mails.filter(isMove).length < 2 || smtp.mails.filter(isAgencyMove).length < 2) {
      if (Date.now() > deadline) throw new Error('The second move was not mailed to both');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const moves = smtp.mails.filter(isMove).map(invitationOf);
    const agencyMoves = smtp.mails.filter(isAgencyMove).map(invitationOf);
    // The queue sends in no set order: the moves are put in the order of their SEQUENCE.
    const asSeen = (invitations: ReturnType<typeof invitationOf>[]) =>
      invitations
        .map(({ method, event }) => ({
          method,
          uid: event.uid,
          sequence: event.sequence,
          start: event.startDate.toJSDate().toISOString(),
          end: event.endDate.toJSDate().toISOString(),
        }))
        .sort((a, b) => a.sequence - b.sequence);
    const expected = [second!, third!].map((slot, index) => ({
      method: 'REQUEST',
      uid: original.uid,
      sequence: index + 1,
      start: slot.start,
      end: slot.end,
    }));
    expect(asSeen(moves)).toEqual(expected);
    expect(asSeen(agencyMoves)).toEqual(expected);
    expect(
      smtp.mails.filter((m) => m.envelopeTo.includes('event@example.com') && m.subject.includes('Cancelled')),
    ).toEqual([]);

    const [now] = await storedBookings(`email = "event@example.com" && status = "booked"`);
    const admin = await client.signIn('users', server.admin.email, server.admin.password);
    expect((await client.post(`/api/bookings/${now!.id}/cancel`, { message: '' }, admin)).status).toBe(200);
    const cancelled = invitationOf(await mailTo('event@example.com', 'Cancelled'));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(original.uid);
    expect(cancelled.event.sequence).toBe(3);
  });

  it('is reminded the day before, once', async () => {
    const [next] = await freeSlots();
    expect((await book(visitor('reminded@example.com', next!.start))).status).toBe(200);
    await clock.set(at(next!.start) - 20 * 3600 * 1000);
    const reminder = await mailTo('reminded@example.com', 'Reminder');
    expect(reminder.text).toContain('Your discovery call is tomorrow');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(
      smtp.mails.filter(
        (m) => m.envelopeTo.includes('reminded@example.com') && m.subject.includes('Reminder'),
      ),
    ).toHaveLength(1);
  });

  it('is cancelled by the admin with a message to the visitor', async () => {
    const [next] = await freeSlots();
    const booked = await book(visitor('dropped@example.com', next!.start));
    const id = booked.body.id!;
    const refused = await client.post(`/api/bookings/${id}/cancel`, { message: 'Sorry, I am ill.' });
    expect(refused.status).toBe(401);
    const admin = await client.signIn('users', server.admin.email, server.admin.password);
    const answer = await client.post(`/api/bookings/${id}/cancel`, { message: 'Sorry, I am ill.' }, admin);
    expect(answer.status).toBe(200);
    const mail = await mailTo('dropped@example.com', 'Cancelled');
    expect(mail.text).toContain('Sorry, I am ill.');
    expect(invitationOf(mail).method).toBe('CANCEL');
  });

  it("'s inbox entry says it was cancelled and by whom, with the agency's message, which the admin cannot change", async () => {
    const [next] = await freeSlots();
    const booked = await book(visitor('noted@example.com', next!.start));
    const id = booked.body.id!;
    const admin = await client.signIn('users', server.admin.email, server.admin.password);
    expect(
      (await client.patch(`/api/collections/enquiries/records/${id}`, { note: 'Keen.' }, admin)).status,
    ).toBe(200);
    const listener = await subscribeRealtime(server.url, ['enquiries'], admin);
    try {
      expect(listener.subscribeStatus).toBe(204);
      const answer = await client.post(`/api/bookings/${id}/cancel`, { message: 'Sorry, I am away.' }, admin);
      expect(answer.status).toBe(200);
      const heard = await listener.waitFor(
        (event) => event.topic === 'enquiries' && event.data.record.id === id,
        10_000,
      );
      expect(heard.data.record).toMatchObject({
        call_status: 'cancelled_by_agency',
        call_message: 'Sorry, I am away.',
        note: 'Keen.',
      });
    } finally {
      listener.close();
    }
    const changed = await client.patch<{ data: Record<string, { code: string }> }>(
      `/api/collections/enquiries/records/${id}`,
      { call_status: 'moved', call_message: '' },
      admin,
    );
    expect(changed.status).toBe(400);
    expect(Object.keys(changed.body.data).sort()).toEqual(['call_message', 'call_status']);
    const enquiry = await client.get<Record<string, string>>(
      `/api/collections/enquiries/records/${id}`,
      admin,
    );
    expect(enquiry.body.call_status).toBe('cancelled_by_agency');
  });
});

describe("the admin's availability", () => {
  let id: string;
  let admin: string;
  const stored = async () =>
    (
      await client.get<Record<string, unknown>>(
        `/api/collections/booking_availability/records/${id}`,
        superuser,
      )
    ).body;
  const change = (fields: Record<string, unknown>, token?: string) =>
    client.patch<{ data?: Record<string, { message: string }> }>(
      `/api/collections/booking_availability/records/${id}`,
      fields,
      token,
    );

  beforeAll(async () => {
    const list = await client.get<{ items: Array<{ id: string }> }>(
      '/api/collections/booking_availability/records',
      superuser,
    );
    id = list.body.items[0]!.id;
    admin = await client.signIn('users', server.admin.email, server.admin.password);
    // Monday 3 January 2028, 09:00 GMT.
    await clock.set(at('2028-01-03T09:00:00Z'));
  });

  it('is read and changed by the admin account, and by nobody else', async () => {
    const before = await stored();
    const member = await createMember(client, superuser);
    const fridays = {
      weekly_hours: { fri: ['09:00-10:00'] },
      call_minutes: 30,
      notice_hours: 0,
      horizon_days: 7,
    };
    // Refused as if there were no record, whether the values are good or not.
    for (const token of [undefined, member.token]) {
      for (const fields of [fridays, { call_minutes: 0 }]) {
        const refused = await change(fields, token);
        expect(refused.status).toBe(404);
        expect(refused.body.data).toEqual({});
      }
      const listed = await client.get<{ items: unknown[] }>(
        '/api/collections/booking_availability/records',
        token,
      );
      expect(listed.body.items).toEqual([]);
    }
    expect(await stored()).toEqual(before);

    const changed = await change(fridays, admin);
    expect(changed.status).toBe(200);
    expect((await freeSlots()).map((slot) => slot.start)).toEqual([
      '2028-01-07T09:00:00.000Z',
      '2028-01-07T09:30:00.000Z',
    ]);
  });

  it("refuses the admin's values written wrongly with a 400 naming each field, and keeps those before", async () => {
    const before = await stored();
    const refused = await change(
      {
        weekly_hours: { mon: ['9-17'] },
        days_off: ['2028-02-30'],
        extra_times: ['2028-01-08 10:00'],
        call_minutes: 300,
        notice_hours: 48,
        horizon_days: 2,
      },
      admin,
    );
    expect(refused.status).toBe(400);
    const messages = Object.fromEntries(
      Object.entries(refused.body.data ?? {}).map(([field, problem]) => [field, problem.message]),
    );
    expect(messages).toEqual({
      weekly_hours:
        'Monday: "9-17" is not a span of hours: write HH:MM-HH:MM, such as 10:00-16:00, ending after it starts.',
      days_off: '"2028-02-30" is not a date: write each day off as YYYY-MM-DD, such as 2026-12-24.',
      extra_times:
        '"2028-01-08 10:00" is not a date and hours: write each extra time as YYYY-MM-DD HH:MM-HH:MM, such as 2026-12-19 10:00-12:00.',
      call_minutes: 'Must be a whole number from 5 to 240.',
      notice_hours: 'The notice must be shorter than how far ahead calls can be booked.',
    });
    expect(await stored()).toEqual(before);
  });

  it('changed, is told at once to every open booking page', async () => {
    const listener = await subscribeRealtime(server.url, ['booking_slots']);
    try {
      expect(listener.subscribeStatus).toBe(204);
      expect((await change({ extra_times: ['2028-01-08 10:00-11:00'] }, admin)).status).toBe(200);
      const told = await listener.waitFor((event) => event.topic === 'booking_slots', 10_000);
      expect(told.data).toEqual({ slot: '', status: 'availability' });
      expect((await freeSlots()).map((slot) => slot.start)).toContain('2028-01-08T10:00:00.000Z');
    } finally {
      listener.close();
    }
  });
});
