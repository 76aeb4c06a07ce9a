import { describe, expect, it } from 'vitest';
import { FORM_TRAPS } from '@/definitions/form-traps';
import { sentNames } from '@/lib/pocketbase/record-fields.test-helpers';
import { postedFormItem } from './posted-form-item';

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('a site form posted before the app is live, as an outbox item', () => {
  it('is the record the app would send: trimmed, the traps with it, the empty fields left out', () => {
    const item = postedFormItem(
      'enquiry',
      formData({
        name: '  Ada Lovelace ',
        email: 'ada@example.com',
        message: ' About our analytics. ',
        topic: 'waitlist',
        package: '',
        website: '',
        form_fill_ms: '5120',
      }),
      '/contact',
    );
    expect(item).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{15}$/),
      kind: 'enquiry',
      path: '/api/collections/enquiries/records',
      body: {
        id: item.id,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'About our analytics.',
        topic: 'waitlist',
        source_page: '/contact',
        form_fill_ms: 5120,
      },
    });
  });

  it.each([
    ['a real service', 'seo', 'seo'],
    ["'Not sure yet'", 'not-sure', undefined],
    ['no service', '', undefined],
  ])('records %s as the service it names', (_case, posted, recorded) => {
    const item = postedFormItem('enquiry', formData({ name: 'A', service: posted }), '/contact');
    expect(item.body.service).toBe(recorded);
  });

  it('marks a booking as sent through the outbox, with its move token only when it has one', () => {
    const fields = { name: 'Ada', email: 'a@example.com', slot: '2026-12-09T10:00:00.000Z', move: ' ' };
    const booked = postedFormItem('booking', formData(fields), '/book');
    expect(booked).toMatchObject({ kind: 'booking', path: '/api/collections/bookings/records' });
    expect(booked.body).toEqual({ id: booked.id, ...fields, move: undefined, queued: true, form_fill_ms: 0 });
    const moved = postedFormItem('booking', formData({ ...fields, move: 'signed-move-token' }), '/book');
    expect(moved.body).toMatchObject({ move: 'signed-move-token', queued: true });
  });

  it('gives each message a record id of its own', () => {
    const first = postedFormItem('subscription', formData({ email: 'a@example.com' }), '/about');
    const second = postedFormItem('subscription', formData({ email: 'a@example.com' }), '/about');
    expect(first.id).not.toBe(second.id);
    expect(first.body).toEqual({ id: first.id, email: 'a@example.com', form_fill_ms: 0 });
    expect(first.path).toBe('/api/collections/newsletter_subscriptions/records');
  });

  it("keeps a subscription's own fields, not an enquiry's", () => {
    const item = postedFormItem(
      'subscription',
      formData({ email: 'a@example.com', source: 'footer', message: 'not a subscription field' }),
      '/about',
    );
    expect(item.body).toMatchObject({ email: 'a@example.com', source: 'footer' });
    expect(item.body).not.toHaveProperty('message');
    expect(item.body).not.toHaveProperty('source_page');
  });

  it.each([
    [
      'enquiry',
      'enquiries',
      {
        name: 'Ada',
        email: 'a@example.com',
        phone: '0191 123 4567',
        company: 'Analytical Engines Ltd',
        message: 'About SEO.',
        service: 'seo',
        topic: 'waitlist',
        package: 'Focus Growth',
      },
      [],
    ],
    [
      'subscription',
      'newsletter_subscriptions',
      { email: 'a@example.com', full_name: 'Ada', source: 'footer' },
      [],
    ],
    [
      'booking',
      'bookings',
      {
        name: 'Ada',
        email: 'a@example.com',
        phone: '0191 123 4567',
        message: 'Our search rankings.',
        slot: '2026-12-09T10:00:00.000Z',
        move: 'signed-move-token',
      },
      // What the booking hooks read besides the record (src/features/booking/send-booking.ts sends them too).
      ['move', 'queued'],
    ],
  ] as const)(
    "takes a filled-in %s under exactly the contract's field names",
    (kind, collection, fields, extras) => {
      const item = postedFormItem(
        kind,
        formData({ ...fields, [FORM_TRAPS.honeypot]: 'filled', [FORM_TRAPS.fillTime]: '5120' }),
        '/contact',
      );
      expect(Object.keys(item.body).sort()).toEqual(
        [...sentNames(collection), ...(extras as readonly string[])].sort(),
      );
    },
  );
});
