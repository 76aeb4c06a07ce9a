/// <reference path="../types/pocketbase.d.ts" />

// The newsletter's own mails: the double opt-in confirmation, and the note
// to an address already on the list. Each carries a signed one-click
// unsubscribe link in its text and in the List-Unsubscribe headers
// (RFC 8058), so a mail client can unsubscribe without opening the site.

/** @typedef {ReturnType<typeof linksFor>} Links */

/**
 * The site's and the API's links for subscription `id`.
 *
 * @param {CoreApp} app
 * @param {string} id
 */
function linksFor(app, id) {
  const { siteUrl } = require(`${__hooks}/lib/mail-config.js`);
  const { createToken } = require(`${__hooks}/lib/newsletter-tokens.js`);
  const site = siteUrl(app);
  const unsubscribeToken = createToken(app, 'unsubscribe', id);
  return {
    confirm: `${site}/newsletter/confirm?token=${createToken(app, 'confirm', id)}`,
    unsubscribe: `${site}/newsletter/unsubscribe?token=${unsubscribeToken}`,
    oneClick: `${site}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
  };
}

// Only a confirmed subscriber's own name is put in a mail. Anyone can ask
// for a confirmation to any address with any name, and a name such as
// "You won £500, claim at https://…" would reach a stranger's inbox in our
// words; the confirmation greets the address alone.
/** @param {core.Record} record */
function greeting(record) {
  const name = record.getString('full_name').trim();
  return name && record.getString('status') === 'subscribed' ? `Hello ${name},` : 'Hello,';
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {string} kind
 * @param {{ subject: string, html: (links: Links) => string, text: (links: Links) => string }} content
 */
function queueNewsletterMail(app, record, kind, content) {
  const { escapeHtml, renderMail } = require(`${__hooks}/lib/mail-layout.js`);
  const links = linksFor(app, record.id);
  const look = renderMail(app, {
    title: content.subject,
    bodyHtml: content.html(links),
    bodyText: content.text(links),
    footerHtml:
      "Don't want these emails? " +
      `<a href="${escapeHtml(links.unsubscribe)}" style="color:inherit">Unsubscribe</a>.`,
    footerText: `Don't want these emails? Unsubscribe: ${links.unsubscribe}`,
  });
  require(`${__hooks}/lib/mail-queue.js`).enqueueMail(app, {
    kind,
    to: [{ address: record.getString('email'), name: '' }],
    subject: content.subject,
    html: look.html,
    text: look.text,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/**
 * Asks the owner of the address to confirm the subscription.
 *
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function queueConfirmationMail(app, record) {
  const { escapeHtml, buttonHtml } = require(`${__hooks}/lib/mail-layout.js`);
  const name = app.settings().meta.appName;
  const hello = greeting(record);
  queueNewsletterMail(app, record, 'newsletter_confirmation', {
    subject: `Confirm your subscription to ${name}'s newsletter`,
    html: (links) =>
      `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>` +
      `<p style="margin:0 0 16px">Please confirm that you would like our weekly marketing insights at this address.</p>` +
      buttonHtml(links.confirm, 'Yes, subscribe me') +
      '<p style="margin:0">If you did not ask for this, ignore this email: you will not be subscribed.</p>',
    text: (links) =>
      [
        hello,
        '',
        'Please confirm that you would like our weekly marketing insights at this address.',
        '',
        `Yes, subscribe me: ${links.confirm}`,
        '',
        'If you did not ask for this, ignore this email: you will not be subscribed.',
      ].join('\n'),
  });
}

/**
 * Tells the owner of a subscribed address that someone asked again; nothing changes.
 *
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function queueAlreadySubscribedMail(app, record) {
  const { escapeHtml } = require(`${__hooks}/lib/mail-layout.js`);
  const name = app.settings().meta.appName;
  const hello = greeting(record);
  const body = `Someone, hopefully you, asked to subscribe this address to ${name}'s newsletter. It is already on our list, so nothing has changed and there is nothing you need to do.`;
  queueNewsletterMail(app, record, 'newsletter_already_subscribed', {
    subject: `You're already subscribed to ${name}'s newsletter`,
    html: () =>
      `<p style="margin:0 0 16px">${escapeHtml(hello)}</p><p style="margin:0">${escapeHtml(body)}</p>`,
    text: () => [hello, '', body].join('\n'),
  });
}

module.exports = { queueConfirmationMail, queueAlreadySubscribedMail };
