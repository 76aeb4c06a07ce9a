/// <reference path="../types/pocketbase.d.ts" />

// Settings that come from the environment, applied at every start so that a
// changed environment takes effect on the next restart. See docs/operations.md.

/**
 * @param {string} name
 * @param {string} fallback
 */
function env(name, fallback) {
  const value = $os.getenv(name);
  return value === '' ? fallback : value;
}

/** @param {string} name */
function list(name) {
  return env(name, '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** @param {CoreApp} app */
function applyEnvironment(app) {
  const settings = app.settings();

  const publicUrl = env('PUBLIC_URL', '');
  if (publicUrl) settings.meta.appURL = publicUrl.replace(/\/+$/, '');
  settings.meta.senderAddress = env('MAIL_FROM', 'hello@clearnorth.co.uk');
  settings.meta.senderName = env('MAIL_FROM_NAME', 'Clear North');

  const smtpHost = env('SMTP_HOST', '');
  settings.smtp.enabled = smtpHost !== '';
  if (smtpHost) {
    settings.smtp.host = smtpHost;
    settings.smtp.port = parseInt(env('SMTP_PORT', '587'), 10);
    settings.smtp.username = env('SMTP_USERNAME', '');
    settings.smtp.password = env('SMTP_PASSWORD', '');
    settings.smtp.tls = env('SMTP_TLS', 'false') === 'true';
    settings.smtp.authMethod = 'PLAIN';
    settings.smtp.localName = env('SMTP_LOCAL_NAME', '');
  }

  // Without trusted headers every visitor behind a reverse proxy would share
  // the proxy's IP, and with it one rate-limit bucket.
  settings.trustedProxy.headers = list('TRUSTED_PROXY_HEADERS');
  settings.trustedProxy.useLeftmostIP = env('TRUSTED_PROXY_USE_LEFTMOST_IP', 'false') === 'true';

  // A copy of the whole data folder every night by default, the newest kept;
  // npm run restore puts one back (docs/operations.md, "Backups").
  const backupCron = env('BACKUP_CRON', '0 3 * * *');
  settings.backups.cron = backupCron === 'off' ? '' : backupCron;
  settings.backups.cronMaxKeep = parseInt(env('BACKUP_KEEP', '14'), 10);

  app.save(settings);
}

module.exports = { applyEnvironment };
