// Fixed to UTC so the server and the browser print the same day for `yyyy-mm-dd`.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2024-01-15` → `15 January 2024`. */
export function formatPostDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** Page descriptions stay within 160 characters, cut at a word. */
const MAX_DESCRIPTION = 160;

export function metaDescription(excerpt: string): string {
  if (excerpt.length <= MAX_DESCRIPTION) return excerpt;
  const cut = excerpt.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:–-]+$/, '')}…`;
}
