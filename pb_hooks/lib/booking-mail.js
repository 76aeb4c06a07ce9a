/// <reference path="../types/pocketbase.d.ts" />

// The mails of a discovery call, each queued (lib/mail-queue.js) in the
// same transaction as the change it tells of: to the visitor and to the
// agency when it is booked or moved, both with the call's invitation
// (METHOD:REQUEST; after a move, the same UID and a higher SEQUENCE); to both
// when it is cancelled (METHOD:CANCEL, the same UID); a reminder to
// the visitor the day before; and to a visitor whose booking arrived after
// its time was taken, the nearest free times. What the visitor typed is
// escaped: shown as text, never as HTML.

/**
 * @typedef {{ start: number, end: number }} Slot
 * @typedef {{ label: string, href: string }} MailLink
 */

/** @param {core.Record} booking */
function slotOf(booking) {
  return { start: Date.parse(booking.getString('slot')), end: Date.parse(booking.getString('slot_end')) };
}

/**
 * The call's invitation: its UID the first booking's of the call, kept
 * through every move, and its SEQUENCE the moves so far (one more to
 * cancel it), so a calendar updates the one event.
 *
 * @param {CoreApp} app
 * @param {core.Record} booking
 * @param {'REQUEST' | 'CANCEL'} method
 */
function invitation(app, booking, method) {
  const { callInvitation } = require(`${__hooks}/lib/call-invitation.js`);
  const { agencyAddress, siteUrl } = require(`${__hooks}/lib/mail-config.js`);
  const slot = slotOf(booking);
  const host = siteUrl(app)
    .replace(/^https?:\/\//, '')
    .replace(/[:/].*$/, '');
  const moves = booking.getInt('calendar_sequence');
  const content = callInvitation({
    uid: `${booking.getString('calendar_uid') || booking.id}@${host}`,
    sequence: method === 'CANCEL' ? moves + 1 : moves,
    method,
    start: slot.start,
    end: slot.end,
    summary: `Discovery call: ${app.settings().meta.appName} and ${booking.getString('name')}`,
    description: booking.getString('message') || 'A free 15-minute discovery call.',
    organizer: { name: app.settings().meta.senderName, email: agencyAddress(app) },
    attendee: { name: booking.getString('name'), email: booking.getString('email') },
    stamp: require(`${__hooks}/lib/clock.js`).now(),
  });
  return [{ name: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content }];
}

/**
 * A mail's body: a heading, lines of text, rows of label and value, and links.
 *
 * @param {CoreApp} app
 * @param {{ title: string, lines: string[], rows?: Array<[string, string]>, links?: MailLink[] }} parts
 */
function mailBody(app, parts) {
  const { buttonHtml, colors, escapeHtml, renderMail } = require(`${__hooks}/lib/mail-layout.js`);
  const rows = parts.rows || [];
  const links = parts.links || [];
  const bodyHtml =
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(parts.title)}</h1>` +
    parts.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('') +
    (rows.length > 0
      ? '<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">' +
        rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;` +
              `color:${colors.MUTED};font-weight:500;white-space:nowrap">${escapeHtml(label)}</th>` +
              `<td style="padding:4px 0;white-space:pre-wrap;word-break:break-word">${escapeHtml(value)}</td></tr>`,
          )
          .join('') +
        '</table>'
      : '') +
    links.map((link) => buttonHtml(link.href, link.label)).join('');
  const bodyText = [
    parts.title,
    '',
    ...parts.lines,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...links.map((link) => `${link.label}: ${link.href}`),
  ].join('\n');
  return renderMail(app, { title: parts.title, bodyHtml, bodyText });
}

/** @param {core.Record} booking */
function visitorAddress(booking) {
  return [{ address: booking.getString('email'), name: booking.getString('name') }];
}

/** @param {CoreApp} app */
function agency(app) {
  return [{ address: require(`${__hooks}/lib/mail-config.js`).agencyAddress(app), name: '' }];
}

/**
 * What the agency reads of a call: who, when, how to reach them, what about.
 *
 * @param {core.Record} booking
 * @returns {Array<[string, string]>}
 */
function callRows(booking) {
  const { slotLabel } = require(`${__hooks}/lib/definitions.js`);
  /** @type {Array<[string, string]>} */
  const rows = [
    ['When', `${slotLabel(slotOf(booking))} (London time)`],
    ['Name', booking.getString('name')],
    ['Email', booking.getString('email')],
  ];
  if (booking.getString('phone')) rows.push(['Phone', booking.getString('phone')]);
  if (booking.getString('message')) rows.push(['To talk about', booking.getString('message')]);
  return rows;
}

/**
 * @param {CoreApp} app
 * @param {string} kind
 * @param {Array<{ address: string, name: string }>} to
 * @param {string} subject
 * @param {{ html: string, text: string }} body
 * @param {Array<{ name: string, content: string }>} [attachments]
 * @param {string} [replyTo]
 */
function queue(app, kind, to, subject, body, attachments, replyTo) {
  const { headerValue } = require(`${__hooks}/lib/mail-layout.js`);
  require(`${__hooks}/lib/mail-queue.js`).enqueueMail(app, {
    kind,
    to,
    subject: headerValue(subject),
    html: body.html,
    text: body.text,
    attachments,
    headers: replyTo ? { 'Reply-To': headerValue(replyTo) } : {},
  });
}

/**
 * The confirmation to the visitor, with the links that cancel or move the
 * call, and the agency's notice; both with the invitation.
 *
 * @param {CoreApp} app
 * @param {core.Record} booking
 */
