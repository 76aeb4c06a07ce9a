import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { inboxFilter, type InboxQuery } from './inbox-filter';
import { NO_FILTERS, type InboxFilters } from './inbox-query';

const pb = new PocketBase('http://127.0.0.1:1');
const query = (filters: Partial<InboxFilters> = {}, extra: Partial<InboxQuery> = {}): InboxQuery => ({
  page: 1,
  perPage: 20,
  search: '',
  filters: { ...NO_FILTERS, ...filters },
  ...extra,
});

describe('inboxFilter', () => {
  it('shows the inbox without what is archived or spam, and everything under "all"', () => {
    expect(inboxFilter(pb, query())).toBe('filed = ""');
    expect(inboxFilter(pb, query({ state: 'all' }))).toBe('');
    expect(inboxFilter(pb, query({ state: 'spam' }))).toBe('filed = "spam"');
    expect(inboxFilter(pb, query({ state: 'new' }))).toBe('filed = "" && read_at = ""');
  });

  it('quotes what the admin typed, so it cannot change the filter', () => {
    const typed = 'x" || id != "';
    const quoted = '"x\\" || id != \\""';
    expect(inboxFilter(pb, query({ state: 'all' }, { search: `  ${typed}  ` }))).toBe(
      `(name ~ ${quoted} || email ~ ${quoted} || message ~ ${quoted} || note ~ ${quoted})`,
    );
  });

  it('reads "no service" as the empty service, and a plain enquiry as one with no topic too', () => {
    expect(inboxFilter(pb, query({ state: 'all', service: 'none' }))).toBe('service = ""');
    expect(inboxFilter(pb, query({ state: 'all', service: 'seo', topic: 'waitlist' }))).toBe(
      'service = "seo" && topic = "waitlist"',
    );
    expect(inboxFilter(pb, query({ state: 'all', topic: 'enquiry' }))).toBe(
      '(topic = "" || topic = "enquiry")',
    );
  });

  it("takes days whole, from the admin's midnight to the next", () => {
    const filter = inboxFilter(pb, query({ state: 'all', from: '2026-11-01', to: '2026-11-30' }));
    const from = new Date('2026-11-01T00:00:00').toISOString().replace('T', ' ');
    const until = new Date('2026-12-01T00:00:00').toISOString().replace('T', ' ');
    expect(filter).toBe(`created >= "${from}" && created < "${until}"`);
  });

  it('finds one enquiry alone by its id, whatever else is set', () => {
    expect(inboxFilter(pb, query({ state: 'spam' }, { enquiry: 'abcdefghij12345' }))).toBe(
      'id = "abcdefghij12345"',
    );
  });
});
