import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY } from '@/definitions/enquiry';
import type { RefusedItem } from '@/lib/outbox/outbox-db';
import { enquiryToasts } from './enquiry-messages';
import { enquiryValuesOf, refusedEnquiryToast } from './refused-enquiry';

const refused = (body: Record<string, unknown>): RefusedItem => ({
  id: 'r1',
  kind: 'enquiry',
  path: '/api/collections/enquiries/records',
  body: { id: 'r1', name: 'Ada', email: 'ada@example.com', message: 'Please call me.', ...body },
  message: 'Failed to create record.',
  fields: {},
  at: 0,
  announcedAt: 0,
});

describe('a refused enquiry', () => {
  it.each([
    [{}, '/contact?restore=r1'],
    [{ topic: 'enquiry', service: 'seo' }, '/contact?service=seo&restore=r1'],
    [{ topic: 'waitlist' }, '/contact?waitlist=true&restore=r1'],
    [{ topic: 'discovery_call', service: 'branding' }, '/contact?service=branding&call=true&restore=r1'],
  ])('with %o is announced with the failure message and a link to %s', (body, href) => {
    expect(refusedEnquiryToast(refused(body))).toEqual({
      ...enquiryToasts.failed,
      action: { label: 'Get your message back', href },
    });
  });

  it('gives its text back to the form', () => {
    expect(enquiryValuesOf(refused({ service: 'seo', company: 'Ada Ltd' }).body)).toEqual({
      ...EMPTY_ENQUIRY,
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Ada Ltd',
      message: 'Please call me.',
    });
    expect(enquiryValuesOf({ name: 3 })).toEqual(EMPTY_ENQUIRY);
  });
});
