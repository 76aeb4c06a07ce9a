/// <reference path="../../pb_data/types.d.ts" />

// Without SMTP settings (local use) outgoing mail is kept as JSON files in
// <data folder>/mail instead of being lost, so a developer can read it.

function addresses(list) {
  return (list || []).map((address) => address.string());
}

function keepMail(app, message) {
  const folder = $filepath.join(app.dataDir(), 'mail');
  $os.mkdirAll(folder, 0o755);
  const name = new Date().toISOString().replace(/[:.]/g, '-') + '-' + $security.randomString(6) + '.json';
  const mail = {
    from: message.from.string(),
    to: addresses(message.to),
    subject: message.subject,
    html: message.html,
    text: message.text,
  };
  $os.writeFile($filepath.join(folder, name), JSON.stringify(mail, null, 2), 0o644);
  app.logger().info('Mail kept locally (no SMTP configured)', 'file', name, 'subject', message.subject);
}

module.exports = { keepMail };
