import type { Route } from '@playwright/test';

/** Route handlers that answer as PocketBase would, for the cases a test cannot make the real one produce. */

/** An outage that asks for five minutes' patience (503 with Retry-After). */
export function unavailableForFiveMinutes(route: Route): Promise<void> {
  return route.fulfill({
    status: 503,
    headers: { 'Retry-After': '300' },
    contentType: 'application/json',
    body: '{"message":"Service unavailable."}',
  });
}

/** PocketBase's own refusal of a record whose e-mail address it finds invalid. */
export function refusedAsInvalidEmail(route: Route): Promise<void> {
  return route.fulfill({
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({
      status: 400,
      message: 'Failed to create record.',
      data: { email: { code: 'validation_is_email', message: 'Must be a valid email address.' } },
    }),
  });
}

/** PocketBase's refusal of a form sent faster than FORM_MIN_FILL_SECONDS (pb_hooks/lib/form-guard.js). */
export function refusedAsSentTooQuickly(route: Route): Promise<void> {
  return route.fulfill({
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({
      status: 400,
      message: 'Failed to create record.',
      data: {
        form_fill_ms: {
          code: 'validation_sent_too_quickly',
          message: 'That was sent very quickly. Please check it and send it again.',
        },
      },
    }),
  });
}
