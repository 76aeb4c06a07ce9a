/**
 * The event types stored in user_analytics, by the name the site's code
 * gives each: the pages record them, the server counts them, the dashboard
 * names them.
 */
export const EVENT_TYPES = {
  pageView: 'page_view',
  buttonClick: 'button_click',
  fileDownload: 'file_download',
  search: 'search',
  newsletterSignup: 'newsletter_signup',
  contactFormSubmit: 'contact_form_submit',
  leadMagnetDownload: 'lead_magnet_download',
  timeOnPage: 'time_on_page',
  scrollDepth: 'scroll_depth',
  pageExit: 'page_exit',
  error: 'error',
  blogFilter: 'blog_filter',
  pricingCtaClick: 'pricing_cta_click',
  /** Load time, DOM content loaded and first paint. */
  performance: 'performance',
  /** The assistant was opened, and whether it answered or handed over (never the questions). */
  assistantOpen: 'assistant_open',
} as const;

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** Events the site records by itself, without the visitor doing anything: a visit of only these is a bounce. */
export const PASSIVE_EVENTS: readonly EventType[] = [
  EVENT_TYPES.pageView,
  EVENT_TYPES.performance,
  EVENT_TYPES.error,
];

/** A visit that sends one of these converted: it subscribed or sent an enquiry. */
export const CONVERSION_EVENTS: readonly EventType[] = [
  EVENT_TYPES.newsletterSignup,
  EVENT_TYPES.contactFormSubmit,
];

/** The goals the dashboard counts: the conversions and a download. */
export const GOAL_EVENTS: readonly EventType[] = [...CONVERSION_EVENTS, EVENT_TYPES.fileDownload];

/** What the dashboard and the weekly report call a visit with no referrer: typed in, a bookmark, an app. */
export const DIRECT_SOURCE = 'Direct / none';
