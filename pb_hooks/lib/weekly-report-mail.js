/// <reference path="../types/pocketbase.d.ts" />

// The weekly report's mail, in the site's look with a plain-text twin: the
// week's visitors, page views and enquiries against the week before, the top
// pages and sources, and the enquiries still new with a link to each. Paths,
// sources and names come from visitors, so every one is escaped.

/** @typedef {import('../../src/definitions/analytics-summary').Ranked} Ranked */
/** @typedef {import('../../src/definitions/analytics-summary').StatCard} StatCard */

/**
 * @param {number} count
 * @param {[string, string]} units One and many.
 */
const counted = (count, [one, many]) => (count === 1 ? one : many);

/**
 * @param {CoreApp} app
 * @param {import('./weekly-report.js').WeeklyFigures} figures
 */
function buildWeeklyReport(app, figures) {
  const defs = require(`${__hooks}/lib/definitions.js`);
  const { escapeHtml, buttonHtml, renderMail, colors } = require(`${__hooks}/lib/mail-layout.js`);
  const site = require(`${__hooks}/lib/mail-config.js`).siteUrl(app);
  const labels = defs.REPORT_LABELS;
  const { week, summary } = figures;
  const span = defs.weekSpan(week);
  const dashboard = `${site}/admin/analytics?period=${defs.customPeriod(week.firstDay, week.lastDay)}`;

  /** @type {Array<[string, StatCard]>} */
  const cards = [
    [labels.visitors, summary.cards.visitors],
    [labels.pageViews, summary.cards.pageViews],
    [labels.enquiries, figures.enquiries],
  ];
  /** @type {Array<{ title: string, units: [string, string], empty: string, rows: Ranked[] }>} */
  const lists = [
    {
      title: labels.topPages,
      units: ['view', 'views'],
      empty: 'No page views this week.',
      rows: summary.topPages.slice(0, defs.REPORT_TOP),
    },
    {
      title: labels.topSources,
      units: ['visit', 'visits'],
      empty: 'No visits this week.',
      rows: summary.referrers
        .slice(0, defs.REPORT_TOP)
        .map((row) => ({ key: row.key || defs.DIRECT_SOURCE, count: row.count })),
    },
  ];
  const more = figures.stillNew - figures.newListed.length;
  const title = `Weekly report: ${span}`;
  const cell = 'padding:6px 12px 6px 0;vertical-align:top';
  const heading = 'margin:24px 0 8px;font-size:18px;line-height:1.3';

  const bodyHtml =
    `<h1 style="margin:0 0 8px;font-size:22px;line-height:1.3">${escapeHtml(title)}</h1>` +
    `<p style="margin:0 0 16px;color:${colors.MUTED}">Monday to Sunday, UK time, compared with the week before.</p>` +
    '<table role="presentation" style="border-collapse:collapse;width:100%">' +
    cards
      .map(
        ([label, figure]) =>
          `<tr><th scope="row" style="${cell};text-align:left;font-weight:500">${escapeHtml(label)}</th>` +
          `<td style="${cell};font-weight:700;font-size:20px">${figure.value}</td>` +
          `<td style="${cell};color:${colors.MUTED}">${escapeHtml(defs.changeInWords(figure))}</td></tr>`,
      )
      .join('') +
    '</table>' +
    lists
      .map(
        (list) =>
          `<h2 style="${heading}">${escapeHtml(list.title)}</h2>` +
          (list.rows.length === 0
            ? `<p style="margin:0">${escapeHtml(list.empty)}</p>`
            : '<ol style="margin:0;padding-left:24px">' +
              list.rows
                .map(
                  (row) =>
                    `<li style="word-break:break-word">${escapeHtml(row.key)}: ` +
                    `<strong>${row.count}</strong> ${counted(row.count, list.units)}</li>`,
                )
                .join('') +
              '</ol>'),
      )
      .join('') +
    `<h2 style="${heading}">${escapeHtml(labels.stillNew)}: ${figures.stillNew}</h2>` +
    (figures.stillNew === 0
      ? '<p style="margin:0">None: every enquiry has been read.</p>'
      : '<ul style="margin:0;padding-left:24px">' +
        figures.newListed
          .map(
            (item) =>
              `<li style="word-break:break-word"><a href="${escapeHtml(site + item.url)}" ` +
              `style="color:${colors.ACCENT}">${escapeHtml(item.body)}</a></li>`,
          )
          .join('') +
        '</ul>' +
        (more > 0 ? `<p style="margin:8px 0 0">and ${more} more in the inbox.</p>` : '')) +
    buttonHtml(dashboard, 'Open the dashboard');

  const bodyText = [
    title,
    'Monday to Sunday, UK time, compared with the week before.',
    '',
    ...cards.map(([label, figure]) => `${label}: ${figure.value} (${defs.changeInWords(figure)})`),
    ...lists.flatMap((list) => [
      '',
      `${list.title}:`,
      ...(list.rows.length === 0
        ? [list.empty]
        : list.rows.map(
            (row, index) => `${index + 1}. ${row.key}: ${row.count} ${counted(row.count, list.units)}`,
          )),
    ]),
    '',
    `${labels.stillNew}: ${figures.stillNew}`,
    ...(figures.stillNew === 0
      ? ['None: every enquiry has been read.']
      : figures.newListed.map((item) => `- ${item.body}: ${site}${item.url}`)),
    ...(more > 0 ? [`and ${more} more in the inbox.`] : []),
    '',
    `Open the dashboard: ${dashboard}`,
  ].join('\n');

  const footer = `To stop this report, turn off "${defs.WEEKLY_REPORT_SWITCH}" on the analytics dashboard.`;
  return {
    subject: title,
    ...renderMail(app, { title, bodyHtml, bodyText, footerHtml: escapeHtml(footer), footerText: footer }),
  };
}

module.exports = { buildWeeklyReport };
