import type { Api } from '../support/api';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';

async function packagesOf(admin: { client: Api; token: string }, message: string): Promise<string[]> {
  const filter = encodeURIComponent(`message="${message}"`);
  const response = await admin.client.get<{ items: { package: string }[] }>(
    `/api/collections/enquiries/records?filter=${filter}`,
    admin.token,
  );
  return (response.body.items ?? []).map((record) => record.package);
}

const choices = [
  { cta: 'Get Started', name: 'Clarity Starter' },
  { cta: 'Start Growing', name: 'Focus Growth' },
  { cta: 'Scale Now', name: 'Scale Mastery' },
];

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One visitor at each width, choosing each package in turn from the pricing page: each step was a test.
    const offered = viewport.tag ? choices.slice(1, 2) : choices;
    test(`${offered.map(({ cta }) => cta).join(', ')} ${offered.length === 1 ? 'carries its' : 'carry their'} package into the form and the enquiry`, async ({
      page,
      admin,
    }) => {
      test.setTimeout(60_000 * offered.length);
      for (const { cta, name } of offered) {
        await test.step(`${cta} carries ${name} into the form and the enquiry`, async () => {
          await openPage(page, '/pricing');
          await page.getByRole('link', { name: cta }).click();
          const form = page.getByRole('region', { name: 'Send us a message' });
          await expect(form).toContainText(`You chose the ${name} package.`);

          // Switching to booking a call keeps the choice.
          await page.getByRole('link', { name: 'Book a 15-minute call' }).click();
          await expect(form).toContainText(`You chose the ${name} package.`);

          const message = `Interested in ${name}. (${Date.now()}-${viewport.width})`;
          await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
          await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
          await form.getByRole('textbox', { name: 'Message' }).fill(message);
          await takeAPersonsTime(form.getByRole('textbox', { name: 'Message' }));
          await form.getByRole('button', { name: 'Send Message' }).click();
          await expect(page.getByText('Enquiry submitted')).toBeVisible();
          await expect.poll(() => packagesOf(admin, message)).toEqual([name]);
        });
      }
    });
  });
}
