import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const HOUR = 3_600_000;

/**
 * The offer comes from the build's configuration, which the test build has
 * none of: the pricing page is served with the badge as a configured offer
 * would put it there, ending when `endsAt` says at each load, and the page's
 * first script does the rest.
 */
async function serveOffers(page: Page): Promise<{ endsAt: Date }> {
  const offer = { endsAt: new Date() };
  await page.route('**/pricing', async (route) => {
    const response = await route.fetch();
    const badge = `<p data-offer>Limited time <offer-countdown data-ends="${offer.endsAt.toISOString()}" data-time-class="time">Ends on the day (UK time)</offer-countdown></p>`;
    const body = (await response.text()).replace(/(<main[^>]*>)/, `$1${badge}`);
    await route.fulfill({ response, body });
  });
  return offer;
}

test('an offer counts down while it runs and hides its badge once it has ended', async ({ page }) => {
  const offer = await serveOffers(page);

  await test.step('an offer still running counts down its days, hours and minutes', async () => {
    offer.endsAt = new Date(Date.now() + 2 * 24 * HOUR + 5 * HOUR + 30 * 60_000);
    await page.goto('/pricing');
    await expect(page.locator('offer-countdown')).toHaveText(/^Ends in 2d 5h (29|30)m$/);
    await expect(page.locator('offer-countdown .time')).toHaveText(/^2d 5h/);
  });

  await test.step('an offer that has ended hides its badge', async () => {
    offer.endsAt = new Date(Date.now() - HOUR);
    await page.goto('/pricing');
    await expect(page.locator('[data-offer]')).toBeHidden();
  });
});
