/// <reference path="../types/pocketbase.d.ts" />

// Without SMTP settings (local use) outgoing mail is kept as JSON files in
// <data folder>/mail instead of being lost, so a developer can read it. The
// files hold live account tokens: readable by the server's user only.

function addresses(list) {
  return (list || []).map((address) => address.string());
}

function headersOf(message) {
  const copy = {};
  if (message.headers) for (const key of Object.keys(message.headers)) copy[key] = message.headers[key];
  return copy;
}

function keepMail(app, message) {
  // The mails hold live sign-in and reset links: for the data folder's owner only,
  // in a folder made before this rule too.
  const folder = $filepath.join(app.dataDir(), 'mail');
  $os.mkdirAll(folder, 0o700);
  const dataDir = $os.openRoot(app.dataDir());
  try {
    dataDir.chmod('mail', 0o700);
  } finally {
    dataDir.close();
  }
  const name = new Date().toISOString().replace(/[:.]/g, '-') + '-' + $security.randomString(6) + '.json';
  const mail = {
    from: message.from.string(),
    to: addresses(message.to),
    subject: message.subject,
    headers: headersOf(message),
    html: message.html,
    text: message.text,
  };
  // Written beside it, then renamed: whoever reads the folder meets a mail whole or not at all.
  const path = $filepath.join(folder, name);
  $os.writeFile(path + '.part', JSON.stringify(mail, null, 2), 0o600);
  $os.rename(path + '.part', path);
  app.logger().info('Mail kept locally (no SMTP configured)', 'file', name, 'subject', message.subject);
}

module.exports = { keepMail };
