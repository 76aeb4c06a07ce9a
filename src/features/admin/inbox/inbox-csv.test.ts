import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../enquiry';
import { inboxCsv, inboxCsvFileName } from './inbox-csv';

const enquiry: Enquiry = {
  id: 'abcdefghij12345',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We sell engines.\nCan you help, "soon"?',
  service: 'seo',
  details: { phone: '+44 191 496 0000', company: '', package: 'Focus Growth' },
  topic: 'waitlist',
  sourcePage: '/pricing',
  created: '2026-11-23 16:35:20.123Z',
  readAt: '2026-11-23 17:00:00.000Z',
  handledAt: '',
  filed: 'archived',
  note: '=call back Monday',
};

describe('inboxCsv', () => {
  it('writes a header and one row per enquiry, quoting what CSV needs and defusing formulas', () => {
    expect(inboxCsv([enquiry]).split('\r\n')).toEqual([
      'Received,Name,Email,Service,Phone,Company,Package,Asking for,Sent from,State,Note,Message',
      `23/11/2026 16:35,Ada Lovelace,ada@example.com,SEO,'+44 191 496 0000,,Focus Growth,Waitlist,/pricing,Archived,'=call back Monday,"We sell engines.\nCan you help, ""soon""?"`,
      '',
    ]);
  });

  it('is the header alone for no enquiries', () => {
    expect(inboxCsv([])).toBe(
      'Received,Name,Email,Service,Phone,Company,Package,Asking for,Sent from,State,Note,Message\r\n',
    );
  });
});

describe('inboxCsvFileName', () => {
  it('uses the UK date, not the UTC one', () => {
    expect(inboxCsvFileName(new Date('2026-07-01T23:30:00Z'))).toBe('enquiries-2026-07-02.csv');
    expect(inboxCsvFileName(new Date('2026-12-01T23:30:00Z'))).toBe('enquiries-2026-12-01.csv');
  });
});
