import { describe, expect, it } from 'vitest';
import { alertOf } from './push-alert';

describe('alertOf', () => {
  it('shows what the server sent', () => {
    const sent = {
      title: 'New Enquiry Received!',
      body: 'Ada Lovelace · Discovery call · SEO',
      tag: 'enquiry-abcdefghij12345',
      url: '/admin/enquiries?enquiry=abcdefghij12345',
    };
    expect(alertOf(sent)).toEqual(sent);
  });

  it.each([
    ['no data', null],
    ['a list', ['Ada']],
    ['numbers', { title: 1, body: 2, tag: 3, url: 4 }],
    ['empty texts', { title: ' ', body: '', tag: '', url: '' }],
  ])('shows the inbox for %s', (_case, data) => {
    expect(alertOf(data)).toEqual({
      title: 'New Enquiry Received!',
      body: 'Open the inbox to read it.',
      tag: 'enquiry',
      url: '/admin/enquiries',
    });
  });
});
