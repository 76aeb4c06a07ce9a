/**
 * Links an article may carry: site paths, in-page anchors, http(s) and mailto.
 * Anything else (javascript:, data:, vbscript:, protocol-relative `//host`,
 * or a scheme hidden behind whitespace) is shown as plain text instead.
 */
export function isSafeHref(href: string): boolean {
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return !/[\s\\]/.test(href);
  return /^(?:https?:\/\/[^\s/\\]|mailto:[^\s])/i.test(href) && !/\s/.test(href);
}

/** Whether a safe link stays on this site (routed in the app rather than opened as a new page). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') || href.startsWith('#');
}
