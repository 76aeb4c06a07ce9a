import type { RouteHandlerCallback } from 'workbox-core';
import { FORM_ROUTES } from '@/definitions/form-routes';
import { prerenderedFileFor } from './not-found-pages';
import { precache } from './precache';

/**
 * Pages the server fills in at each request (pb_hooks/bookings.pb.js): the
 * booking page with the free slots now and a move link's token, a cancel
 * link's page with its call and token. The precached copy has neither, so
 * these come from the network first, and the copy only offline.
 */
const SERVER_MADE: readonly string[] = [FORM_ROUTES.booking.formPage, FORM_ROUTES.bookingCancel.formPage];

export function isServerMadePage(url: URL): boolean {
  return SERVER_MADE.includes(url.pathname);
}

export const handleServerMadePage: RouteHandlerCallback = async ({ request, url }) => {
  try {
    return await fetch(request);
  } catch (error) {
    for (const file of prerenderedFileFor(url)) {
      const cached = await precache.matchPrecache(file.href);
      if (cached) return cached;
    }
    throw error;
  }
};
