/**
 * How long the server keeps what it keeps, in days: raw visit statistics,
 * its request log (with visitors' addresses) and sent mail. The hooks apply
 * them and /privacy states them.
 */
export const RETENTION_DAYS = { analyticsEvents: 400, serverLog: 5, sentMail: 30 } as const;
