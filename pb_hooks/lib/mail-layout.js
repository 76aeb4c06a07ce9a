/// <reference path="../types/pocketbase.d.ts" />

// The site's look for every mail: the brand, a calm paper background, the
// accent blue of src/styles/theme.css.ts, and a plain-text twin for mail
// clients that do not show HTML. Inline styles only: mail clients drop
// style sheets.

const INK = '#121212';
const MUTED = '#55534e';
const PAPER = '#f7f6f2';
const CARD = '#ffffff';
const LINE = '#dedbd2';
const ACCENT = '#2a44d4';

/** @type {{ [char: string]: string }} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text from anyone (a visitor's enquiry, a name) as HTML that shows it, never runs it.
 *
 * @param {unknown} value
 */
function escapeHtml(value) {
  return String(value === undefined || value === null ? '' : value).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * A value safe for a mail header: one line, no control characters.
 *
 * @param {unknown} value
 */
function headerValue(value) {
  return String(value || '')
    .split('')
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .trim();
}

/**
 * A button-like link in the accent colour.
 *
 * @param {string} href
 * @param {string} label
 */
function buttonHtml(href, label) {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" ` +
    `style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;` +
    `padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(label)}</a></p>`
  );
}

/**
 * The inside of a whole HTML document's body (PocketBase wraps its templates in one), or the markup as is.
 *
 * @param {string} html
 */
function bodyOf(html) {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(String(html || ''));
  return match ? match[1].trim() : String(html || '');
}

/**
 * A plain-text version of the simple HTML our templates use.
 *
 * @param {string} html
 */
function htmlToText(html) {
  return bodyOf(html)
    .replace(/<(style|script|head)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href, label) => `${label}: ${href}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h1|h2|h3|div|tr|li)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A whole mail in the site's look. `bodyHtml` is trusted markup (escape
 * anything a visitor wrote before it gets here); `bodyText` its plain twin;
 * `footerHtml`/`footerText` an optional line above the signature (an
 * unsubscribe link, say).
 *
 * @param {CoreApp} app
 * @param {{ title: string, bodyHtml: string, bodyText: string, footerHtml?: string, footerText?: string }} parts
 */
function renderMail(app, parts) {
  const name = app.settings().meta.appName;
  const url = app.settings().meta.appURL.replace(/\/+$/, '');
  const footerHtml = parts.footerHtml ? `<p style="margin:0 0 8px">${parts.footerHtml}</p>` : '';
  const html =
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(parts.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:${PAPER};color:${INK};` +
    'font-family:Inter,-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica,Arial,sans-serif;' +
    'font-size:16px;line-height:1.6">' +
    '<div style="max-width:600px;margin:0 auto;padding:32px 16px">' +
    `<p style="margin:0 0 24px;font-weight:700;font-size:18px;letter-spacing:-0.01em">` +
    `<a href="${escapeHtml(url)}/" style="color:${INK};text-decoration:none">` +
    `<span style="color:${ACCENT}">&#9650;</span> ${escapeHtml(name)}</a></p>` +
    `<div style="background:${CARD};border:1px solid ${LINE};border-radius:12px;padding:32px 24px">` +
    parts.bodyHtml +
    '</div>' +
    `<div style="color:${MUTED};font-size:13px;padding:16px 8px">` +
    footerHtml +
    `<p style="margin:0">${escapeHtml(name)} &middot; Newcastle upon Tyne &middot; ` +
    `<a href="${escapeHtml(url)}/" style="color:${MUTED}">${escapeHtml(url.replace(/^https?:\/\//, ''))}</a></p>` +
    '</div></div></body></html>';
  const lines = [parts.bodyText.trim(), '', '--'];
  if (parts.footerText) lines.push(parts.footerText.trim());
  lines.push(`${name}, Newcastle upon Tyne`, `${url}/`);
  const text = lines.join('\n');
  return { html, text };
}

module.exports = {
  escapeHtml,
  headerValue,
  buttonHtml,
  bodyOf,
  htmlToText,
  renderMail,
  colors: { ACCENT, MUTED },
};
