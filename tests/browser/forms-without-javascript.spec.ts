import { waitlistIntro } from '@/content/contact';
import { enquiryToasts } from '@/features/enquiry/enquiry-messages';
import { countEnquiries } from './enquiries';
import { expect, test } from './fixtures';

// Every site form is a real form: with JavaScript off it posts to the site,
// which stores it and answers with a page that says so, or shows the form
// again with each error at its field and every value kept. Nothing is ever
// sent by GET, so no field (a password least of all) reaches the address.
test.use({ javaScriptEnabled: false });

test('the contact form without JavaScript: errors at their fields with values kept, then stored once', async ({
  page,
  admin,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || request.url().includes('?'))
      posts.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/contact');
  const message = `Sent with scripts off (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();

  // The answer leads with the summary, in view as it opens, and its link takes the visitor to the field.
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Please enter a valid email address');
  await expect(summary).toBeInViewport();
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await summary.getByRole('link', { name: 'Please enter a valid email address' }).click();
  await expect(email).toBeInViewport();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  await expect(email).toHaveValue('ada@example');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);

  await email.fill('ada@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry submitted');
  expect(await countEnquiries(admin, message)).toBe(1);
  expect(posts.every((request) => request.startsWith('POST ') && !request.includes('?'))).toBe(true);
});

test("joining the waitlist without JavaScript is stored as the waitlist and says so in the island's words", async ({
  page,
  admin,
}) => {
  await page.goto('/contact?waitlist=true');
  await expect(page.getByRole('heading', { level: 2, name: 'Join our waitlist' })).toBeVisible();
  await expect(page.getByText(waitlistIntro)).toBeVisible();
  const form = page.getByRole('region', { name: 'Send us a message' });
  const message = `Waitlist, scripts off (${Date.now()}).`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Mary Somerville');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('mary@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Join Waitlist' }).click();

  await expect(page).toHaveURL(/\/contact\/waitlisted$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(enquiryToasts.waitlisted.title);
  await expect(main).toContainText(enquiryToasts.waitlisted.description);
  await expect(main).not.toContainText(enquiryToasts.sent.title);
  const found = await admin.client.get<{ items: Array<{ topic: string }> }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
    admin.token,
  );
  expect(found.body.items.map((item) => item.topic)).toEqual(['waitlist']);
});

test("the home page's enquiry form without JavaScript is stored", async ({ page, admin }) => {
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Get In Touch' });
  const message = `From the home page, scripts off (${Date.now()}).`;
  await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry submitted');
  expect(await countEnquiries(admin, message)).toBe(1);
});

test("the footer's newsletter sign-up without JavaScript leads to its page, whose form asks for confirmation", async ({
  page,
  admin,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe to the newsletter' }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  const address = `no-script-${Date.now()}@example.com`;
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email address' }).fill(address);
  await main.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  const found = await admin.client.get<{ items: Array<{ status: string; source: string }> }>(
    `/api/collections/newsletter_subscriptions/records?filter=${encodeURIComponent(`email="${address}"`)}`,
    admin.token,
  );
  expect(found.body.items).toEqual([expect.objectContaining({ status: 'pending', source: 'website' })]);
});

test('the sign-in form without JavaScript says it needs it, and never puts the password in the address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/auth');
  // Playwright's text matchers look past <noscript>; the text the page shows does not.
  expect(await page.getByRole('main').innerText()).toContain('Signing in and signing up need JavaScript');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill('member@example.com');
  await form.getByLabel('Password').first().fill('correct horse battery staple');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(addresses.filter((address) => /password|horse/.test(address))).toEqual([]);
});
