import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';
import { refusedAsInvalidEmail } from './server-answers';

const ENQUIRIES = '**/api/collections/enquiries/records';

// One visitor on the home page's enquiry form, then on the contact page: each step was a test of its own.
test('the enquiry forms validate, send, refuse, and record what they are about', async ({
  page,
  admin,
  problems,
}) => {
  test.setTimeout(150_000);
  await openPage(page, '/');
  const form = page.getByRole('region', { name: 'Get In Touch' });

  // First, while the form is untouched but for its name.
  await test.step('a form that fails validation is tracked as a form abandon', async () => {
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('clear-north:analytics-session')))
      .toMatch(/^s-/);
    const session = await page.evaluate(() => sessionStorage.getItem('clear-north:analytics-session')!);
    await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();

    const abandons = async () => {
      const response = await admin.client.get<{ items: Array<{ event_data: Record<string, unknown> }> }>(
        `/api/collections/user_analytics/records?filter=${encodeURIComponent(
          `session_id="${session}" && event_type="form_abandon"`,
        )}`,
        admin.token,
      );
      return response.body.items.map((item) => item.event_data);
    };
    await expect
      .poll(abandons, { timeout: 15_000 })
      .toEqual([expect.objectContaining({ form_name: 'enquiry', fields: ['email', 'message'] })]);
  });

  await test.step('the home enquiry form validates, sends, and the enquiry reaches PocketBase', async () => {
    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    const message = form.getByRole('textbox', { name: 'Message' });
    const send = form.getByRole('button', { name: 'Send Message' });

    // Empty again, as the form first came.
    await name.fill('');
    await send.click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Grace Hopper');
    await expect(form.getByText('Name is required')).toBeHidden();
    await email.fill('grace@example');
    await message.fill('Too short');
    await send.click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

    const text = `We would like a local SEO audit for our Gateshead shop. (${Date.now()})`;
    await email.fill('grace@example.com');
    await message.fill(text);
    await takeAPersonsTime(message);
    await send.click();

    await expect(page.getByText('Enquiry submitted')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible")).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(message).toHaveValue('');

    const found = await admin.client.get<{ items: Array<{ name: string; email: string; message: string }> }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${text}"`)}`,
      admin.token,
    );
    expect(found.body.items).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com' }),
    ]);
    expect(problems.errors).toEqual([]);
  });

  await test.step('while an enquiry is sending the button reads Sending... and is disabled', async () => {
    // The last send's toast gone first, so that the next is this one's.
    await expect(page.getByText('Enquiry submitted')).toHaveCount(0);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(ENQUIRIES, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill(`Slow line to Sunderland today. (${Date.now()})`);
    await takeAPersonsTime(form.getByRole('textbox', { name: 'Message' }));
    await form.getByRole('button', { name: 'Send Message' }).click();

    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect.poll(() => held).toBe(true);
    await expect(form.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
    release();

    await expect(page.getByText('Enquiry submitted')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(sending).toHaveCount(0);
    await page.unroute(ENQUIRIES);
  });

  await test.step('an enquiry the server refuses keeps the form and says so', async () => {
    await page.route(ENQUIRIES, refusedAsInvalidEmail);
    await form.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Please call me about paid search.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Submission failed')).toBeVisible();
    await expect(page.getByText('There was a problem sending your message. Please try again.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Please call me about paid search.',
    );
    await expect(form.getByText('Must be a valid email address.')).toBeVisible();
    await page.unroute(ENQUIRIES);
  });

  await test.step('the contact page records the service the enquiry is about', async () => {
    await openPage(page, '/contact?service=branding');
    const text = `Rebrand for a Durham bakery, please. (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry submitted')).toBeVisible();

    const found = await admin.client.get<{ items: Array<{ service: string }> }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${text}"`)}`,
      admin.token,
    );
    expect(found.body.items.map((item) => item.service)).toEqual(['branding']);
  });
});
