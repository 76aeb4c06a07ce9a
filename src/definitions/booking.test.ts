import { describe, expect, it } from 'vitest';
import {
  bookingErrors,
  EMPTY_BOOKING,
  readBooking,
  slotInstant,
  slotValue,
  type BookingValues,
} from './booking';

const valid: BookingValues = {
  ...EMPTY_BOOKING,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  slot: '2027-12-07T10:00:00.000Z',
};

// The booking page, the outbox, the form posted without JavaScript and the API all run these rules.
describe("a booking's rules", () => {
  it('accept a complete booking, with or without the optional fields', () => {
    expect(bookingErrors(valid)).toEqual({});
    expect(bookingErrors({ ...valid, phone: '0191 496 0000', message: 'Local SEO.' })).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ email: 'ada' }, { email: 'Please enter a valid email address' }],
    [{ phone: 'call me' }, { phone: 'Please enter a valid phone number' }],
    [
      { message: 'x'.repeat(2001) },
      { message: 'What would you like to talk about? must be at most 2000 characters' },
    ],
    [{ slot: '' }, { slot: 'Please choose a time for the call' }],
    [{ slot: 'next tuesday' }, { slot: 'Please choose a time from the list' }],
    [{ slot: '2027-12-07 10:00' }, { slot: 'Please choose a time from the list' }],
  ])('refuse %o', (change, errors) => {
    expect(bookingErrors({ ...valid, ...change })).toEqual(errors);
  });

  it('build the record with the empty fields left out', () => {
    expect(readBooking({ ...valid, name: '  Ada  Lovelace ', extra: 'dropped' }).record).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      slot: '2027-12-07T10:00:00.000Z',
    });
  });

  it('read a slot as the instant it names, and write it back the same', () => {
    expect(slotValue(slotInstant(valid.slot)!)).toBe(valid.slot);
    expect(slotInstant('2027-02-30T10:00:00Z')).toBeNull();
  });
});
