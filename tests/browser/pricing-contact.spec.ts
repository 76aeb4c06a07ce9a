import type { Page } from '@playwright/test';
import { bookIntro, waitlistIntro } from '@/content/contact';
import { packages, trustFigures } from '@/content/pricing';
import { CHAT_TRIGGER_ATTRIBUTE } from '@/lib/chat-trigger';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Api } from '../support/api';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';

type AdminApi = { client: Api; token: string };

/** Records of a collection matching a PocketBase filter, read as the admin. */
async function findRecords<T>(admin: AdminApi, collection: string, filter: string): Promise<T[]> {
  const response = await admin.client.get<{ items: T[] }>(
    `/api/collections/${collection}/records?filter=${encodeURIComponent(filter)}`,
    admin.token,
  );
  return response.body.items ?? [];
}

async function fillContact(page: Page, message?: string) {
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  if (message !== undefined) await form.getByRole('textbox', { name: 'Message' }).fill(message);
  return form;
}

test.describe('pricing', () => {
  test('the pricing page: its packages, no false offer, where its calls to action go and what they record', async ({
    page,
    request,
    admin,
    problems,
  }) => {
    test.slow(); // four former tests: three loads
    await openPage(page, '/pricing');

    await test.step('shows the three packages with their prices and calls to action', async () => {
      const expected = [
        {
          name: 'Clarity Starter',
          price: '£999',
          period: 'one-time',
          cta: 'Get Started',
          id: 'clarity-starter',
        },
        { name: 'Focus Growth', price: '£2,497', period: '/month', cta: 'Start Growing', id: 'focus-growth' },
        { name: 'Scale Mastery', price: '£4,997', period: '/month', cta: 'Scale Now', id: 'scale-mastery' },
      ];
      await expect(page.getByRole('article')).toHaveCount(3);
      for (const { name, price, period, cta, id } of expected) {
        const card = page.getByRole('article', { name });
        await expect(card.getByRole('heading', { name })).toBeVisible();
        await expect(card).toContainText(price);
        await expect(card).toContainText(period);
        // The package travels to the contact form.
        await expect(card.getByRole('link', { name: cta })).toHaveAttribute('href', `/contact?package=${id}`);
        for (const feature of packages.find((pkg) => pkg.name === name)!.features) {
          await expect(card.getByText(feature, { exact: true })).toBeVisible();
        }
      }
      // The badge waits for the agency to name the most chosen package with its source.
      await expect(page.getByText('Most Popular')).toHaveCount(packages.filter((pkg) => pkg.popular).length);

      // A figure without a source waits for the agency and is not published.
      for (const { value, sample } of trustFigures) {
        await expect(page.getByText(value, { exact: true })).toHaveCount(sample ? 0 : 1);
      }
      await expect(page.getByRole('heading', { name: 'Common Questions' })).toBeVisible();
    });

    await test.step('without an offer configured, no time-limited badge or countdown appears', async () => {
      // A false time limit is a banned practice: the badge shows only for a real offer with its end date.
      const html = await (await request.get('/pricing')).text();
      expect(html).not.toContain('Limited time');
      await expect(page.getByText('Limited time')).toHaveCount(0);
      await expect(page.getByText(/^\d+d \d+h \d+m$/)).toHaveCount(0);
    });

    await test.step('a package call to action opens the contact page and records pricing_cta_click', async () => {
      const session = await page.evaluate(
        (key) => sessionStorage.getItem(key),
        STORAGE_KEYS.analyticsSession,
      );
      await page.getByRole('link', { name: 'Start Growing' }).click();
      await expect(page).toHaveURL(/\/contact\?package=focus-growth$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch.');

      const sessionId =
        session ?? (await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.analyticsSession));
      await expect
        .poll(
          async () =>
            (
              await findRecords<{ event_data: { package_name?: string } }>(
                admin,
                'user_analytics',
                `event_type="pricing_cta_click" && session_id="${sessionId}"`,
              )
            ).map((event) => event.event_data.package_name),
          { timeout: 15_000 },
        )
        .toEqual(['Focus Growth']);
    });

    await test.step("'Ready to get started?' offers a call, a message and a quick chat with the assistant", async () => {
      await openPage(page, '/pricing');
      const block = page.getByRole('region', { name: 'Ready to get started?' });
      await expect(block.getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/book');
      await expect(block.getByRole('link', { name: 'Send Message' })).toHaveAttribute('href', '/contact');
      const chat = block.getByRole('link', { name: 'Quick Chat' });
      await expect(chat).toHaveAttribute('href', '/contact');
      await expect(chat).toHaveAttribute(CHAT_TRIGGER_ATTRIBUTE, 'true');
      await expect(block.getByText('Ask our assistant about prices, timelines')).toBeVisible();

      await block.getByRole('link', { name: 'Book a Call' }).click();
      await expect(page).toHaveURL(/\/book$/);
      await expect(page.getByRole('radio').first()).toBeVisible();
    });

    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test.describe('on a phone @mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fits a phone screen', async ({ page, problems }) => {
      await openPage(page, '/pricing');
      await expect(page.getByRole('article')).toHaveCount(3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems.hydration).toEqual([]);
    });
  });
});

test.describe('contact', () => {
  test('switches between booking a call and the waitlist, and a waitlist sign-up is stored with the waitlist topic', async ({
    page,
    admin,
    problems,
  }) => {
    await test.step('switches between booking a call and the waitlist', async () => {
      await openPage(page, '/contact');
      await expect(page.getByRole('heading', { level: 2, name: 'Book a call' })).toBeVisible();
      await expect(page.getByText(bookIntro)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'hello@clearnorth.co.uk' }).first()).toHaveAttribute(
        'href',
        'mailto:hello@clearnorth.co.uk',
      );

      await openPage(page, '/contact?waitlist=true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch.');
      await expect(page.getByRole('heading', { level: 2, name: 'Join our waitlist' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Book a call' })).toHaveCount(0);
      await expect(page.getByText(waitlistIntro)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
    });

    await test.step('a waitlist sign-up is stored with the waitlist topic', async () => {
      const message = `Please add us to the waitlist. (${Date.now()})`;
      const form = await fillContact(page, message);
      await takeAPersonsTime(form.getByRole('textbox', { name: 'Message' }));
      await form.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(page.getByText("You're on the waitlist")).toBeVisible();
      await expect(page.getByText('Enquiry submitted')).toHaveCount(0);
      await expect
        .poll(async () =>
          (await findRecords<{ topic: string }>(admin, 'enquiries', `message="${message}"`)).map(
            (r) => r.topic,
          ),
        )
        .toEqual(['waitlist']);
    });

    await test.step('switches between booking a call and the waitlist: a waitlist value other than true books a call', async () => {
      await openPage(page, '/contact?waitlist=yes');
      await expect(page.getByRole('heading', { level: 2, name: 'Book a call' })).toBeVisible();
    });

    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('the service in the link is pre-selected and stored; the visitor can change it, and an unknown one is ignored', async ({
    page,
    admin,
    problems,
  }) => {
    test.slow(); // two loads, two enquiries sent
    await test.step('the service in the link is pre-selected and stored with the enquiry', async () => {
      await openPage(page, '/contact?service=seo');
      const form = page.getByRole('region', { name: 'Send us a message' });
      const select = form.getByRole('button', { name: /Service/ });
      await expect(select).toContainText('SEO');

      const message = `We want to rank for plumbers in Gateshead. (${Date.now()})`;
      await fillContact(page, message);
      await takeAPersonsTime(form.getByRole('textbox', { name: 'Message' }));
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Enquiry submitted')).toBeVisible();
      await expect
        .poll(async () =>
          (
            await findRecords<{ service: string; topic: string }>(admin, 'enquiries', `message="${message}"`)
          ).map(({ service, topic }) => ({ service, topic })),
        )
        .toEqual([{ service: 'seo', topic: 'enquiry' }]);
    });

    await test.step('the visitor can change the service, and an unknown one is ignored', async () => {
      await openPage(page, '/contact?service=astrology');
      const form = page.getByRole('region', { name: 'Send us a message' });
      const select = form.getByRole('button', { name: /Service/ });
      await expect(select).toContainText('Not sure yet');

      await select.click();
      await page.getByRole('option', { name: 'Branding' }).click();
      await expect(select).toContainText('Branding');

      const message = `A new look for our Durham bakery. (${Date.now()})`;
      await fillContact(page, message);
      await takeAPersonsTime(form.getByRole('textbox', { name: 'Message' }));
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Enquiry submitted')).toBeVisible();
      await expect
        .poll(async () =>
          (await findRecords<{ service: string }>(admin, 'enquiries', `message="${message}"`)).map(
            (r) => r.service,
          ),
        )
        .toEqual(['branding']);
    });

    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('the call link switches the form to booking a call, which pre-fills the message and stores a discovery_call', async ({
    page,
    admin,
    problems,
  }) => {
    await test.step('the call link on the contact page switches the form to booking a call', async () => {
      await openPage(page, '/contact?service=branding');
      // The served link is the plain page's: the island, woken at once by the address, gives it the service.
      await expect(page.locator('[data-island="contact-panel"][data-island-live]')).toHaveCount(1);
      await page.getByRole('link', { name: 'Book a 15-minute call' }).click();
      await expect(page).toHaveURL(/\/contact\?service=branding&call=true#call-note$/);
      const form = page.getByRole('region', { name: 'Send us a message' });
      await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(/15-minute discovery call/);
      await expect(form.getByRole('button', { name: /Service/ })).toContainText('Branding');
      await expect(page.getByRole('link', { name: 'Book a 15-minute call' })).toHaveCount(0);
    });

    await test.step('book-a-call mode pre-fills the message and stores a discovery_call', async () => {
      // In book-a-call mode now, by the link.
      await expect(
        page.getByText('we will reply by email to arrange your free 15-minute discovery call', {
          exact: false,
        }),
      ).toBeVisible();
      const form = await fillContact(page);
      const message = form.getByRole('textbox', { name: 'Message' });
      await expect(message).toHaveValue("I'd like to book a 15-minute discovery call. Good times for me: ");

      const times = `Tuesday morning or Thursday after 2pm (${Date.now()})`;
      await message.press('End');
      await message.pressSequentially(times);
      await takeAPersonsTime(message);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Enquiry submitted')).toBeVisible();

      await expect
        .poll(async () =>
          (
            await findRecords<{ topic: string; message: string }>(admin, 'enquiries', `message~"${times}"`)
          ).map(({ topic, message: text }) => ({ topic, text })),
        )
        .toEqual([
          {
            topic: 'discovery_call',
            text: `I'd like to book a 15-minute discovery call. Good times for me: ${times}`,
          },
        ]);
    });

    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test.describe('on a phone @mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows the why-contact, contact information and local sections', async ({ page, problems }) => {
      await openPage(page, '/contact');
      for (const heading of [
        'Why Contact',
        'Contact Information',
        'For existing businesses',
        'For startups',
        'Rooted in the North East',
        'Areas we serve',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('placeholder', 'Your name');
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
        'placeholder',
        'What can we help you with?',
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems.hydration).toEqual([]);
    });
  });
});
