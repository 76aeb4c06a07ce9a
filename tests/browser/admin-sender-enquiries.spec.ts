import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { keepAdminSession } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, so the inbox holds exactly what the tests put in.
let server: TestServer;
/** The returning sender's enquiries by what they asked, oldest first. */
const ids: Record<string, string> = {};

test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const enquiries = [
    { name: 'Grace Hopper', email: 'grace@example.com', message: 'First: an audit?', service: 'seo' },
    { name: 'Someone Else', email: 'else@example.com', message: 'Not Grace.' },
    {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Second: a waitlist place.',
      topic: 'waitlist',
    },
    { name: 'G. Hopper', email: 'grace@example.com', message: 'Third: a call?', topic: 'discovery_call' },
  ];
  for (const enquiry of enquiries) {
    const created = await client.post('/api/collections/enquiries/records', enquiry, superuser);
    expect(created.status).toBe(200);
    ids[enquiry.message.split(':')[0]!] = String(created.body.id);
  }
  // The second is filed away: it is still theirs.
  await client.patch(`/api/collections/enquiries/records/${ids.Second}`, { filed: 'archived' }, superuser);
});

test.afterAll(async () => {
  await server?.stop();
});

const items = (page: Page) => page.getByRole('main').getByRole('article');
const others = (page: Page) => page.getByRole('region', { name: 'Other enquiries from this sender' });

test("an opened enquiry shows the sender's others, on a phone and a desktop", async ({ page }) => {
  // Four tests' worth of steps in one signed-in page.
  test.setTimeout(4 * 60_000);
  await keepAdminSession(page, server);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);

    await test.step(`at ${size.width} px, an opened enquiry lists the sender's other enquiries, newest first, each one opens`, async () => {
      await openPage(page, `${server.url}/admin/enquiries?enquiry=${ids.Third}`);
      await expect(items(page)).toHaveCount(1);
      const links = others(page).getByRole('link');
      await expect(links).toHaveCount(2);
      // Newest first: the waitlist place (archived), then the audit.
      await expect(links.nth(0)).toContainText('Waitlist · Not chosen');
      await expect(others(page).getByRole('listitem').nth(0)).toContainText('(Archived)');
      await expect(links.nth(1)).toContainText('Enquiry · SEO');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

      await links.nth(1).click();
      await expect(page).toHaveURL(`${server.url}/admin/enquiries?enquiry=${ids.First}`);
      await expect(items(page)).toHaveCount(1);
      await expect(
        items(page).first().getByRole('paragraph').filter({ hasText: 'First: an audit?' }),
      ).toBeVisible();
      await expect(others(page).getByRole('link')).toHaveCount(2);
      await expect(others(page).getByRole('link').first()).toContainText('Discovery call');
    });

    await test.step(`at ${size.width} px, a sender with one enquiry is said to have no other`, async () => {
      await openPage(page, `${server.url}/admin/enquiries?q=else%40example.com`);
      await items(page).first().locator('summary').click();
      await expect(others(page)).toContainText('None: this is their only enquiry.');
    });
  }
});
