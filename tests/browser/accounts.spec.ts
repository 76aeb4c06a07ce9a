import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { linkIn, waitForKeptMail } from '../support/kept-mail';
import { appLive, expect, openPage, test } from './fixtures';
import { filesFetched } from './files-fetched';
import { AUTH_PANEL_CHUNK, holdScript } from './held-script';

const dataDir = () => process.env.SITE_DATA_DIR!;
const newAddress = () => `browser-${randomBytes(4).toString('hex')}@example.com`;

async function signUpThroughPage(page: Page, email: string, password: string) {
  const panel = await openSignUp(page, email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  const create = panel.getByRole('button', { name: 'Create Account' });
  await panel.getByLabel('Confirm password').fill(`${password}x`);
  await expect(create).toBeDisabled();
  await panel.getByLabel('Confirm password').fill(password);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Account created!').first()).toBeVisible();
}

/** The Sign Up tab of /auth, its name and e-mail filled in. */
async function openSignUp(page: Page, email: string) {
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Full name').fill('Browser Reader');
  await panel.getByLabel('Email').fill(email);
  return panel;
}

async function signInThroughPage(page: Page, email: string, password: string) {
  await openPage(page, '/auth');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in on /auth as it arrived, before its card is live: the fields are
 * typed and the button pressed while the card's code is held back.
 */
async function signInBeforeTheApp(page: Page, email: string, password: string) {
  const card = await holdScript(page, AUTH_PANEL_CHUNK);
  await page.goto('/auth');
  await appLive(page);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Email').fill(email);
  // The first use wakes the card.
  await card.requested;
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[data-island="auth-panel"][data-island-live]')).toHaveCount(0);
  // The held press sent nothing the old way: no fields in the address.
  await expect(page).toHaveURL((url) => url.pathname === '/auth' && url.search === '');

  await card.release();
}

const header = (page: Page) => page.getByRole('banner');

/** The server's common passwords, fetched by the browser as a chunk of its own (src/lib/pocketbase/common-passwords.ts). */
const COMMON_PASSWORDS_CHUNK = '**/assets/common-passwords-*.js';
const commonPasswordsFetched = async (page: Page) =>
  (await filesFetched(page, '.js')).filter((path) => path.includes('/common-passwords-'));

// Each account test walks a whole flow through several page loads and mails.
test.slow();

test('sign up, follow the mailed link, sign in before the app is live: a member can sign out and has no admin controls', async ({
  page,
}) => {
  const email = newAddress();
  await signUpThroughPage(page, email, 'browser-password-1');

  const mail = await waitForKeptMail(dataDir(), { to: email, subject: /Confirm your Clear North account/ });
  const link = linkIn(mail, '/', 'verify');
  await openPage(page, `${link.pathname}${link.search}`);
  await expect(page.getByText('Email address confirmed')).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has('verify'));

  await openPage(page, `${link.pathname}${link.search}`);
  await expect(page.getByText('Already confirmed')).toBeVisible();

  await signInBeforeTheApp(page, email, 'browser-password-1');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(header(page).getByRole('button', { name: 'Admin login' })).toHaveCount(0);
  // A member can sign out, and has no admin controls.
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^New enquiries/ })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Analytics dashboard' })).toHaveCount(0);

  // A signed-in user on /auth goes to /.
  await page.goto('/auth');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an unconfirmed sign-in is offered a new link, without saying the password was right', async ({
  page,
}) => {
  const email = newAddress();
  await signUpThroughPage(page, email, 'browser-password-1');
  const first = await waitForKeptMail(dataDir(), { to: email, subject: /Confirm your Clear North account/ });

  await signInThroughPage(page, email, 'browser-password-1');
  await expect(page.getByText('Error signing in')).toBeVisible();
  const offer = page.getByRole('note');
  await expect(offer).toContainText('Confirm your email address first');
  const rightPasswordText = await offer.textContent();

  await signInThroughPage(page, email, 'a-wrong-password');
  await expect(page.getByRole('note')).toHaveText(rightPasswordText!);

  await page.getByRole('button', { name: 'Resend confirmation email' }).click();
  await expect(page.getByText('Confirmation email sent')).toBeVisible();
  await waitForKeptMail(dataDir(), {
    to: email,
    subject: /Confirm your Clear North account/,
    skip: [first.file],
  });
});

