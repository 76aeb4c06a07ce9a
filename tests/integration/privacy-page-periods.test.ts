import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '@/content/agency';
import { site } from '@/content/site';
import { RETENTION_DAYS, RETENTION_MONTHS } from '@/definitions/retention';
import { api, type Api } from '../support/api';
import { loadHookModule } from '../support/hook-module';
import { startTestServer, type TestServer } from '../support/test-server';

// The privacy page is the site's notice under UK GDPR: who the controller is, the lawful basis and the
// period for each use, and the visitor's rights. The server must keep data no longer than it says.

interface Maintenance {
  retentionDays(): number;
}

interface MailConfig {
  mailQueueConfig(): { keepSentDays: number };
}

let server: TestServer;
let client: Api;
let privacyText: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  const page = await fetch(`${server.url}/privacy`);
  expect(page.status).toBe(200);
  privacyText = (await page.text())
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;])/g, '$1');
});

afterAll(async () => {
  await server?.stop();
});

describe('the periods the privacy page states are the ones the server applies', () => {
  it('raw statistics: the page and ANALYTICS_RETENTION_DAYS unset give the same days', () => {
    const { retentionDays } = loadHookModule<Maintenance>('analytics-maintenance.js', {
      $os: { getenv: () => '' },
    });
    expect(retentionDays()).toBe(RETENTION_DAYS.analyticsEvents);
    expect(privacyText).toContain(`We keep these statistics for ${retentionDays()} days`);
  });

  it("the server's log: PocketBase is set to the days the page states", async () => {
    const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const settings = await client.get<{ logs: { maxDays: number } }>('/api/settings', token);
    expect(settings.body.logs.maxDays).toBe(RETENTION_DAYS.serverLog);
    expect(privacyText).toContain(`each entry is deleted after ${settings.body.logs.maxDays} days`);
  });

  it('sent mail: the mail queue keeps it for the days the page states', () => {
    const { mailQueueConfig } = loadHookModule<MailConfig>('mail-config.js', {
      $os: { getenv: () => '' },
    });
    expect(mailQueueConfig().keepSentDays).toBe(RETENTION_DAYS.sentMail);
    expect(privacyText).toContain(`kept in our mail log for ${mailQueueConfig().keepSentDays} days`);
  });

  it('says how long enquiries, subscribers and accounts are kept', () => {
    expect(privacyText).toContain(
      `We keep your enquiries for ${RETENTION_MONTHS.enquiries} months after our last contact with you`,
    );
    expect(privacyText).toContain('We keep your address while you are subscribed');
    expect(privacyText).toContain('We keep them until you ask us to delete the account');
  });
});

describe('the privacy page states what UK GDPR asks of it', () => {
  it('names the controller and how to reach them', () => {
    expect(privacyText).toContain(
      `The controller of the personal data this site collects is ${agency.controllerName}`,
    );
    expect(privacyText).toContain(`Write to us at ${site.email}`);
  });

  it.each([
    [
      'enquiries',
      'our legitimate interest in answering you, or the steps you ask us to take before a contract',
    ],
    ['the newsletter', 'Our lawful basis is your consent'],
    ['visit statistics', 'Our lawful basis is our legitimate interest in knowing which pages are useful'],
    ['the statistics’ code', 'We do not use cookies for this'],
    ['accounts', 'our lawful basis is that contract'],
    ['the server’s log', 'our legitimate interest in keeping the site working and safe'],
  ])('gives the lawful basis for %s', (_, words) => {
    expect(privacyText).toContain(words);
  });

  it.each([
    'access',
    'rectification',
    'erasure',
    'restriction',
    'objection',
    'portability',
    'withdraw your consent',
  ])('lists the right: %s', (right) => {
    expect(privacyText).toContain(right);
  });

  it('names the right to complain to the ICO, with its address', () => {
    expect(privacyText).toContain("complain to the Information Commissioner's Office (ICO) at ico.org.uk");
  });
});
