import { FORM_ROUTES } from '@/definitions/form-routes';

/**
 * Every route of the site, in one table: the router, links, breadcrumbs,
 * the prerender list and the sitemap all read it.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  services: { path: '/services', href: () => '/services' },
  service: { path: '/services/:serviceId', href: (serviceId: string) => `/services/${serviceId}` },
  about: { path: '/about', href: () => '/about' },
  education: { path: '/education', href: () => '/education' },
  blog: { path: '/blog', href: () => '/blog' },
  article: { path: '/blog/:slug', href: (slug: string) => `/blog/${slug}` },
  businessExamples: { path: '/business-examples', href: () => '/business-examples' },
  pricing: { path: '/pricing', href: () => '/pricing' },
  contact: {
    path: '/contact',
    href: (
      options: {
        service?: string;
        /** A pricing package's id (see content/package-choice). */
        package?: string;
        waitlist?: boolean;
        call?: boolean;
        /** A refused message to put back in the form (its outbox id). */
        restore?: string;
        /** Text the message starts with, e.g. a question the assistant could not answer. */
        message?: string;
      } = {},
    ) => {
      const query = new URLSearchParams();
      if (options.service) query.set('service', options.service);
      if (options.package) query.set('package', options.package);
      if (options.waitlist) query.set('waitlist', 'true');
      if (options.call) query.set('call', 'true');
      if (options.restore) query.set('restore', options.restore);
      if (options.message) query.set('message', options.message);
      const search = query.toString();
      return search ? `/contact?${search}` : '/contact';
    },
  },
  /** Where the enquiry form, posted without the app, says it was sent. */
  enquirySent: { path: FORM_ROUTES.enquiry.sentPage, href: () => FORM_ROUTES.enquiry.sentPage },
  /** Where the waitlist's form, posted without the app, says the visitor is on the waitlist. */
  waitlisted: { path: FORM_ROUTES.enquiry.waitlistedPage, href: () => FORM_ROUTES.enquiry.waitlistedPage },
  /** Booking a discovery call: the free times, served by the hooks with the slots now (pb_hooks/bookings.pb.js). */
  book: { path: FORM_ROUTES.booking.formPage, href: () => FORM_ROUTES.booking.formPage },
  /** Where the booking form, posted without the app, says the call is booked. */
  bookingBooked: { path: FORM_ROUTES.booking.sentPage, href: () => FORM_ROUTES.booking.sentPage },
  /** Where a booked call's cancel link leads: a button, so a mail scanner cancels nothing. */
  bookingCancel: { path: FORM_ROUTES.bookingCancel.formPage, href: () => FORM_ROUTES.bookingCancel.formPage },
  bookingCancelled: {
    path: FORM_ROUTES.bookingCancel.sentPage,
    href: () => FORM_ROUTES.bookingCancel.sentPage,
  },
  auth: { path: '/auth', href: () => '/auth' },
  resetPassword: { path: '/auth/reset-password', href: () => '/auth/reset-password' },
  clearFrameworkTemplate: {
    path: '/resources/clear-framework-template',
    href: () => '/resources/clear-framework-template',
  },
  localSeoChecklist: {
    path: '/resources/local-seo-checklist',
    href: () => '/resources/local-seo-checklist',
  },
  roiCalculator: { path: '/tools/roi-calculator', href: () => '/tools/roi-calculator' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  /** Where the newsletter's confirmation mail links (double opt-in). */
  newsletterConfirm: { path: '/newsletter/confirm', href: () => '/newsletter/confirm' },
  /** The newsletter's sign-up as a page of its own, which the footer links to until its form is live. */
  newsletterSubscribe: { path: '/newsletter/subscribe', href: () => '/newsletter/subscribe' },
  /** Where a newsletter form, posted without the app, says a confirmation link is on its way. */
  newsletterSent: { path: FORM_ROUTES.newsletter.sentPage, href: () => FORM_ROUTES.newsletter.sentPage },
  /** Where every newsletter mail's unsubscribe link leads. */
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe', href: () => '/newsletter/unsubscribe' },
  /** The admin's inbox; its search and page live in the query (features/admin/inbox/inbox-query.ts). */
  adminEnquiries: { path: '/admin/enquiries', href: () => '/admin/enquiries' },
  /** When visitors can book a discovery call, as the admin sets it. */
  adminAvailability: { path: '/admin/availability', href: () => '/admin/availability' },
  /** The newsletter's subscribers, for the admin; their state and page live in the query. */
  adminSubscribers: { path: '/admin/subscribers', href: () => '/admin/subscribers' },
  /** The admin's dashboard; its period and filters live in the query (src/app/routes/admin-analytics.tsx). */
  adminAnalytics: { path: '/admin/analytics', href: () => '/admin/analytics' },
} as const;

/**
 * Pages a mail's link opens with a token in its query. Their prerendered
 * page is what a token makes of them: a button to press, so that a mail
 * scanner opening the link does nothing.
 */
const mailLinkPages: readonly string[] = [paths.newsletterConfirm.path, paths.newsletterUnsubscribe.path];

/** The query parameter a mail's link gives the pages of mailLinkPages. */
export const MAIL_LINK_TOKEN = 'token';

/** Whether the page at `pathname` is opened from a mail's link (see mailLinkPages). */
export function isMailLinkPage(pathname: string): boolean {
  return mailLinkPages.includes(pathname);
}

/** Whether a navigation item for `href` is the current page (home only on an exact match). */
export function isActivePath(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

const pagePaths: ReadonlySet<string> = new Set(
  Object.values(paths)
    .map((route) => route.path)
    .filter((path) => !path.includes(':')),
);

/** Whether a path is a page of its own (a folder such as /tools is not). */
export function isPagePath(path: string): boolean {
  return pagePaths.has(path);
}
