let reported = false;

/**
 * The host of the site the visitor came from, once per page load (the
 * session's first page view is its entry), and never the site itself.
 * Only the host is kept: a referring URL can carry a search or a token.
 */
export function entryReferrer(referrer: string, ownHost: string): { referrer?: string } {
  if (reported) return {};
  reported = true;
  try {
    const { host, hostname } = new URL(referrer);
    return host && host !== ownHost ? { referrer: hostname } : {};
  } catch {
    return {};
  }
}

/** For tests: a new page load. */
export function resetEntryReferrer(): void {
  reported = false;
}
