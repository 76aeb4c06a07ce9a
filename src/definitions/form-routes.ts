/**
 * Where each site form posts when the browser sends it itself, without
 * JavaScript, and the page that then says it was sent: the forms' actions,
 * the server's routes and the site's pages all read these.
 */
export const FORM_ROUTES = {
  /** A waitlist enquiry (its topic 'waitlist') lands on waitlistedPage: see enquirySentPage. */
  enquiry: {
    action: '/forms/enquiry',
    sentPage: '/contact/sent',
    waitlistedPage: '/contact/waitlisted',
    formPage: '/contact',
  },
  booking: { action: '/forms/booking', sentPage: '/book/booked', formPage: '/book' },
  /** A call's cancel link opens formPage, whose button posts to action: a mail scanner opening the link cancels nothing. */
  bookingCancel: { action: '/forms/booking-cancel', sentPage: '/book/cancelled', formPage: '/book/cancel' },
  newsletter: { action: '/forms/newsletter', sentPage: '/newsletter/sent', formPage: '/' },
  /** Signing in and up need the app: posted without it, the page goes back to where it was. */
  account: { action: '/forms/account' },
} as const;

/** The page that says an enquiry was sent, in its own words for a place on the waitlist. */
export function enquirySentPage(topic: unknown): string {
  return topic === 'waitlist' ? FORM_ROUTES.enquiry.waitlistedPage : FORM_ROUTES.enquiry.sentPage;
}
