import type { PageHead } from './head-context';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The content of a page's keywords meta tag, or nothing when it has none. */
export function keywordsContent(keywords: readonly string[] = []): string | undefined {
  return keywords.length > 0 ? keywords.join(', ') : undefined;
}

/** The <head> tags for a server-rendered page. */
export function renderHead(head: PageHead): string {
  const keywords = keywordsContent(head.keywords);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(keywords ? [`<meta name="keywords" content="${escapeHtml(keywords)}" />`] : []),
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}" />`] : []),
  ].join('\n    ');
}
