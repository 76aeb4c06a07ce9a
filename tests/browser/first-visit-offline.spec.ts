import { countEnquiries } from './enquiries';
import { expect, test } from './fixtures';
import { goOffline, goOnline } from './outage';

// A phone on a first visit, the worker not yet in charge (the project blocks
// it) and none of the app fetched: the line drops two seconds after the page
// loaded, before the visitor has touched it. The enquiry they then write is
// kept on the phone, they are told so, and it is stored exactly once when
// the connection is back, with nothing more to do.
test('@mobile a first visit that goes offline keeps the enquiry and delivers it once when back', async ({
  page,
  context,
  admin,
}) => {
  await page.goto('/contact');
  await page.waitForLoadState('load');
  await page.waitForTimeout(2_000);
  await goOffline(context);

  const message = `Written on a train, sent from a tunnel (${Date.now()}).`;
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.tap();
  await name.pressSequentially('Ada Lovelace', { delay: 60 });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.tap();
  await email.pressSequentially('ada@example.com', { delay: 60 });
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.tap();
  await body.pressSequentially(message, { delay: 30 });
  await page.getByRole('button', { name: 'Send Message' }).tap();

  await expect(page.getByRole('status').filter({ hasText: 'Enquiry saved' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();
  await expect(name).toHaveValue('');

  await goOnline(context);
  await expect(page.getByRole('status').filter({ hasText: 'Enquiry submitted' })).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => countEnquiries(admin, message)).toBe(1);
});
