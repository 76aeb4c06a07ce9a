import { newRecordId } from '@/lib/record-id';

/** A valid new record for each collection a visitor may create, fresh on every call. */
export const publicRecords = {
  enquiries: () => ({
    id: newRecordId(),
    name: 'Ada',
    email: 'ada@example.com',
    message: 'We would like help with SEO.',
  }),
  newsletter_subscriptions: () => ({
    id: newRecordId(),
    email: `reader-${newRecordId()}@example.com`,
    source: 'website',
  }),
  user_analytics: () => ({
    id: newRecordId(),
    session_id: 'session-12345678',
    page_url: 'http://127.0.0.1/',
    event_type: 'page_view',
    event_data: { page: 'home' },
    user_agent: 'test',
  }),
};
