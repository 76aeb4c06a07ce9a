import { describe, expect, it } from 'vitest';
import type { Enquiry } from './enquiry';
import { quoted, replyHref } from './reply-link';

const enquiry: Enquiry = {
  id: 'e1',
  name: 'Ada Lovelace',
  email: 'ada+site@example.com',
  message: 'Hello,\nCould you help with local SEO?',
  service: 'seo',
  details: { phone: '', company: '', package: '' },
  topic: 'enquiry',
  sourcePage: '/contact',
  created: '2026-12-01 09:30:00.000Z',
  readAt: '',
  handledAt: '',
  filed: '',
  note: '',
};

describe('replyHref', () => {
  it('addresses the visitor, with the subject and their message quoted', () => {
    const url = new URL(replyHref(enquiry, 'Europe/London'));
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('ada+site@example.com');
    expect(url.searchParams.get('subject')).toBe('Re: your enquiry to Clear North');
    expect(url.searchParams.get('body')).toBe(
      '\n\nOn 1 Dec 2026, 09:30, Ada Lovelace wrote:\n> Hello,\n> Could you help with local SEO?\n',
    );
  });

  it('quotes a long message in part, and says so', () => {
    const long = { ...enquiry, message: 'x'.repeat(5_000) };
    const text = quoted(long, 'Europe/London');
    expect(text.length).toBeLessThan(1_300);
    expect(text.endsWith('…')).toBe(true);
    expect(replyHref(long).length).toBeLessThan(2_000);
  });
});
