import { appLive, expect, openPage, test } from './fixtures';
import { ADMIN_ENQUIRIES_CHUNK, APP_CHUNK, holdScript, LOADER } from './held-script';

/** Pages the site answers with for an unknown address, one per not-found file (src/app/prerender-paths.ts). */
const NOT_FOUND_PAGES = ['/no-such-page', '/blog/no-such-article', '/services/no-such-service'];

test.describe('the not-found pages', () => {
  for (const path of NOT_FOUND_PAGES) {
    test(`${path} is a page of islands, served as it is rather than started as an app`, async ({ page }) => {
      const loader = await holdScript(page, LOADER);
      // The load event waits for the held loader whenever the page asks for it first.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root[data-islands-page]')).toHaveCount(1);
      // An unknown article goes on to the Journal at once: what it is, it is as served.
      if (path.startsWith('/blog/')) return;
      await loader.release();
      await appLive(page);
      await expect(page.locator('html[data-islands="ready"]')).toHaveCount(1);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });
  }

  for (const path of ['/no-such-page', '/services/no-such-service']) {
    test(`${path}: a search sent before any script has arrived is done`, async ({ page }) => {
      const loader = await holdScript(page, LOADER);
      // The load event waits for the held loader whenever the page asks for it first.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await loader.requested;
      await page.getByRole('searchbox', { name: 'Search our articles' }).fill('minimalism');
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/blog\?q=minimalism$/);
      await loader.release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
      await expect(page.getByRole('searchbox').first()).toHaveValue('minimalism');
    });
  }

  test('/blog/no-such-article: its link back, pressed before any script has arrived, is followed', async ({
    page,
  }) => {
    const loader = await holdScript(page, LOADER);
    // The load event waits for the held loader whenever the page asks for it first.
    await page.goto('/blog/no-such-article', { waitUntil: 'domcontentloaded' });
    await loader.requested;
    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('an admin page, still an app', () => {
  test('offers no press that the app must do before it is live, and its sign-in waits visibly for its form', async ({
    page,
    problems,
  }) => {
    const loader = await holdScript(page, LOADER);
    // The load event waits for the held loader whenever the page asks for it first.
    await page.goto('/admin/enquiries', { waitUntil: 'domcontentloaded' });
    await loader.requested;
    await expect(page.getByRole('status')).toHaveText('Loading enquiries...');
    // Every button that can be pressed is one the browser carries out itself; the rest say they wait.
    const pressable = await page.locator('#root button:not([disabled])').all();
    expect(pressable.length).toBeGreaterThan(0);
    for (const button of pressable) await expect(button).toHaveAttribute('commandfor', /.+/);
    await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeDisabled();

    await page.getByRole('button', { name: 'Admin login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The sign-in form needs JavaScript.');

    await loader.release();
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(process.env.SITE_ADMIN_EMAIL!);
    await dialog.getByLabel('Password', { exact: true }).fill(process.env.SITE_ADMIN_PASSWORD!);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back, admin!')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search enquiries' })).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(problems.errors).toEqual([]);
  });

  test('a sign-in sent while the page itself is still on its way is done once, by the live form', async ({
    page,
  }) => {
    // The header is live and draws the form; the page, its own chunk, is not yet: the app is still kept.
    const adminPage = await holdScript(page, ADMIN_ENQUIRIES_CHUNK);
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth-with-password')) signIns.push(request.method());
    });
    await page.goto('/admin/enquiries', { waitUntil: 'domcontentloaded' });
    await adminPage.requested;
    await page.getByRole('button', { name: 'Admin login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(process.env.SITE_ADMIN_EMAIL!);
    await dialog.getByLabel('Password', { exact: true }).fill(process.env.SITE_ADMIN_PASSWORD!);
    await dialog.getByRole('button', { name: 'Sign In' }).click();

    await adminPage.release();
    await expect(page.getByText('Welcome back, admin!')).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search enquiries' })).toBeVisible();
    expect(signIns).toEqual(['POST']);
    await expect(page.getByText('Welcome back, admin!')).toHaveCount(1);
  });

  test.describe("in a browser that does not carry out a button's command itself", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
        // Cancelled, the press does nothing of the browser's own, as in a browser that knows no commands.
        window.addEventListener(
          'click',
          (event) => {
            if (event.target instanceof Element && event.target.closest('button[commandfor]'))
              event.preventDefault();
          },
          true,
        );
      });
    });

    test('the login opens its dialog at a press made while the app is on its way', async ({ page }) => {
      const app = await holdScript(page, APP_CHUNK);
      // The load event waits for the held chunk whenever the page asks for it first.
      await page.goto('/admin/enquiries', { waitUntil: 'domcontentloaded' });
      await app.requested;
      await page.getByRole('button', { name: 'Admin login' }).click();
      const dialog = page.getByRole('dialog', { name: 'Admin Login' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('The sign-in form needs JavaScript.');

      await app.release();
      await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    });
  });
});

test('a press begun while its island wakes and ended once it is live is done, though the live control saw only its end', async ({
  page,
}) => {
  await openPage(page, '/contact');
  const button = page.getByRole('button', { name: 'Accessibility settings' });
  const box = await button.boundingBox();
  if (!box) throw new Error('The button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(page.locator('[data-island="accessibility-panel"][data-island-live]')).toHaveCount(1);
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'Accessibility settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Accessibility settings' })).toHaveCount(0);
});

test('a press made before any script has arrived is done once its island is live', async ({
  page,
  problems,
}) => {
  const loader = await holdScript(page, LOADER);
  // The load event waits for the held loader whenever the page asks for it first.
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await loader.requested;
  const signUp = page.getByRole('tab', { name: 'Sign Up' });
  await signUp.click();
  await expect(signUp).toHaveAttribute('aria-selected', 'false');

  await loader.release();
  await expect(page.locator('[data-island="auth-panel"][data-island-live]')).toHaveCount(1);
  await expect(signUp).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByLabel('Full name')).toBeVisible();
  expect(problems.hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
});
