/** Every key the site keeps in the visitor's browser, in one place. */
export const STORAGE_KEYS = {
  preferences: 'clear-north:preferences',
  /** Set once the newsletter popup has been shown, so it never comes back. */
  newsletterPopupShown: 'newsletter-popup-shown',
  /** Addresses this browser subscribed, and which it confirmed, so only it may hear 'Already subscribed'. */
  newsletterSubscribedHere: 'clear-north:newsletter-subscribed',
  /** The analytics session id lives in session storage. */
  analyticsSession: 'clear-north:analytics-session',
  /** 'true' when the visitor objected to first-party analytics (UK PECR). */
  analyticsOptOut: 'clear-north:analytics-opt-out',
  /** The PocketBase SDK's own session key (its LocalAuthStore default). */
  pocketBaseAuth: 'pocketbase_auth',
  /** The assistant's conversation, kept for the tab's session only. */
  assistantConversation: 'clear-north:assistant-conversation',
  /** Toasts still showing as a page sends the visitor on, for the next page to show (session storage). */
  toastsForNextPage: 'clear-north:toasts-for-next-page',
  /** 'true' when the admin turned the new-enquiry chime off on this device. */
  adminChimeOff: 'clear-north:admin-chime-off',
  /** 'on' when the admin asked for a notification of each new enquiry while the site is not in front. */
  adminNotify: 'clear-north:admin-notify',
  /** The inbox's views as the admin last loaded them, to read offline; forgotten at sign-out. */
  adminKeptInbox: 'clear-north:admin-kept-inbox',
  /** The outbox's IndexedDB database, shared by the page and the service worker. */
  outboxDatabase: 'clear-north-outbox',
  /** Set after every write into the outbox, so a page loads it only when it may have work (outbox/work-marks.ts). */
  outboxWorkMark: 'clear-north:outbox-may-have-work',
  /** Set when a page tells of refused messages, which stay on the device until the visitor acts on them. */
  outboxRefusedMark: 'clear-north:outbox-may-keep-refused',
} as const;