function queueBookedMails(app, booking) {
  const { slotLabel } = require(`${__hooks}/lib/definitions.js`);
  const links = require(`${__hooks}/lib/booking-links.js`).callLinks(app, booking.id);
  const when = slotLabel(slotOf(booking));
  const name = app.settings().meta.appName;
  const moved = booking.getInt('calendar_sequence') > 0;
  queue(
    app,
    'booking_confirmation',
    visitorAddress(booking),
    `${moved ? 'Moved: your' : 'Your'} discovery call with ${name}: ${when}`,
    mailBody(app, {
      title: moved ? 'Your discovery call is moved' : 'Your discovery call is booked',
      lines: [
        moved
          ? `Thank you, ${booking.getString('name')}. Your free 15-minute discovery call is moved to ${when} (London time).`
          : `Thank you, ${booking.getString('name')}. Your free 15-minute discovery call is booked for ${when} (London time).`,
        moved
          ? 'The updated invitation is attached: open it to move the call in your calendar. We will call you, or send a video link, at that time.'
          : 'The invitation is attached: open it to add the call to your calendar. We will call you, or send a video link, at that time.',
      ],
      rows: callRows(booking).slice(0, 1),
      links: [
        { label: 'Move the call', href: links.move },
        { label: 'Cancel the call', href: links.cancel },
      ],
    }),
    invitation(app, booking, 'REQUEST'),
  );
  queue(
    app,
    'booking_notification',
    agency(app),
    `${moved ? 'Call moved' : 'Call booked'}: ${booking.getString('name')}, ${when}`,
    mailBody(app, {
      title: `Discovery call ${moved ? 'moved' : 'booked'} by ${booking.getString('name')}`,
      lines: [],
      rows: callRows(booking),
      links: [
        {
          label: 'Open the inbox',
          href: `${require(`${__hooks}/lib/mail-config.js`).siteUrl(app)}/admin/enquiries`,
        },
      ],
    }),
    invitation(app, booking, 'REQUEST'),
    booking.getString('email'),
  );
}

/**
 * The cancellation to both, with the invitation's CANCEL; `note` is the
 * admin's message when the agency cancelled.
 *
 * @param {CoreApp} app
 * @param {core.Record} booking
 * @param {'visitor' | 'agency'} by
 * @param {string} note
 */
function queueCancelledMails(app, booking, by, note) {
  const { slotLabel } = require(`${__hooks}/lib/definitions.js`);
  const { siteUrl } = require(`${__hooks}/lib/mail-config.js`);
  const when = slotLabel(slotOf(booking));
  const cancel = invitation(app, booking, 'CANCEL');
  const lines =
    by === 'visitor'
      ? [`Your discovery call on ${when} (London time) is cancelled.`]
      : [`We are sorry: we have had to cancel your discovery call on ${when} (London time).`];
  if (note) lines.push(note);
  queue(
    app,
    'booking_cancelled',
    visitorAddress(booking),
    `Cancelled: your discovery call, ${when}`,
    mailBody(app, {
      title: 'Your call is cancelled',
      lines,
      links: [{ label: 'Book another time', href: `${siteUrl(app)}/book` }],
    }),
    cancel,
  );
  queue(
    app,
    'booking_cancelled',
    agency(app),
    `Call cancelled: ${booking.getString('name')}, ${when}`,
    mailBody(app, {
      title: `Call cancelled by ${by === 'visitor' ? booking.getString('name') : 'the agency'}`,
      lines: note ? [note] : [],
      rows: callRows(booking),
    }),
    cancel,
    booking.getString('email'),
  );
}

/**
 * The reminder the day before, with the links again.
 *
 * @param {CoreApp} app
 * @param {core.Record} booking
 */
function queueReminder(app, booking) {
  const { slotLabel } = require(`${__hooks}/lib/definitions.js`);
  const links = require(`${__hooks}/lib/booking-links.js`).callLinks(app, booking.id);
  const when = slotLabel(slotOf(booking));
  queue(
    app,
    'booking_reminder',
    visitorAddress(booking),
    `Reminder: your discovery call, ${when}`,
    mailBody(app, {
      title: 'Your discovery call is tomorrow',
      lines: [
        `A reminder of your free discovery call with ${app.settings().meta.appName}: ${when} (London time).`,
      ],
      links: [
        { label: 'Move the call', href: links.move },
        { label: 'Cancel the call', href: links.cancel },
      ],
    }),
  );
}

/**
 * To a visitor whose booking, sent while offline, arrived after its time
 * was taken: the nearest free times, and the link to choose one.
 *
 * @param {CoreApp} app
 * @param {{ name: string, email: string, slot: number }} asked
 * @param {Slot[]} nearest
 */
function queueSlotTakenMail(app, asked, nearest) {
  const { slotLabel } = require(`${__hooks}/lib/definitions.js`);
  const { siteUrl } = require(`${__hooks}/lib/mail-config.js`);
  const wanted = slotLabel({ start: asked.slot, end: asked.slot });
  queue(
    app,
    'booking_slot_taken',
    [{ address: asked.email, name: asked.name }],
    'Your discovery call is not booked yet',
    mailBody(app, {
      title: 'That time was taken',
      lines: [
        `Sorry, ${asked.name}: the time you chose (${wanted.replace(/ to .*/, '')}) was booked before your request reached us, so your call is not booked.`,
        nearest.length > 0
          ? 'The nearest free times are:'
          : 'There are no free times just now; please look again soon.',
        ...nearest.map((slot) => slotLabel(slot)),
      ],
      links: [{ label: 'Choose a time', href: `${siteUrl(app)}/book` }],
    }),
  );
}

module.exports = { queueBookedMails, queueCancelledMails, queueReminder, queueSlotTakenMail };
