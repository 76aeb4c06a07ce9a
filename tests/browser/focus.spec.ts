import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { APP_PAGE } from './app-page';

const focusedHeading = (page: Page) => page.locator('h1:focus');

// One visitor at each width: each step was a test, and begins with a page load of its own.
test.describe('on a desktop', () => {
  test('focus lands on the new page heading, on the first field in error and back on the opener of a closed dialog', async ({
    page,
  }) => {
    // Six page loads and a walk through seven pages.
    test.setTimeout(4 * 60_000);

    // Within a page that is still an app its links are the app's route changes; on a page of
    // islands a link loads the next page as a document, where the browser puts focus at its start.
    await test.step('each link lands focus on the new page heading, which names the page', async () => {
      await openPage(page, APP_PAGE);
      const header = page.getByRole('navigation', { name: 'Main', exact: true });
      const footer = page.getByRole('contentinfo');
      const steps = [
        { go: () => header.getByRole('link', { name: 'Services' }).click(), heading: 'Services' },
        { go: () => page.getByRole('link', { name: 'See the Method: SEO' }).click(), heading: /SEO/ },
        { go: () => header.getByRole('link', { name: 'Insights' }).click(), heading: 'Journal' },
        { go: () => footer.getByRole('link', { name: 'Pricing' }).click(), heading: /pricing/i },
        { go: () => header.getByRole('link', { name: 'About' }).click(), heading: /./ },
        { go: () => header.getByRole('link', { name: 'Contact' }).click(), heading: 'Get in touch.' },
        {
          go: () => footer.getByRole('link', { name: 'Business Examples' }).click(),
          heading: 'Business Examples',
        },
      ];
      for (const { go, heading } of steps) {
        const before = page.url();
        await go();
        await expect(page).not.toHaveURL(before);
        await expect(focusedHeading(page)).toHaveText(heading);
        await expect(focusedHeading(page)).toBeInViewport();
      }
    });

    // Still within the app the walk began in: the shortcut is one more of its route changes.
    await test.step('a keyboard shortcut lands focus on the new page heading', async () => {
      await page.keyboard.press('Alt+Shift+KeyJ');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(focusedHeading(page)).toHaveText('Journal');
    });

    for (const { path, form } of [
      { path: '/contact', form: 'Send us a message' },
      { path: '/', form: 'Get In Touch' },
    ]) {
      await test.step(`an invalid submit on ${path} focuses the first field in error`, async () => {
        await openPage(page, path);
        const region = page.getByRole('region', { name: form });
        const name = region.getByRole('textbox', { name: 'Name' });
        const email = region.getByRole('textbox', { name: 'Email', exact: true });
        const message = region.getByRole('textbox', { name: 'Message' });
        const submit = region.getByRole('button', { name: /Send Message|Submit|Send/ });

        await submit.click();
        await expect(name).toBeFocused();
        await expect(name).toHaveAttribute('aria-invalid', 'true');

        await name.fill('Ada Lovelace');
        await email.fill('ada@');
        await message.fill('Short');
        await submit.click();
        await expect(email).toBeFocused();

        await email.fill('ada@example.com');
        await submit.click();
        await expect(message).toBeFocused();
      });
    }

    await test.step('the first load leaves focus alone', async () => {
      await openPage(page, '/about');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    });

    await test.step('the accessibility panel, by Close, by Esc and by clicking outside', async () => {
      const opener = page.getByRole('button', { name: 'Accessibility settings' });
      const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
      for (const close of [
        () => panel.getByRole('button', { name: 'Close' }).click(),
        () => page.keyboard.press('Escape'),
        () => page.mouse.click(5, 700),
      ]) {
        await opener.click();
        await expect(panel).toBeVisible();
        await close();
        await expect(panel).toBeHidden();
        await expect(opener).toBeFocused();
      }
    });

    await test.step('the keyboard shortcuts dialog opened with ? gives focus back to its opener', async () => {
      await openPage(page, '/services');
      const link = page.getByRole('link', { name: 'See the Method: SEO' });
      await link.focus();
      await page.keyboard.press('Shift+Slash');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    });
  });
});

test.describe('on a phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('focus lands on the new page heading from the menu and the bottom bar, and back on the menu button', async ({
    page,
  }) => {
    await test.step('the menu and the bottom bar land focus on the new page heading', async () => {
      await openPage(page, APP_PAGE);
      await page.getByLabel('Open menu').click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: /^Education/ })
        .click();
      await expect(focusedHeading(page)).toHaveText(/Education/);
      await page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('link', { name: 'Insights' })
        .click();
      await expect(focusedHeading(page)).toHaveText('Journal');
    });

    await test.step('closing the menu returns focus to its opener', async () => {
      await openPage(page, '/about');
      const opener = page.getByLabel('Open menu');
      await opener.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Close' }).click();
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
});
