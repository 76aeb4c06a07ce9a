import { api } from '../support/api';

interface LogList {
  items: Array<{ data: { document?: string; blocked?: string; directive?: string } }>;
}

/** Reads the violations the report route logged, as the dashboard's Logs show them. */
export async function violationLog(baseURL: string): Promise<() => Promise<LogList['items']>> {
  const client = api(baseURL);
  const token = await client.signIn(
    '_superusers',
    process.env.SITE_ADMIN_EMAIL!,
    process.env.SITE_ADMIN_PASSWORD!,
  );
  const filter = encodeURIComponent('message = "CSP violation"');
  return async () => (await client.get<LogList>(`/api/logs?filter=${filter}&perPage=500`, token)).body.items;
}
