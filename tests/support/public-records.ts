import { newRecordId } from '@/lib/record-id';

/** What the site's forms send with a record for a person's fill time (pb_hooks/lib/form-guard.js). */
export const A_PERSONS_FILL_TIME = { form_fill_ms: 4_000 };

/** A valid new record for each collection a visitor may create, fresh on every call. */
export const publicRecords = {
  enquiries: () => ({
    id: newRecordId(),
    name: 'Ada',
    email: 'ada@example.com',
    message: 'We would like help with SEO.',
    ...A_PERSONS_FILL_TIME,
  }),
  newsletter_subscriptions: () => ({
    id: newRecordId(),
    email: `reader-${newRecordId()}@example.com`,
    source: 'website',
    ...A_PERSONS_FILL_TIME,
  }),
  user_analytics: () => ({
    id: newRecordId(),
    session_id: 'session-12345678',
    page_url: 'http://127.0.0.1/',
    event_type: 'page_view',
    event_data: { page: 'home' },
  }),
};
