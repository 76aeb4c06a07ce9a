import { expect, type Locator } from '@playwright/test';
import { FORM_STARTED_PROPERTY } from '@/lib/form-start';

/** The server's minimum fill time in production (pb_hooks/lib/form-guard.js), with a margin. */
const A_PERSONS_FILL_MS = 3_200;

/**
 * Waits, before sending, until the form holding `field` has been in use as
 * long as a person takes to fill it in, by the form's own clock (started at
 * its first touch, src/lib/form-start.ts): the browser tests run with the
 * server's production settings, and a test types faster than any person.
 */
export async function takeAPersonsTime(field: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        field.evaluate((element, property) => {
          const form = (element as HTMLInputElement).form ?? element.closest('form');
          const started = (form as unknown as Record<string, number | undefined> | null)?.[property];
          return started === undefined ? 0 : performance.now() - started;
        }, FORM_STARTED_PROPERTY),
      { timeout: 10_000, intervals: [250] },
    )
    .toBeGreaterThan(A_PERSONS_FILL_MS);
}
