/// <reference path="../types/pocketbase.d.ts" />

// The agency's notification of a new enquiry: who, about what, what they
// wrote and when, with a link to the admin's inbox. Reply-To is the
// visitor, so answering the mail answers them. Everything the visitor
// typed is escaped: it is shown as text, never as HTML.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** @param {number} value */
function pad(value) {
  return value < 10 ? '0' + value : String(value);
}

/**
 * "23 Nov 2026, 16:40 UTC": unambiguous wherever the mail is read.
 *
 * @param {Date} date
 */
function formatTime(date) {
  return (
    `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
  );
}

/**
 * @param {core.Record} record
 * @param {string} name
 */
function fieldOrEmpty(record, name) {
  return record.collection().fields.getByName(name) ? record.getString(name) : '';
}

/**
 * The rows of the notification: label and plain value, with every detail
 * the enquiry's definition lists when the visitor gave it.
 *
 * @param {core.Record} record
 */
function detailsOf(record) {
  const { ENQUIRY_DETAILS, SERVICES, TOPICS, enquiryDetails, nameOf } = require(
    `${__hooks}/lib/definitions.js`,
  );
  const service = record.getString('service');
  const topic = fieldOrEmpty(record, 'topic');
  const created = new Date(record.getDateTime('created').time().unixMilli());
  /** @type {{ [field: string]: string }} */
  const given = {};
  ENQUIRY_DETAILS.forEach((field) => {
    given[field] = fieldOrEmpty(record, field);
  });
  const rows = [
    ['Name', record.getString('name')],
    ['Email', record.getString('email')],
    ['Service', service ? nameOf(SERVICES, service) : 'Not chosen'],
    ...enquiryDetails(given),
  ];
  if (topic) rows.push(['About', nameOf(TOPICS, topic)]);
  rows.push(['Received', formatTime(created)]);
  return rows;
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function buildNotification(app, record) {
  const layout = require(`${__hooks}/lib/mail-layout.js`);
  const { siteUrl } = require(`${__hooks}/lib/mail-config.js`);
  const { escapeHtml, buttonHtml, renderMail, colors } = layout;
  const rows = detailsOf(record);
  const message = record.getString('message');
  // The enquiry itself in the admin's inbox, where it can be marked handled.
  const inbox = `${siteUrl(app)}/admin/enquiries?enquiry=${record.id}`;
  const name = record.getString('name');

  const bodyHtml =
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">New enquiry from ${escapeHtml(name)}</h1>` +
    '<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">' +
    rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;` +
          `color:${colors.MUTED};font-weight:500;white-space:nowrap">${escapeHtml(label)}</th>` +
          `<td style="padding:4px 0;word-break:break-word">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table>' +
    `<p style="margin:0 0 4px;color:${colors.MUTED}">Message</p>` +
    `<div style="white-space:pre-wrap;word-break:break-word;border-left:3px solid ${colors.ACCENT};` +
    `padding:4px 0 4px 12px">${escapeHtml(message)}</div>` +
    buttonHtml(inbox, 'Open the enquiry') +
    `<p style="margin:0;color:${colors.MUTED};font-size:14px">Reply to this email to answer ${escapeHtml(name)} directly.</p>`;

  const bodyText = [
    `New enquiry from ${name}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message,
    '',
    `Open the enquiry: ${inbox}`,
    `Reply to this email to answer ${name} directly.`,
  ].join('\n');

  const subject = `New enquiry from ${layout.headerValue(name)}`;
  return { subject, ...renderMail(app, { title: subject, bodyHtml, bodyText }) };
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function queueEnquiryNotification(app, record) {
  const { agencyAddress } = require(`${__hooks}/lib/mail-config.js`);
  const { headerValue } = require(`${__hooks}/lib/mail-layout.js`);
  const mail = buildNotification(app, record);
  require(`${__hooks}/lib/mail-queue.js`).enqueueMail(app, {
    kind: 'enquiry_notification',
    to: [{ address: agencyAddress(app), name: '' }],
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: { 'Reply-To': headerValue(record.getString('email')) },
  });
}

module.exports = { queueEnquiryNotification };
