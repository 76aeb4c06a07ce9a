import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-click';

const origin = 'https://clearnorth.example';

describe('notificationTarget', () => {
  it('opens the enquiry the notification is about', () => {
    expect(notificationTarget({ url: '/admin/enquiries?enquiry=abcdefghij12345' }, origin)).toBe(
      `${origin}/admin/enquiries?enquiry=abcdefghij12345`,
    );
  });

  it.each([
    ['another site', { url: 'https://elsewhere.example/admin/enquiries' }],
    ['another page', { url: '/auth' }],
    ['no address', {}],
    ['no data', null],
  ])('opens the inbox for %s', (_name, data) => {
    expect(notificationTarget(data, origin)).toBe(`${origin}/admin/enquiries`);
  });
});
