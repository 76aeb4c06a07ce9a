import type { Page } from '@playwright/test';
import { addDays, londonParts } from '@/definitions/london-time';
import { dayLabel } from '@/definitions/booking';
import { startTestServer, type TestServer } from '../support/test-server';
import { keepAdminSession } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// The admin sets when calls can be booked, on a server of this file's own
// (its availability changes here), at the real time; the booking page then
// offers those times, to a visitor who opens it and to one who has it open.

let server: TestServer;

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.use({ serviceWorkers: 'block' });

/** The booking page's days, as their groups of times are named. */
async function bookingDays(page: Page): Promise<string[]> {
  const days = page.getByRole('group', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d+ \w+$/ });
  await expect(days.first()).toBeVisible();
  return days.evaluateAll((groups) =>
    groups.map((group) => group.querySelector('legend')?.textContent ?? ''),
  );
}

/** The times offered on one day, as the radio buttons are named. */
async function timesOn(page: Page, day: string): Promise<string[]> {
  return page
    .getByRole('group', { name: day })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
}

test('the admin sets the hours calls can be booked, and the booking page offers them', async ({
  page,
  context,
}) => {
  // Two tests' worth of steps in one signed-in page.
  test.setTimeout(2 * 90_000);
  await keepAdminSession(page, server);
  await test.step('a field written wrongly is named at the field, which takes the keyboard, and nothing is saved', async () => {
    await openPage(page, `${server.url}/admin/availability`);
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Availability' }),
    ).toHaveAttribute('aria-current', 'page');
    const tuesday = page.getByRole('textbox', { name: 'Tuesday' });
    await expect(tuesday).toHaveValue('10:00-16:00');
    await expect(page.getByRole('textbox', { name: 'Call length (minutes)' })).toHaveValue('15');

    await tuesday.fill('10:00-16:00, 17-18');
    await page.getByRole('textbox', { name: 'Notice (hours)' }).fill('soon');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(tuesday).toBeFocused();
    await expect(tuesday).toHaveAttribute('aria-invalid', 'true');
    await expect(tuesday).toHaveAccessibleDescription(
      '"17-18" is not a span of hours: write HH:MM-HH:MM, such as 10:00-16:00, ending after it starts.',
    );
    await expect(page.getByRole('textbox', { name: 'Notice (hours)' })).toHaveAccessibleDescription(
      /Must be a whole number from 0 to 1440\./,
    );

    await page.goto(`${server.url}/book`);
    expect(new Set((await bookingDays(page)).map((day) => day.split(' ')[0]))).toEqual(
      new Set(['Tuesday', 'Wednesday', 'Thursday']),
    );
  });

  await test.step('hours the admin sets by keyboard are what the booking page offers, opened now or open already', async () => {
    // A visitor with the booking page open, live, before the change.
    const visitor = await context.newPage();
    await openPage(visitor, `${server.url}/book`);
    await visitor.getByRole('textbox', { name: 'Name' }).click();
    await expect(visitor.getByRole('group', { name: /^Tuesday / }).first()).toBeVisible();

    // A date two or three days on, never a Saturday, for an extra time.
    const today = londonParts(Date.now());
    const ahead = (today.weekday + 2 - 1) % 7 === 5 ? 3 : 2;
    const extraDate = addDays(today.date, ahead);

    await openPage(page, `${server.url}/admin/availability`);
    const monday = page.getByRole('textbox', { name: 'Monday' });
    await monday.focus();
    // Through the days by Tab, as a keyboard does: Tuesday to Thursday emptied, Saturday given hours.
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: day })).toBeFocused();
      if (day === 'Saturday') await page.keyboard.type('09:00-10:00');
      else if (day !== 'Friday') {
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.press('Backspace');
      }
    }
    await page.getByRole('textbox', { name: 'Call length (minutes)' }).fill('20');
    await page.getByRole('textbox', { name: 'Notice (hours)' }).fill('0');
    await page.getByRole('textbox', { name: 'Extra times' }).fill(`${extraDate} 14:00-15:00`);
    await page.getByRole('button', { name: 'Save availability' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Availability saved.' })).toContainText(
      /The booking page now offers \d+ times, the first \w+day \d+ \w+ \d{4}, \d\d:\d\d to \d\d:\d\d (GMT|BST)\./,
    );

    const extraDay = dayLabel(extraDate);
    for (const shown of [visitor, page]) {
      if (shown === page) await page.goto(`${server.url}/book`);
      await expect(shown.getByRole('group', { name: extraDay })).toBeVisible({ timeout: 15_000 });
      const days = await bookingDays(shown);
      expect(days.filter((day) => day !== extraDay).every((day) => day.startsWith('Saturday '))).toBe(true);
      expect(await timesOn(shown, extraDay)).toEqual(['14:00', '14:20', '14:40']);
      const fullSaturday = days.filter((day) => day.startsWith('Saturday ')).at(1);
      expect(await timesOn(shown, fullSaturday!)).toEqual(['09:00', '09:20', '09:40']);
    }
  });
});
