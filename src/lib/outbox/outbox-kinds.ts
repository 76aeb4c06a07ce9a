/** What a queued item is, which decides its priority and how it is batched. */
export type OutboxKind =
  'enquiry' | 'booking' | 'subscription' | 'unsubscription' | 'analytics' | 'admin-change';

/** The kinds that are a visitor's own message: counted as waiting, and kept with their text if refused. */
export type VisitorMessageKind = Exclude<OutboxKind, 'analytics' | 'admin-change'>;

export const isVisitorMessage = (kind: OutboxKind): kind is VisitorMessageKind =>
  kind !== 'analytics' && kind !== 'admin-change';
