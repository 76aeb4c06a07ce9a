/// <reference path="../pb_data/types.d.ts" />

onMailerSend((e) => {
  if (e.app.settings().smtp.enabled) return e.next();
  require(`${__hooks}/lib/mail-sink.js`).keepMail(e.app, e.message);
});
