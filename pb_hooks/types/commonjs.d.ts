// The hooks share code as CommonJS modules under pb_hooks/lib, loaded with
// require(`${__hooks}/lib/<file>`). TypeScript cannot follow a path built
// from __hooks, so each library file is listed here by name: a call then has
// the module's own type, and requiring a file that is not listed is an error.

interface HookLibrary {
  'admin-access.js': typeof import('../lib/admin-access.js');
  'admin-account.js': typeof import('../lib/admin-account.js');
  'analytics-events.js': typeof import('../lib/analytics-events.js');
  'analytics-event-fields.js': typeof import('../lib/analytics-event-fields.js');
  'analytics-filtered.js': typeof import('../lib/analytics-filtered.js');
  'analytics-ingest.js': typeof import('../lib/analytics-ingest.js');
  'analytics-maintenance.js': typeof import('../lib/analytics-maintenance.js');
  'analytics-rollup.js': typeof import('../lib/analytics-rollup.js');
  'analytics-routes.js': typeof import('../lib/analytics-routes.js');
  'analytics-summary.js': typeof import('../lib/analytics-summary.js');
  'assistant-model.js': typeof import('../lib/assistant-model.js');
  'batch-shape.js': typeof import('../lib/batch-shape.js');
  'booking-calls.js': typeof import('../lib/booking-calls.js');
  'booking-inbox.js': typeof import('../lib/booking-inbox.js');
  'booking-links.js': typeof import('../lib/booking-links.js');
  'booking-mail.js': typeof import('../lib/booking-mail.js');
  'booking-page.js': typeof import('../lib/booking-page.js');
  'booking-slots.js': typeof import('../lib/booking-slots.js');
  'call-invitation.js': typeof import('../../src/calendar/call-invitation');
  'case-study-page.js': typeof import('../lib/case-study-page.js');
  'clock.js': typeof import('../lib/clock.js');
  'common-passwords.json': typeof import('../lib/common-passwords.json');
  'created-answer.js': typeof import('../lib/created-answer.js');
  'csp-report.js': typeof import('../lib/csp-report.js');
  'defined-record.js': typeof import('../lib/defined-record.js');
  'definitions.js': typeof import('../../src/definitions/index');
  'email-change.js': typeof import('../lib/email-change.js');
  'enquiry-mail.js': typeof import('../lib/enquiry-mail.js');
  'enquiry-retention.js': typeof import('../lib/enquiry-retention.js');
  'enquiry-state.js': typeof import('../lib/enquiry-state.js');
  'environment.js': typeof import('../lib/environment.js');
  'field-errors.js': typeof import('../lib/field-errors.js');
  'form-guard.js': typeof import('../lib/form-guard.js');
  'form-page-html.js': typeof import('../lib/form-page-html.js');
  'form-page.js': typeof import('../lib/form-page.js');
  'form-post-booking.js': typeof import('../lib/form-post-booking.js');
  'form-post-enquiry.js': typeof import('../lib/form-post-enquiry.js');
  'form-post-newsletter.js': typeof import('../lib/form-post-newsletter.js');
  'form-post-paths.js': typeof import('../lib/form-post-paths.js');
  'form-post.js': typeof import('../lib/form-post.js');
  'freed-space.js': typeof import('../lib/freed-space.js');
  'mail-config.js': typeof import('../lib/mail-config.js');
  'mail-kinds.js': typeof import('../lib/mail-kinds.js');
  'mail-layout.js': typeof import('../lib/mail-layout.js');
  'mail-queue.js': typeof import('../lib/mail-queue.js');
  'mail-sink.js': typeof import('../lib/mail-sink.js');
  'newsletter-links.js': typeof import('../lib/newsletter-links.js');
  'newsletter-mail.js': typeof import('../lib/newsletter-mail.js');
  'newsletter-subscribe.js': typeof import('../lib/newsletter-subscribe.js');
  'newsletter-tokens.js': typeof import('../lib/newsletter-tokens.js');
  'password-check.js': typeof import('../lib/password-check.js');
  'public-creates.js': typeof import('../lib/public-creates.js');
  'push-config.js': typeof import('../lib/push-config.js');
  'push-engine.js': typeof import('../lib/push-engine.js');
  'push-queue.js': typeof import('../lib/push-queue.js');
  'push-routes.js': typeof import('../lib/push-routes.js');
  'push-subscriptions.js': typeof import('../lib/push-subscriptions.js');
  'rate-limits.js': typeof import('../lib/rate-limits.js');
  'request-body.js': typeof import('../lib/request-body.js');
  'request-checks.js': typeof import('../lib/request-checks.js');
  'request-limits.js': typeof import('../lib/request-limits.js');
  'secure-random.js': typeof import('../lib/secure-random.js');
  'security-headers.js': typeof import('../lib/security-headers.js');
  'sign-in-throttle.js': typeof import('../lib/sign-in-throttle.js');
  'sign-up.js': typeof import('../lib/sign-up.js');
  'site-files.js': typeof import('../lib/site-files.js');
  'site-origins.js': typeof import('../lib/site-origins.js');
  'sliding-window.js': typeof import('../lib/sliding-window.js');
  'stored-text.js': typeof import('../lib/stored-text.js');
  'stored-times.js': typeof import('../lib/stored-times.js');
  'subscriber-erasure.js': typeof import('../lib/subscriber-erasure.js');
  'tracking-objection.js': typeof import('../lib/tracking-objection.js');
  'user-agent-families.js': typeof import('../lib/user-agent-families.js');
  'vapid-keys.js': typeof import('../lib/vapid-keys.js');
  'web-push.js': typeof import('../../src/push/web-push');
  'weekly-report.js': typeof import('../lib/weekly-report.js');
  'weekly-report-mail.js': typeof import('../lib/weekly-report-mail.js');
}

declare function require<File extends keyof HookLibrary>(path: `${string}/lib/${File}`): HookLibrary[File];
