import { expect, openPage, test } from './fixtures';

// The agency's facts ship empty (src/content/business-facts.ts): each page leaves out what is not
// supplied, never a label without its value, and says nothing it cannot stand behind.

test('the footer names no company detail that is not supplied, and no testimonials', async ({ page }) => {
  await openPage(page, '/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('list', { name: 'Company details' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Testimonials' })).toHaveCount(0);
  await expect(footer).not.toContainText(/Company number|Registered office|VAT/);
});

test('/contact shows only the ways to reach us that are supplied', async ({ page }) => {
  await openPage(page, '/contact');
  const details = page.getByRole('region', { name: 'Contact Information' });
  await expect(details.getByRole('term')).toHaveText([
    'Business name',
    'Email',
    'Location',
    'Service areas',
    'Hours',
    'Services',
    'Specialisation',
  ]);
  await expect(page.getByRole('link', { name: /^tel:/ })).toHaveCount(0);
  // The waitlist is offered only while the agency says it is full.
  await expect(page.getByRole('link', { name: 'Join the waitlist' })).toHaveCount(0);
});

test('/privacy names the controller, the processors and how long enquiries are kept', async ({ page }) => {
  await openPage(page, '/privacy');
  await expect(page.getByRole('region', { name: 'Who is responsible for your data' })).toContainText(
    'The controller of the personal data this site collects is the Clear North team, Newcastle upon Tyne.',
  );
  const processors = page.getByRole('region', { name: 'Who handles your data for us' });
  await expect(processors).toContainText('our mail provider, which delivers the emails we send');
  await expect(processors).toContainText('our hosting provider');
  await expect(
    page.getByText('We keep your enquiries for 24 months after our last contact with you'),
  ).toBeVisible();
});

test('pricing makes no claim without its source and explains the packages beside service prices', async ({
  page,
}) => {
  await openPage(page, '/pricing');
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/Most Popular|Businesses served|industries/i);
  // No VAT line until the agency says whether it is registered.
  await expect(main).not.toContainText(/VAT/);
  await expect(main).toContainText('Each service also has its own price on its page');
  await openPage(page, '/services/seo');
  await expect(page.getByRole('main')).toContainText('Each service also has its own price on its page');
});

test('the home and about pages give no count of businesses and claim no proven record', async ({ page }) => {
  for (const path of ['/', '/about']) {
    await openPage(page, path);
    await expect(page.getByRole('main')).not.toContainText(/200\+|Proven|Businesses helped/);
  }
});

test('every form that sends personal data links to the privacy notice beside its button', async ({
  page,
}) => {
  await openPage(page, '/contact');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await expect(form.getByRole('link', { name: 'How we use your details' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await openPage(page, '/newsletter/subscribe');
  await expect(page.getByRole('main').getByRole('link', { name: 'How we use your details' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});
