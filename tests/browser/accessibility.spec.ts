import { atRestForMeasuring, NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { expect, openPage, test } from './fixtures';

// One page of each kind is measured where it is loaded once, in routes.spec.ts; here, the
// newsletter's links as a mail opens them, with a token, and the states a visitor opens.
const routes = [
  '/newsletter/confirm?token=abcdefghijklmno.0.0',
  '/newsletter/unsubscribe?token=abcdefghijklmno.0.0',
];

test.beforeEach(async ({ page }) => atRestForMeasuring(page));

// One load of each page, measured in every look: a failure names the look.
for (const path of routes) {
  test(`${path} has no accessibility violations in any theme`, async ({ page }) => {
    await openPage(page, path);
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  });
}

test('the Sign Up tab and the Admin Login dialog have no accessibility violations in any theme', async ({
  page,
}) => {
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByText('Send me the Clear North newsletter').click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  await page.getByRole('banner').getByRole('button', { name: 'Admin login' }).click();
  await expect(page.getByRole('dialog', { name: 'Admin Login' }).getByLabel('Email')).toBeVisible();
  expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
});
