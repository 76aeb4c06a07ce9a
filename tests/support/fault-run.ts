import { api } from './api';
import type { TestServer } from './test-server';

/**
 * A superuser-only look at the database's own consistency check, for tests
 * that crash the server: `GET /api/test/integrity` answers `{ result }`,
 * which is 'ok' for a sound database. Pass as `extraHooks`.
 */
export const integrityHooks = {
  'integrity.pb.js': `
routerAdd('GET', '/api/test/integrity', (e) => {
  const row = new DynamicModel({ integrity_check: '' });
  e.app.db().newQuery('PRAGMA integrity_check').one(row);
  return e.json(200, { result: row.integrity_check });
}, $apis.requireSuperuserAuth());
`,
};

export interface ArrivedAfterFaults {
  /** The ids of the stored enquiries whose message holds the run's marker, sorted. */
  enquiryIds: string[];
  /** How many analytics events of the run's session are stored. */
  events: number;
  /** The subjects of the queued enquiry notifications, sorted: one per stored enquiry. */
  notificationSubjects: string[];
  /** PRAGMA integrity_check, 'ok' when sound. */
  integrity: string;
}

/** What a run through faults left in the database (a server started with `integrityHooks`). */
export async function arrivedAfterFaults(
  server: TestServer,
  run: { marker: string; session: string },
): Promise<ArrivedAfterFaults> {
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const enquiries = await client.get<{ items: Array<{ id: string }> }>(
    `/api/collections/enquiries/records?perPage=500&fields=id&filter=${encodeURIComponent(`message~"${run.marker}"`)}`,
    superuser,
  );
  const events = await client.get<{ totalItems: number }>(
    `/api/collections/user_analytics/records?perPage=1&filter=${encodeURIComponent(`session_id="${run.session}"`)}`,
    superuser,
  );
  const notifications = await client.get<{ items: Array<{ subject: string }> }>(
    `/api/collections/mail_queue/records?perPage=500&fields=subject&filter=${encodeURIComponent('kind="enquiry_notification"')}`,
    superuser,
  );
  const integrity = await client.get<{ result: string }>('/api/test/integrity', superuser);
  return {
    enquiryIds: enquiries.body.items.map((item) => item.id).sort(),
    events: events.body.totalItems,
    notificationSubjects: notifications.body.items.map((item) => item.subject).sort(),
    integrity: integrity.body.result,
  };
}
