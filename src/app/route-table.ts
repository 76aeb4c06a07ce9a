import type { paths } from '@/lib/paths';
import { page } from './lazy-page';

/**
 * Who a route's page is for: 'public' pages are prerendered, listed in the
 * sitemap and served as pages of islands; 'admin' pages are prerendered
 * without data, kept out of the sitemap and run as the whole app.
 */
export type Audience = 'public' | 'admin';

/** Every route of the site with its lazy page and audience, in the order the router tries them. */
export const ROUTES = {
  home: { page: page(() => import('./routes/home').then((m) => m.HomeRoute)), audience: 'public' },
  services: {
    page: page(() => import('./routes/services').then((m) => m.ServicesRoute)),
    audience: 'public',
  },
  service: { page: page(() => import('./routes/service').then((m) => m.ServiceRoute)), audience: 'public' },
  about: { page: page(() => import('./routes/about').then((m) => m.AboutRoute)), audience: 'public' },
  education: {
    page: page(() => import('./routes/education').then((m) => m.EducationRoute)),
    audience: 'public',
  },
  blog: { page: page(() => import('./routes/blog').then((m) => m.BlogRoute)), audience: 'public' },
  article: { page: page(() => import('./routes/article').then((m) => m.ArticleRoute)), audience: 'public' },
  businessExamples: {
    page: page(() => import('./routes/business-examples').then((m) => m.BusinessExamplesRoute)),
    audience: 'public',
  },
  pricing: { page: page(() => import('./routes/pricing').then((m) => m.PricingRoute)), audience: 'public' },
  contact: { page: page(() => import('./routes/contact').then((m) => m.ContactRoute)), audience: 'public' },
  enquirySent: {
    page: page(() => import('./routes/enquiry-sent').then((m) => m.EnquirySentRoute)),
    audience: 'public',
  },
  waitlisted: {
    page: page(() => import('./routes/enquiry-sent').then((m) => m.WaitlistedRoute)),
    audience: 'public',
  },
  book: { page: page(() => import('./routes/book').then((m) => m.BookRoute)), audience: 'public' },
  bookingBooked: {
    page: page(() => import('./routes/booking-done').then((m) => m.BookingBookedRoute)),
    audience: 'public',
  },
  bookingCancel: {
    page: page(() => import('./routes/booking-cancel').then((m) => m.BookingCancelRoute)),
    audience: 'public',
  },
  bookingCancelled: {
    page: page(() => import('./routes/booking-done').then((m) => m.BookingCancelledRoute)),
    audience: 'public',
  },
  privacy: { page: page(() => import('./routes/privacy').then((m) => m.PrivacyRoute)), audience: 'public' },
  auth: { page: page(() => import('./routes/auth').then((m) => m.AuthRoute)), audience: 'public' },
  resetPassword: {
    page: page(() => import('./routes/reset-password').then((m) => m.ResetPasswordRoute)),
    audience: 'public',
  },
  clearFrameworkTemplate: {
    page: page(() => import('./routes/clear-framework-template').then((m) => m.ClearFrameworkTemplateRoute)),
    audience: 'public',
  },
  localSeoChecklist: {
    page: page(() => import('./routes/local-seo-checklist').then((m) => m.LocalSeoChecklistRoute)),
    audience: 'public',
  },
  roiCalculator: {
    page: page(() => import('./routes/roi-calculator').then((m) => m.RoiCalculatorRoute)),
    audience: 'public',
  },
  newsletterConfirm: {
    page: page(() => import('./routes/newsletter-confirm').then((m) => m.NewsletterConfirmRoute)),
    audience: 'public',
  },
  newsletterSubscribe: {
    page: page(() => import('./routes/newsletter-subscribe').then((m) => m.NewsletterSubscribeRoute)),
    audience: 'public',
  },
  newsletterSent: {
    page: page(() => import('./routes/newsletter-sent').then((m) => m.NewsletterSentRoute)),
    audience: 'public',
  },
  newsletterUnsubscribe: {
    page: page(() => import('./routes/newsletter-unsubscribe').then((m) => m.NewsletterUnsubscribeRoute)),
    audience: 'public',
  },
  adminEnquiries: {
    page: page(() => import('./routes/admin-enquiries').then((m) => m.AdminEnquiriesRoute)),
    audience: 'admin',
  },
  adminAvailability: {
    page: page(() => import('./routes/admin-availability').then((m) => m.AdminAvailabilityRoute)),
    audience: 'admin',
  },
  adminSubscribers: {
    page: page(() => import('./routes/admin-subscribers').then((m) => m.AdminSubscribersRoute)),
    audience: 'admin',
  },
  adminAnalytics: {
    page: page(() => import('./routes/admin-analytics').then((m) => m.AdminAnalyticsRoute)),
    audience: 'admin',
  },
} as const satisfies Record<keyof typeof paths, { page: unknown; audience: Audience }>;
