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
    ],
    [
      'subscription',
      'newsletter_subscriptions',
      { email: 'a@example.com', full_name: 'Ada', source: 'footer' },
    ],
  ] as const)("takes a filled-in %s under exactly the contract's field names", (kind, collection, fields) => {
    const item = postedFormItem(
      kind,
      formData({ ...fields, [FORM_TRAPS.honeypot]: 'filled', [FORM_TRAPS.fillTime]: '5120' }),
      '/contact',
    );
    expect(Object.keys(item.body).sort()).toEqual(sentNames(collection));
  });
});