test('forgot password: the mailed link sets a new password and signs in; the link works once', async ({
  page,
}) => {
  const email = newAddress();
  await signUpThroughPage(page, email, 'browser-password-1');
  const verify = await waitForKeptMail(dataDir(), { to: email, subject: /Confirm your Clear North account/ });
  const verifyLink = linkIn(verify, '/', 'verify');
  await openPage(page, `${verifyLink.pathname}${verifyLink.search}`);
  await expect(page.getByText('Email address confirmed')).toBeVisible();

  await openPage(page, '/auth');
  const forgot = page.getByRole('button', { name: 'Forgot your password?' });
  await expect(forgot).toBeDisabled();
  await page.getByRole('tabpanel').getByLabel('Email').fill(email);
  await forgot.click();
  await expect(page.getByText('Password reset sent')).toBeVisible();

  const mail = await waitForKeptMail(dataDir(), { to: email, subject: /Reset your Clear North password/ });
  const link = linkIn(mail, '/auth/reset-password');
  await openPage(page, `${link.pathname}${link.search}`);
  await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
  // A weak new password is refused at its field, and the link still works.
  await page.getByLabel('New password', { exact: true }).fill(email);
  await page.getByLabel('Confirm new password').fill(email);
  await expect(page.getByText('Strength: Weak', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText("Don't use your email address as your password.")).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('browser-password-2');
  await page.getByLabel('Confirm new password').fill('browser-password-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.evaluate(() => localStorage.clear());
  await openPage(page, `${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('browser-password-3');
  await page.getByLabel('Confirm new password').fill('browser-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('already been used or is not valid');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

// One visitor signs the admin in and out through the header's dialog, in two tabs: each step was a test.
test('the Admin Login dialog: its failures, its sign-in and sign-out, in every tab', async ({ context }) => {
  const page = await context.newPage();

  await test.step('the Admin Login dialog starts at Email, offers a forgotten password, and points to it after five failures', async () => {
    await openPage(page, '/about');
    await header(page).getByRole('button', { name: 'Admin login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );

    // Failures for an address of their own: the server slows guesses at an account from one address,
    // and other tests sign the admin in from this one.
    await dialog.getByLabel('Email').fill(newAddress());
    const password = dialog.getByLabel('Password', { exact: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expect(dialog.getByRole('link', { name: 'Reset your password' })).toHaveCount(0);
      await password.fill(`wrong-password-${attempt}`);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    }
    await expect(dialog.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/auth/reset-password',
    );
    // One failure toast at a time, and none left beside the greeting.
    await expect(page.getByText('Login Failed')).toHaveCount(1);
    await dialog.getByLabel('Email').fill(process.env.SITE_ADMIN_EMAIL!);
    await password.fill(process.env.SITE_ADMIN_PASSWORD!);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText('Login Failed')).toHaveCount(0);
  });

  await test.step('signing out in one tab signs out every tab', async () => {
    // The first tab is the one signed in just now.
    const first = page;
    await expect(header(first).getByRole('button', { name: 'Sign out' })).toBeVisible();

    const second = await context.newPage();
    await openPage(second, '/services');
    await expect(header(second).getByRole('button', { name: 'Sign out' })).toBeVisible();

    await header(first).getByRole('button', { name: 'Sign out' }).click();
    await expect(header(second).getByRole('button', { name: 'Admin login' })).toBeVisible();
    await expect(header(second).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await second.close();
  });

  await test.step('the Admin Login dialog signs the admin in and out, and says why a sign-in failed', async () => {
    await openPage(page, '/about');
    await header(page).getByRole('button', { name: 'Admin login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Email').fill(process.env.SITE_ADMIN_EMAIL!);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Failed to authenticate.')).toBeVisible();
    await expect(dialog).toBeVisible();

    await password.fill(process.env.SITE_ADMIN_PASSWORD!);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByText('Welcome back, admin!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Analytics dashboard' })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    await expect(header(page).getByRole('button', { name: 'Admin login' })).toHaveCount(0);

    // The session survives a reload.
    await openPage(page, '/about');
    await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

    await header(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have been signed out successfully.')).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Admin login' })).toBeVisible();
  });
});

// One visitor on the Sign Up tab: each step was a test of its own.
test('the sign-up form: its tab before the card is live, and the strength of its password, in the browser and at the server', async ({
  page,
}) => {
  // The server's common passwords cannot come, until the last step.
  await page.route(COMMON_PASSWORDS_CHUNK, (route) => route.abort());

  await test.step('the Sign Up tab pressed before the card is live opens the sign-up form once it is', async () => {
    const card = await holdScript(page, AUTH_PANEL_CHUNK);
    await page.goto('/auth');
    await appLive(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await card.requested;
    await card.release();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByLabel('Full name')).toBeVisible();
  });

  await test.step('a common password the browser could not check is refused by the server, at its field', async () => {
    // The sign-up form opened by the step before, its name and e-mail filled in as openSignUp does.
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Full name').fill('Browser Reader');
    await panel.getByLabel('Email').fill(newAddress());
    const password = panel.getByLabel('Password', { exact: true });
    await password.fill('qwertyuiop');
    await panel.getByLabel('Confirm password').fill('qwertyuiop');
    await panel.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Error creating account')).toBeVisible();
    await expect(
      panel.getByText('That password is too common. Choose another.', { exact: true }),
    ).toBeVisible();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // Changing the password takes the server's reason away.
    await password.fill('kittiwakes nest on the tyne');
    await expect(
      panel.getByText('That password is too common. Choose another.', { exact: true }),
    ).toHaveCount(0);
  });

  await page.unroute(COMMON_PASSWORDS_CHUNK);

  await test.step('the sign-up form shows the password’s strength as it is typed, and refuses a weak one at its field', async () => {
    const email = newAddress();
    const panel = await openSignUp(page, email);
    const password = panel.getByLabel('Password', { exact: true });
    // The common passwords come with the first character typed, not with the page or the form.
    expect(await commonPasswordsFetched(page)).toEqual([]);

    await password.fill('tyne');
    await expect(password).toHaveAccessibleDescription(/Strength: Too short/);
    await expect.poll(() => commonPasswordsFetched(page)).toHaveLength(1);
    for (const [typed, strength] of [
      ['qwertyuiop', 'Weak'],
      [email, 'Weak'],
      ['northumber', 'Good'],
      ['kittiwakes nest on the tyne', 'Strong'],
    ] as const) {
      await password.fill(typed);
      await expect(panel.getByText(`Strength: ${strength}`, { exact: true })).toBeVisible();
    }

    const create = panel.getByRole('button', { name: 'Create Account' });
    for (const [typed, reason] of [
      ['password', 'Use at least 10 characters.'],
      [' '.repeat(10), "A password can't be only spaces."],
      [email.toUpperCase(), "Don't use your email address as your password."],
      ['Password123', 'That password is too common. Choose another.'],
    ] as const) {
      await password.fill(typed);
      await panel.getByLabel('Confirm password').fill(typed);
      await create.click();
      await expect(panel.getByText(reason, { exact: true })).toBeVisible();
      await expect(password).toBeFocused();
    }
    await expect(page.getByText('Account created!')).toHaveCount(0);

    await password.fill('kittiwakes nest on the tyne');
    await expect(panel.getByText('That password is too common. Choose another.')).toHaveCount(0);
    await panel.getByLabel('Confirm password').fill('kittiwakes nest on the tyne');
    await create.click();
    await expect(page.getByText('Account created!').first()).toBeVisible();
  });
});
