/// <reference path="types/pocketbase.d.ts" />

// Every mail the app sends (PocketBase's account mails included) is saved
// in the queue instead of going out; the queue's own sends, marked by
// lib/mail-queue.js, go to the SMTP server, or without one (local use) to
// files under the data folder.
onMailerSend((e) => {
  const queue = require(`${__hooks}/lib/mail-queue.js`);
  if (!queue.takeQueueMark(e.message)) {
    queue.enqueueMailerMessage(e.app, e.message);
    return;
  }
  if (e.app.settings().smtp.enabled) return e.next();
  require(`${__hooks}/lib/mail-sink.js`).keepMail(e.app, e.message);
});

// Names each account mail in the queue, so the admin sees what it was.
onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/mail-kinds.js`).labelMail(e.message, 'verification');
  return e.next();
});
onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/mail-kinds.js`).labelMail(e.message, 'password_reset');
  return e.next();
});
onMailerRecordEmailChangeSend((e) => {
  require(`${__hooks}/lib/mail-kinds.js`).labelMail(e.message, 'email_change');
  return e.next();
});
onMailerRecordOTPSend((e) => {
  require(`${__hooks}/lib/mail-kinds.js`).labelMail(e.message, 'one_time_password');
  return e.next();
});
onMailerRecordAuthAlertSend((e) => {
  require(`${__hooks}/lib/mail-kinds.js`).labelMail(e.message, 'sign_in_alert');
  return e.next();
});

// PocketBase's scheduler ticks once a minute; a shorter interval (tests)
// makes it tick faster for every job.
onBootstrap((e) => {
  e.next();
  const { intervalSeconds } = require(`${__hooks}/lib/mail-config.js`).mailQueueConfig();
  // Go's time.Duration, in nanoseconds, which the JSVM takes as a number: the declarations describe the Go type.
  const interval = /** @type {time.Duration} */ (
    /** @type {unknown} */ (intervalSeconds * 1000 * 1000 * 1000)
  );
  if (intervalSeconds < 60) e.app.cron().setInterval(interval);
});

cronAdd('mail_queue', '* * * * *', () => {
  require(`${__hooks}/lib/mail-queue.js`).sendDueMail($app);
});
