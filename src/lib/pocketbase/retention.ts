import retention from '../../../pb_hooks/lib/retention.json';

/**
 * How long the server keeps what it keeps, from the file its hooks read too
 * (pb_hooks/lib/retention.json), so /privacy states the periods the server
 * applies: raw visit statistics, its request log, and sent mail.
 */
export const RETENTION_DAYS: Readonly<{
  analyticsEvents: number;
  serverLog: number;
  sentMail: number;
}> = {
  analyticsEvents: retention.analyticsEventDays,
  serverLog: retention.serverLogDays,
  sentMail: retention.sentMailDays,
};
