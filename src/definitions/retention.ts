/**
 * How long the server keeps what it keeps, in days: raw visit statistics,
 * its request log (with visitors' addresses) and sent mail. The hooks apply
 * them and /privacy states them.
 */
export const RETENTION_DAYS = { analyticsEvents: 400, serverLog: 5, sentMail: 30 } as const;

/**
 * How long an enquiry is kept after the last contact with the person who sent
 * it, in months: the later of their latest enquiry and the last time the
 * admin marked one of theirs handled. The hooks delete on it
 * (pb_hooks/lib/enquiry-retention.js) and /privacy states it.
 */
export const RETENTION_MONTHS = { enquiries: 24 } as const;
