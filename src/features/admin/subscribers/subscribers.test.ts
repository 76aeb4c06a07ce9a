import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_SOURCES } from '@/definitions/newsletter';
import { RECORD_FIELDS } from '@/definitions/records';
import { sourceLabel, statusLabel, toSubscriber, type Subscriber } from './subscriber';
import { subscriberFilter } from './subscriber-api';
import { MAX_SEARCH_LENGTH } from '../list-query';
import { subscriberLocationFrom, subscriberParamsFor } from './subscriber-query';
import { subscribersCsv, subscribersCsvFileName } from './subscribers-csv';

describe('subscriberLocationFrom and subscriberParamsFor', () => {
  it.each([
    ['', { view: 'all', search: '', page: 1 }],
    ['state=pending&q=%20ada%20&page=2', { view: 'pending', search: 'ada', page: 2 }],
    ['state=subscribed', { view: 'subscribed', search: '', page: 1 }],
    ['state=deleted&page=-1', { view: 'all', search: '', page: 1 }],
  ])('reads %j', (query, expected) => {
    expect(subscriberLocationFrom(new URLSearchParams(query))).toEqual(expected);
  });

  it('cuts an overlong search', () => {
    const long = 'a'.repeat(MAX_SEARCH_LENGTH + 1);
    expect(subscriberLocationFrom(new URLSearchParams({ q: long })).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('writes only what differs from the plain list', () => {
    expect(subscriberParamsFor({ view: 'all', search: '', page: 1 }).toString()).toBe('');
    expect(subscriberParamsFor({ view: 'unsubscribed', search: 'ada', page: 3 }).toString()).toBe(
      'state=unsubscribed&q=ada&page=3',
    );
  });
});

describe('subscriberFilter', () => {
  const pb = new PocketBase('http://127.0.0.1:1');
  it('narrows by state and quotes the search', () => {
    expect(subscriberFilter(pb, { view: 'all', search: '', page: 1 })).toBe('');
    expect(subscriberFilter(pb, { view: 'pending', search: 'a"b', page: 1 })).toBe(
      'status = "pending" && (email ~ "a\\"b" || full_name ~ "a\\"b")',
    );
  });
});

describe('subscribersCsv', () => {
  const subscriber: Subscriber = {
    id: 'abcdefghij12345',
    email: 'ada@example.com',
    fullName: '=Ada, Countess',
    source: 'popup',
    status: 'subscribed',
    created: '2026-11-20 09:00:00.000Z',
    confirmedAt: '2026-11-20 09:05:00.000Z',
    unsubscribedAt: '',
  };

  it('lists each address with its name, state, source and when it signed up, confirmed and left, in UK time', () => {
    const left: Subscriber = {
      ...subscriber,
      email: 'gone@example.com',
      fullName: '',
      status: 'unsubscribed',
      unsubscribedAt: '2026-07-01 23:30:00.000Z',
    };
    expect(subscribersCsv([subscriber, left]).split('\r\n')).toEqual([
      'Email,Name,State,Source,Signed up,Confirmed,Unsubscribed',
      `ada@example.com,"'=Ada, Countess",Confirmed,Pop-up,20/11/2026 09:00,20/11/2026 09:05,`,
      'gone@example.com,,Unsubscribed,Pop-up,20/11/2026 09:00,20/11/2026 09:05,02/07/2026 00:30',
      '',
    ]);
  });

  it.each([
    ['subscribed', 'subscribers-confirmed-2026-07-02.csv'],
    ['pending', 'subscribers-pending-2026-07-02.csv'],
    ['unsubscribed', 'subscribers-unsubscribed-2026-07-02.csv'],
    ['all', 'subscribers-all-2026-07-02.csv'],
  ] as const)('names the file of the %s view by it and the UK date', (view, name) => {
    expect(subscribersCsvFileName(view, new Date('2026-07-01T23:30:00Z'))).toBe(name);
  });
});

// The labels are the admin's words for the choices the collection allows (src/definitions).
describe("a subscription's choices as the admin reads them", () => {
  const { kept } = RECORD_FIELDS.newsletter_subscriptions;

  it.each(SUBSCRIPTION_SOURCES)('the source %s has a label of its own', (source) => {
    expect(sourceLabel(source)).not.toBe(sourceLabel(''));
  });

  it.each(kept.status.values)('the state %s is read as itself', (status) => {
    const subscriber = toSubscriber({ id: 'a', status });
    expect(subscriber.status).toBe(status);
    expect(statusLabel(subscriber.status)).toBeTruthy();
  });
});
