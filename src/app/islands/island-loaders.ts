import type { ComponentType } from 'react';

/**
 * Every island the site has, each the code of one interactive part of a
 * page, in a chunk of its own. Their props travel in the page's HTML, so
 * they are plain data. Nothing here loads React: a page whose islands all
 * sleep fetches none of it.
 */
export const islandLoaders = {
  'account-controls': () => import('@/app/layout/account-controls').then((m) => m.AccountControls),
  'accessibility-panel': () => import('@/app/layout/header-preferences').then((m) => m.HeaderPreferences),
  'mobile-menu': () => import('@/app/layout/mobile-menu').then((m) => m.MobileMenu),
  'shortcuts-dialog': () => import('@/features/shortcuts/shortcuts-dialog').then((m) => m.ShortcutsDialog),
  toasts: () => import('@/components/ui/toast').then((m) => m.ToastRegion),
  'pwa-notices': () => import('@/features/pwa/pwa-notices').then((m) => m.PwaNotices),
  assistant: () => import('@/features/assistant/chat-triggers').then((m) => m.ChatTriggers),
  'contact-panel': () => import('@/app/routes/contact/contact-panel').then((m) => m.ContactPanel),
  'enquiry-form': () => import('@/features/enquiry/enquiry-form').then((m) => m.EnquiryForm),
  'booking-form': () => import('@/features/booking/booking-form').then((m) => m.BookingForm),
  'newsletter-form': () => import('@/features/newsletter/subscribe-form').then((m) => m.SubscribeForm),
  'education-hub': () => import('@/features/education/education-hub').then((m) => m.EducationHub),
  'roi-calculator': () => import('@/features/roi-calculator/roi-calculator').then((m) => m.RoiCalculator),
  'analytics-choice': () => import('@/features/analytics/analytics-choice').then((m) => m.AnalyticsChoice),
  'journal-listing': () => import('@/features/blog/journal-listing').then((m) => m.JournalListing),
  'case-study-explorer': () =>
    import('@/features/case-studies/case-study-explorer').then((m) => m.CaseStudyExplorer),
  'auth-panel': () => import('@/app/routes/auth/auth-panel').then((m) => m.AuthPanel),
  'reset-password-panel': () =>
    import('@/app/routes/reset-password/reset-password-panel').then((m) => m.ResetPasswordPanel),
  'newsletter-confirm': () => import('@/features/newsletter/confirm-panel').then((m) => m.ConfirmPanel),
  'newsletter-unsubscribe': () =>
    import('@/features/newsletter/unsubscribe-panel').then((m) => m.UnsubscribePanel),
  'newsletter-popup': () => import('@/features/newsletter/newsletter-popup').then((m) => m.NewsletterPopup),
};

export type IslandName = keyof typeof islandLoaders;

export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof islandLoaders)[N]>> extends ComponentType<infer P> ? P : never;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
