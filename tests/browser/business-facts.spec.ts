import { expect, openPage, test } from './fixtures';

// The agency's facts ship empty (src/content/business-facts.ts): each page leaves out what is not
// supplied, never a label without its value, and says nothing it cannot stand behind.

// One visitor reading each page once: every former test is a step, checked on the load it shares.
test('each page leaves out the facts that are not supplied and claims nothing it cannot stand behind', async ({
  page,
}) => {
  await test.step('the home page gives no count of businesses and claims no proven record', async () => {
    await openPage(page, '/');
    await expect(page.getByRole('main')).not.toContainText(/200\+|Proven|Businesses helped/);
  });

  await openPage(page, '/about');
  await test.step('the about page gives no count of businesses and claims no proven record', async () => {
    await expect(page.getByRole('main')).not.toContainText(/200\+|Proven|Businesses helped/);
  });

  await test.step('the footer names no company detail that is not supplied, and no testimonials', async () => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('list', { name: 'Company details' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Testimonials' })).toHaveCount(0);
    await expect(footer).not.toContainText(/Company number|Registered office|VAT/);
  });

  await openPage(page, '/contact');
  await test.step('/contact shows only the ways to reach us that are supplied', async () => {
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

  await test.step('the contact form links to the privacy notice beside its button', async () => {
    const form = page.getByRole('region', { name: 'Send us a message' });
    await expect(form.getByRole('link', { name: 'How we use your details' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  await test.step('the subscribe form links to the privacy notice beside its button', async () => {
    await openPage(page, '/newsletter/subscribe');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'How we use your details' }),
    ).toHaveAttribute('href', '/privacy');
  });

  await test.step('/privacy names the controller, the processors and how long enquiries are kept', async () => {
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

  await test.step('pricing makes no claim without its source and explains the packages beside service prices', async () => {
    await openPage(page, '/pricing');
    const main = page.getByRole('main');
    await expect(main).not.toContainText(/Most Popular|Businesses served|industries/i);
    // No VAT line until the agency says whether it is registered.
    await expect(main).not.toContainText(/VAT/);
    await expect(main).toContainText('Each service also has its own price on its page');
    await openPage(page, '/services/seo');
    await expect(page.getByRole('main')).toContainText('Each service also has its own price on its page');
  });
});
