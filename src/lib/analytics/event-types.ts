/** The event types stored in user_analytics. */
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

/** form_{action}, e.g. form_abandon; content_{engagement}, e.g. content_share. */
export const formEvent = (action: string) => `form_${action}`;
export const contentEvent = (engagement: string) => `content_${engagement}`;

export type EventData = Record<string, unknown>;
