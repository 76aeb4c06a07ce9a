import { expect, openPage, test } from './fixtures';

const NOTE = /choose a time yourself.*reply by email to arrange your free\s+15-minute discovery call/;

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One visitor: the contact page, then the pricing page. Each step was a test of its own.
    test('booking a call from the contact page and from the pricing page', async ({ page }) => {
      await test.step('booking a call brings the booking note into view, focused, and says how booking works', async () => {
        await openPage(page, '/contact');
        await expect(page.getByText(/choose a time that suits you on our booking page/)).toBeVisible();
        await page.getByRole('link', { name: 'Book a 15-minute call' }).click();

        const note = page.getByText(NOTE);
        await expect(note).toBeFocused();
        await expect(note).toBeInViewport();
        await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/15-minute discovery call/);

        await page.getByRole('link', { name: 'Just send a message instead' }).click();
        const heading = page.getByRole('heading', { name: 'Send us a message' });
        await expect(heading).toBeFocused();
        await expect(heading).toBeInViewport();
      });

      // The pricing page is a page of islands: Book a Call loads the booking page as a document.
      await test.step('Book a Call on the pricing page opens the booking page', async () => {
        await openPage(page, '/pricing');
        await page.getByRole('link', { name: 'Book a Call' }).click();
        await expect(page).toHaveURL(/\/book$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Book a call' })).toBeVisible();
      });
    });
  });
}
