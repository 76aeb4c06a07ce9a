/// <reference path="../../pb_data/types.d.ts" />

// Without SMTP settings (local use) outgoing mail is kept as JSON files in
// <data folder>/mail instead of being lost, so a developer can read it.

function addresses(list) {
  return (list || []).map((address) => address.string());
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
    html: message.html,
    text: message.text,
  };
  $os.writeFile($filepath.join(folder, name), JSON.stringify(mail, null, 2), 0o600);
  app.logger().info('Mail kept locally (no SMTP configured)', 'file', name, 'subject', message.subject);
}

module.exports = { keepMail };
