/** Every key the site keeps in the visitor's browser, in one place. */
export const STORAGE_KEYS = {
  preferences: 'clear-north:preferences',
  /** Spec §4: the newsletter popup's flag. */
  newsletterPopupShown: 'newsletter-popup-shown',
  /** Spec §3: the analytics session id lives in session storage. */
  analyticsSession: 'clear-north:analytics-session',
  /** 'true' when the visitor objected to first-party analytics (UK PECR). */
  analyticsOptOut: 'clear-north:analytics-opt-out',
  /** The assistant's conversation, kept for the tab's session only. */
  assistantConversation: 'clear-north:assistant-conversation',
} as const;
